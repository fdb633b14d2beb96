/** Site-wide constants and the deployer's settings (validated at build time by config.schema.ts). */
import type { SiteConfig } from "./config.schema";

declare const __SITE_CONFIG__: SiteConfig;
// The platform alone, as a literal, so the build leaves out the code of the one not in use.
declare const __CONSENT_PLATFORM__: SiteConfig["consentPlatform"];

export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** Google's certified consent platform asks, not the site's own banner (decision 18). */
export const GOOGLE_CONSENT_PLATFORM = __CONSENT_PLATFORM__ === "google";

export const SITE_NAME = "Costwise";
/** The year the figures in our content were last checked: not the build year. */
export const CONTENT_YEAR = 2026;
export const TITLE_SUFFIX = ` | Free Cost of Living & Home Calculators (${CONTENT_YEAR})`;
export const DEFAULT_OG_IMAGE = "/og.jpg";
export const STORAGE_PREFIX = "costwise:";
/** When the Terms and Privacy pages were last changed: a fixed date, not today's. */
export const POLICY_LAST_UPDATED = "2026-11-24";
