/** Every calculator's definition by key: for build-time code and tests (pages import only their own). */
import { energyBill } from "./energy-bill/definition";
import { evCharging } from "./ev-charging/definition";
import { fuelCost } from "./fuel-cost/definition";
import { mortgagePayment } from "./mortgage-payment/definition";
import { movingCost } from "./moving-cost/definition";
import type { CalculatorKey } from "./registry";
import { rentAffordability } from "./rent-affordability/definition";
import type { AnyCalculator } from "./types";

export const definitions: Record<CalculatorKey, AnyCalculator> = {
  "rent-affordability": rentAffordability,
  "mortgage-payment": mortgagePayment,
  "fuel-cost": fuelCost,
  "ev-charging": evCharging,
  "energy-bill": energyBill,
  "moving-cost": movingCost,
};
