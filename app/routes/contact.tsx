import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import type { Route } from "./+types/contact";

const crumbs: Crumb[] = [{ name: "Contact" }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Questions, corrections or ideas for Costwise? Send us a message and we will reply within 24-48 hours.",
    path: "/contact",
    crumbs,
  });

export default function ContactPage() {
  return (
    <div className="container-page py-8">
      <PageHeader
        crumbs={crumbs}
        title="Contact Us"
        lead="Questions, corrections or ideas for Costwise? Send us a message and we will reply within 24-48 hours."
      />
    </div>
  );
}
