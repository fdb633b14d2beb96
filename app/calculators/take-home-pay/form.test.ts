/** Which take-home pay fields show (docs/product.md#take-home-pay). */
import { describe, expect, it } from "vitest";
import { formAt } from "../testing/form";
import { fields } from "./fields";

describe("the take-home pay form", () => {
  it("asks for the hours only for pay by the hour", () => {
    expect(formAt(fields).hoursPerWeek).toBeUndefined();
    expect(formAt(fields, { payPeriod: "month" }).hoursPerWeek).toBeUndefined();
    expect(formAt(fields, { payPeriod: "hour" }).hoursPerWeek).toBeDefined();
  });

  it("asks how the pension is paid only once there is one", () => {
    expect(formAt(fields, { pensionContribution: " " }).pensionMethod).toBeUndefined();
    expect(formAt(fields, { pensionContribution: "5%" }).pensionMethod).toBeDefined();
  });
});
