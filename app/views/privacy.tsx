import { PRIVACY_SECTIONS } from "~/page-texts/privacy";
import { pageMeta } from "~/site/meta";
import { PolicyPage } from "~/site/policy-page";

const title = "Privacy Policy";
const lead =
  "How Costwise handles your data: calculators run in your browser and send nothing; cookies for ads and analytics only with your consent.";

export const head = pageMeta({
  title,
  description: lead,
  path: "/privacy",
  crumbs: [{ name: title }],
});

export default function PrivacyPage() {
  return <PolicyPage title={title} lead={lead} sections={PRIVACY_SECTIONS} />;
}
