import { BarChart } from "../charts/bar-chart";
import { formatMoney } from "../format";
import type { Inputs } from "../types";
import type { EvResult } from "./calculate";
import { evVerdict } from "./definition";

/** SPEC.md's verdict ('EV is cheaper' when the saving is positive), and the two costs side by side. */
export default function EvComparison({ result, inputs }: { result: EvResult; inputs: Inputs }) {
  const per = inputs.distanceUnit === "km" ? "100 km" : "100 miles";
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
        title={`Running cost per ${per}`}
        bars={[
          {
            label: "Electric car",
            value: result.costPerMileEV * 100,
            display: formatMoney(result.costPerMileEV * 100),
          },
          {
            label: "Petrol car",
            value: result.costPerMilePetrol * 100,
            display: formatMoney(result.costPerMilePetrol * 100),
            tone: "amber",
          },
        ]}
      />
    </>
  );
}
