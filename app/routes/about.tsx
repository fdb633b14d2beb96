import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import type { Route } from "./+types/about";

const crumbs: Crumb[] = [{ name: "About" }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Costwise",
    description:
      "Costwise is a free, independent set of UK household cost calculators. No sign-up, no tracking of your figures, just clear estimates with the sums shown.",
    path: "/about",
    crumbs,
  });

export default function AboutPage() {
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={crumbs}
        title="About Costwise"
        lead="Costwise is a free, independent set of UK household cost calculators. No sign-up, no tracking of your figures, just clear estimates with the sums shown."
      />
    </div>
  );
}
