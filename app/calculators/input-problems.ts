import { readFigure, readingOf } from "./reading";
import { type AnyCalculator, defaultInputs, valueProblem } from "./types";

/**
 * Inputs given in content (a scenario's, a calculator link's) or by a preset must be the
 * calculator's fields, with values they accept, so a misspelt key, a value that is not an option or
 * a figure the field cannot read fails the build instead of reaching a visitor.
 */
export function inputProblems(
  calculator: AnyCalculator,
  inputs: Readonly<Record<string, string>>,
): string[] {
  const fields = new Map(calculator.fields.map((field) => [field.key as string, field]));
  const all = { ...defaultInputs(calculator.fields), ...inputs };
  return Object.entries(inputs).flatMap(([key, value]) => {
    const field = fields.get(key);
    if (!field)
      return [`inputs.${key}: not a field of ${calculator.key} (${[...fields.keys()].join(", ")})`];
    const reading = readingOf(calculator.readings, key, all);
    const figure = reading && readFigure(reading, value);
    const problem =
      valueProblem(field, value) ?? (figure && !figure.ok ? figure.message : undefined);
    return problem ? [`inputs.${key}: ${problem}`] : [];
  });
}
