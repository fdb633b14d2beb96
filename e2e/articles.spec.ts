import { expect, test } from "@playwright/test";
import { importApp } from "./app";
import { open, SITE_URL } from "./site";

const { guides, scenarios } = await importApp<typeof import("../app/articles/collections.server")>(
  "/app/articles/collections.server.ts",
);

test.describe("libraries", () => {
  test("guides filter live, case-insensitively, with the query kept in ?q=", async ({ page }) => {
    await open(page, "/guides");
    await expect(page.getByRole("heading", { level: 2, name: /Guides$/ })).toHaveCount(
      new Set(guides.map((guide) => guide.calcKey)).size,
    );
    const search = page.getByRole("searchbox", { name: "Search guides" });
    await search.fill("DEPOSIT");
    await expect(page).toHaveURL(/\/guides\?q=DEPOSIT$/);
    const expected = guides.filter((g) =>
      `${g.frontmatter.title}\n${g.frontmatter.description}`.toLowerCase().includes("deposit"),
    );
    await expect(page.getByRole("link", { name: /^Read Guide: / })).toHaveCount(expected.length);
    await expect(
      page.getByRole("heading", { level: 2, name: "Mortgage Payment Calculator Guides" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Fuel Cost Calculator Guides" }),
    ).toHaveCount(0);

    await search.fill('<b>nothing</b> "here"');
    await expect(page.getByText('No guides found matching "<b>nothing</b> "here""')).toBeVisible();
    await search.fill("");
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole("link", { name: /^Read Guide: / })).toHaveCount(guides.length);
  });

  test("a linked search opens filtered, and scenarios have their own empty message", async ({
    page,
  }) => {
    await open(page, "/scenarios?q=commute");
    await expect(page.getByRole("searchbox", { name: "Search scenarios" })).toHaveValue("commute");
    await expect(page.getByRole("link", { name: /^View Scenario: / })).toHaveCount(
      scenarios.filter((s) =>
        `${s.frontmatter.title} ${s.frontmatter.description}`.toLowerCase().includes("commute"),
      ).length,
    );
    await open(page, "/scenarios?q=zzzz");
    await expect(page.getByText('No scenarios found matching "zzzz"')).toBeVisible();
    await page.getByRole("button", { name: "Show all scenarios" }).click();
    await expect(page).toHaveURL(/\/scenarios$/);
    await expect(page.getByRole("link", { name: /^View Scenario: / })).toHaveCount(
      scenarios.length,
    );
    await expect(page.getByRole("searchbox")).toBeFocused();
  });
});

test("every article's JSON-LD parses and names its own page", async ({ request }) => {
  for (const article of [...guides, ...scenarios]) {
    const html = await (await request.get(article.path)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const url = new URL(article.path, SITE_URL).href;
    const headline = /<h1[^>]*>([^<]+)<\/h1>/
      .exec(html)?.[1]
      ?.replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
    const articleLd = blocks.find((b) => b["@type"] === "Article");
    expect(articleLd, article.path).toMatchObject({
      url,
      headline,
      datePublished: article.frontmatter.datePublished,
      dateModified: article.frontmatter.dateModified,
    });
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.at(-1), article.path).toMatchObject({ position: 4, item: url });
    if ("faqs" in article.frontmatter) {
      const faq = blocks.find((b) => b["@type"] === "FAQPage");
      expect(
        faq.mainEntity.map((q: { name: string }) => q.name),
        article.path,
      ).toEqual(article.frontmatter.faqs.map((f) => f.question));
    }
  }
});

test("each scenario's Results Summary is what its calculator shows for the same figures", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const scenario of scenarios) {
    await open(page, scenario.path);
    const summary = page.getByRole("region", { name: "Results Summary" });
    const rows = await summary
      .locator("[data-result]")
      .evaluateAll((cells) =>
        cells.map((cell) => [cell.getAttribute("data-result")!, cell.textContent!] as const),
      );
    expect(rows.length, scenario.path).toBeGreaterThan(0);
    await page.getByRole("link", { name: /with these figures$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/calculators/${scenario.calcKey}\\?v=1`));
    for (const [key, value] of rows)
      await expect(page.locator(`form ~ section [data-result="${key}"]`), scenario.path).toHaveText(
        value,
      );
  }
});

test("the first-time buyers' scenario shows the repayment worked by hand", async ({ page }) => {
  // £250,000 at 5% over 25 years: r = 0.05 ÷ 12, n = 300; 250,000 × r ÷ (1 − (1 + r)^−300)
  // = £1,461.48 a month; × 300 − 250,000 = £188,442.53 of interest.
  await open(page, "/scenarios/mortgage-payment/first-time-buyer-250k-at-5-percent");
  const summary = page.getByRole("region", { name: "Results Summary" });
  await expect(summary.locator('[data-result="monthlyPrincipalInterest"]')).toHaveText("£1,461.48");
  await expect(summary.locator('[data-result="totalInterestPaid"]')).toHaveText("£188,442.53");
});

test("an article's links open their pages, prefetched when pointed at, and an unknown article sends the visitor to the library", async ({
  page,
}) => {
  await open(page, "/guides/fuel-cost/how-to-estimate-commute-cost");
  // A guide ships no framework: its links are the browser's own, and the page a link leads to is
  // fetched as soon as the visitor points at it.
  const prefetched = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/calculators/fuel-cost" &&
      request.headers()["sec-purpose"] === "prefetch",
  );
  const body = page.locator(".prose-article");
  const calculatorLink = body.locator('a[href="/calculators/fuel-cost"]').first();
  await calculatorLink.hover();
  await prefetched;
  await calculatorLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fuel Cost Calculator");

  await page.goBack();
  await body
    .locator('a[href^="/guides/"]')
    .first()
    .evaluate((a) => a.setAttribute("href", "/guides/fuel-cost/no-such-guide"));
  await body.locator('a[href="/guides/fuel-cost/no-such-guide"]').click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete Guides Library");
});

test("a guide's calculator link opens the option it explains, filled in and worked out", async ({
  page,
}) => {
  await open(page, "/guides/mortgage-payment/fixed-vs-variable-rate-explained");
  await page
    .locator(".prose-article")
    .getByRole("link", { name: "mortgage calculator with this two-year fix filled in" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage Payment Calculator");
  await expect(page.locator('[name="dealYears"]')).toHaveValue("2");
  // The guide's figures: £250,000 at 5% for two years, then 7.5% on what is left for 23 years.
  await expect(page.locator('[data-result="monthlyPrincipalInterest"]')).toHaveText("£1,461.48");
  await expect(page.locator('[data-result="revertMonthlyPayment"]')).toHaveText("£1,822.97");
  await expect(page.locator('[data-result="paymentChange"]')).toHaveText("+£361.49 a month");
});
