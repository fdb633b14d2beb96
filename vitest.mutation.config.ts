/**
 * The unit tests mutation testing runs (stryker.config.json, stryker.tax-tables.config.json): the
 * tests of the code it mutates, without the articles and pages, so it needs no MDX compiler and a
 * run over every mutant takes minutes rather than an hour.
 */
import { defineConfig } from "vitest/config";
import { sharedViteConfig } from "./vite.shared";

export default defineConfig({
  ...sharedViteConfig("test"),
  test: {
    include: ["app/{calculators,reference,consent,calculator-ui}/**/*.test.{ts,tsx}"],
    // The page test loads the whole calculator afresh inside each test (vi.resetModules), so every
    // value a module sets as it loads (each calculator's entry, the reference dates) would count as
    // run by that test, which can only see it as first loaded: such mutants survive whatever the
    // other tests assert. Without it they are module data, skipped like the figure tables.
    exclude: ["app/calculator-ui/calculator-island.test.tsx"],
    environment: "node",
    pool: "threads",
  },
});
