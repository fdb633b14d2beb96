import { TYPICAL_USE, TYPICAL_USE_LOW_HIGH } from "~/reference/energy";
import { formatWhole } from "~/site/format";
import { FigureMarker, figureAttributes } from "~/site/stale-notice";
import type { EnergyResult } from "./calculate";

const BANDS = ["low", "medium", "high"] as const;
type Band = Record<(typeof BANDS)[number], number>;

/**
 * An estimate from the home's size (the product rule) beside Ofgem's typical use for low, medium and
 * high homes, so a visitor sees how rough it is; far below a low-use home, it offers the known-usage
 * mode. The estimate itself is not changed.
 */
export function UsageComparison({ result }: { result: EnergyResult }) {
  const economy7 = result.nightShare !== null;
  const fuels: { name: string; estimate: number; band: Band }[] = [
    {
      name: "Electricity",
      estimate: result.electricityKWhMonthly * 12,
      band: economy7
        ? {
            ...TYPICAL_USE_LOW_HIGH.electricityMultiRateKWh,
            medium: TYPICAL_USE.electricityMultiRateKWh,
          }
        : { ...TYPICAL_USE_LOW_HIGH.electricityKWh, medium: TYPICAL_USE.electricityKWh },
    },
  ];
  if (result.gasKWhMonthly > 0)
    fuels.push({
      name: "Gas",
      estimate: result.gasKWhMonthly * 12,
      band: { ...TYPICAL_USE_LOW_HIGH.gasKWh, medium: TYPICAL_USE.gasKWh },
    });
  const below = fuels.filter((fuel) => fuel.estimate < fuel.band.low);
  return (
    <section data-usage-comparison="" className="mt-6 print:hidden">
      <h3 className="font-semibold text-slate-900">How this estimate compares</h3>
      <table className="mt-2 w-full text-sm tabular-nums">
        <caption className="mb-1 text-left text-slate-700" {...figureAttributes(TYPICAL_USE)}>
          kWh a year. Medium: Ofgem's typical use {TYPICAL_USE.period}. Low and high: Ofgem's values{" "}
          {TYPICAL_USE_LOW_HIGH.period}, the newest we could confirm.
          {/* The typical use's one-press fill says once that it has passed its date. */}
          <FigureMarker dates={TYPICAL_USE} />
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-1 font-semibold">
              Fuel
            </th>
            {["This estimate", "Low", "Medium", "High"].map((heading) => (
              <th key={heading} scope="col" className="py-1 pl-2 text-right font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fuels.map((fuel) => (
            <tr key={fuel.name} className="border-b border-slate-200">
              <th scope="row" className="py-1 text-left font-normal">
                {fuel.name}
              </th>
              <td data-usage-estimate={fuel.name.toLowerCase()} className="py-1 pl-2 text-right">
                {formatWhole(fuel.estimate)}
              </td>
              {BANDS.map((band) => (
                <td key={band} className="py-1 pl-2 text-right">
                  {formatWhole(fuel.band[band])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {below.length > 0 && (
        <p
          data-usage-below=""
          className="mt-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3"
        >
          This estimate's {below.map((fuel) => fuel.name.toLowerCase()).join(" and ")} use is below
          even a low-use home's, so the bill above is likely too low. If a bill or your supplier's
          app shows your use in kWh, choose{" "}
          <a href="#field-usageMode" className="underline">
            I know my usage (kWh)
          </a>{" "}
          for a figure from your own home.
        </p>
      )}
    </section>
  );
}
