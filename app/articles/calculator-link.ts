/**
 * <CalculatorLink>: a link in an article that opens a calculator with inputs filled in and worked
 * out, as a shared link does (docs/product.md#shareable-links). Inputs that follow reference figures
 * are given as <Calc> expressions, worked out when the site is built, so the link follows a new
 * figure as the text around it does:
 *
 *   <CalculatorLink calculator="energy-bill" inputs={{ usageMode: "known" }}
 *     figures={{ electricityKWhPerYear: "tdcvElec", electricityRate: "capElecUnit / 100" }}>…</CalculatorLink>
 *
 * calculator-link.astro writes the link; calculatorLinkHref works out its address and fails the build,
 * naming the link, when the calculator would not accept the inputs or would open on an error. The
 * figures it follows are among those the article lists the sources of (figure-ids.ts).
 */
import { inputsToSearch } from "~/calculator-ui/share-url";
import { definitions } from "~/calculators/definitions";
import { inputProblems } from "~/calculators/input-problems";
import { CALCULATOR_KEYS, findCalculator } from "~/calculators/registry";
import { defaultInputs } from "~/calculators/types";
import { evaluate } from "~/reference/format";
import { typedNumber } from "~/site/format";

export interface CalculatorLinkProps {
  calculator: string;
  inputs?: Record<string, string>;
  figures?: Record<string, string>;
}

export function calculatorLinkHref({ calculator, inputs = {}, figures = {} }: CalculatorLinkProps) {
  const where = `<CalculatorLink calculator="${calculator}">`;
  const key = CALCULATOR_KEYS.find((known) => known === calculator);
  if (!key) throw new Error(`${where}: no such calculator`);
  const definition = definitions[key];
  const fromFigures = Object.fromEntries(
    Object.entries(figures).map(([field, expr]) => [field, typedNumber(evaluate(expr).value)]),
  );
  const given = { ...inputs, ...fromFigures };
  const problems = inputProblems(definition, given);
  if (problems.length > 0) throw new Error(`${where}: ${problems.join("; ")}`);
  const all = { ...defaultInputs(definition.fields), ...given };
  const outcome = definition.calculate(all);
  if (!outcome.ok)
    throw new Error(
      `${where} would open on an error at ${String(outcome.field)}: ${outcome.message}`,
    );
  return `${findCalculator(key)!.path}${inputsToSearch(definition.fields, all)}`;
}
