import { BarChart } from "~/calculators/charts/bar-chart";
import { formatMoney } from "~/site/format";
import type { EvResult } from "./calculate";
import { evVerdict } from "./definition";

/** The verdict ('EV is cheaper' when the saving is positive), and the two costs side by side. */
export default function EvComparison({ result }: { result: EvResult }) {
  return (
    <>
      <p
        data-result="verdict"
        className={`mt-4 rounded-lg border-l-4 p-4 text-lg font-semibold ${
          result.evIsCheaper
            ? "border-emerald-700 bg-emerald-50 text-emerald-950"
            : "border-amber-600 bg-amber-50 text-amber-950"
        }`}
      >
        {evVerdict(result)}
      </p>
      <BarChart
        title={`Running cost per 100 ${result.distanceUnit}`}
        bars={[
          {
            label: "Electric car",
            value: result.evCostPerDistance * 100,
            display: formatMoney(result.evCostPerDistance * 100),
          },
          {
            label: "Petrol car",
            value: result.petrolCostPerDistance * 100,
            display: formatMoney(result.petrolCostPerDistance * 100),
            tone: "amber",
          },
        ]}
      />
    </>
  );
}
