/**
 * Whatever a visitor types into any number field of any calculator, the field gives a figure or a
 * message at that field: never a filled field silently read as 0, never NaN or Infinity on screen
 * (docs/product.md#reading-what-is-typed). Each worked example is a starting point, so every field
 * is tried where it is shown.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitions } from "./definitions";
import { workedExamples } from "./examples";
import { readFigure, readingOf } from "./reading";
import { CALCULATOR_KEYS } from "./registry";
import { refused } from "./testing/outcome";
import { defaultInputs, isVisible } from "./types";

/** Anything at all, and text shaped like what people type about money and measures. */
const typed = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.stringMatching(
    /^ ?[£−-]?\d{1,9}(?:[.,]\d{1,4})?(?:,\d{3})?(?:p|k|%| ?pm| a week| a year| a day| ?pa|mpg| miles| years| ?\/day)? ?$/,
  ),
  fc.constantFrom("", " ", "-", "£", "p", ".", ",", "1e30", "Infinity", "NaN", "0x10", "½"),
);

describe.each(CALCULATOR_KEYS)("%s: every typed figure", (key) => {
  const definition = definitions[key];
  const starts = workedExamples[key]
    .map((example) => ({ ...defaultInputs(definition.fields), ...example.inputs }))
    .filter((inputs) => definition.calculate(inputs).ok);

  it("is a figure the calculation uses, or a message at its field", async () => {
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) {
      const fields = definition.fields.filter(
        (field) => field.kind === "number" && isVisible(field, start),
      );
      for (const field of fields) {
        fc.assert(
          fc.property(typed, (text) => {
            const inputs = { ...start, [field.key]: text };
            const figure = readFigure(readingOf(definition.readings, field.key, inputs)!, text);
            const outcome = definition.calculate(inputs);
            const what = `${field.key}=${JSON.stringify(text)}`;
            if (!figure.ok) {
              // Unreadable, negative or out of range: the field's own message, and no result.
              expect(outcome, what).toEqual(refused(field.key, figure.message));
              return;
            }
            expect(Number.isFinite(figure.value)).toBe(true);
            if (!outcome.ok) {
              // A figure the calculation cannot use (0 where one is needed, a deal as long as the
              // term) is a message at that field, or at the field whose rule it breaks (an
              // interest-only part no longer below a smaller loan) or brings into view (a deal
              // length shows the rate after the deal).
              expect(outcome.message, what).not.toBe("");
              expect(
                definition.fields.map((other) => other.key),
                what,
              ).toContain(outcome.field);
              return;
            }
            for (const row of definition.rows(outcome.result))
              expect(row.value.text, what).not.toMatch(/NaN|Infinity|\d{16}/);
          }),
          { numRuns: 40 },
        );
      }
    }
  });
});
