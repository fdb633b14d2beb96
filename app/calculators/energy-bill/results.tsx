import { BarChart } from "~/calculators/charts/bar-chart";
import { formatMoney } from "~/calculators/format";
import type { EnergyResult } from "./calculate";

/** Electricity against gas, per month. */
export default function EnergySplit({ result }: { result: EnergyResult }) {
  return (
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
  );
}
