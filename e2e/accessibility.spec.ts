import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtSitemapPaths, open, UNKNOWN_PATH } from "./site";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const path of [...builtSitemapPaths(), UNKNOWN_PATH]) {
  test(`${path} has zero axe violations at 390 and 1280 px`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path, { waitUntil: "networkidle" });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        violations.map((v) => `${width} px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`),
      ).toEqual([]);
    }
  });
}
