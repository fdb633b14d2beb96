import { TERMS_SECTIONS } from "~/pages/terms";
import { pageMeta } from "~/site/meta";
import { STATIC_PAGE } from "~/site/page-handle";
import { PolicyPage } from "~/site/policy-page";
import type { Route } from "./+types/terms";

const title = "Terms of Service";
const lead =
  "The terms for using Costwise, a free UK cost of living calculator website: personal use, estimates only, no professional advice.";

/** Text, tables and links only: the page ships no framework (page-handle.ts). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title, description: lead, path: "/terms", crumbs: [{ name: title }] });

export default function TermsPage() {
  return <PolicyPage title={title} lead={lead} sections={TERMS_SECTIONS} />;
}
