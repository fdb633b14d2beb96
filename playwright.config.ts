import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
export const GOOGLE_PORT = port + 3;
/** The same ids, with Google's certified consent platform in place of the banner (VITE_CONSENT_PLATFORM). */
export const GOOGLE_PLATFORM_PORT = port + 4;
/** The islands fixture (e2e/fixtures/islands), built and served as the site is, and in `astro dev`. */
export const ISLANDS_FIXTURE_PORT = port + 6;
export const ISLANDS_FIXTURE_DEV_PORT = port + 7;
/** The site in Astro's dev server (`npm run dev`). */
export const SITE_DEV_PORT = port + 8;
// Its own root: Astro runs one dev server per root, and the site's runs beside it.
const FIXTURE_CONFIG = "--root e2e/fixtures/islands";
const NO_TELEMETRY = { ASTRO_TELEMETRY_DISABLED: "1" };

/** A build with every third-party id set, for the consent, ads, analytics and contact tests (all intercepted). */
export const GOOGLE_TEST_ENV = {
  VITE_EMAILJS_SERVICE_ID: "service_test",
  VITE_EMAILJS_TEMPLATE_ID: "template_test",
  VITE_EMAILJS_PUBLIC_KEY: "public-key-test",
  VITE_ADSENSE_CLIENT: "ca-pub-1234567890123456",
  VITE_GA_MEASUREMENT_ID: "G-TEST123456",
  ...Object.fromEntries(
    ["HEADER", "HEADERMOBILE", "INCONTENT", "FOOTER", "STICKYMOBILE", "CALCMID", "ARTICLEEND"].map(
      (slot, index) => [`VITE_ADSENSE_SLOT_${slot}`, String(1000000001 + index)],
    ),
  ),
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Time limits only bound how long a failure takes to report: no test waits for time to pass. They
  // are generous because CI shares two cores with other work.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: "block",
  },
  // The same server `npm start` runs, on the build `npm test` has just made.
  webServer: [
    {
      command: "npm start",
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: "npm run build && npm start",
      env: { ...GOOGLE_TEST_ENV, COSTWISE_BUILD_DIR: "build-google", PORT: String(GOOGLE_PORT) },
      url: `http://localhost:${GOOGLE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    // Playwright starts these one after another, so the two builds never run at once.
    {
      command: "npm run build && npm start",
      env: {
        ...GOOGLE_TEST_ENV,
        VITE_CONSENT_PLATFORM: "google",
        COSTWISE_BUILD_DIR: "build-google-platform",
        PORT: String(GOOGLE_PLATFORM_PORT),
      },
      url: `http://localhost:${GOOGLE_PLATFORM_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: `astro build ${FIXTURE_CONFIG} && npm start`,
      env: {
        ...NO_TELEMETRY,
        COSTWISE_BUILD_DIR: "build-islands",
        PORT: String(ISLANDS_FIXTURE_PORT),
      },
      url: `http://localhost:${ISLANDS_FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: `astro dev ${FIXTURE_CONFIG} --port ${ISLANDS_FIXTURE_DEV_PORT}`,
      env: NO_TELEMETRY,
      url: `http://localhost:${ISLANDS_FIXTURE_DEV_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `astro dev --port ${SITE_DEV_PORT}`,
      env: NO_TELEMETRY,
      url: `http://localhost:${SITE_DEV_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
