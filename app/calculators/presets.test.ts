/**
 * Every calculator's one-press fills: they name real fields and options, say when their figures
 * apply, fill in the reference figures exactly, and leave a worked example still calculating.
 */
import { describe, expect, it } from "vitest";
import { FIGURES } from "~/reference/figures";
import { definitions } from "./definitions";
import { workedExamples } from "./examples";
import { inputProblems } from "./input-problems";
import { CALCULATOR_KEYS } from "./registry";
import { defaultInputs } from "./types";

const withPresets = CALCULATOR_KEYS.filter((key) => definitions[key].presets);

it("the energy, fuel and EV calculators offer presets", () => {
  expect(withPresets).toEqual(["fuel-cost", "ev-charging", "energy-bill"]);
});

describe.each(withPresets)("%s presets", async (key) => {
  const definition = definitions[key];
  const presets = definition.presets!;
  const fieldKeys = definition.fields.map((field) => field.key as string);

  it.each(presets.map((preset) => [preset.before, preset] as const))(
    "before %s: a real field, fills real fields and options, and keeps a worked example calculating",
    async (before, preset) => {
      expect(fieldKeys).toContain(before);
      // Says when its figures hold, and carries the dates a notice reads (site/stale-notice.tsx).
      expect(preset.description).toMatch(/\b(from|on) \d{1,2} \w+( to \d{1,2} \w+)? 2026\b/);
      expect(preset.dates?.from).toMatch(/^2026-\d\d-\d\d$/);
      expect(preset.dates?.to ?? preset.dates?.checkBy).toMatch(/^20\d\d-\d\d-\d\d$/);
      for (const choice of preset.choices) {
        for (const example of workedExamples[key]) {
          const inputs = { ...defaultInputs(definition.fields), ...example.inputs };
          const values = choice.values(inputs) as Record<string, string>;
          expect(inputProblems(definition, values)).toEqual([]);
          const filled = { ...inputs, ...values };
          const outcome = definition.calculate(filled);
          // Ofgem's typical use includes gas: in a home with no gas rate the visitor is asked
          // for one, or to leave gas blank, which is the one error a fill may lead to.
          if (!outcome.ok)
            expect([choice.label, outcome.field]).toEqual(["Use Ofgem's typical use", "gasRate"]);
        }
      }
    },
  );
});

describe("the figures the presets fill in are the reference figures", async () => {
  const [fuel] = definitions["fuel-cost"].presets!;
  const [evElectricity, evPetrol] = definitions["ev-charging"].presets!;

  it("fuel: petrol and diesel per litre, in pence as the pump shows them", () => {
    const [petrol, diesel] = fuel!.choices;
    const inputs = defaultInputs(definitions["fuel-cost"].fields);
    expect(petrol!.values(inputs)).toEqual({
      priceUnit: "litre",
      fuelPrice: String(FIGURES.petrolPrice.value),
    });
    expect(diesel!.values(inputs)).toEqual({
      priceUnit: "litre",
      fuelPrice: String(FIGURES.dieselPrice.value),
    });
    expect(fuel!.description).toContain(`The RAC's UK averages ${FIGURES.petrolPrice.period}`);
  });

  it("EV: the cap's unit rate in pounds, and the petrol average per litre", () => {
    const inputs = defaultInputs(definitions["ev-charging"].fields);
    expect(evElectricity!.choices[0]!.values(inputs)).toEqual({
      electricityPrice: String((FIGURES.capElecUnit.value as number) / 100),
    });
    expect(evPetrol!.choices[0]!.values(inputs)).toEqual({
      priceUnit: "litre",
      petrolPrice: String(FIGURES.petrolPrice.value),
    });
    expect(evElectricity!.description).toContain(FIGURES.capElecUnit.period);
  });
});
