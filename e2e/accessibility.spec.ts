import { expect, test } from "@playwright/test";
import { builtSitemapPaths, expectNoAxeViolations, open, UNKNOWN_PATH, watchErrors } from "./site";

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
    await expectNoAxeViolations(page, { widths });
    // The not-found page answers 404 on purpose; Chromium reports that status, and nothing else may
    // appear: a script the page's policy blocked would be reported here too.
    expect(errors).toEqual(
      path === UNKNOWN_PATH
        ? ["Failed to load resource: the server responded with a status of 404 (Not Found)"]
        : [],
    );
  });
}
