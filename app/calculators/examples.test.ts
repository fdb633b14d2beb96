import { describe, expect, it } from "vitest";
import { definitions } from "./definitions";
import { workedExamples } from "./examples";
import { noteFor } from "./reading";
import { CALCULATOR_KEYS } from "./registry";
import { defaultInputs } from "./types";

describe.each(CALCULATOR_KEYS)("%s worked examples", (key) => {
  const definition = definitions[key];
  it.each(workedExamples[key].map((example) => [example.name, example] as const))(
    "%s",
    async (_name, example) => {
      const inputs = { ...defaultInputs(definition.fields), ...example.inputs };
      const outcome = definition.calculate(inputs);
      if (!outcome.ok) throw new Error(outcome.message);
      const shown = Object.fromEntries(
        definition.rows(outcome.result).map((row) => [row.key, row.value.text]),
      );
      for (const [resultKey, value] of Object.entries(example.expected)) {
        expect(shown[resultKey], resultKey).toBe(value);
      }
      if (example.guidance) expect(outcome.result).toMatchObject({ guidance: example.guidance });
      // A note shows beside every field read in a way worth saying (as pence, per a period), and only there.
      const notes = Object.fromEntries(
        definition.fields.flatMap((field) => {
          const note = noteFor(definition.readings, field.key, inputs);
          return note ? [[field.key, note]] : [];
        }),
      );
      expect(notes).toEqual(example.notes ?? {});
    },
  );
});
