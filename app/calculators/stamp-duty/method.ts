import { propertyTaxRules, propertyTaxSources } from "~/calculators/property-tax/method-text";
import type { MethodSection } from "~/calculators/types";
import { PROPERTY_TAX_RULES } from "~/reference/property-tax";

const nonResident = PROPERTY_TAX_RULES.england.nonUkResident!;

/** How the stamp duty calculator works it out, shown below it (loaded after the page's own code). */
export const method = [
  {
    heading: "The sum",
    paragraphs: [
      "Each rate applies only to the part of the price within its band, and the tax is the sum of those parts: the table under the result shows each one. In Scotland, the Additional Dwelling Supplement is a percentage of the whole price, added on top. Stamp Duty Land Tax is rounded down to the whole pound. The effective rate is the tax ÷ the price × 100.",
      "One calculation serves this calculator and the moving calculator's Buying a home, with the same rules, so the two always give the same tax.",
    ],
  },
  {
    heading: "The rules in each nation",
    paragraphs: [
      ...propertyTaxRules({ nonUkResident: true }),
      `For the ${nonResident.name.toLowerCase()}, HMRC counts you as not resident in the UK unless you were in the UK on at least ${nonResident.presenceDays} days in a continuous 365 days in the year before you buy. If you reach ${nonResident.presenceDays} days within the year after buying, you can claim the surcharge back.`,
    ],
    sources: [...propertyTaxSources({ nonUkResident: true }), nonResident.residenceTest],
  },
  {
    heading: "What it leaves out",
    paragraphs: [
      "It is the tax on one home bought by one or more individuals, for the whole price, on a completion date after the rules above took effect. It leaves out purchases by companies and trusts, shared ownership, leases, linked and multiple purchases, mixed-use and non-residential property, and contracts exchanged before a change of rates that still get the old ones. Your conveyancer works out the tax you actually pay and files the return.",
    ],
  },
] as const satisfies readonly MethodSection[];
