/**
 * Property tax rules and estimates in words, for the method text and the results view (both load
 * after the page's own code).
 */

import { formatMoney } from "~/site/format";

import type { PropertyTaxNotApplied, PropertyTaxSlice } from "./estimate-property-tax";

/** 7.5% */
export const formatRate = (ratePct: number) => `${ratePct}%`;

/** The part of the price a slice covers: "Up to £125,000", "£250,000 to £295,000". */
export function describeSlice(slice: PropertyTaxSlice) {
  const end = formatMoney(slice.from + slice.taxed, 0);
  return slice.from === 0 ? `Up to ${end}` : `${formatMoney(slice.from, 0)} to ${end}`;
}

/** Why a relief or surcharge the buyer chose does not apply. */
export function describeNotApplied(notApplied: PropertyTaxNotApplied) {
  switch (notApplied.kind) {
    case "no-first-time-buyer-relief":
      return "There is no first-time buyer relief here, so the main rates apply.";
    case "over-first-time-buyer-limit":
      return `First-time buyers' relief is only for homes costing up to ${formatMoney(notApplied.maxPrice, 0)}, so the main rates apply.`;
    case "under-additional-minimum":
      return `The additional property rates start at ${formatMoney(notApplied.minPrice, 0)}, so the main rates apply.`;
  }
}
