import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import type { Route } from "./+types/privacy";

const crumbs: Crumb[] = [{ name: "Privacy" }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How Costwise handles your data: calculators run in your browser and send nothing; cookies for ads and analytics only with your consent.",
    path: "/privacy",
    crumbs,
  });

export default function PrivacyPage() {
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={crumbs}
        title="Privacy Policy"
        lead="How Costwise handles your data: calculators run in your browser and send nothing; cookies for ads and analytics only with your consent."
      />
    </div>
  );
}
