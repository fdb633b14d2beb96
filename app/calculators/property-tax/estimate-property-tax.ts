/**
 * Property tax on one residential purchase by an individual, worked out band by band from the rules
 * in app/reference/property-tax.ts. Pure: no React, no formatting.
 */
import {
  PROPERTY_TAX_RULES,
  type PropertyTaxBand,
  type PropertyTaxDated,
  type PropertyTaxNation,
  type PropertyTaxRules,
  type PropertyTaxSource,
} from "~/reference/property-tax";
import { withoutFloatNoise } from "~/site/format";

/** Who is buying: the law lets a purchase be a first-time buyer's or an additional home, never both. */
export type PropertyTaxBuyer = "standard" | "first-time-buyer" | "additional-property";

/** One band as applied: the part of the price in it and the tax on that part. */
export interface PropertyTaxSlice {
  from: number;
  /** The band's upper limit, or null for the top band. */
  to: number | null;
  ratePct: number;
  /** The part of the price that falls in this band. */
  taxed: number;
  tax: number;
}

/** A relief or surcharge the buyer asked for that does not apply, and why. */
export type PropertyTaxNotApplied =
  | { kind: "no-first-time-buyer-relief" }
  | { kind: "over-first-time-buyer-limit"; maxPrice: number }
  | { kind: "under-additional-minimum"; minPrice: number };

/** A rule used in the estimate: its name, when it took effect and where it is published. */
interface PropertyTaxRuleApplied {
  name: string;
  effectiveFrom: string;
  source: PropertyTaxSource;
}

export interface PropertyTaxEstimate {
  nation: PropertyTaxNation;
  where: string;
  taxName: string;
  shortName: string;
  price: number;
  /** Who the buyer said they are, whether or not a relief or surcharge then applied. */
  buyer: PropertyTaxBuyer;
  /** Which set of bands the slices come from. */
  rates: "main" | "first-time-buyer" | "higher";
  /** The non-UK resident surcharge is in the slices' rates. */
  nonUkResident: boolean;
  /** Every band the price reaches, lowest first. */
  slices: readonly PropertyTaxSlice[];
  /** A charge on the whole price on top of the bands (Scotland's Additional Dwelling Supplement). */
  supplement: { name: string; ratePct: number; on: number; tax: number } | null;
  notApplied: PropertyTaxNotApplied | null;
  applied: readonly PropertyTaxRuleApplied[];
  /** The sum of the slices and any supplement. */
  beforeRounding: number;
  /** True where the tax is rounded down to the whole pound by law (Stamp Duty Land Tax). */
  roundedDown: boolean;
  total: number;
}

interface EstimateOptions {
  nonUkResident?: boolean;
  rules?: PropertyTaxRules;
}

/** The tax on each band the price reaches. Multiplying before dividing keeps whole-pound results exact. */
function slicesFor(price: number, bands: readonly PropertyTaxBand[]): PropertyTaxSlice[] {
  const slices: PropertyTaxSlice[] = [];
  bands.forEach((band, index) => {
    const to = bands[index + 1]?.from ?? null;
    if (price <= band.from) return;
    const taxed = (to === null ? price : Math.min(price, to)) - band.from;
    slices.push({
      from: band.from,
      to,
      ratePct: band.ratePct,
      taxed,
      tax: (taxed * band.ratePct) / 100,
    });
  });
  return slices;
}

