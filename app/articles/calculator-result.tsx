/**
 * <CalculatorResult>: a figure in an article worked out by a calculator's own engine from inputs
 * typed as a visitor types them, so a guide's worked example cannot drift from the calculator or go
 * stale when its rules change:
 *
 *   <CalculatorResult calculator="take-home-pay" inputs={{ grossPay: "35000", nation: "scotland" }}
 *     row="takeHomeMonthly" />                       prints the row as the calculator shows it;
 *   <CalculatorResult calculator="take-home-pay" inputs={{ grossPay: "110000" }}
 *     row="takeHomeYearly" minus={{ grossPay: "95000" }} />
 *                                                    prints how much more the row is at `inputs` than
 *                                                    with `minus` changing them, as shown.
 *
 * The difference is printed as a size, so it fails the build when it is not more than nothing: a
 * sentence that says "rises by" can never print a fall.
 */
import { definitions } from "~/calculators/definitions";
import { inputProblems } from "~/calculators/input-problems";
import { CALCULATOR_KEYS } from "~/calculators/registry";
import { formatQuantity, shownDifference } from "~/calculators/row-values";
import { type AnyCalculator, defaultInputs, type RowValue } from "~/calculators/types";

function rowValue(
  calculator: AnyCalculator,
  given: Readonly<Record<string, string>>,
  row: string,
): RowValue {
  const problems = inputProblems(calculator, given);
  if (problems.length > 0) throw new Error(problems.join("; "));
  const outcome = calculator.calculate({ ...defaultInputs(calculator.fields), ...given });
  if (!outcome.ok) throw new Error(`the calculator says: ${outcome.message}`);
  const rows = calculator.rows(outcome.result);
  const found = rows.find((result) => result.key === row);
  if (!found)
    throw new Error(
      `row "${row}" is not in its result for these inputs (${rows.map((result) => result.key).join(", ")})`,
    );
  return found.value;
}

export function CalculatorResult({
  calculator,
  inputs,
  row,
  minus,
}: {
  calculator: string;
  inputs: Record<string, string>;
  row: string;
  minus?: Record<string, string>;
}) {
  const where = `<CalculatorResult calculator="${calculator}" row="${row}">`;
  const key = CALCULATOR_KEYS.find((known) => known === calculator);
  if (!key) throw new Error(`${where}: no such calculator`);
  const definition = definitions[key];
  try {
    const value = rowValue(definition, inputs, row);
    if (!minus) return <>{value.text}</>;
    const other = rowValue(definition, { ...inputs, ...minus }, row);
    const difference = shownDifference(other, value);
    if (difference === undefined || value.kind === "words")
      throw new Error("its values cannot be taken one from the other");
    if (!(difference > 0))
      throw new Error(
        `it is ${value.text} at inputs and ${other.text} with minus: not more, so say it the other way round`,
      );
    const unsigned = value.kind === "money" ? { ...value, signed: false } : value;
    return <>{formatQuantity(unsigned, difference)}</>;
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
