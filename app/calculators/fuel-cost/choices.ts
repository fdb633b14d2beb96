/** What the fuel calculator's choices mean, for its form and its calculation alike. */
import type { FuelInputs } from "./calculate";

/** The price is per litre with L/100km, or with mpg when the visitor says so; otherwise per gallon. */
export const fuelPriceUnit = (inputs: FuelInputs) =>
  inputs.economyUnit === "l100km" || inputs.priceUnit === "litre" ? "litre" : "gallon";
