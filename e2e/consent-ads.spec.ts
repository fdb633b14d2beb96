import { expect, test } from "@playwright/test";
import { googleSite, gtagCalls, interceptGoogle } from "./google";
import { layoutShift, networkSettled, open, pauseClock, ready } from "./site";

test.use({ baseURL: googleSite });

const PAGE_TYPES = [
  "/",
  "/calculators/fuel-cost",
  "/guides",
  "/guides/energy-bill/gas-vs-electric-heating-costs",
  "/scenarios/moving-cost/long-distance-full-service",
  "/faq",
  "/contact",
  "/no-such-page",
];

async function calculateFuel(page: import("@playwright/test").Page) {
  await open(page, "/calculators/fuel-cost");
  await page.locator('[name="distance"]').fill("100");
  await page.locator('[name="fuelEconomy"]').fill("45");
  await page.locator('[name="fuelPrice"]').fill("6.36");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(page.locator('[data-result="estimatedFuelCost"]')).toHaveText("£14.13");
}

test("before any choice nothing is requested from a third party, and consent defaults to denied", async ({
  page,
  context,
}) => {
  const thirdParty = await interceptGoogle(context);
  await page.clock.install();
  for (const path of PAGE_TYPES) {
    await open(page, path, { waitUntil: "networkidle" });
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.mouse.wheel(0, 2000);
  }
  await calculateFuel(page);
  // Every timer the page set (an ad's delayed start, the sticky ad's checks) has its turn.
  await page.clock.runFor(10_000);
  await networkSettled(page);
  expect(thirdParty).toEqual([]);
  expect(await page.locator("ins.adsbygoogle").count()).toBe(0);
  expect(await gtagCalls(page)).toContainEqual([
    "consent",
    "default",
    {
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ]);
});

for (const [choice, button] of [
  ["Reject Non-Essential", { name: "Reject Non-Essential", exact: true }],
  ["the close button", { name: "Close (reject non-essential cookies)" }],
] as const) {
  test(`after ${choice} nothing is ever requested from a third party, and the choice is kept`, async ({
    page,
    context,
  }) => {
    const thirdParty = await interceptGoogle(context);
    await page.clock.install();
    await open(page, "/");
    await page.getByRole("button", button).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie_consent")))!);
    expect(record.analytics).toBe(false);
    expect(Number.isNaN(Date.parse(record.timestamp))).toBe(false);
    for (const path of PAGE_TYPES) {
      await open(page, path, { waitUntil: "networkidle" });
      await page.mouse.wheel(0, 2000);
    }
    await calculateFuel(page);
    await page.clock.runFor(10_000);
    await networkSettled(page);
    expect(thirdParty).toEqual([]);
    await expect(page.locator("[data-ad-slot-name]").first()).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });
}

test("after Accept All the scripts load, at most 4 ads fill a page, and page views follow navigation", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const thirdParty = await interceptGoogle(context);
  await open(page, "/guides");
  await page.getByRole("button", { name: "Accept All" }).click();
  await expect.poll(() => thirdParty.some((url) => url.includes("adsbygoogle.js"))).toBe(true);
  await expect
    .poll(() => thirdParty.some((url) => url.includes("gtag/js?id=G-TEST123456")))
    .toBe(true);
  await page.mouse.wheel(0, 1500);
  await expect(
    page.locator("ins.adsbygoogle[data-adsbygoogle-status=done]").first(),
  ).toBeAttached();
  await networkSettled(page);
  expect(await page.locator("ins.adsbygoogle").count()).toBeLessThanOrEqual(4);
  expect(await page.locator("ins.adsbygoogle").count()).toBeGreaterThan(0);

  // Each page is its own load, and counts its own view, once.
  const pageViews = async () =>
    (await gtagCalls(page)).filter((call) => call[0] === "event" && call[1] === "page_view");
  await expect.poll(async () => (await pageViews()).length).toBe(1);
  await page
    .getByRole("link", { name: /^Read Guide: / })
    .first()
    .click();
  await expect(page.getByText("Complete Guide")).toBeVisible();
  await expect.poll(async () => (await pageViews()).length).toBe(1);
  expect((await pageViews()).at(-1)?.[2]).toMatchObject({
    page_path: expect.stringMatching(/^\/guides\/.+\/.+/),
  });
  await expect(
    page.locator("ins.adsbygoogle[data-adsbygoogle-status=done]").first(),
  ).toBeAttached();
  expect(await page.locator("ins.adsbygoogle").count()).toBeLessThanOrEqual(4);

  await page.reload();
  await ready(page);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  await expect(page.locator("ins.adsbygoogle").first()).toBeAttached();
});

