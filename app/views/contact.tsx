import Clock from "lucide/dist/esm/icons/clock.mjs";
import Info from "lucide/dist/esm/icons/info.mjs";
import Mail from "lucide/dist/esm/icons/mail.mjs";
import type { ReactNode } from "react";
import { siteConfig } from "~/site/config";
import { IconTiles } from "~/site/icon-tiles";
import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";

const crumbs: Crumb[] = [{ name: "Contact" }];
const title = "Contact Us";
const lead =
  "Questions, corrections or ideas for Costwise? Send us a message and we will reply within 24-48 hours.";

export const head = pageMeta({ title, description: lead, path: "/contact", crumbs });

/** The contact page around its form, which is an island (contact-form.tsx). */
export default function ContactPage({ form }: { form: ReactNode }) {
  const cards = [
    {
      icon: Mail,
      heading: "Email",
      body: (
        <a href={`mailto:${siteConfig.contactEmail}`} className="link break-all">
          {siteConfig.contactEmail}
        </a>
      ),
    },
    {
      icon: Clock,
      heading: "Response time",
      body: "We reply within 24-48 hours, Monday to Friday.",
    },
    {
      icon: Info,
      heading: "Informational only",
      body: "We can explain how the calculators work, but we cannot give financial or mortgage advice.",
    },
  ];
  return (
    <div className="container-page py-8">
      <PageHeader crumbs={crumbs} title={title} lead={lead} />
      <IconTiles tiles={cards} headingLevel="h2" />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{form}</div>
        <aside
          aria-label="Before you write"
          className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 className="font-semibold">Before you write</h2>
          <p className="mt-2">
            Costwise gives estimates only. We cannot give financial advice, moving quotes or
            mortgage brokerage, and we never need your bank details or passwords. Please do not send
            personal financial information.
          </p>
        </aside>
      </div>
    </div>
  );
}
