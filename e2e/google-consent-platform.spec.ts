import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { googlePlatformSite, googleSite, gtagCalls, interceptGoogle } from "./google";
import { networkSettled, open } from "./site";

// The build with VITE_CONSENT_PLATFORM=google: Google's certified platform asks, not the banner.
test.use({ baseURL: googlePlatformSite });

/** Consent Mode's four signals, all at one state. */
const signals = (state: "granted" | "denied") =>
  Object.fromEntries(
    ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"].map((name) => [
      name,
      state,
    ]),
  );
const [DENIED, GRANTED] = [signals("denied"), signals("granted")];

/** The visitor's choice in Google's message (the stand-in's, e2e/google.ts). */
const choose = (page: Page, storeOnDevice: boolean, google: boolean) =>
  page.evaluate(
    ([storeOnDevice, google]) =>
      (
        window as unknown as {
          __testCmp: { choose: (choice: { storeOnDevice: boolean; google: boolean }) => void };
        }
      ).__testCmp.choose({ storeOnDevice, google }),
    [storeOnDevice, google] as const,
  );

/** A choice made on an earlier visit, which the platform reports as soon as it loads. */
const chosenBefore = (page: Page, storeOnDevice: boolean, google: boolean) =>
  page.addInitScript(
    ([storeOnDevice, google]) => {
      (window as unknown as { __testCmpStart: object }).__testCmpStart = { storeOnDevice, google };
    },
    [storeOnDevice, google] as const,
  );

const adScript = (requests: string[]) => requests.filter((url) => url.includes("adsbygoogle.js"));
const analyticsScript = (requests: string[]) => requests.filter((url) => url.includes("gtag/js"));
const filledAds = (page: Page) => page.locator("[data-test-ad]");

/** Opens a calculator with Google's stand-ins, once the AdSense code (the platform) has been asked for. */
async function openWithPlatform(page: Page, context: BrowserContext) {
  const thirdParty = await interceptGoogle(context, { consentPlatform: true });
  await open(page, "/calculators/fuel-cost");
  await expect.poll(() => adScript(thirdParty)).toHaveLength(1);
  return thirdParty;
}

/** After the choice has been applied: no analytics script asked for, and no ad pushed. */
async function expectNothingLoaded(page: Page, thirdParty: string[]) {
  await expect.poll(() => gtagCalls(page)).toContainEqual(["consent", "update", DENIED]);
  await networkSettled(page);
  expect(analyticsScript(thirdParty)).toEqual([]);
  await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
}

test("no banner: the AdSense code, with Google's message, loads from the start, and nothing else until a choice", async ({
  page,
  context,
}) => {
  const thirdParty = await openWithPlatform(page, context);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept All" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Privacy and cookie settings" })).toBeEnabled();
  await networkSettled(page);
  // The message is showing: no choice yet, so no analytics and no ad pushed.
  expect(analyticsScript(thirdParty)).toEqual([]);
  await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
  expect(await gtagCalls(page)).toContainEqual(["consent", "default", DENIED]);
});

test("refusing in Google's message: no analytics and no ads, on this page and the next", async ({
  page,
  context,
}) => {
  const thirdParty = await openWithPlatform(page, context);
  // Consent to storing on the device but not to Google as a vendor is a refusal here.
  await choose(page, true, false);
  await expectNothingLoaded(page, thirdParty);

  await chosenBefore(page, false, false);
  await open(page, "/guides");
  await expectNothingLoaded(page, thirdParty);
});

test("consenting after the page has loaded starts analytics and fills the ad spaces without a reload", async ({
  page,
  context,
}) => {
  const thirdParty = await openWithPlatform(page, context);
  await choose(page, true, true);
  await expect.poll(() => gtagCalls(page)).toContainEqual(["consent", "update", GRANTED]);
  await expect.poll(() => analyticsScript(thirdParty)).toHaveLength(1);
  await expect(filledAds(page).first()).toBeAttached();
  expect(await page.evaluate(() => "__gtagLoaded" in window)).toBe(true);
  // Consent Mode starts denied, then follows the choice.
  const calls = await gtagCalls(page);
  const at = (call: unknown[]) =>
    calls.findIndex((c) => JSON.stringify(c) === JSON.stringify(call));
  expect(at(["consent", "default", DENIED])).toBeLessThan(at(["consent", "update", GRANTED]));
});

test("a choice made on an earlier visit is followed from the start", async ({ page, context }) => {
  const thirdParty = await interceptGoogle(context, { consentPlatform: true });
  await chosenBefore(page, true, true);
  await open(page, "/calculators/fuel-cost");
  await expect.poll(() => analyticsScript(thirdParty)).toHaveLength(1);
  await expect(filledAds(page).first()).toBeAttached();
});

test("Privacy and cookie settings opens Google's revocation message; withdrawing stops analytics and deletes the _ga cookies", async ({
  page,
  context,
}) => {
  await interceptGoogle(context, { consentPlatform: true });
  await chosenBefore(page, true, true);
  await open(page, "/");
  await expect.poll(() => gtagCalls(page)).toContainEqual(["consent", "update", GRANTED]);
  await context.addCookies(
    ["_ga", "_ga_TEST123456"].map((name) => ({
      name,
      value: "GA1.1.123.456",
      url: googlePlatformSite,
    })),
  );
  await page.getByRole("button", { name: "Privacy and cookie settings" }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __testCmp: { revocations: number } }).__testCmp.revocations,
      ),
    )
    .toBe(1);
  // While the message shows again, the earlier choice holds.
  const consentCalls = (await gtagCalls(page)).filter((call) => call[0] === "consent");
  expect(consentCalls.at(-1)).toEqual(["consent", "update", GRANTED]);
  await choose(page, false, false);
  await expect
    .poll(() => gtagCalls(page).then((calls) => calls.at(-1)))
    .toEqual(["consent", "update", DENIED]);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/);
});

test("with the platform blocked, every page still works, with no ads, no analytics and only a warning", async ({
  page,
  context,
}) => {
  const thirdParty = await interceptGoogle(context, { blockAds: true, consentPlatform: true });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await open(page, "/calculators/rent-affordability");
  await page.locator('[name="monthlyIncomeAfterTax"]').fill("2500");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  // 2,500 × 30% = 750.
  await expect(page.locator('[data-result="adjustedMaxRent"]')).toHaveText("£750.00");
  await page.getByRole("button", { name: "Privacy and cookie settings" }).click();
  await networkSettled(page);
  expect(analyticsScript(thirdParty)).toEqual([]);
  await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
  expect(problems.filter((problem) => !problem.includes("ERR_BLOCKED_BY_CLIENT"))).toEqual([
    "warning: Ad script failed to load",
  ]);
});

test("the privacy page and the FAQ describe Google's platform, and only this build's policy admits its message script", async ({
  page,
  request,
}) => {
  await open(page, "/privacy");
  await expect(page.getByRole("main")).toContainText(
    "Your choice about cookies is asked and kept by Google's consent platform, Privacy & messaging",
  );
  await expect(page.getByRole("main")).not.toContainText("Reject Non-Essential");
  await open(page, "/faq");
  await page.getByText("How do cookies, ads and analytics work on Costwise?").click();
  await expect(page.getByRole("main")).toContainText(
    "Google's consent platform, which comes with the Google AdSense code on every page",
  );
  const policy = (await request.get("/")).headers()["content-security-policy"];
  expect(policy).toContain("https://fundingchoicesmessages.google.com");
  const bannerPolicy = (await request.get(`${googleSite}/`)).headers()["content-security-policy"];
  expect(bannerPolicy).not.toContain("fundingchoicesmessages");
});
