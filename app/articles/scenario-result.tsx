import type { ResultRow } from "~/calculators/types";

/**
 * <ScenarioResult row="totalMonthlyBill" /> prints a row of the scenario's own result, worked out by
 * its calculator from its inputs ("£247.73"), so its story follows the figures; part="label" prints
 * the row's label ("Electricity per month (730 kWh)"). Made for one article, whose file it names
 * when a row is not in its result.
 */
export function scenarioResult(file: string, results?: readonly ResultRow[]) {
  return function ScenarioResult({
    row,
    part = "value",
  }: {
    row: string;
    part?: "value" | "label";
  }) {
    const found = results?.find((result) => result.key === row);
    if (!found)
      throw new Error(
        `${file}: <ScenarioResult row="${row}" /> is not a row of this scenario's result (${results?.map((result) => result.key).join(", ") ?? "not a scenario"})`,
      );
    return <>{part === "label" ? found.label : found.value.text}</>;
  };
}
