/**
 * The Universal Credit calculator's choices, shared by its form (definition.ts) and its engine
 * (calculate.ts), so the definition never imports the engine.
 */
import { choiceOptions } from "~/calculators/types";

export const HOUSEHOLDS = choiceOptions([
  ["single", "Single"],
  ["couple", "A couple, claiming together"],
]);

export const AGES = choiceOptions([
  ["under-25", "Under 25"],
  ["25-or-over", "25 or over"],
]);

export const HOUSING = choiceOptions([
  ["none", "No rent: I own my home, or live with family"],
  ["private-rent", "Renting from a private landlord"],
  ["social-rent", "Renting from a council or housing association"],
]);

export const SPARE_BEDROOMS = choiceOptions([
  ["0", "None"],
  ["1", "1"],
  ["2", "2 or more"],
]);

/**
 * Limited capability for work, found by a Work Capability Assessment. Any of the three brings the
 * work allowance (reg 22); only the last two add the health element. Its amount turns on whether
 * the claimant is a "pre-2026 claimant" (the Universal Credit Act 2025; reg 27A): one who had the
 * element before 6 April 2026 and ever since, and, by DWP's regulations of February 2026 as Contact
 * reports them, one who claimed UC and asked to be assessed before that day, even if the element
 * starts later. So the lower rate is for a condition first reported on a claim from that day.
 */
export const HEALTH = choiceOptions([
  ["none", "No"],
  ["lcw", "Limited capability for work, no health element"],
  ["lcwra-new", "The health element (LCWRA) for a condition first reported from 6 April 2026"],
  [
    "lcwra-protected",
    "The health element (LCWRA) since before 6 April 2026, or claimed UC and asked to be assessed before that day, or moved from ESA's support group, or a severe lifelong condition or terminal illness",
  ],
]);

export type Housing = (typeof HOUSING)[number]["value"];

export const oneOf = <T extends string>(
  options: readonly { value: T }[],
  value: string,
  fallback: T,
) => options.find((option) => option.value === value)?.value ?? fallback;
