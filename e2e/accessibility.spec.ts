import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtSitemapPaths, open, UNKNOWN_PATH } from "./site";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every page at a phone's width, where most visitors are, and one page of each template at a
 * desktop's too. The calculators are checked with their results, extras and share block shown, at
 * both widths, by calculators.spec.ts.
 */
const CALCULATOR = /^\/calculators\/[^/]+$/;
const ARTICLE = /^\/(guides|scenarios)\/[^/]+\/[^/]+$/;
const paths = [...builtSitemapPaths(), UNKNOWN_PATH].filter((path) => !CALCULATOR.test(path));
const firstOf = (kind: string) => paths.find((path) => path.startsWith(`/${kind}/`));
const BOTH_WIDTHS = new Set([firstOf("guides"), firstOf("scenarios")]);

for (const path of paths) {
  const widths = ARTICLE.test(path) && !BOTH_WIDTHS.has(path) ? [390] : [390, 1280];
  test(`${path} has zero axe violations at ${widths.join(" and ")} px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, path);
    for (const width of widths) {
      // The same page at a desktop's width: its layout follows the window, as a visitor's does.
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        violations.map((v) => `${width} px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`),
      ).toEqual([]);
    }
  });
}
