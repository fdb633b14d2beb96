import { ExternalLink } from "~/site/external-link";
import { Section } from "~/site/section";
import { longDate } from "../site/dates";
import type { ArticleCitations } from "./citations";

/** "Figures checked on 23 November 2026", with a link down to the sources. */
export function FiguresChecked({ checked }: { checked: string }) {
  return (
    <p className="mt-3 text-sm text-slate-600" data-figures-checked={checked}>
      Figures checked on <time dateTime={checked}>{longDate(checked)}</time> ·{" "}
      <a href="#sources" className="link">
        Sources
      </a>
    </p>
  );
}

/** The sources of every figure on the page, each naming what it supports. */
export function SourcesList({ citations }: { citations: ArticleCitations }) {
  return (
    <Section id="sources" className="mt-12 max-w-3xl" headingId="sources-heading" heading="Sources">
      <p className="mt-2 text-slate-700">
        Each figure is dated where it appears, and each source says which figures it gives.
      </p>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-slate-700">
        {citations.sources.map((source) => (
          <li key={source.url} className="break-words">
            <ExternalLink href={source.url} className="link">
              {source.title}
            </ExternalLink>
            <ul className="mt-1 text-sm text-slate-600">
              {source.supports.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
