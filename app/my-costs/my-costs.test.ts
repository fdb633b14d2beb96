import { describe, expect, it } from "vitest";
import { noteFor } from "~/calculators/reading";
import { defaultInputs } from "~/calculators/types";
import { engine, FIELD_KEYS } from "./calculate";
import { definition } from "./definition";
import { emptyFormMessage, examples } from "./examples";

const defaults = defaultInputs(definition.fields);
const calculate = (inputs: Partial<typeof defaults>) =>
  engine.calculate({ ...defaults, ...inputs });

describe("your monthly costs", () => {
  it("has a field for every key its sum reads, each a month, blank to start", () => {
    expect(definition.fields.map((field) => field.key)).toEqual([...FIELD_KEYS]);
    expect(Object.values(defaults)).toEqual(["", "", "", "", "", "", "", ""]);
    for (const field of definition.fields)
      expect(field).toMatchObject({ kind: "number", prefix: "£", suffix: "a month" });
  });

  it.each(examples.map((example) => [example.name, example] as const))("%s", (_name, example) => {
    const outcome = calculate(example.inputs);
    if (!outcome.ok) throw new Error(outcome.message);
    const shown = Object.fromEntries(
      definition.rows(outcome.result).map((row) => [row.key, row.value.text]),
    );
    expect(shown).toMatchObject(example.expected);
    for (const key of "absent" in example ? example.absent : [])
      expect(shown).not.toHaveProperty(key);
    const notes = Object.fromEntries(
      FIELD_KEYS.flatMap((key) => {
        const note = noteFor(engine.readings, key, { ...defaults, ...example.inputs });
        return note ? [[key, note]] : [];
      }),
    );
    expect(notes).toEqual("notes" in example ? example.notes : {});
  });

  it("puts the total first and large, then what is left", () => {
    const outcome = calculate(examples[0].inputs);
    if (!outcome.ok) throw new Error(outcome.message);
    const rows = definition.rows(outcome.result);
    expect(rows.slice(0, 3).map(({ key, label, primary }) => ({ key, label, primary }))).toEqual([
      { key: "monthlyTotal", label: "Your costs a month", primary: true },
      { key: "leftOver", label: "Left over from take-home pay", primary: undefined },
      { key: "totalSharePct", label: "Costs: share of take-home pay", primary: undefined },
    ]);
    expect(rows[3]).toMatchObject({ label: "Rent or mortgage: share of take-home pay" });
  });

  it("asks for something when every row is blank or 0, at the take-home pay", () => {
    for (const inputs of [{}, { monthlyIncomeAfterTax: "0", housing: "0" }])
      expect(calculate(inputs)).toEqual({
        ok: false,
        message: emptyFormMessage,
        field: "monthlyIncomeAfterTax",
      });
  });

  it("counts benefits in what is left over, and names them there", () => {
    const outcome = calculate({ monthlyBenefits: "500", housing: "800" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(definition.rows(outcome.result)[1]).toMatchObject({
      key: "leftOver",
      label: "Left over from take-home pay and benefits",
      value: { text: "−£300.00" },
    });
    // Benefits alone are something to work from.
    expect(calculate({ monthlyBenefits: "500" })).toMatchObject({ ok: true });
  });

  it("says which row cannot be read, and never shows a sum it could not do", () => {
    expect(calculate({ monthlyIncomeAfterTax: "2500", energy: "lots" })).toEqual({
      ok: false,
      field: "energy",
      message:
        "Please enter your energy bill as a number, for example 250 or £250 a month, or leave it blank.",
    });
    expect(calculate({ monthlyIncomeAfterTax: "2500", travel: "-40" })).toEqual({
      ok: false,
      field: "travel",
      message: "Your travel costs cannot be less than 0. Leave it blank for none.",
    });
  });

  it("shows no minus sign on a pound that rounds to nothing", () => {
    const outcome = calculate({ monthlyIncomeAfterTax: "100", otherCosts: "100.0004" });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(definition.rows(outcome.result)[1]).toMatchObject({ value: { text: "£0.00" } });
  });
});
