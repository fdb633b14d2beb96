/**
 * Figures that know their date (docs/content-style.md#dated-figures): at the visitor's own date, a
 * page whose figures' period has ended says so once (docs/decisions/0028), and marks the figures;
 * on the figures' own first day it says nothing.
 */
import { expect, type Page, test } from "@playwright/test";
import { FIGURES } from "../app/reference/figures";
import { layoutShift, open } from "./site";

const CAP_FROM = FIGURES.capElecUnit.from!;
const CAP_TO = FIGURES.capElecUnit.to!;
const BILL_GUIDE = "/guides/energy-bill/how-to-estimate-your-electric-bill";

/** What a visitor can see saying the price cap's figures are past: a calculator's notice, a line of an article's. */
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
      "(A newer figure has applied since 1 January 2027: see Energy price cap (Ofgem) (opens in a new tab).)",
    );
    // Beside the figures: inside the line that states them, which carries the same dates.
    const line = page.locator(`p[data-figure-from="${CAP_FROM}"][data-figure-to="${CAP_TO}"]`);
    await expect(line).toContainText("26.32p a kWh");
    await expect(line.locator("[data-figure-stale]")).toBeVisible();
  });

  test("the bill guide says so once, at its top, and marks each cap figure, with no layout shift", async ({
    page,
  }) => {
    await page.goto(BILL_GUIDE);
    // One line for the cap's period, in one of at most two notices, before the article's text.
    await expect(capNotices(page)).toHaveCount(1);
    await expect(capNotices(page)).toHaveText(
      "Figures for 1 October 2026 to 31 December 2026: newer ones have applied since 1 January 2027.",
    );
    const notices = page.locator("[data-figures-notice]").filter({ visible: true });
    expect(await notices.count()).toBeGreaterThan(0);
    expect(await notices.count()).toBeLessThanOrEqual(2);
    await expect(notices.first()).toHaveRole("note");
    await expect(page.locator(".prose-article > :first-child")).toHaveAttribute(
      "data-figures-notice",
    );
    await expect(notices.first()).toContainText("Newer figures apply");
    await expect(notices.first().getByRole("link", { name: "the sources below" })).toHaveAttribute(
      "href",
      "#sources",
    );
    // Never in a table cell; each cap figure carries a mark instead, which screen readers skip.
    await expect(page.locator("td [data-figures-notice], th [data-figures-notice]")).toHaveCount(0);
    await expect(page.locator("td [data-figure-stale], th [data-figure-stale]")).toHaveCount(0);
    const figures = page.locator(`[data-figure-from="${CAP_FROM}"][data-figure-to="${CAP_TO}"]`);
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    const marks = page
      .locator(`[data-figure-marker][data-figure-until="${CAP_TO}"]`)
      .filter({ visible: true });
    await expect(marks).toHaveCount(count);
    await expect(marks.first()).toHaveText("*");
    await expect(marks.first()).toHaveAttribute("aria-hidden", "true");
    // Shown before the first paint: nothing moved to make room for them.
    expect(await layoutShift(page)).toEqual({ total: 0, moved: [] });
  });

  test("the take-home pay calculator says once, above its method text, that its tax year has ended", async ({
    page,
  }) => {
    await open(page, "/calculators/take-home-pay");
    const method = page.getByRole("region", { name: "How this is calculated" });
    // Three paragraphs state the year's rates: one notice, one line, and a mark on each.
    const notice = method.locator("[data-figures-notice]").filter({ visible: true });
    await expect(notice).toHaveCount(1);
    await expect(notice.locator("li").filter({ visible: true })).toHaveCount(1);
    await expect(notice).toContainText("Figures for 6 April 2026 to 5 April 2027");
    await expect(notice).toContainText("the sources listed in this section");
    await expect(method.locator("[data-figure-marker]").filter({ visible: true })).toHaveCount(3);
    await expect(page.locator("[data-figure-stale]").filter({ visible: true })).toHaveCount(1);
  });

  test("the gas against electric guide says it at most twice, none in a table cell", async ({
    page,
  }) => {
    await page.goto("/guides/energy-bill/gas-vs-electric-heating-costs");
    const notices = page.locator("[data-figures-notice]").filter({ visible: true });
    expect(await notices.count()).toBeGreaterThan(0);
    expect(await notices.count()).toBeLessThanOrEqual(2);
    await expect(capNotices(page)).toHaveCount(1);
    await expect(page.locator("td [data-figure-stale], th [data-figure-stale]")).toHaveCount(0);
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
  await expect(
    page.locator(`[data-figure-marker][data-figure-until="${CAP_TO}"]`).filter({ visible: true }),
  ).toHaveCount(0);
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
  const cap = page.locator('li[data-change="price-cap-2026-10"]');
  await expect(cap.locator("time")).toHaveAttribute("datetime", CAP_FROM);
  await expect(cap.locator("time")).toHaveText("1 October 2026");
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
