/** Texts for the About page. Plain text, no markup. What it offers, in numbers: site-counts.ts (aboutOffers). */
import { FIGURES_CHECKED_WHEN } from "~/reference/figures-checked";

export const ABOUT = {
  mission: [
    "Costwise helps people in the UK work out what everyday household costs add up to before they commit. Rent, a mortgage, fuel, charging an electric car, energy bills and moving home are some of the biggest regular costs most of us face, and a rough figure in advance makes planning much easier.",
    "We keep the tools simple and the explanations plain. Each calculator shows how its estimate is worked out, and our guides and worked scenarios fill in the background, so you can see where a number comes from and change the parts that do not fit your situation.",
  ],
  values: [
    {
      title: "Simple & Free",
      text: "Every calculator, guide and scenario is free for everyone. There are no accounts, no sign-up and no paid features, just the tools and the figures.",
    },
    {
      title: "Privacy First",
      text: "All calculations run in your browser and the calculators send nothing anywhere. Ads and analytics are only loaded if you accept them, and you can change that choice at any time.",
    },
    {
      title: "Real People",
      text: "Costwise is written and checked by people. If something is wrong or unclear, write to us and a person will read your message and reply, usually within 24 to 48 hours.",
    },
  ],
  commitment: `Every UK figure in our guides and scenarios comes from one list, each with the period it applies to and its source, and we last checked them ${FIGURES_CHECKED_WHEN}. Each article says when its figures were checked and lists its sources, and where the newest figure we could confirm is older, such as last quarter's price cap, it says so. Law is described as it stands, with the date it changed. Our results are planning estimates, not financial advice, mortgage brokerage or a moving quote. When rates, caps or rules change we update the list and every page follows; if you find something out of date, we want to hear about it.`,
  partner: {
    heading: "Partner with us",
    text: "If you are an advertiser or run a related site and would like to work with Costwise, we would be glad to hear from you. Please get in touch through our Contact page with a short note about what you have in mind.",
  },
} as const;
