/** Income tax bands in words, from the rules themselves, so no sentence restates a band by hand. */
import { formatMoney } from "../site/format";
import { type IncomeTaxBand, PERSONAL_ALLOWANCE } from "./income-tax";
import { joinedWithAnd } from "./word-list";

/** £43,662 */
const money = (value: number) => formatMoney(value, 0);

/**
 * The pay at which `taxable` pounds are taxed with the standard Personal Allowance. Over the taper's
 * start the allowance falls by £1 for each £2 of pay: pay − (allowance − (pay − from) ÷ 2) = taxable.
 */
function payAt(taxable: number) {
  const { amount, taperFrom } = PERSONAL_ALLOWANCE;
  const untapered = taxable + amount;
  // Stryker disable next-line EqualityOperator: at the taper's start both ways give the same pay
  return untapered <= taperFrom ? untapered : (taxable + amount + taperFrom / 2) / 1.5;
}

/**
 * "19% (starter rate) on pay from £12,571 to £16,537, 20% (basic rate) from £16,538 to £29,526, …
 * and 48% (top rate) above £125,140": the bands by pay, as GOV.UK and gov.scot publish them.
 */
export function describeIncomeTaxBands(bands: readonly IncomeTaxBand[]) {
  let taxable = 0;
  let from = PERSONAL_ALLOWANCE.amount + 1;
  const parts = bands.map((band, index) => {
    const name = `${band.ratePct}% (${band.name.toLowerCase()})`;
    if (band.width === null) return `${name} above ${money(from - 1)}`;
    taxable += band.width;
    const to = payAt(taxable);
    const part = `${name} ${index === 0 ? "on pay " : ""}from ${money(from)} to ${money(to)}`;
    from = to + 1;
    return part;
  });
  return joinedWithAnd(parts);
}
