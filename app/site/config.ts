/** Site-wide constants and the deployer's settings (validated at build time by config.schema.ts). */
import type { SiteConfig } from "./config.schema";

declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;

export const SITE_NAME = "Costwise";
/** The year the figures in our content were last checked: not the build year. */
export const CONTENT_YEAR = 2026;
export const TITLE_SUFFIX = ` | Free Cost of Living & Home Calculators (${CONTENT_YEAR})`;
export const DEFAULT_OG_IMAGE = "/og.jpg";
export const STORAGE_PREFIX = "costwise:";
/** When the Terms and Privacy pages were last changed: a fixed date, not today's. */
export const POLICY_LAST_UPDATED = "2026-11-23";
