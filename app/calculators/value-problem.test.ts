import { describe, expect, it } from "vitest";
import { type Field, isVisible, valueProblem } from "./types";

const select: Field = {
  key: "unit",
  kind: "select",
  label: "Unit",
  default: "mpg",
  options: [
    { value: "mpg", label: "mpg" },
    { value: "l100km", label: "L/100km" },
  ],
};
const radio: Field = { ...select, kind: "radio" } as Field;
const checkbox: Field = { key: "buying", kind: "checkbox", label: "Buying", default: "false" };
const number: Field = {
  key: "distance",
  kind: "number",
  label: "Distance",
  default: "",
  inputMode: "decimal",
};

describe("valueProblem: what a shared link or an article may put in a field", () => {
  it.each([select, radio])("a $kind takes only its options", (field) => {
    expect(valueProblem(field, "l100km")).toBeUndefined();
    expect(valueProblem(field, "kpl")).toBe('"kpl" is not one of mpg, l100km');
  });

  it("a checkbox takes only true or false", () => {
    expect(valueProblem(checkbox, "true")).toBeUndefined();
    expect(valueProblem(checkbox, "false")).toBeUndefined();
    expect(valueProblem(checkbox, "yes")).toBe('must be "true" or "false"');
  });

  it("a number field takes any text: the calculator checks it", () => {
    expect(valueProblem(number, "abc")).toBeUndefined();
  });
});

describe("isVisible", () => {
  it("shows a field without a rule, and follows a rule where there is one", () => {
    expect(isVisible(number, { distance: "" })).toBe(true);
    const onlyWhenBuying: Field = { ...number, visible: (inputs) => inputs.buying === "true" };
    expect(isVisible(onlyWhenBuying, { buying: "true" })).toBe(true);
    expect(isVisible(onlyWhenBuying, { buying: "false" })).toBe(false);
  });
});
