/** What the fuel calculator's choices mean, for its form and its calculation alike. */
import type { Inputs } from "~/calculators/types";

/** The unit the economy is typed in: L/100km when chosen, otherwise mpg. */
export const economyUnitOf = (inputs: Pick<Inputs, "economyUnit">): "mpg" | "L/100km" =>
  inputs.economyUnit === "l100km" ? "L/100km" : "mpg";

/** The price is per litre with L/100km, or with mpg when the visitor says so; otherwise per gallon. */
export const fuelPriceUnit = (inputs: Pick<Inputs, "economyUnit" | "priceUnit">) =>
  inputs.economyUnit === "l100km" || inputs.priceUnit === "litre" ? "litre" : "gallon";
