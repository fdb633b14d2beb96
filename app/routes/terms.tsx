import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import type { Route } from "./+types/terms";

const crumbs: Crumb[] = [{ name: "Terms" }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms for using Costwise, a free UK cost of living calculator website: personal use, estimates only, no professional advice.",
    path: "/terms",
    crumbs,
  });

export default function TermsPage() {
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={crumbs}
        title="Terms of Service"
        lead="The terms for using Costwise, a free UK cost of living calculator website: personal use, estimates only, no professional advice."
      />
    </div>
  );
}
