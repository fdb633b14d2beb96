/**
 * Every calculator by key, each with its engine at hand: for build-time code (scenarios, calculator
 * links, content checks) and tests. A page imports only its own definition and fetches its engine.
 */

import { engine as energyEngine } from "./energy-bill/calculate";
import { energyBill } from "./energy-bill/definition";
import { engine as evEngine } from "./ev-charging/calculate";
import { evCharging } from "./ev-charging/definition";
import { engine as fuelEngine } from "./fuel-cost/calculate";
import { fuelCost } from "./fuel-cost/definition";
import { engine as mortgageEngine } from "./mortgage-payment/calculate";
import { mortgagePayment } from "./mortgage-payment/definition";
import { engine as movingEngine } from "./moving-cost/calculate";
import { movingCost } from "./moving-cost/definition";
import type { CalculatorKey } from "./registry";
import { engine as rentEngine } from "./rent-affordability/calculate";
import { rentAffordability } from "./rent-affordability/definition";
import type { AnyCalculator } from "./types";

/** Each calculator with its own field keys and result type, for tests that look into a result. */
export const calculatorsByKey = {
  "rent-affordability": { ...rentAffordability, ...rentEngine },
  "mortgage-payment": { ...mortgagePayment, ...mortgageEngine },
  "fuel-cost": { ...fuelCost, ...fuelEngine },
  "ev-charging": { ...evCharging, ...evEngine },
  "energy-bill": { ...energyBill, ...energyEngine },
  "moving-cost": { ...movingCost, ...movingEngine },
} satisfies Record<CalculatorKey, AnyCalculator>;

export const definitions: Record<CalculatorKey, AnyCalculator> = { ...calculatorsByKey };
