import { expect, test } from "@playwright/test";
import { axe, builtSitemapPaths, open, UNKNOWN_PATH, WCAG_22_AA, watchErrors } from "./site";

/**
 * Every page at a phone's width, where most visitors are, and one page of each template at a
 * desktop's too, each also opened without a console error or an uncaught exception. The calculators
 * are checked with their results, extras and share block shown, at both widths, and opened cold
 * without an error, by calculators.spec.ts.
 */
const CALCULATOR = /^\/calculators\/[^/]+$/;
const ARTICLE = /^\/(guides|scenarios)\/[^/]+\/[^/]+$/;
const paths = [...builtSitemapPaths(), UNKNOWN_PATH].filter((path) => !CALCULATOR.test(path));
const firstOf = (kind: string) => paths.find((path) => path.startsWith(`/${kind}/`));
const BOTH_WIDTHS = new Set([firstOf("guides"), firstOf("scenarios")]);

for (const path of paths) {
  const widths = ARTICLE.test(path) && !BOTH_WIDTHS.has(path) ? [390] : [390, 1280];
  test(`${path} opens without a console error and has zero axe violations at ${widths.join(" and ")} px`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, path);
    for (const width of widths) {
      // The same page at a desktop's width: its layout follows the window, as a visitor's does.
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
      expect(
        violations.map((v) => `${width} px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`),
      ).toEqual([]);
    }
    // The not-found page answers 404 on purpose; Chromium reports that status, and nothing else may
    // appear: a script the page's policy blocked would be reported here too.
    expect(errors).toEqual(
      path === UNKNOWN_PATH
        ? ["Failed to load resource: the server responded with a status of 404 (Not Found)"]
        : [],
    );
  });
}