test("a corrupt consent record shows the banner again", async ({ page, context }) => {
  await interceptGoogle(context);
  await page.addInitScript(() => localStorage.setItem("cookie_consent", "{broken"));
  await open(page, "/");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
});

test("Cookie settings reopens the banner; refusing then sends the denied update and deletes the _ga cookies", async ({
  page,
  context,
}) => {
  await interceptGoogle(context);
  await open(page, "/");
  await page.getByRole("button", { name: "Accept All" }).click();
  await context.addCookies(
    ["_ga", "_ga_TEST123456"].map((name) => ({ name, value: "GA1.1.123.456", url: googleSite })),
  );
  expect(await page.evaluate(() => document.cookie)).toMatch(/_ga=/);
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByRole("button", { name: "Reject Non-Essential", exact: true }).click();
  // The analytics module deletes them as it applies the refusal: at once if it has loaded, else as
  // soon as it loads (a busy machine can still be fetching it when the button is pressed).
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/_ga/);
  // The denied update is the last call: no page view or event follows a refusal.
  expect((await gtagCalls(page)).at(-1)).toEqual([
    "consent",
    "update",
    {
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ]);
});

test("with the ad script blocked, calculators still work and nothing throws", async ({
  page,
  context,
}) => {
  await interceptGoogle(context, { blockAds: true });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page, "/");
  await page.getByRole("button", { name: "Accept All" }).click();
  await calculateFuel(page);
  await networkSettled(page);
  expect(errors).toEqual([]);
});

for (const accepted of [true, false]) {
  test(`layout never shifts with consent ${accepted ? "accepted" : "refused"}`, async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    await page.addInitScript(
      (analytics) =>
        localStorage.setItem(
          "cookie_consent",
          JSON.stringify({ analytics, timestamp: new Date().toISOString() }),
        ),
      accepted,
    );
    for (const path of ["/", "/guides/fuel-cost/how-to-estimate-commute-cost"]) {
      await open(page, path, { waitUntil: "networkidle" });
      await networkSettled(page);
      expect(await layoutShift(page), path).toEqual({ total: 0, moved: [] });
    }
    await calculateFuel(page);
    // The result and the share block appear in answer to the press: the page's own change, which
    // browsers do not count within half a second of input. What arrives after them (the calcMid
    // slot's ad, timers) must move nothing, however long the machine takes to get there.
    await expect(page.getByRole("heading", { name: "Share these results" })).toBeVisible();
    const withResult = await layoutShift(page);
    await networkSettled(page);
    expect(await layoutShift(page), "calculator after Calculate").toEqual(withResult);
  });
}

test("the sticky phone ad hides while typing and returns after blur or a pause, and can be dismissed", async ({
  page,
  context,
}) => {
  await interceptGoogle(context);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ analytics: true, timestamp: new Date().toISOString() }),
    ),
  );
  await page.clock.install();
  await open(page, "/calculators/fuel-cost");
  const sticky = page.locator("[data-sticky-ad]");
  await expect(sticky).toBeVisible();
  await pauseClock(page);

  await page.locator('[name="distance"]').focus();
  await expect(sticky).toBeHidden();
  await page.locator('[name="distance"]').blur();
  await page.clock.runFor(900);
  await expect(sticky).toBeHidden();
  await page.clock.runFor(200); // back 1 s after blur
  await expect(sticky).toBeVisible();

  await page.locator('[name="fuelEconomy"]').focus();
  await page.keyboard.type("45");
  await page.clock.runFor(1000);
  await expect(sticky).toBeHidden();
  await page.clock.runFor(2000); // back after about 2 s without typing (checked each second)
  await expect(sticky).toBeVisible();

  await page.getByRole("button", { name: "Close advertisement" }).click();
  await expect(sticky).toHaveCount(0);
});

test("the sticky phone ad is on pages without a React island too: one unit, and it can be dismissed", async ({
  page,
  context,
}) => {
  await interceptGoogle(context);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie_consent",
      JSON.stringify({ analytics: true, timestamp: new Date().toISOString() }),
    ),
  );
  await open(page, "/guides/energy-bill/gas-vs-electric-heating-costs");
  const sticky = page.getByRole("complementary", { name: "Advertisement" });
  await expect(sticky).toBeVisible();
  // The STICKYMOBILE unit of the test build, once: the page's prerendered slots do not include it.
  await expect(sticky.locator("ins.adsbygoogle")).toHaveAttribute("data-ad-slot", "1000000005");
  await expect(page.locator('ins[data-ad-slot="1000000005"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Close advertisement" }).click();
  await expect(sticky).toHaveCount(0);
});
