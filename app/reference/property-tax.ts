/**
 * The UK's residential property transaction taxes as data: Stamp Duty Land Tax (England and Northern
 * Ireland), Land and Buildings Transaction Tax (Scotland) and Land Transaction Tax (Wales), for one
 * purchase of one home by an individual. Each rule carries the date it took effect, the date we last
 * checked it and where it is published. Rates are percentages; a band's rate applies to the part of
 * the price above its `from` and up to the next band's `from` ("slice" taxes).
 *
 * Not modelled: company buyers, linked or multiple-dwelling purchases, leases and every other relief. The research behind these figures, with quotes, is kept outside the
 * site; the sources below are the pages a reader can check.
 */

/** England means England and Northern Ireland, where Stamp Duty Land Tax applies. */
export type PropertyTaxNation = "england" | "scotland" | "wales";

export interface PropertyTaxSource {
  title: string;
  url: string;
}

/** When a rule took effect, when we last checked that it still stands, and where it is published. */
export interface PropertyTaxDated {
  /** ISO date: the effective date of a purchase from which the rule applies. */
  effectiveFrom: string;
  /** ISO date. */
  checked: string;
  source: PropertyTaxSource;
}

/** A rate on the part of the price above `from`, up to the next band's `from`. */
export interface PropertyTaxBand {
  from: number;
  ratePct: number;
}

interface PropertyTaxBandTable extends PropertyTaxDated {
  bands: readonly PropertyTaxBand[];
}

/** First-time buyer relief: its own bands up to a price limit, a wider nil band, or none at all. */
type PropertyTaxFirstTimeBuyerRule =
  | (PropertyTaxBandTable & { kind: "own-bands"; maxPrice: number })
  | (PropertyTaxDated & { kind: "nil-band"; nilUpTo: number })
  | (PropertyTaxDated & { kind: "none" });

/** The extra tax when the buyer will own another home as well, from a minimum price. */
type PropertyTaxAdditionalRule =
  | (PropertyTaxDated & {
      kind: "added-to-each-band";
      name: string;
      points: number;
      minPrice: number;
    })
  | (PropertyTaxDated & { kind: "on-whole-price"; name: string; ratePct: number; minPrice: number })
  | (PropertyTaxBandTable & { kind: "own-bands"; name: string; minPrice: number });

export interface PropertyTaxRules {
  nation: PropertyTaxNation;
  /** Where the tax applies, as a reader would say it. */
  where: string;
  taxName: string;
  /** The usual abbreviation: SDLT, LBTT, LTT. */
  shortName: string;
  main: PropertyTaxBandTable;
  firstTimeBuyer: PropertyTaxFirstTimeBuyerRule;
  additionalProperty: PropertyTaxAdditionalRule;
  /**
   * A surcharge for buyers not resident in the UK, added to every band of whichever rates apply
   * (main, first-time buyer or higher), or null where the nation has none.
   */
  nonUkResident:
    | (PropertyTaxDated & {
        name: string;
        points: number;
        minPrice: number;
        /**
         * A buyer is UK resident for the surcharge with at least this many days in the UK in a
         * continuous year around the purchase; the test and its window are in `residenceTest`.
         */
        presenceDays: number;
        residenceTest: PropertyTaxSource;
      })
    | null;
  /** The published rule that the tax is rounded down to the whole pound, or null where we found none. */
  roundsDownToPound: PropertyTaxSource | null;
}

export const PROPERTY_TAX_CHECKED = "2026-11-23";
/** The rules have no end date: look again six months after checking, or at the next Budget. */
export const PROPERTY_TAX_CHECK_BY = "2027-05-23";
const checked = PROPERTY_TAX_CHECKED;

