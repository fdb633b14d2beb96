import { describe, expect, it } from "vitest";
import { allFinite, type Field, isVisible, leadingFigure, valueProblem } from "./types";

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

describe("leadingFigure: what the form reads to show a field that follows another", () => {
  it("reads the figure past pound signs, commas and words, or 0 without one", () => {
    expect(leadingFigure("£1,250")).toBe(1250);
    expect(leadingFigure("2 years")).toBe(2);
    expect(leadingFigure("12")).toBe(12);
    expect(leadingFigure("none")).toBe(0);
    expect(leadingFigure("")).toBe(0);
  });
});

describe("allFinite: a result with a figure too large to show is refused", () => {
  it("passes numbers that are finite, and anything that is not a number", () => {
    expect(allFinite({ payment: 1461.48, label: "Monthly", deal: null })).toBe(true);
    expect(allFinite({})).toBe(true);
  });

  it("fails on any infinite figure or one that is not a number, wherever it is", () => {
    expect(allFinite({ payment: 1461.48, total: Number.POSITIVE_INFINITY })).toBe(false);
    expect(allFinite({ payment: Number.NaN, total: 438442.53 })).toBe(false);
    expect(allFinite({ payment: Number.NEGATIVE_INFINITY })).toBe(false);
  });
});
