import { AdSlot } from "~/ads/ad-slot";
import { ArticleBody } from "~/articles/article-body";
import { loadArticle } from "~/articles/article-data.server";
import { articleCrumbs, articleMeta } from "~/articles/article-meta";
import { scenarios } from "~/articles/catalogue.server";
import { TryCalculator } from "~/articles/try-calculator";
import { FiguresChecked, SourcesList } from "~/reference/sources-list";
import { ShareBlock } from "~/share/share-block";
import { Breadcrumbs } from "~/site/breadcrumbs";
import { Section } from "~/site/section";

export async function loadScenario(params: { calcKey?: string; slug?: string }) {
  const data = await loadArticle(scenarios, params);
  return { ...data, summary: data.summary! };
}
type ScenarioData = Awaited<ReturnType<typeof loadScenario>>;

export const scenarioHead = (data: ScenarioData) => articleMeta({ kind: "Scenarios", ...data });

export default function Scenario({ data }: { data: ScenarioData }) {
  const { article, calculator, html, summary, citations } = data;
  return (
    <article className="container-page py-8">
      <Breadcrumbs items={articleCrumbs({ kind: "Scenarios", article, calculator })} />
      <header className="max-w-3xl">
        <h1 className="page-title">{article.title}</h1>
        <p className="lead">{article.description}</p>
        <FiguresChecked checked={citations.checked} />
      </header>
      <div className="mt-8">
        <ArticleBody html={html} />
      </div>
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
    </article>
  );
}
