import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CalculatorResult } from "./calculator-result";

const text = (element: React.ReactElement) => renderToStaticMarkup(element);
/** A take-home pay row as an article prints it, at `inputs` (less the same row with `minus`, if given). */
const takeHomePay = (row: string, inputs: Record<string, string>, minus?: Record<string, string>) =>
  text(<CalculatorResult calculator="take-home-pay" inputs={inputs} row={row} minus={minus} />);

describe("<CalculatorResult> in an article", () => {
  it("prints a row as the calculator shows it, from inputs typed as a visitor types them", () => {
    // £35,000 in Scotland, 2026-27: tax 19% of 3,967 + 20% of 12,989 + 21% of 5,465 = 4,499.18,
    // NI 8% of 22,430 = 1,794.40; a month: 2,916.667 − (374.93 + 149.533) = 2,392.21.
    expect(takeHomePay("takeHomeMonthly", { grossPay: "35000", nation: "scotland" })).toBe(
      "£2,392.21",
    );
  });

  it("prints how much more a row is at its inputs than with `minus` changing them", () => {
    // England: tax 20% of 22,421 = 4,484.20, NI 1,794.40, so 28,721.40 a year against Scotland's
    // 28,706.42 (35,000 − 4,499.18 − 1,794.40): £14.98 more.
    expect(takeHomePay("takeHomeYearly", { grossPay: "35000" }, { nation: "scotland" })).toBe(
      "£14.98",
    );
    // £95,000 keeps 95,000 − 25,428.40 − 3,910.60 = 65,661; £110,000 keeps 72,361: £6,700 more.
    expect(takeHomePay("takeHomeYearly", { grossPay: "110000" }, { grossPay: "95000" })).toBe(
      "£6,700.00",
    );
  });

  it("fails the build on a fall printed as a rise, a missing row, or inputs the calculator refuses", () => {
    expect(() =>
      takeHomePay("takeHomeYearly", { grossPay: "95000" }, { grossPay: "110000" }),
    ).toThrow(/£65,661\.00 at inputs and £72,361\.00 with minus: not more/);
    expect(() => takeHomePay("studentLoanRepayment", { grossPay: "20000" })).toThrow(
      /row "studentLoanRepayment" is not in its result/,
    );
    expect(() => takeHomePay("x", { grossPy: "1" })).toThrow(
      /inputs\.grossPy: not a field of take-home-pay/,
    );
    expect(() =>
      text(<CalculatorResult calculator="take-home" inputs={{}} row="takeHomeYearly" />),
    ).toThrow('<CalculatorResult calculator="take-home" row="takeHomeYearly">: no such calculator');
  });
});
