import { type AnyCalculator, valueProblem } from "./types";

/**
 * Inputs given in content (a scenario's, a calculator link's) or by a preset must be the
 * calculator's fields, with values they accept, so a misspelt key or value fails the build instead
 * of silently reading as blank.
 */
export function inputProblems(
  calculator: AnyCalculator,
  inputs: Readonly<Record<string, string>>,
): string[] {
  const fields = new Map(calculator.fields.map((field) => [field.key as string, field]));
  return Object.entries(inputs).flatMap(([key, value]) => {
    const field = fields.get(key);
    if (!field)
      return [`inputs.${key}: not a field of ${calculator.key} (${[...fields.keys()].join(", ")})`];
    const problem = valueProblem(field, value);
    return problem ? [`inputs.${key}: ${problem}`] : [];
  });
}
