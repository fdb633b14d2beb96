/** What the energy calculator's choices mean, for its form, presets and calculation alike. */
import type { Inputs } from "~/calculators/types";

/** "I know my usage": the visitor's own kWh, used as given instead of the estimate from the home. */
export const knowsUsage = (inputs: Pick<Inputs, "usageMode">) => inputs.usageMode === "known";

export const onEconomy7 = (inputs: Pick<Inputs, "tariff">) => inputs.tariff === "economy7";

/** Known usage is typed per year unless the visitor chose per month. */
export const usagePerMonth = (inputs: Pick<Inputs, "usagePeriod">) =>
  inputs.usagePeriod === "month";
