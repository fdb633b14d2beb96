/** Site-wide constants and the deployer's settings (validated at build time by config.schema.ts). */
import type { SiteConfig } from "./config.schema";

declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;

export const SITE_NAME = "Costwise";
/** The year the figures in our content were last checked: not the build year. */
export const CONTENT_YEAR = 2025;
export const TITLE_SUFFIX = ` | Free Cost of Living & Home Calculators (${CONTENT_YEAR})`;
export const DEFAULT_OG_IMAGE = "/og.jpg";
export const STORAGE_PREFIX = "costwise:";
/** When the Terms and Privacy pages were last changed: a fixed date, not today's. */
export const POLICY_LAST_UPDATED = "2026-11-22";

/** Free UK public tools we point visitors to in the footer ("Other Calculators"). */
export const OTHER_CALCULATORS = [
  {
    name: "MoneyHelper budget planner",
    url: "https://www.moneyhelper.org.uk/en/everyday-money/budgeting/budget-planner",
  },
  {
    name: "MoneyHelper mortgage calculator",
    url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-calculator",
  },
  {
    name: "MoneyHelper mortgage affordability",
    url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-affordability-calculator",
  },
  {
    name: "MoneyHelper pension calculator",
    url: "https://www.moneyhelper.org.uk/en/pensions-and-retirement/pensions-basics/pension-calculator",
  },
  {
    name: "HMRC Stamp Duty calculator",
    url: "https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/",
  },
  { name: "GOV.UK income tax estimate", url: "https://www.gov.uk/estimate-income-tax" },
  { name: "GOV.UK benefits calculators", url: "https://www.gov.uk/benefits-calculators" },
  {
    name: "GOV.UK Child Benefit tax calculator",
    url: "https://www.gov.uk/child-benefit-tax-calculator",
  },
] as const;
