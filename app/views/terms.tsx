import { TERMS_SECTIONS } from "~/page-texts/terms";
import { pageMeta } from "~/site/meta";
import { PolicyPage } from "~/site/policy-page";

const title = "Terms of Service";
const lead =
  "The terms for using Costwise, a free UK cost of living calculator website: personal use, estimates only, no professional advice.";

export const head = pageMeta({
  title,
  description: lead,
  path: "/terms",
  crumbs: [{ name: title }],
});

export default function TermsPage() {
  return <PolicyPage title={title} lead={lead} sections={TERMS_SECTIONS} />;
}
