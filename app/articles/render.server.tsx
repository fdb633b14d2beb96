/**
 * Renders an article's MDX body to static HTML at build time. The HTML travels in the route's loader
 * data, so no MDX code ships to the browser; ArticleBody turns its internal links into router links.
 * Reference figures (<Figure>, <Period>, <Calc>) print from app/reference, and the render reports
 * which ones the article used so the page can list their sources. A figure past its date carries a
 * small mark; the article says what it means once, in the notice its HTML begins with (hidden until
 * the visitor's date is past, site/stale-notice.tsx), never beside each figure. <CalculatorLink> opens a
 * calculator with inputs filled in (./calculator-link.tsx); <CalculatorResult> prints a figure a
 * calculator's own engine works out from inputs (./calculator-result.tsx); <PropertyTax> prints the
 * tax on a purchase from the calculators' own engine (./property-tax-sum.tsx).
 */
import type { MDXComponents, MDXContent } from "mdx/types";
import { renderToStaticMarkup } from "react-dom/server";
import type { ResultRow } from "~/calculators/types";
import { figureDates } from "~/reference/figure-dates";
import { FIGURES, type FigureId } from "~/reference/figures";
import { referenceComponents } from "~/reference/mdx-components";
import { ExternalLink } from "~/site/external-link";
import { ScrollRegion } from "~/site/scroll-region";
import { SHOW_STALE_NOTICES } from "~/site/show-stale-notices";
import { FiguresNotice } from "~/site/stale-notice";
import { type CalculatorLinkTarget, calculatorLink, checkCalculatorLinks } from "./calculator-link";
import { CalculatorResult } from "./calculator-result";
import { PropertyTax } from "./property-tax-sum";

const modules = import.meta.glob<{ default: MDXContent }>("/content/*/*/*.mdx");

const components: MDXComponents = {
  a: ({ href = "", children, ...props }) =>
    href.startsWith("/") ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    ),
  // A wide table scrolls inside its own box on a phone; the box is focusable so keyboards can scroll it.
  table: (props) => (
    <ScrollRegion className="table-scroll" label="Table (scrolls sideways)">
      <table {...props} />
    </ScrollRegion>
  ),
};

/**
 * <ScenarioResult row="totalMonthlyBill" /> prints a row of the scenario's own result, worked out by
 * its calculator from its inputs ("£247.73"), so its story follows the figures; part="label" prints
 * the row's label ("Electricity per month (730 kWh)").
 */
function scenarioResult(file: string, results?: readonly ResultRow[]) {
  return function ScenarioResult({
    row,
    part = "value",
  }: {
    row: string;
    part?: "value" | "label";
  }) {
    const found = results?.find((result) => result.key === row);
    if (!found)
      throw new Error(
        `${file}: <ScenarioResult row="${row}" /> is not a row of this scenario's result (${results?.map((result) => result.key).join(", ") ?? "not a scenario"})`,
      );
    return <>{part === "label" ? found.label : found.value.text}</>;
  };
}

export async function renderArticleHtml(
  file: string,
  results?: readonly ResultRow[],
): Promise<{ html: string; figureIds: FigureId[] }> {
  const load = modules[`/${file}`];
  if (!load) throw new Error(`No MDX module for ${file}`);
  const { default: Content } = await load();
  const used = new Set<FigureId>();
  const marked = new Set<FigureId>();
  const links: CalculatorLinkTarget[] = [];
  try {
    const body = renderToStaticMarkup(
      <Content
        components={{
          ...components,
          ...referenceComponents(used, marked),
          CalculatorLink: calculatorLink(links, used),
          CalculatorResult,
          PropertyTax,
          ScenarioResult: scenarioResult(file, results),
        }}
      />,
    );
    checkCalculatorLinks(links);
    // One notice for the whole article, at its top, for the figures that carry a mark. The page's
    // inline script that shows it runs again right after it, as the parser reaches it: the page
    // cannot paint the article's text before the notice takes its place, however slowly the rest
    // of the page arrives (the same script, so the same hash in the page's policy).
    const notice = renderToStaticMarkup(
      <FiguresNotice figures={[...marked].map((id) => figureDates(FIGURES[id]))} />,
    );
    const shown = notice && `${notice}<script>${SHOW_STALE_NOTICES}</script>`;
    return { html: shown + body, figureIds: [...used] };
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
