/**
 * The Universal Credit calculator's choices, shared by its form (definition.ts) and its engine
 * (calculate.ts), so the definition never imports the engine.
 */
export const HOUSEHOLDS = [
  { value: "single", label: "Single" },
  { value: "couple", label: "A couple, claiming together" },
] as const;

export const AGES = [
  { value: "under-25", label: "Under 25" },
  { value: "25-or-over", label: "25 or over" },
] as const;

export const HOUSING = [
  { value: "none", label: "No rent: I own my home, or live with family" },
  { value: "private-rent", label: "Renting from a private landlord" },
  { value: "social-rent", label: "Renting from a council or housing association" },
] as const;

export const SPARE_BEDROOMS = [
  { value: "0", label: "None" },
  { value: "1", label: "1" },
  { value: "2", label: "2 or more" },
] as const;

/**
 * Limited capability for work, found by a Work Capability Assessment. Any of the three brings the
 * work allowance (reg 22); only the last two add the health element. Its amount turns on whether
 * the claimant is a "pre-2026 claimant" (the Universal Credit Act 2025; reg 27A): one who had the
 * element before 6 April 2026 and ever since, and, by DWP's regulations of February 2026 as Contact
 * reports them, one who claimed UC and asked to be assessed before that day, even if the element
 * starts later. So the lower rate is for a condition first reported on a claim from that day.
 */
export const HEALTH = [
  { value: "none", label: "No" },
  { value: "lcw", label: "Limited capability for work, no health element" },
  {
    value: "lcwra-new",
    label: "The health element (LCWRA) for a condition first reported from 6 April 2026",
  },
  {
    value: "lcwra-protected",
    label:
      "The health element (LCWRA) since before 6 April 2026, or claimed UC and asked to be assessed before that day, or moved from ESA's support group, or a severe lifelong condition or terminal illness",
  },
] as const;

export type Housing = (typeof HOUSING)[number]["value"];

export const oneOf = <T extends string>(
  options: readonly { value: T }[],
  value: string,
  fallback: T,
) => options.find((option) => option.value === value)?.value ?? fallback;
