/** What the EV calculator's choices mean, for its form and its calculation alike. */
import type { EvInputs } from "./calculate";

/**
 * The petrol car's economy is in mpg (`fuelUnit` gallon, the default) or L/100km (any other value).
 * With mpg the price is per gallon (`priceUnit` gallon, the default) or per litre; with L/100km it
 * is per litre. So links made before `priceUnit` existed mean what they meant.
 */
export const petrolByMpg = (inputs: EvInputs) => inputs.fuelUnit === "gallon";

export const petrolPriceUnit = (inputs: EvInputs) =>
  petrolByMpg(inputs) && inputs.priceUnit !== "litre" ? "gallon" : "litre";
