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
    environment: "node",
    pool: "threads",
  },
});
