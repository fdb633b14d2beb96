import { BarChart } from "~/calculators/charts/bar-chart";
import { formatMoney } from "~/site/format";
import type { EnergyResult } from "./calculate";
import { UsageComparison } from "./usage-comparison";

/** Electricity against gas, per month; an estimate from the home beside Ofgem's typical use. */
export default function EnergySplit({ result }: { result: EnergyResult }) {
  return (
    <>
      <BarChart
        title="Monthly cost by fuel"
        bars={[
          {
            label: "Electricity",
            value: result.estimatedElectricityMonthly,
            display: formatMoney(result.estimatedElectricityMonthly),
          },
          {
            label: "Gas",
            value: result.estimatedGasMonthly,
            display: formatMoney(result.estimatedGasMonthly),
            tone: "amber",
          },
        ]}
      />
      {!result.usageKnown && <UsageComparison result={result} />}
    </>
  );
}
