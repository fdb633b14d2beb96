import type { Preset } from "~/calculators/types";
import { HOME_ELECTRICITY_VAT, PRICE_CAP, TYPICAL_USE } from "~/reference/energy";
import { longDate } from "~/site/dates";
import { formatPence, formatWhole, typedNumber } from "~/site/format";
import { knowsUsage, onEconomy7 } from "./choices";
import type { EnergyKey } from "./fields";

/** 26.11 (pence) → "0.2611", as a visitor would type it in a £ field. */
const poundsText = (pence: number) => typedNumber(pence / 100);
const kWh = (value: number) => `${formatWhole(value)} kWh`;
const cap = PRICE_CAP;
/** The cap's VAT as a visitor should read it: in a quarter of the zero rate, electricity carries none. */
const capVat =
  cap.from >= HOME_ELECTRICITY_VAT.zeroFrom && cap.to <= HOME_ELECTRICITY_VAT.zeroTo
    ? `with VAT on gas; electricity carries none from ${longDate(HOME_ELECTRICITY_VAT.zeroFrom)} to ${longDate(HOME_ELECTRICITY_VAT.zeroTo)}`
    : "with VAT";

/** Ofgem's figures in one press, for a visitor without a bill to hand (docs/product.md#energy-bill). */
export const presets: readonly Preset<EnergyKey>[] = [
  {
    before: "electricityKWhPerYear",
    description: `Ofgem's typical yearly use for a medium home ${TYPICAL_USE.period}: ${kWh(
      TYPICAL_USE.electricityKWh,
    )} of electricity (${kWh(TYPICAL_USE.electricityMultiRateKWh)} on Economy 7) and ${kWh(
      TYPICAL_USE.gasKWh,
    )} of gas. Your own bills are a better guide.`,
    dates: TYPICAL_USE,
    choices: [
      {
        label: "Use Ofgem's typical use",
        values: (inputs) => ({
          usagePeriod: "year",
          electricityKWhPerYear: String(
            onEconomy7(inputs) ? TYPICAL_USE.electricityMultiRateKWh : TYPICAL_USE.electricityKWh,
          ),
          gasKWhPerYear: String(TYPICAL_USE.gasKWh),
        }),
      },
    ],
  },
  {
    before: "electricityRate",
    description: `Ofgem's price cap ${cap.period} (Great Britain averages, Direct Debit, ${capVat}): electricity ${formatPence(
      cap.electricityUnitPence,
    )} a kWh and ${formatPence(cap.electricityStandingPence)} a day; gas ${formatPence(
      cap.gasUnitPence,
    )} a kWh and ${formatPence(cap.gasStandingPence)} a day. On Economy 7 only the gas figures are filled in, as its caps differ by region.`,
    dates: cap,
    choices: [
      {
        label: "Fill in the price cap rates",
        values: (inputs) => ({
          // Economy 7 has no single GB cap rate: only the gas figures apply.
          ...(onEconomy7(inputs)
            ? {}
            : {
                electricityRate: poundsText(cap.electricityUnitPence),
                electricityStandingCharge: poundsText(cap.electricityStandingPence),
              }),
          // A home whose known use has no gas gets no gas rates.
          ...(knowsUsage(inputs) && inputs.gasKWhPerYear.trim() === ""
            ? {}
            : {
                gasRate: poundsText(cap.gasUnitPence),
                gasStandingCharge: poundsText(cap.gasStandingPence),
              }),
        }),
      },
    ],
  },
];
