import { PRIVACY_SECTIONS } from "~/pages/privacy";
import { pageMeta } from "~/site/meta";
import { STATIC_PAGE } from "~/site/page-handle";
import { PolicyPage } from "~/site/policy-page";
import type { Route } from "./+types/privacy";

const title = "Privacy Policy";
const lead =
  "How Costwise handles your data: calculators run in your browser and send nothing; cookies for ads and analytics only with your consent.";

/** Text, tables and links only: the page ships no framework (page-handle.ts). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title, description: lead, path: "/privacy", crumbs: [{ name: title }] });

export default function PrivacyPage() {
  return <PolicyPage title={title} lead={lead} sections={PRIVACY_SECTIONS} />;
}
