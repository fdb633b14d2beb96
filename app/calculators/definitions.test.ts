/** What a calculator page fetches after it starts: its own engine and its method text. */
import { describe, expect, it } from "vitest";
import { calculatorsByKey, definitions } from "./definitions";
import { CALCULATOR_KEYS } from "./registry";

describe.each(CALCULATOR_KEYS)("%s", (key) => {
  it("fetches its own engine and method text", async () => {
    const definition = definitions[key];
    const engine = await definition.engine();
    expect(engine.calculate).toBe(calculatorsByKey[key].calculate);
    const method = await definition.method();
    expect(method.length).toBeGreaterThan(0);
    for (const section of method) expect(section.heading.length).toBeGreaterThan(0);
    // Every figure and date in it is filled in: a visitor never reads "undefined" or "NaN".
    expect(JSON.stringify(method)).not.toMatch(/undefined|NaN|Invalid Date/);
  });
});
