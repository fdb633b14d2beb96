/** Sections of the Terms of Use page, in order. Headings are numbered by the page. */
import { FIGURES_CHECKED_WHEN } from "~/reference/figures-checked";
import type { Policy } from "~/site/policy-page";

const TERMS_SECTIONS = [
  {
    heading: "Acceptance of these terms",
    paragraphs: [
      "These terms apply to your use of the Costwise website, including its calculators, guides and worked scenarios. By using the site you accept these terms. If you do not agree with them, please do not use the site.",
      "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute, although if you live elsewhere in the UK you may also bring a claim in your local courts.",
    ],
  },
  {
    heading: "Use of the site",
    paragraphs: [
      "Costwise is free to use for your own personal, non-commercial purposes. You may use the calculators, save your inputs in your browser and share links to your results.",
      "You must not use the site in a way that is unlawful, that could damage or disrupt it, or that copies its content in bulk, for example by scraping it or republishing it as your own.",
    ],
  },
  {
    heading: "Accuracy of information",
    paragraphs: [
      `We take care to keep our calculators and content accurate. The UK figures in our content were last checked ${FIGURES_CHECKED_WHEN}, and each article shows when its figures were checked and lists its sources. Prices, rates, caps and rules change often, however, and we cannot promise that everything on the site is complete, correct or up to date at all times.`,
      "Every result is an estimate based on the figures you enter and on the assumptions explained with each calculator. Your actual costs may be different.",
    ],
  },
  {
    heading: "No professional advice",
    paragraphs: [
      "Nothing on Costwise is financial, mortgage, legal or tax advice, and we are not a mortgage broker or a removals company. Our results are not quotes or offers. Before you make a financial decision, check the figures with your lender, supplier or provider, or speak to a qualified adviser. Free, impartial guidance is also available from MoneyHelper.",
    ],
  },
  {
    heading: "Limitation of liability",
    paragraphs: [
      "The site is provided free of charge and as it is. To the extent the law allows, we are not liable for any loss or damage arising from your use of the site or from relying on its content or results, including any loss of money, income or opportunity, or any indirect or consequential loss.",
      "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under the law of England and Wales. Nothing in these terms affects your statutory rights.",
      "The site contains links to other websites, such as MoneyHelper and GOV.UK. These are not under our control and we are not responsible for their content or availability.",
    ],
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      "The text, design, calculators and other content of Costwise belong to us or are used with permission. You may view, print and share them for personal use, and you may link to any page. You may not copy, republish or sell our content for commercial purposes without our written permission.",
    ],
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "We may update these terms from time to time, for example when the site changes. The current version is always the one on this page, and by continuing to use the site after a change you accept the updated terms.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [
      "If you have a question about these terms, please use the form on our Contact page or write to the email address on our Contact page. We aim to reply within 24 to 48 hours.",
    ],
  },
] as const satisfies readonly { heading: string; paragraphs: readonly string[] }[];

export const TERMS: Policy = {
  title: "Terms of Service",
  lead: "The terms for using Costwise, a free UK cost of living calculator website: personal use, estimates only, no professional advice.",
  path: "/terms",
  sections: TERMS_SECTIONS,
};
