/**
 * Household: the TV licence and help with childcare.
 * Part of FIGURES (../figures.ts); how to add or update a figure: docs/content-style.md.
 */
import { FIGURES_REVIEWED as CHECKED } from "../checked";
import type { FigureData, Source } from "../types";

/** Where this file's figures come from, cited as S.name. */
const S = {
  tvLicence: {
    title:
      "News story: TV licence fee to rise to £180 in April (UKPOL, reproducing the DCMS announcement)",
    url: "https://www.ukpol.co.uk/news-story-tv-licence-fee-to-rise-to-180-in-april",
  },
  tvLicenceNews: {
    title: "TV licence fee increases to £180 annually (The Independent)",
    url: "https://www.the-independent.com/bulletin/news/tv-licence-fee-bbc-cost-rise-b2915294.html",
  },
  childcare: {
    title: "Information for childcare providers (Childcare Choices, GOV.UK)",
    url: "https://childcarechoices.gov.uk/guidance-and-resources/information-childcare-providers",
  },
} as const satisfies Record<string, Source>;

export const HOUSEHOLD_FIGURES = {
  tvLicence: {
    label: "TV licence fee, colour, a year",
    value: 180,
    unit: "gbp",
    period: "from 1 April 2026",
    from: "2026-04-01",
    to: "2027-03-31",
    checked: CHECKED,
    sources: [S.tvLicence, S.tvLicenceNews],
    note: "The fee was £174.50 before; it is due to rise with inflation again in April 2027.",
  },
  fundedChildcareHours: {
    label:
      "Funded childcare a week for eligible working parents in England, children from 9 months to school age",
    value: 30,
    unit: "hours",
    period: "since September 2025, for 38 weeks a year",
    from: "2025-09-01",
    checkBy: "2027-05-23",
    checked: CHECKED,
    sources: [S.childcare],
  },
  taxFreeChildcareMax: {
    label: "Most Tax-Free Childcare adds a year per child (£2 for every £8 you pay)",
    value: 2000,
    unit: "gbp",
    period: "in force when checked",
    checkBy: "2027-11-23",
    checked: CHECKED,
    sources: [S.childcare],
  },
} as const satisfies Record<string, FigureData>;
