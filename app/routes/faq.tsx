import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { FAQ_ITEMS } from "~/pages/faq";
import { type Crumb, faqJsonLd, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import type { Route } from "./+types/faq";

const crumbs: Crumb[] = [{ name: "FAQ" }];
const title = "Frequently Asked Questions";
const lead =
  "Answers to common questions about Costwise: what it costs (nothing), what happens to your figures (they stay in your browser) and how the calculators work.";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title, description: lead, path: "/faq", crumbs, jsonLd: [faqJsonLd(FAQ_ITEMS)] });

export default function FaqPage() {
  return (
    <div className="container-page py-8">
      <PageHeader crumbs={crumbs} title={title} lead={lead} />
      {/* One item open at a time, and the open one can be closed again. */}
      <Accordion.Root
        type="single"
        collapsible
        className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200"
      >
        {FAQ_ITEMS.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 p-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-slate-700">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="mt-8 text-lg text-slate-700">
        Still have a question?{" "}
        <Link to="/contact" className="link">
          Contact Us
        </Link>
      </p>
    </div>
  );
}
