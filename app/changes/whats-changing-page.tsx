import { longDate } from "~/site/dates";
import { ExternalLink } from "~/site/external-link";
import { PageHeader } from "~/site/page-header";
import { Section } from "~/site/section";
import type { ChangeView } from "./changes.server";

export const WHATS_CHANGING = {
  title: "What's changing",
  lead: "Dated changes to UK household costs, from the last six months to the years ahead: what changes, for whom, and which calculators and guides it touches.",
} as const;

/** The dated changes as of the build: those to come, soonest first, then those past, latest first. */
export function WhatsChangingPage({
  changes,
  builtOn,
}: {
  changes: ChangeView[];
  builtOn: string;
}) {
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={[{ name: WHATS_CHANGING.title }]}
        title={WHATS_CHANGING.title}
        lead={WHATS_CHANGING.lead}
      />
      <p className="max-w-[70ch] text-slate-700">
        Listed as we knew them on <time dateTime={builtOn}>{longDate(builtOn)}</time>. Add the dates
        still to come to your calendar:{" "}
        <a href="/whats-changing.ics" className="font-semibold text-brand-700 underline" download>
          whats-changing.ics
        </a>
        .
      </p>
      <ChangeList
        id="coming-up"
        heading="Coming up, soonest first"
        changes={changes.filter((change) => change.date > builtOn).reverse()}
      />
      <ChangeList
        id="recent"
        heading="Recently changed, latest first"
        changes={changes.filter((change) => change.date <= builtOn)}
      />
    </div>
  );
}

function ChangeList({
  id,
  heading,
  changes,
}: {
  id: string;
  heading: string;
  changes: ChangeView[];
}) {
  return (
    <Section className="mt-10 max-w-3xl" headingId={`${id}-heading`} heading={heading}>
      <ol className="mt-4 space-y-6">
        {changes.map((change) => (
          <li key={change.id} id={change.id} className="card" data-change={change.id}>
            <p className="text-sm font-semibold text-brand-800">
              <time dateTime={change.date}>{longDate(change.date)}</time>
            </p>
            <h3 className="mt-1 text-xl font-bold text-slate-900">{change.title}</h3>
            <p className="mt-2 text-slate-700">{change.what}</p>
            <p className="mt-2 text-slate-700">
              <span className="font-semibold">For: </span>
              {change.forWhom}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">See: </span>
              {change.links.map((link, index) => (
                <span key={link.href}>
                  {index > 0 && ", "}
                  <a href={link.href} className="text-brand-700 underline">
                    {link.label}
                  </a>
                </span>
              ))}
            </p>
            <p className="mt-2 text-sm text-slate-600">
              <span className="font-semibold">Source: </span>
              {change.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 && "; "}
                  <ExternalLink href={source.url} className="underline">
                    {source.title}
                  </ExternalLink>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
