import { POLICY_LAST_UPDATED } from "./config";
import { longDate } from "./dates";
import { type Crumb, pageMeta } from "./meta";
import { PageHeader } from "./page-header";

interface Section {
  heading: string;
  paragraphs: readonly string[];
}

const lastUpdated = longDate(POLICY_LAST_UPDATED);

/** A policy page's texts: Terms (page-texts/terms.ts) and Privacy (page-texts/privacy.ts). */
export interface Policy {
  title: string;
  lead: string;
  path: string;
  sections: readonly Section[];
}

export const policyHead = ({ title, lead, path }: Policy) =>
  pageMeta({ title, description: lead, path, crumbs: [{ name: title }] });

/** Terms and Privacy: numbered sections and the fixed "Last updated" date. */
export function PolicyPage({ policy: { title, lead, sections } }: { policy: Policy }) {
  const crumbs: Crumb[] = [{ name: title }];
  return (
    <div className="container-page py-8">
      <PageHeader crumbs={crumbs} title={title} lead={lead} />
      <p className="text-sm text-slate-600">Last updated: {lastUpdated}</p>
      <ol className="mt-6 max-w-3xl space-y-8 wrap-break-word">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <h2 className="text-xl font-bold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
