import { type CalculatorKey, findCalculator } from "./registry";
import { pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";

export function calculatorMeta(key: CalculatorKey) {
  const calculator = findCalculator(key)!;
  const crumbs = [{ name: "Calculators", href: "/calculators" }, { name: calculator.name }];
  return () =>
    pageMeta({
      title: calculator.name,
      description: calculator.description,
      path: calculator.path,
      crumbs,
    });
}

export function CalculatorPage({ calculatorKey }: { calculatorKey: CalculatorKey }) {
  const calculator = findCalculator(calculatorKey)!;
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={[{ name: "Calculators", href: "/calculators" }, { name: calculator.name }]}
        title={calculator.name}
        lead={calculator.intro}
      />
    </div>
  );
}
