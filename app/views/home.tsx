import Gift from "lucide/dist/esm/icons/gift.mjs";
import MousePointerClick from "lucide/dist/esm/icons/mouse-pointer-click.mjs";
import Zap from "lucide/dist/esm/icons/zap.mjs";
import type { ReactNode } from "react";
import { AdSlot, HeaderAds } from "~/ads/ad-slot";
import { CalculatorCard } from "~/calculator-ui/calculator-card";
import { calculators } from "~/calculators/registry";
import { homePageText } from "~/page-texts/site-counts";
import { IconTiles } from "~/site/icon-tiles";
import { absoluteUrl, pageMeta } from "~/site/meta";
import { Section } from "~/site/section";

export const head = pageMeta({
  title: "Costwise: Free UK Cost of Living Calculators",
  description: homePageText().description,
  path: "/",
  jsonLd: [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Costwise",
      url: absoluteUrl("/"),
    },
  ],
});

const benefits = [
  {
    icon: Zap,
    heading: "Instant Results",
    body: "Answers appear as soon as you press Calculate, worked out on your own device.",
  },
  {
    icon: MousePointerClick,
    heading: "Easy to Use",
    body: "Plain questions, UK units and every step of the sum explained.",
  },
  {
    icon: Gift,
    heading: "Always Free",
    body: "No sign-up, no paywall. Your figures stay in your browser.",
  },
];

/** The home page; the Recently Used strip is an island, read from this browser's saved inputs. */
export default function Home({ recentlyUsed }: { recentlyUsed: ReactNode }) {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Know what it costs before you commit
          </h1>
          <p className="lead">{homePageText().lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/calculators" className="btn btn-primary">
              Browse All Calculators
            </a>
            <a href="/my-costs" className="btn btn-secondary">
              Add Up Your Monthly Costs
            </a>
            <a href="/guides" className="btn btn-secondary">
              Read Guides
            </a>
          </div>
        </div>
      </section>

      <div className="container-page">
        <HeaderAds />
      </div>

      <Section
        className="container-page py-12"
        headingId="calculators-heading"
        heading="Our calculators"
      >
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {calculators.map((calculator) => (
            <CalculatorCard key={calculator.key} calculator={calculator} />
          ))}
        </div>
      </Section>

      <section aria-labelledby="why-heading" className="border-t border-slate-200 py-12">
        <div className="container-page">
          <h2 id="why-heading" className="text-2xl font-bold text-slate-900">
            Why Costwise
          </h2>
          <IconTiles tiles={benefits} className="mt-6" />
        </div>
      </section>
      {recentlyUsed}
      <div className="container-page">
        <AdSlot name="footer" className="mt-10" />
      </div>
    </>
  );
}
