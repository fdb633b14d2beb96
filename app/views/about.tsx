import Check from "lucide/dist/esm/icons/check.mjs";
import Gift from "lucide/dist/esm/icons/gift.mjs";
import ShieldCheck from "lucide/dist/esm/icons/shield-check.mjs";
import Users from "lucide/dist/esm/icons/users.mjs";
import { SITE_COUNTS } from "~/articles/site-counts.server";
import { ABOUT } from "~/page-texts/about";
import { aboutOffers } from "~/page-texts/site-counts";
import { Icon } from "~/site/icon";
import { IconTiles } from "~/site/icon-tiles";
import { type Crumb, pageMeta } from "~/site/meta";
import { PageHeader } from "~/site/page-header";
import { Section } from "~/site/section";

const crumbs: Crumb[] = [{ name: "About" }];
const title = "About Costwise";
const lead =
  "Costwise is a free, independent set of UK household cost calculators. No sign-up, no tracking of your figures, just clear estimates with the sums shown.";
const VALUE_ICONS = [Gift, ShieldCheck, Users];

export const head = pageMeta({ title, description: lead, path: "/about", crumbs });

/** About; what it offers is counted from the registry and the article collections when the site is built. */
export default function AboutPage() {
  const offers = aboutOffers(SITE_COUNTS);
  return (
    <div className="container-page py-8">
      <PageHeader crumbs={crumbs} title={title} lead={lead} />
      <Section className="max-w-[70ch]" headingId="mission-heading" heading="Our mission">
        {ABOUT.mission.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </Section>
      <IconTiles
        className="mt-10"
        headingLevel="h2"
        tiles={ABOUT.values.map((value, index) => ({
          icon: VALUE_ICONS[index] ?? Gift,
          heading: value.title,
          body: value.text,
        }))}
      />
      <Section className="mt-10 max-w-[70ch]" headingId="offers-heading" heading="What we offer">
        <ul className="mt-4 space-y-2">
          {offers.map((offer) => (
            <li key={offer} className="flex gap-3 text-slate-700">
              <Icon icon={Check} className="mt-1 size-5 shrink-0 text-brand-700" />
              {offer}
            </li>
          ))}
        </ul>
      </Section>
      <section
        aria-labelledby="commitment-heading"
        className="mt-10 max-w-[70ch] rounded-xl bg-brand-50 p-6"
      >
        <h2 id="commitment-heading" className="text-xl font-bold text-slate-900">
          Our commitment
        </h2>
        <p className="mt-2 text-slate-700">{ABOUT.commitment}</p>
      </section>
      <section aria-labelledby="partner-heading" className="mt-10 max-w-[70ch]">
        <h2 id="partner-heading" className="text-xl font-bold text-slate-900">
          {ABOUT.partner.heading}
        </h2>
        <p className="mt-2 text-slate-700">{ABOUT.partner.text}</p>
        <a href="/contact" className="btn btn-secondary mt-4">
          Get in touch
        </a>
      </section>
    </div>
  );
}
