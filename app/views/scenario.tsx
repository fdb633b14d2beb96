import { AdSlot } from "~/ads/ad-slot";
import type { articlePageData } from "~/articles/article-data.server";
import { articleCrumbs, articleMeta } from "~/articles/article-meta";
import type { Scenario } from "~/articles/collections.server";
import { TryCalculator } from "~/articles/try-calculator";
import { FiguresChecked, SourcesList } from "~/reference/sources-list";
import { ShareBlock } from "~/share/share-block";
import { Breadcrumbs } from "~/site/breadcrumbs";
import { Section } from "~/site/section";

/**
 * A scenario's page around its body (app/articles/article-page.astro renders the body between the
 * two parts): its heading and when its figures were checked; then its Results Summary, worked out by
 * its calculator, its sources and the calculator opened with its figures.
 */
export type ScenarioData = ReturnType<typeof articlePageData<Scenario["kind"]>> & {
  summary: NonNullable<ReturnType<typeof articlePageData>["summary"]>;
};

export const scenarioHead = (data: ScenarioData) => articleMeta({ kind: "Scenarios", ...data });

export function ScenarioIntro({ data }: { data: ScenarioData }) {
  const { article, calculator, citations } = data;
  return (
    <>
      <Breadcrumbs items={articleCrumbs({ kind: "Scenarios", article, calculator })} />
      <header className="max-w-3xl">
        <h1 className="page-title">{article.title}</h1>
        <p className="lead">{article.description}</p>
        <FiguresChecked checked={citations.checked} />
      </header>
    </>
  );
}

export function ScenarioEnd({ data }: { data: ScenarioData }) {
  const { calculator, article, summary, citations } = data;
  return (
    <>
      <AdSlot name="inContent" className="mt-10" />
      <Section
        className="card mt-10 max-w-3xl"
        headingId="summary-heading"
        heading="Results Summary"
      >
        <p className="mt-1 text-sm text-slate-600">
          Worked out by the {calculator.name} from the figures above. Each amount is rounded to the
          penny after the sums, so parts may differ from a total by a penny.
        </p>
        <dl className="mt-4 divide-y divide-slate-200">
          {summary.rows.map((row) => (
            <div key={row.key} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="text-slate-700">{row.label}</dt>
              <dd
                data-result={row.key}
                className={`text-right whitespace-nowrap tabular-nums ${row.primary ? "text-xl font-bold text-brand-800" : "font-semibold text-slate-900"}`}
              >
                {row.value.text}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <SourcesList citations={citations} />
      <TryCalculator
        id="try-heading"
        className="mt-10"
        heading="Try It Yourself"
        text="Open the calculator with these figures filled in, then change them to match your own."
        to={summary.tryItHref}
        action={`Open ${calculator.name} with these figures`}
      >
        <div className="mt-6">
          <ShareBlock
            heading="Share this scenario"
            title={article.title}
            text={article.description}
          />
        </div>
      </TryCalculator>
      <AdSlot name="footer" className="mt-10" />
    </>
  );
}
