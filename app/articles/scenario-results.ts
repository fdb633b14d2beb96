import { inputsToSearch } from "~/calculator-ui/share-url";
import { definitions } from "~/calculators/definitions";
import { type CalculatorKey, findCalculator } from "~/calculators/registry";
import { defaultInputs, type ResultRow } from "~/calculators/types";

/**
 * A scenario's Results Summary, produced by its calculator's own calculate function, so an article
 * can never drift from the calculator; and the link that opens the calculator with the same inputs.
 */
export function scenarioResults(
  calcKey: CalculatorKey,
  scenarioInputs: Readonly<Record<string, string>>,
): { rows: ResultRow[]; tryItHref: string } {
  const definition = definitions[calcKey];
  const inputs = { ...defaultInputs(definition.fields), ...scenarioInputs };
  const outcome = definition.calculate(inputs);
  if (!outcome.ok)
    throw new Error(`Scenario inputs for ${calcKey} are invalid: ${outcome.message}`);
  return {
    rows: definition.rows(outcome.result),
    tryItHref: `${findCalculator(calcKey)!.path}${inputsToSearch(definition.fields, inputs)}`,
  };
}
