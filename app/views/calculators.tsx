import { CalculatorCard } from "~/calculator-ui/calculator-card";
import { calculators } from "~/calculators/registry";
import { calculatorsPageText } from "~/page-texts/site-counts";
import { Breadcrumbs } from "~/site/breadcrumbs";
import { type Crumb, pageMeta } from "~/site/meta";

const crumbs: Crumb[] = [{ name: "Calculators" }];

export const head = pageMeta({
  title: "All Calculators",
  description: calculatorsPageText().description,
  path: "/calculators",
  crumbs,
});

export default function Calculators() {
  return (
    <div className="container-page py-8">
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">All Calculators</h1>
      <p className="lead">{calculatorsPageText().lead}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {calculators.map((calculator) => (
          <CalculatorCard key={calculator.key} calculator={calculator} headingLevel="h2" />
        ))}
      </div>
    </div>
  );
}