/** The bands with no tax on the first `nilUpTo` of the price (Scotland's first-time buyer relief). */
export function withNilBand(bands: readonly PropertyTaxBand[], nilUpTo: number): PropertyTaxBand[] {
  const merged: PropertyTaxBand[] = [{ from: 0, ratePct: 0 }];
  bands.forEach((band, index) => {
    const to = bands[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    if (to <= nilUpTo) return;
    const from = Math.max(band.from, nilUpTo);
    if (merged.at(-1)!.ratePct === band.ratePct) return;
    merged.push({ from, ratePct: band.ratePct });
  });
  return merged;
}

const ruleApplied = (name: string, rule: PropertyTaxDated): PropertyTaxRuleApplied => ({
  name,
  effectiveFrom: rule.effectiveFrom,
  source: rule.source,
});

/**
 * The property tax on a purchase at `price`, by the nation's rules (the current ones unless given).
 * `nonUkResident`: a buyer not resident in the UK, who pays the nation's surcharge where it has one.
 */
export function estimatePropertyTax(
  price: number,
  nation: PropertyTaxNation,
  buyer: PropertyTaxBuyer,
  { nonUkResident = false, rules = PROPERTY_TAX_RULES[nation] }: EstimateOptions = {},
): PropertyTaxEstimate {
  const mainRates = ruleApplied(`${rules.taxName} main rates`, rules.main);
  let rates: PropertyTaxEstimate["rates"] = "main";
  let bands = rules.main.bands;
  let supplement: PropertyTaxEstimate["supplement"] = null;
  let notApplied: PropertyTaxNotApplied | null = null;
  let applied = [mainRates];

  if (buyer === "first-time-buyer") {
    const relief = rules.firstTimeBuyer;
    const name = "First-time buyer relief";
    if (relief.kind === "none") notApplied = { kind: "no-first-time-buyer-relief" };
    else if (relief.kind === "nil-band") {
      rates = "first-time-buyer";
      bands = withNilBand(rules.main.bands, relief.nilUpTo);
      applied = [mainRates, ruleApplied(name, relief)];
    } else if (price > relief.maxPrice)
      notApplied = { kind: "over-first-time-buyer-limit", maxPrice: relief.maxPrice };
    else {
      rates = "first-time-buyer";
      bands = relief.bands;
      applied = [ruleApplied(name, relief)];
    }
  }

  if (buyer === "additional-property") {
    const surcharge = rules.additionalProperty;
    if (price < surcharge.minPrice) {
      notApplied = { kind: "under-additional-minimum", minPrice: surcharge.minPrice };
    } else {
      rates = "higher";
      if (surcharge.kind === "added-to-each-band") {
        bands = rules.main.bands.map((band) => ({
          ...band,
          ratePct: band.ratePct + surcharge.points,
        }));
        applied = [mainRates, ruleApplied(surcharge.name, surcharge)];
      } else if (surcharge.kind === "own-bands") {
        bands = surcharge.bands;
        applied = [ruleApplied(surcharge.name, surcharge)];
      } else {
        const tax = (price * surcharge.ratePct) / 100;
        supplement = { name: surcharge.name, ratePct: surcharge.ratePct, on: price, tax };
        applied = [mainRates, ruleApplied(surcharge.name, surcharge)];
      }
    }
  }

  // Added to every band of whichever rates apply, the higher rates included (HMRC SDLTM09870).
  const surcharge = rules.nonUkResident;
  const nonResident = nonUkResident && surcharge !== null && price >= surcharge.minPrice;
  if (nonResident) {
    bands = bands.map((band) => ({ ...band, ratePct: band.ratePct + surcharge.points }));
    applied = [...applied, ruleApplied(surcharge.name, surcharge)];
  }

  const slices = slicesFor(price, bands);
  const beforeRounding = withoutFloatNoise(
    slices.reduce((sum, slice) => sum + slice.tax, 0) + (supplement?.tax ?? 0),
  );
  const roundedDown = rules.roundsDownToPound !== null;
  return {
    nation: rules.nation,
    where: rules.where,
    taxName: rules.taxName,
    shortName: rules.shortName,
    price,
    buyer,
    rates,
    nonUkResident: nonResident,
    slices,
    supplement,
    notApplied,
    applied,
    beforeRounding,
    roundedDown,
    total: roundedDown ? Math.floor(beforeRounding) : beforeRounding,
  };
}
