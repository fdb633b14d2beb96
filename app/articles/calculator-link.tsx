/**
 * <CalculatorLink>: a link in an article that opens a calculator with inputs filled in and worked
 * out, as a shared link does (docs/product.md#shareable-links). Inputs that follow reference figures
 * are given as <Calc> expressions, worked out when the site is built, so the link follows a new
 * figure as the text around it does:
 *
 *   <CalculatorLink calculator="energy-bill" inputs={{ usageMode: "known" }}
 *     figures={{ electricityKWhPerYear: "tdcvElec", electricityRate: "capElecUnit / 100" }}>…</CalculatorLink>
 *
 * Each link is recorded, and the renderer checks after rendering that its calculator accepts the
 * inputs, so an article cannot link to a form that opens on an error.
 */
import type { ReactNode } from "react";
import { inputsToSearch } from "~/calculator-ui/share-url";
import { definitions } from "~/calculators/definitions";
import { inputProblems } from "~/calculators/input-problems";
import { CALCULATOR_KEYS, type CalculatorKey, findCalculator } from "~/calculators/registry";
import { defaultInputs, type Inputs } from "~/calculators/types";
import type { FigureId } from "~/reference/figures";
import { evaluate } from "~/reference/format";
import { typedNumber } from "~/site/format";

export interface CalculatorLinkTarget {
  calculator: CalculatorKey;
  inputs: Inputs;
}

export function calculatorLink(links: CalculatorLinkTarget[], used: Set<FigureId>) {
  return function CalculatorLink({
    calculator,
    inputs = {},
    figures = {},
    children,
  }: {
    calculator: string;
    inputs?: Record<string, string>;
    figures?: Record<string, string>;
    children: ReactNode;
  }) {
    const key = CALCULATOR_KEYS.find((known) => known === calculator);
    if (!key) throw new Error(`<CalculatorLink calculator="${calculator}">: no such calculator`);
    const definition = definitions[key];
    const fromFigures = Object.fromEntries(
      Object.entries(figures).map(([field, expr]) => {
        const { value, ids } = evaluate(expr);
        for (const id of ids) used.add(id);
        return [field, typedNumber(value)];
      }),
    );
    const given = { ...inputs, ...fromFigures };
    const problems = inputProblems(definition, given);
    if (problems.length > 0)
      throw new Error(`<CalculatorLink calculator="${calculator}">: ${problems.join("; ")}`);
    const all = { ...defaultInputs(definition.fields), ...given };
    links.push({ calculator: key, inputs: all });
    return (
      <a href={`${findCalculator(key)!.path}${inputsToSearch(definition.fields, all)}`}>
        {children}
      </a>
    );
  };
}

/** Throws, naming the link, if a calculator would open a recorded link on an error. */
export function checkCalculatorLinks(links: readonly CalculatorLinkTarget[]) {
  for (const { calculator, inputs } of links) {
    const definition = definitions[calculator];
    const outcome = definition.calculate(inputs);
    if (!outcome.ok)
      throw new Error(
        `<CalculatorLink calculator="${calculator}"> would open on an error at ${String(outcome.field)}: ${outcome.message}`,
      );
  }
}
