/** What the energy calculator's choices mean, for its form, presets and calculation alike. */
import type { EnergyInputs } from "./calculate";

/** "I know my usage": the visitor's own kWh, used as given instead of the estimate from the home. */
export const knowsUsage = (inputs: EnergyInputs) => inputs.usageMode === "known";

export const onEconomy7 = (inputs: EnergyInputs) => inputs.tariff === "economy7";

/** Known usage is typed per year unless the visitor chose per month. */
export const usagePerMonth = (inputs: EnergyInputs) => inputs.usagePeriod === "month";
