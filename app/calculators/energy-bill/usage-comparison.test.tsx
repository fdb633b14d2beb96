import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { calculatorsByKey } from "~/calculators/definitions";
import { defaultInputs } from "~/calculators/types";
import type { EnergyResult } from "./calculate";

import { UsageComparison } from "./usage-comparison";

const energyBill = calculatorsByKey["energy-bill"];

const estimate = (inputs: Record<string, string>) => {
  const outcome = energyBill.calculate({ ...defaultInputs(energyBill.fields), ...inputs });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result as EnergyResult;
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("the estimate beside Ofgem's typical use", () => {
  it("puts an 800 sq ft two-bedroom home's gas, 2,880 kWh, below a low-use home's, and offers known usage", () => {
    // Gas: (800 ÷ 8 + 2 × 70) × 12 = 2,880 kWh; electricity: (800 ÷ 10 + 2 × 50 + 2 × 80) × 12 = 4,080.
    const html = renderToStaticMarkup(
      <UsageComparison
        result={estimate({ propertySize: "800", electricityRate: "26.11p", gasRate: "7.33p" })}
      />,
    );
    expect(text(html)).toContain("Electricity 4,080 1,800 2,500 4,300");
    expect(text(html)).toContain("Gas 2,880 8,000 9,500 17,000");
    expect(text(html)).toContain(
      "This estimate's gas use is below even a low-use home's, so the bill above is likely too low.",
    );
    expect(html).toContain('href="#field-usageMode"');
    expect(text(html)).toContain(
      "Medium: Ofgem's typical use from 1 July 2026. Low and high: Ofgem's values from 1 April 2020, the newest we could confirm.",
    );
  });

  it("says nothing more when the estimate is within Ofgem's range, and compares Economy 7 with its own values", () => {
    // 2,000 sq ft: gas (250 + 140) × 12 = 4,680 is still low; with no gas, electricity
    // (200 + 100 + 160) × 12 = 5,520 on Economy 7, between its medium 3,400 and high 7,100.
    const html = renderToStaticMarkup(
      <UsageComparison
        result={estimate({
          propertySize: "2000",
          electricityRate: "0.30",
          tariff: "economy7",
          nightRate: "0.13",
          nightSharePct: "40",
        })}
      />,
    );
    expect(text(html)).toContain("Electricity 5,520 2,400 3,400 7,100");
    expect(html).not.toContain("Gas");
    expect(html).not.toContain("data-usage-below");
  });
});
