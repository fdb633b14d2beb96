import Gift from "lucide/dist/esm/icons/gift.mjs";
import MousePointerClick from "lucide/dist/esm/icons/mouse-pointer-click.mjs";
import Zap from "lucide/dist/esm/icons/zap.mjs";
import { Link } from "react-router";
import { AdSlot, HeaderAds } from "~/ads/ad-slot";
import { CalculatorCard } from "~/calculator-ui/calculator-card";
import { calculators } from "~/calculators/registry";
import { deferred } from "~/site/deferred";
import { Icon } from "~/site/icon";
import { absoluteUrl, pageMeta } from "~/site/meta";
import { Section } from "~/site/section";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Costwise: Free UK Cost of Living Calculators",
    description:
      "Free UK calculators for rent, mortgages, borrowing, stamp duty, fuel, EV charging, energy bills, moving house, take-home pay and Universal Credit. Instant, private estimates worked out in your browser.",
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

// Read from this browser's saved inputs once the page has started, so it is never in the
// prerendered page and its code need not be in the first load.
const RecentlyUsed = deferred(() =>
  import("~/calculator-ui/recently-used").then((module) => module.RecentlyUsed),
);

const benefits = [
  {
    icon: Zap,
    title: "Instant Results",
    text: "Answers appear as soon as you press Calculate, worked out on your own device.",
  },
  {
    icon: MousePointerClick,
    title: "Easy to Use",
    text: "Plain questions, UK units and every step of the sum explained.",
  },
  {
    icon: Gift,
    title: "Always Free",
    text: "No sign-up, no paywall. Your figures stay in your browser.",
  },
];

export default function Home() {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Know what it costs before you commit
          </h1>
          <p className="lead">
            Free calculators for the big household costs in the UK: rent, mortgages and stamp duty,
            fuel, electric cars, energy bills and moving house, and for what comes in: take-home
            pay, Universal Credit and Child Benefit. Clear answers in seconds, with the sums shown.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/calculators" className="btn btn-primary" prefetch="intent">
              Browse All Calculators
            </Link>
            <Link to="/my-costs" className="btn btn-secondary" prefetch="intent">
              Add Up Your Monthly Costs
            </Link>
            <Link to="/guides" className="btn btn-secondary" prefetch="intent">
              Read Guides
            </Link>
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
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {benefits.map(({ icon, title, text }) => (
              <li key={title} className="card">
                <Icon icon={icon} className="size-7 text-brand-700" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <RecentlyUsed />
      <div className="container-page">
        <AdSlot name="footer" className="mt-10" />
      </div>
    </>
  );
}
