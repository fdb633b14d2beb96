/**
 * Islands and what every page does, started through Astro's public APIs only (decision 37): an
 * island with one of Astro's own directives placed before one with `client:painted` (whose script
 * Astro then writes after theirs), in the build as served and in `astro dev`; and the site's
 * page-wide behaviour in `npm run dev` as in the build.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  ISLANDS_FIXTURE_DEV_PORT,
  ISLANDS_FIXTURE_PORT,
  SITE_DEV_PORT,
} from "../playwright.config";
import { watchErrors } from "./site";

const MODES = [
  { mode: "the build, on Cloudflare's runtime", port: ISLANDS_FIXTURE_PORT },
  { mode: "astro dev", port: ISLANDS_FIXTURE_DEV_PORT },
];

for (const { mode, port } of MODES) {
  test(`in ${mode}, islands with Astro's directives placed before a client:painted one all start`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`http://localhost:${port}/`);
    const order = await page
      .locator("astro-island")
      .evaluateAll((islands) => islands.map((island) => island.getAttribute("client")));
    expect(order).toEqual(["visible", "idle", "painted"]);
    for (const name of ["visible", "idle", "painted"])
      await expect(page.locator(`[data-island="${name}"]`)).toHaveText(`${name}: started`);
    // The page's own behaviour runs beside them: the menu button is answered.
    await expect(page.getByRole("banner").locator("button[aria-controls]")).toBeEnabled();
    // No inline script refused by the policy, nothing thrown.
    expect(errors).toEqual([]);
  });
}

/** The cookie banner, the phone menu and a share button, on a guide, as a visitor on a phone meets them. */
async function everyPagesBehaviourWorks(page: Page, origin: string) {
  const errors = watchErrors(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/guides/fuel-cost/how-to-estimate-commute-cost`);

  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Reject Non-Essential", exact: true }).click();
  await expect(banner).toBeHidden();

  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner").getByRole("link", { name: "FAQ" })).toBeVisible();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await page
    .getByRole("region", { name: "Share this guide" })
    .getByRole("button", { name: "Share", exact: true })
    .click();
  await expect(page.getByText("Link Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/guides/fuel-cost/how-to-estimate-commute-cost`,
  );
  expect(errors).toEqual([]);
}

test("every page's behaviour (cookie banner, menu, share) works in the build as served", async ({
  page,
  baseURL,
}) => {
  await everyPagesBehaviourWorks(page, baseURL ?? "");
});

test("every page's behaviour (cookie banner, menu, share) works in npm run dev", async ({
  page,
}) => {
  await everyPagesBehaviourWorks(page, `http://localhost:${SITE_DEV_PORT}`);
});
