/**
 * The Vite settings the site's build (astro.config.ts) and the unit tests (vitest.config.ts) share:
 * the deployer's settings compiled in, and the `~` alias for app/.
 */
import { loadSiteConfig } from "./hosting/site-config";

export function sharedViteConfig(mode?: string) {
  // Fails the build with a clear message when a deployer's setting is malformed.
  const siteConfig = loadSiteConfig(mode);
  return {
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      __CONSENT_PLATFORM__: JSON.stringify(siteConfig.consentPlatform),
    },
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  };
}
