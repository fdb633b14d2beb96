import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import type { Route } from "./+types/faq";

const crumbs: Crumb[] = [{ name: "FAQ" }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about Costwise: what it costs (nothing), what happens to your figures (they stay in your browser) and how the calculators work.",
    path: "/faq",
    crumbs,
  });

export default function FAQPage() {
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={crumbs}
        title="Frequently Asked Questions"
        lead="Answers to common questions about Costwise: what it costs (nothing), what happens to your figures (they stay in your browser) and how the calculators work."
      />
    </div>
  );
}