export const PROPERTY_TAX_RULES: Readonly<Record<PropertyTaxNation, PropertyTaxRules>> = {
  england: {
    nation: "england",
    where: "England and Northern Ireland",
    taxName: "Stamp Duty Land Tax",
    shortName: "SDLT",
    main: {
      bands: [
        { from: 0, ratePct: 0 },
        { from: 125_000, ratePct: 2 },
        { from: 250_000, ratePct: 5 },
        { from: 925_000, ratePct: 10 },
        { from: 1_500_000, ratePct: 12 },
      ],
      effectiveFrom: "2025-04-01",
      checked,
      source: {
        title: "GOV.UK: Stamp Duty Land Tax, residential property rates",
        url: "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates",
      },
    },
    firstTimeBuyer: {
      kind: "own-bands",
      bands: [
        { from: 0, ratePct: 0 },
        { from: 300_000, ratePct: 5 },
      ],
      maxPrice: 500_000,
      effectiveFrom: "2025-04-01",
      checked,
      source: {
        title:
          "HMRC Stamp Duty Land Tax Manual, SDLTM29815: rates when first-time buyers' relief is available",
        url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm29815",
      },
    },
    additionalProperty: {
      kind: "added-to-each-band",
      name: "Higher rates for additional dwellings",
      points: 5,
      minPrice: 40_000,
      effectiveFrom: "2024-10-31",
      checked,
      source: {
        title: "GOV.UK: Higher rates of Stamp Duty Land Tax",
        url: "https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property",
      },
    },
    nonUkResident: {
      name: "Non-UK resident surcharge",
      points: 2,
      minPrice: 40_000,
      presenceDays: 183,
      residenceTest: {
        title:
          "HMRC Stamp Duty Land Tax Manual, SDLTM09880: non-resident transactions, individuals, the basic rule",
        url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09880",
      },
      effectiveFrom: "2021-04-01",
      checked,
      source: {
        title:
          "HMRC Stamp Duty Land Tax Manual, SDLTM09870: increased rates for non-resident transactions",
        url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09870",
      },
    },
    roundsDownToPound: {
      title: "HMRC Stamp Duty Land Tax Manual, SDLTM00050: rates of tax",
      url: "https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm00050",
    },
  },
  scotland: {
    nation: "scotland",
    where: "Scotland",
    taxName: "Land and Buildings Transaction Tax",
    shortName: "LBTT",
    main: {
      bands: [
        { from: 0, ratePct: 0 },
        { from: 145_000, ratePct: 2 },
        { from: 250_000, ratePct: 5 },
        { from: 325_000, ratePct: 10 },
        { from: 750_000, ratePct: 12 },
      ],
      effectiveFrom: "2021-04-01",
      checked,
      source: {
        title: "Revenue Scotland: LBTT residential property rates and bands",
        url: "https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property",
      },
    },
    firstTimeBuyer: {
      kind: "nil-band",
      nilUpTo: 175_000,
      effectiveFrom: "2018-06-30",
      checked,
      source: {
        title:
          "The Land and Buildings Transaction Tax (First-Time Buyer Relief) (Scotland) Order 2018",
        url: "https://www.legislation.gov.uk/ssi/2018/221/schedule/made",
      },
    },
    additionalProperty: {
      kind: "on-whole-price",
      name: "Additional Dwelling Supplement",
      ratePct: 8,
      minPrice: 40_000,
      effectiveFrom: "2024-12-05",
      checked,
      source: {
        title:
          "The Land and Buildings Transaction Tax (Additional Amount: Transactions Relating to Second Homes etc.) (Scotland) Amendment Order 2024",
        url: "https://beta.bailii.org/scot/legis/num_reg/2024/ssi_2024367_en_1.html",
      },
    },
    nonUkResident: null,
    roundsDownToPound: null,
  },
  wales: {
    nation: "wales",
    where: "Wales",
    taxName: "Land Transaction Tax",
    shortName: "LTT",
    main: {
      bands: [
        { from: 0, ratePct: 0 },
        { from: 225_000, ratePct: 6 },
        { from: 400_000, ratePct: 7.5 },
        { from: 750_000, ratePct: 10 },
        { from: 1_500_000, ratePct: 12 },
      ],
      effectiveFrom: "2022-10-10",
      checked,
      source: {
        title: "Welsh Government: Changes to rates and bands of Land Transaction Tax, October 2022",
        url: "https://gov.wales/changes-rates-and-bands-land-transaction-tax-october-2022",
      },
    },
    firstTimeBuyer: {
      kind: "none",
      // Land Transaction Tax replaced Stamp Duty Land Tax in Wales on this date, with no such relief.
      effectiveFrom: "2018-04-01",
      checked,
      source: {
        title:
          "Welsh Revenue Authority with Propertymark: Land Transaction Tax, information for home buyers",
        url: "https://www.propertymark.co.uk/resource/land-transaction-tax-home-buyers-information.html",
      },
    },
    additionalProperty: {
      kind: "own-bands",
      name: "Higher residential rates",
      bands: [
        { from: 0, ratePct: 5 },
        { from: 180_000, ratePct: 8.5 },
        { from: 250_000, ratePct: 10 },
        { from: 400_000, ratePct: 12.5 },
        { from: 750_000, ratePct: 15 },
        { from: 1_500_000, ratePct: 17 },
      ],
      minPrice: 40_000,
      effectiveFrom: "2024-12-11",
      checked,
      source: {
        title:
          "The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) (Amendment) Regulations 2024",
        url: "https://beta.bailii.org/wales/legis/num_reg/2024/wsi_20241311_en_1.html",
      },
    },
    nonUkResident: null,
    roundsDownToPound: null,
  },
};
