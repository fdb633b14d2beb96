import type { Preset } from "~/calculators/types";
import { FIGURES_REVIEWED_LONG } from "~/reference/checked";
import { PUMP_DATES, PUMP_PRICES } from "~/reference/fuel";
import { formatPence } from "~/site/format";
import type { FuelKey } from "./fields";

/** A UK average pump price in one press, per litre as pumps show it (docs/product.md#fuel-cost). */
export const presets: readonly Preset<FuelKey>[] = [
  {
    before: "fuelPrice",
    description: `The RAC's UK averages ${PUMP_PRICES.period}: petrol ${formatPence(
      PUMP_PRICES.petrolPence,
    )} a litre, diesel ${formatPence(PUMP_PRICES.dieselPence)}. The newest we could confirm on ${FIGURES_REVIEWED_LONG}; the price at your pump is better.`,
    dates: PUMP_DATES,
    choices: [
      {
        label: "Use the petrol average",
        values: () => ({ priceUnit: "litre", fuelPrice: String(PUMP_PRICES.petrolPence) }),
      },
      {
        label: "Use the diesel average",
        values: () => ({ priceUnit: "litre", fuelPrice: String(PUMP_PRICES.dieselPence) }),
      },
    ],
  },
];
