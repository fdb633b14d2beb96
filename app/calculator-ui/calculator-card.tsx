import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";
import type { CalculatorEntry } from "~/calculators/registry";
import { Icon } from "~/site/icon";
import { CalculatorIcon, cardContent } from "./card-content";

/** A calculator as a card: icon, name, short description, category and a call to action. */
export function CalculatorCard({
  calculator,
  action = "Calculate Now",
  headingLevel: Heading = "h3",
}: {
  calculator: CalculatorEntry;
  action?: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className="card flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CalculatorIcon calculator={calculator.key} className="size-6" />
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {cardContent(calculator.key).categoryLabel}
        </span>
      </div>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{calculator.name}</Heading>
      <p className="mt-2 flex-1 text-slate-600">{cardContent(calculator.key).description}</p>
      <a
        href={calculator.path}
        className="btn btn-primary mt-5 self-start"
        aria-label={`${action}: ${calculator.name}`}
      >
        {action}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </article>
  );
}
