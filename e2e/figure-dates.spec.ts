/**
 * Figures that know their date (docs/content-style.md#dated-figures): at the visitor's own date, a
 * figure whose period has ended says so beside it; on the figure's own first day it says nothing.
 */
import { expect, type Page, test } from "@playwright/test";
import { FIGURES } from "../app/reference/figures";
import { open } from "./site";

const CAP_FROM = FIGURES.capElecUnit.from!;
const CAP_TO = FIGURES.capElecUnit.to!;
const BILL_GUIDE = "/guides/energy-bill/how-to-estimate-your-electric-bill";

/** The notices beside the price cap's figures that a visitor can see. */
const capNotices = (page: Page) =>
  page.locator(
    `[data-figure-stale][data-figure-from="${CAP_FROM}"][data-figure-until="${CAP_TO}"]:visible`,
  );

test.describe("with the browser's clock in 2030", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date("2030-01-15T10:00:00"));
  });

  test("the energy calculator says a newer cap applies, beside the cap figures", async ({
    page,
  }) => {
    await open(page, "/calculators/energy-bill");
    const notice = capNotices(page);
    await expect(notice).toHaveCount(1);
    await expect(notice).toHaveText(
      "(A newer figure has applied since 1 October 2026: see Energy price cap (Ofgem) (opens in a new tab).)",
    );
    // Beside the figures: inside the line that states them, which carries the same dates.
    const line = page.locator(`p[data-figure-from="${CAP_FROM}"][data-figure-to="${CAP_TO}"]`);
    await expect(line).toContainText("26.11p a kWh");
    await expect(line.locator("[data-figure-stale]")).toBeVisible();
  });

  test("the bill guide says so beside each cap figure, with no layout shift", async ({ page }) => {
    await page.goto(BILL_GUIDE);
    const figures = page.locator(`[data-figure-from="${CAP_FROM}"][data-figure-to="${CAP_TO}"]`);
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    await expect(capNotices(page)).toHaveCount(count);
    await expect(capNotices(page).first()).toHaveText(
      "(A newer figure has applied since 1 October 2026: see the sources below.)",
    );
    // Shown before the first paint: nothing moved to make room for them.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });
});

test("on the cap's own first day, its figures have no notice", async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${CAP_FROM}T09:00:00`));
  await open(page, "/calculators/energy-bill");
  await expect(page.locator(`p[data-figure-from="${CAP_FROM}"]`).first()).toBeVisible();
  await expect(capNotices(page)).toHaveCount(0);
  await page.goto(BILL_GUIDE);
  await expect(
    page.locator(`[data-figure-from="${CAP_FROM}"][data-figure-to]`).first(),
  ).toBeVisible();
  await expect(capNotices(page)).toHaveCount(0);
});

test("What's changing lists dated changes with sources, linked from every page's footer", async ({
  page,
}) => {
  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "What's changing" }).click();
  await expect(page).toHaveURL(/\/whats-changing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's changing");
  const changes = page.locator("li[data-change]");
  expect(await changes.count()).toBeGreaterThanOrEqual(8);
  // Those to come, soonest first, before those past.
  const upcoming = page.getByRole("region", { name: "Coming up, soonest first" }).locator("time");
  const dates = await upcoming.evaluateAll((times) =>
    times.map((time) => time.getAttribute("datetime")),
  );
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort());
  const cap = page.locator('li[data-change="price-cap-2026-07"]');
  await expect(cap.locator("time")).toHaveAttribute("datetime", CAP_FROM);
  await expect(cap.locator("time")).toHaveText("1 July 2026");
  await expect(cap).toContainText(`Electricity ${FIGURES.capElecUnit.value}p a kWh`);
  await expect(cap.getByRole("link", { name: "Energy Bill Estimator" })).toHaveAttribute(
    "href",
    "/calculators/energy-bill",
  );
  for (const change of await changes.all()) await expect(change.getByText("Source:")).toBeVisible();
});

test("the calendar of changes is served as text/calendar", async ({ request }) => {
  const response = await request.get("/whats-changing.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  const text = await response.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r?\n/);
  expect(text).toContain("UID:pay-per-mile-2028-04@costwise");
  expect(text).toContain("DTSTART;VALUE=DATE:20280401");
});
