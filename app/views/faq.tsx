import ChevronDown from "lucide/dist/esm/icons/chevron-down.mjs";
import { FAQ_ITEMS } from "~/page-texts/faq";
import { Icon } from "~/site/icon";
import { type Crumb, faqJsonLd, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";

const crumbs: Crumb[] = [{ name: "FAQ" }];
const title = "Frequently Asked Questions";
const lead =
  "Answers to common questions about Costwise: what it costs (nothing), what happens to your figures (they stay in your browser) and how the calculators work.";

export const head = pageMeta({
  title,
  description: lead,
  path: "/faq",
  crumbs,
  jsonLd: [faqJsonLd(FAQ_ITEMS)],
});

export default function FaqPage() {
  return (
    <div className="container-page py-8">
      <PageHeader crumbs={crumbs} title={title} lead={lead} />
      {/* The platform's own accordion: details sharing a name open one at a time, close again on a
          second press, work by keyboard and screen reader with no script, and keep every answer in the HTML. */}
      <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200">
        {FAQ_ITEMS.map((item) => (
          <details key={item.question} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h2>{item.question}</h2>
              <Icon
                icon={ChevronDown}
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-lg text-slate-700">
        Still have a question?{" "}
        <a href="/contact" className="link">
          Contact Us
        </a>
      </p>
    </div>
  );
}
