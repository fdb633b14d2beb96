/** Property tax bands in words, from the rules themselves, so no sentence restates a band by hand. */
import { formatMoney } from "../site/format";
import type { PropertyTaxBand } from "./property-tax";
import { joinedWithAnd } from "./word-list";

/** £125,000 */
const money = (value: number) => formatMoney(value, 0);

/** "0% up to £125,000, 2% from £125,000 to £250,000, … and 12% above £1,500,000" */
export function describeBands(bands: readonly PropertyTaxBand[]) {
  const parts = bands.map((band, index) => {
    const to = bands[index + 1]?.from;
    const rate = `${band.ratePct}%`;
    if (to === undefined) return `${rate} above ${money(band.from)}`;
    if (band.from === 0) return `${rate} up to ${money(to)}`;
    return `${rate} from ${money(band.from)} to ${money(to)}`;
  });
  return joinedWithAnd(parts);
}

/** "nothing on the first £300,000 and 5% on the part from £300,000 to £500,000, for a home costing no more than £500,000" */
export function describeReliefBands(bands: readonly PropertyTaxBand[], maxPrice: number) {
  const parts = bands.map((band, index) => {
    const to = bands[index + 1]?.from ?? maxPrice;
    return band.from === 0 && band.ratePct === 0
      ? `nothing on the first ${money(to)}`
      : `${band.ratePct}% on the part from ${money(band.from)} to ${money(to)}`;
  });
  return `${parts.join(" and ")}, for a home costing no more than ${money(maxPrice)}`;
}
