import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";
import BookOpen from "lucide/dist/esm/icons/book-open.mjs";
import NotebookText from "lucide/dist/esm/icons/notebook-text.mjs";
import { calculators } from "~/calculators/registry";
import type { FormKey, MethodSection } from "~/calculators/types";
import { ExternalLink } from "~/site/external-link";
import { Icon } from "~/site/icon";
import { Section } from "~/site/section";
import { FigureMarker, FiguresNotice, figureAttributes } from "~/site/stale-notice";
import { CalculatorIcon, cardContent } from "./card-content";

const READ_MORE = [
  {
    icon: BookOpen,
    heading: "Learn More",
    text: "Plain-English guides to the costs behind this calculator.",
    href: "/guides",
    action: "View Guides",
  },
  {
    icon: NotebookText,
    heading: "Worked Examples",
    text: "Real UK households, their figures and what they learned.",
    href: "/scenarios",
    action: "View Scenarios",
  },
] as const;

/** "Try Another Calculator": the first three calculators other than this one (if it is one). */
const otherCalculators = (key: FormKey) =>
  calculators.filter((calculator) => calculator.key !== key).slice(0, 3);

/** Below a calculator: how it works, further reading and the other calculators. */
export function CalculatorMore({
  calculatorKey,
  method,
}: {
  calculatorKey: FormKey;
  method: readonly MethodSection[];
}) {
  return (
    <>
      <Section
        className="no-print mt-10 max-w-3xl"
        headingId="method-heading"
        heading="How this is calculated"
      >
        {/* Its dated figures say once, here, that they are past their date; each paragraph that
            states them carries a mark (docs/decisions/0028). */}
        <FiguresNotice
          figures={method.flatMap((section) =>
            section.paragraphs.flatMap((paragraph) =>
              typeof paragraph === "string" ? [] : [paragraph.dates],
            ),
          )}
          sources="the sources listed in this section"
        />
        {method.map((section) => (
          <div key={section.heading} className="mt-5">
            <h3 className="text-lg font-semibold text-slate-900">{section.heading}</h3>
            {section.paragraphs.map((paragraph) =>
              typeof paragraph === "string" ? (
                <p key={paragraph} className="mt-2 text-slate-700">
                  {paragraph}
                </p>
              ) : (
                <p
                  key={paragraph.text}
                  className="mt-2 text-slate-700"
                  {...figureAttributes(paragraph.dates)}
                >
                  {paragraph.text}
                  <FigureMarker dates={paragraph.dates} />
                </p>
              ),
            )}
            {section.sources && (
              <>
                <p className="mt-2 text-slate-700">Sources:</p>
                <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-700">
                  {section.sources.map((source) => (
                    <li key={source.url}>
                      <ExternalLink href={source.url} className="link">
                        {source.title}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </Section>

      <div className="no-print mt-10 grid gap-6 md:grid-cols-2">
        {READ_MORE.map(({ icon, heading, text, href, action }) => (
          <div key={href} className="card">
            <Icon icon={icon} className="size-7 text-brand-700" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{heading}</h2>
            <p className="mt-1 text-slate-600">{text}</p>
            <a href={href} className="btn btn-secondary mt-4">
              {action}
            </a>
          </div>
        ))}
      </div>

      <Section
        className="no-print mt-10"
        headingId="others-heading"
        heading="Try Another Calculator"
      >
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {otherCalculators(calculatorKey).map((other) => (
            <li key={other.key} className="card flex flex-col">
              <CalculatorIcon calculator={other.key} className="size-6 text-brand-700" />
              <h3 className="mt-2 font-semibold text-slate-900">{other.name}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">
                {cardContent(other.key).description}
              </p>
              <a
                href={other.path}
                className="link mt-3 inline-flex items-center gap-1 py-1"
                aria-label={`Open Calculator: ${other.name}`}
              >
                Open Calculator
                <Icon icon={ArrowRight} className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
