import type { Preset } from "~/calculators/types";
import { FIGURES_REVIEWED_LONG } from "~/reference/checked";
import { PRICE_CAP } from "~/reference/energy";
import { PUMP_DATES, PUMP_PRICES } from "~/reference/fuel";
import { formatPence, typedNumber } from "~/site/format";
import type { EvKey } from "./fields";

/** UK averages in one press, for a visitor comparing before they own the car (docs/product.md#ev-charging). */
export const presets: readonly Preset<EvKey>[] = [
  {
    before: "electricityPrice",
    description: `The standard rate under Ofgem's price cap ${PRICE_CAP.period}: ${formatPence(
      PRICE_CAP.electricityUnitPence,
    )} a kWh (Great Britain average, Direct Debit). An EV tariff's night rate is usually far lower.`,
    dates: PRICE_CAP,
    choices: [
      {
        label: "Use the price cap rate",
        values: () => ({
          electricityPrice: typedNumber(PRICE_CAP.electricityUnitPence / 100),
        }),
      },
    ],
  },
  {
    before: "petrolPrice",
    description: `The RAC's UK average petrol price ${PUMP_PRICES.period}: ${formatPence(
      PUMP_PRICES.petrolPence,
    )} a litre, the newest we could confirm on ${FIGURES_REVIEWED_LONG}. The price at your pump is better.`,
    dates: PUMP_DATES,
    choices: [
      {
        label: "Use the petrol average",
        // Per litre, as the pump shows it; with mpg the price unit becomes litre too.
        values: () => ({ priceUnit: "litre", petrolPrice: String(PUMP_PRICES.petrolPence) }),
      },
    ],
  },
];
