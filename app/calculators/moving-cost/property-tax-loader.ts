/**
 * The property tax rules and their function are fetched only once "Buying a home" is ticked: they
 * would take the page over its first-load budget (docs/decisions/0009-property-tax-loads-when-buying.md).
 */
import type { Inputs } from "~/calculators/types";
import type { EstimatePropertyTax, MovingKey } from "./calculate";

let estimatePropertyTax: EstimatePropertyTax | undefined;
let loading: Promise<void> | undefined;

export function prepare(inputs: Inputs<MovingKey>) {
  if (inputs.buying !== "true" || estimatePropertyTax) return undefined;
  loading ??= import("~/calculators/property-tax/estimate-property-tax").then(
    (module) => {
      estimatePropertyTax = module.estimatePropertyTax;
    },
    () => {
      // Offline, say: calculate reports it, and the next attempt fetches again.
      loading = undefined;
    },
  );
  return loading;
}

/** The property tax function once `prepare` has fetched it. */
export const loadedPropertyTax = () => estimatePropertyTax;
