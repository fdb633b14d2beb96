/** What the EV calculator's choices mean, for its form and its calculation alike. */
import type { Inputs } from "~/calculators/types";

/**
 * The petrol car's economy is in mpg (`fuelUnit` gallon, the default) or L/100km (any other value).
 * With mpg the price is per gallon (`priceUnit` gallon, the default) or per litre; with L/100km it
 * is per litre. So links made before `priceUnit` existed mean what they meant.
 */
export const petrolByMpg = (inputs: Pick<Inputs, "fuelUnit">) => inputs.fuelUnit === "gallon";

/** The unit the petrol car's economy is typed in. */
export const petrolEconomyUnit = (inputs: Pick<Inputs, "fuelUnit">): "mpg" | "L/100km" =>
  petrolByMpg(inputs) ? "mpg" : "L/100km";

export const petrolPriceUnit = (inputs: Pick<Inputs, "fuelUnit" | "priceUnit">) =>
  petrolByMpg(inputs) && inputs.priceUnit !== "litre" ? "gallon" : "litre";
