import { BarChart } from "../charts/bar-chart";
import { formatMoney } from "../format";
import type { MovingResult } from "./calculate";

/** Where the money goes: removals, packing, assembly and storage. */
export default function MovingBreakdown({ result }: { result: MovingResult }) {
  const parts = [
    { label: "Removals", value: result.baseCost },
    { label: "Packing", value: result.packingCost },
    { label: "Dismantling and assembly", value: result.assemblyCost },
    { label: "Storage", value: result.storageCost },
  ].filter((part) => part.value > 0);
  return (
    <BarChart
      title="Cost breakdown"
      bars={parts.map((part) => ({ ...part, display: formatMoney(part.value) }))}
    />
  );
}
