import { describe, expect, test } from "vitest";
import {
  convertFigure,
  economyReading,
  engineOf,
  fuelPriceReading,
  type Reading,
  readFigure,
  typeFigure,
  withFigures,
} from "./reading";
import type { Inputs } from "./types";

const value = (reading: Reading, raw: string) => {
  const figure = readFigure(reading, raw);
  if (!figure.ok) throw new Error(`"${raw}" was refused: ${figure.message}`);
  return figure;
};
const message = (reading: Reading, raw: string) => {
  const figure = readFigure(reading, raw);
  if (figure.ok) throw new Error(`"${raw}" was read as ${figure.value}`);
  return figure.message;
};

const debts: Reading = {
  name: "your debt repayments",
  unit: "£",
  per: "month",
  range: [0, 1_000_000],
  optional: true,
};
const councilTax: Reading = {
  name: "council tax",
  unit: "£",
  per: "year",
  range: [0, 100_000],
  optional: true,
};
const fee: Reading = { name: "the survey fee", unit: "£", range: [0, 1_000_000], optional: true };

describe("money by period", () => {
  test.each([
    ["", 0],
    ["200", 200],
    ["£200", 200],
    ["£1,250.50", 1250.5],
    [" 2 500 ", 2500],
    ["£200pm", 200],
    ["£200 per month", 200],
    ["200 a month", 200],
    ["£200 pcm", 200],
    ["27p", 0.27],
    ["2.5k", 2500],
  ])("%j a month reads as £%d a month", (raw, pounds) => {
    expect(value(debts, raw).value).toBeCloseTo(pounds, 10);
  });

  test("a week is 52/12 of a month, with a note that says so", () => {
    // £50 × 52 ÷ 12 = £216.666…
    const figure = value(debts, "£50pw");
    expect(figure.value).toBeCloseTo(216.6667, 4);
    expect(figure.note).toBe("Read as £216.67 a month (£50 a week × 52 ÷ 12)");
  });

  test("a month is converted to a year's council tax, and a year to a month", () => {
    expect(value(councilTax, "£150pm")).toMatchObject({
      value: 1800,
      note: "Read as £1,800 a year (£150 a month × 12)",
    });
    expect(value(debts, "£2,400 a year").value).toBe(200);
    expect(value(debts, "£2,400 pa").note).toBe("Read as £200 a month (£2,400 a year ÷ 12)");
  });

  test("a day is not turned into a month: the visitor is asked for the field's period", () => {
    expect(message(debts, "£5 a day")).toBe(
      "Your debt repayments is for a month: type the amount a month.",
    );
  });

  test("a one-off amount with a period is questioned", () => {
    expect(message(fee, "£400pm")).toBe(
      'The survey fee is one amount, not an amount a month: type it without "a month".',
    );
  });

  test("a filled field that cannot be read, or is negative, is a message, never 0", () => {
    expect(message(debts, "two hundred")).toBe(
      "Please enter your debt repayments as a number, for example 250 or £250 a month, or leave it blank.",
    );
    expect(message(debts, "-200")).toBe(
      "Your debt repayments cannot be less than 0. Leave it blank for none.",
    );
    expect(message(debts, "−£200")).toBe(
      "Your debt repayments cannot be less than 0. Leave it blank for none.",
    );
    expect(message(debts, "1e30")).toContain("Please enter your debt repayments as a number");
    expect(message(debts, "1.2.3")).toContain("Please enter");
  });

  test("a comma that is not a thousands separator is questioned in a field that holds large figures", () => {
    expect(message(debts, "12,50")).toBe(
      '"12,50" could be 12.50 or 1250: use a point for a decimal (12.50) and no comma otherwise.',
    );
  });

  test("an impossible amount is refused with the range", () => {
    expect(message(debts, "£2,000,000")).toBe(
      "Your debt repayments must be between £0 a month and £1,000,000 a month.",
    );
  });
});

const rate: Reading = {
  name: "the interest rate",
  unit: "%",
  per: "year",
  range: [0, 25],
  usual: [0.5, 10],
};

describe("rates", () => {
  test("a decimal comma is a decimal point where the field only holds small figures", () => {
    // 4,5 was read as 45%: £7,500 a month on £200,000 instead of £1,111.66.
    expect(value(rate, "4,5")).toMatchObject({ value: 4.5, note: "Read 4,5 as 4.5" });
    expect(value(rate, "4.5%").value).toBe(4.5);
    expect(value(rate, "4.5% pa").value).toBe(4.5);
  });

  test("a monthly rate is twelve times a year's", () => {
    expect(value(rate, "0.4% a month")).toMatchObject({
      value: 4.8,
      note: "Read as 4.8% a year (0.4% a month × 12)",
    });
  });

  test("150% is refused with the range; 12% is worked out with a note", () => {
    expect(message(rate, "150")).toBe(
      "The interest rate must be between 0% a year and 25% a year.",
    );
    expect(value(rate, "12").note).toBe(
      "Unusual: the interest rate is usually between 0.5% a year and 10% a year. Check it; it is worked out as typed.",
    );
  });
});

const litre: Reading = {
  name: "the fuel price",
  unit: "£/litre",
  range: [0.5, 4],
  usual: [1, 2.2],
};
const gallon: Reading = {
  name: "the fuel price",
  unit: "£/gallon",
  range: [0.5 * 4.54609, 4 * 4.54609],
  usual: [4.54609, 2.2 * 4.54609],
};
const kWh: Reading = {
  name: "the electricity price",
  unit: "£/kWh",
  range: [0, 1],
  usual: [0.05, 0.6],
};
const standing: Reading = {
  name: "the standing charge",
  unit: "£/day",
  per: "day",
  range: [0, 2],
  optional: true,
};

describe("prices per unit", () => {
  test("a price a litre that can only be pence is pence", () => {
    expect(value(litre, "139.9")).toMatchObject({
      value: 1.399,
      note: "Read as 139.9p a litre (£1.399)",
    });
    expect(value(litre, "139.9p")).toMatchObject({ value: 1.399, note: undefined });
    expect(value(litre, "£1.399").value).toBe(1.399);
  });

  test("a pump price typed into a field per gallon is read as pence a litre", () => {
    // 151.4p a litre × 4.54609 = £6.8828 a gallon; it used to be 151.4p a gallon (33p a litre).
    const figure = value(gallon, "151.4");
    expect(figure.value).toBeCloseTo(6.88278, 5);
    expect(figure.note).toBe("Read as 151.4p a litre (£6.883 a gallon)");
    expect(value(gallon, "£1.52").note).toBe("Read as £1.52 a litre (£6.91 a gallon)");
    expect(value(gallon, "151.4p a litre").value).toBeCloseTo(6.88278, 5);
  });

  test("a price a gallon is a price a gallon", () => {
    expect(value(gallon, "6.85")).toMatchObject({ value: 6.85, note: undefined });
    expect(value(gallon, "636")).toMatchObject({
      value: 6.36,
      note: "Read as 636p a gallon (£6.36)",
    });
  });

  test("a figure at either end of its usual range is usual", () => {
    // The usual pump price is £1 to £2.20 a litre, both included.
    expect(value(litre, "1").note).toBeUndefined();
    expect(value(litre, "2.2").note).toBeUndefined();
    expect(value(litre, "2.21").note).toBe(
      "Unusual: the fuel price is usually between £1 a litre and £2.20 a litre. Check it; it is worked out as typed.",
    );
  });

  test("the fuel calculators' price a gallon holds 50p to £4 a litre, usually £1 to £2.20, in gallons", () => {
    const pump = fuelPriceReading("the fuel price", "gallon");
    // 50p × 4.54609 = £2.27 a gallon at the least: £1 is below it, so it is a litre's price,
    // £4.54609 a gallon, shown to a tenth of a penny as the notes show a gallon's price.
    expect(value(pump, "1")).toMatchObject({
      value: 4.54609,
      note: "Read as £1.00 a litre (£4.546 a gallon)",
    });
    // £4 a gallon is 88p a litre: possible, but under the usual £1 a litre (£4.55 a gallon);
    // £2.20 × 4.54609 = £10.0014 a gallon, shown as £10.
    expect(value(pump, "4").note).toBe(
      "Unusual: the fuel price is usually between £4.55 a gallon and £10 a gallon. Check it; it is worked out as typed.",
    );
  });

  test("an electricity price between £1 and £5 a kWh is questioned, not taken", () => {
    expect(message(kWh, "4.99")).toBe(
      "The electricity price must be between 0p a kWh and £1 a kWh. For pence, type 4.99p.",
    );
    expect(value(kWh, "5.01")).toMatchObject({
      value: 0.0501,
      note: "Read as 5.01p a kWh (£0.0501)",
    });
    expect(value(kWh, "24.5p per kWh").value).toBe(0.245);
  });

  test("a standing charge as Ofgem writes it", () => {
    expect(value(standing, "57.19p a day").value).toBeCloseTo(0.5719, 10);
    expect(value(standing, "57.19p/day").value).toBeCloseTo(0.5719, 10);
  });
});

const miles: Reading = { name: "the distance", unit: "miles", range: [0, 20_000] };
const term: Reading = { name: "the mortgage term", unit: "years", range: [0, 50], usual: [5, 40] };
const mpg: Reading = { name: "the fuel economy", unit: "mpg", range: [1, 500], usual: [15, 100] };

describe("distances and economies", () => {
  test("a unit word that matches is read; another unit is a message", () => {
    expect(value(miles, "120 miles").value).toBe(120);
    expect(value(mpg, "45mpg").value).toBe(45);
    expect(message(mpg, "6 l/100km")).toBe(
      "The fuel economy is in mpg, not L/100km: change the unit, or type the figure in mpg.",
    );
  });

  test("mpg and L/100km convert as reciprocals; miles and km by 1.60934", () => {
    // 282.481 ÷ 45 = 6.2774
    expect(convertFigure(45, { unit: "mpg" }, { unit: "L/100km" })).toBeCloseTo(6.2774, 4);
    expect(convertFigure(100, { unit: "miles" }, { unit: "km" })).toBeCloseTo(160.934, 6);
    expect(convertFigure(6.85, { unit: "£/gallon" }, { unit: "£/litre" })).toBeCloseTo(1.50679, 5);
    expect(convertFigure(2700, { unit: "kWh", per: "year" }, { unit: "kWh", per: "month" })).toBe(
      225,
    );
    expect(
      convertFigure(5, { unit: "£", per: "day" }, { unit: "£", per: "month" }),
    ).toBeUndefined();
    expect(typeFigure(1.50679, "£/litre")).toBe("150.7p");
    expect(typeFigure(6.2774, "L/100km")).toBe("6.28");
  });
});

describe("counts", () => {
  test("a term in years: a 100-year term is refused, 45 years noted", () => {
    expect(value(term, "25 years").value).toBe(25);
    expect(message(term, "100")).toBe("The mortgage term must be between 0 years and 50 years.");
    expect(value(term, "45").note).toContain(
      "Unusual: the mortgage term is usually between 5 years and 40 years.",
    );
    expect(message(term, "abc")).toBe(
      "Please enter the mortgage term as a number, for example 23.",
    );
  });

  test("children are whole: a fraction is refused as more than the range is, in one message", () => {
    const children: Reading = { name: "the number of children", unit: "children", range: [0, 12] };
    const whole = "Please enter the number of children as a whole number from 0 to 12.";
    expect(value(children, "3").value).toBe(3);
    expect(value(children, "2.0").value).toBe(2);
    expect(message(children, "2.5")).toBe(whole);
    expect(message(children, "0.5")).toBe(whole);
    expect(message(children, "13")).toBe(whole);
    // 0 is the calculator's to judge, as for every figure.
    expect(value(children, "0").value).toBe(0);
    // A calculator's own message wins, for a fraction as for too many.
    const own = {
      ...children,
      range: [0, 4],
      outOfRange: "One to four children, please.",
    } as const;
    expect(message(own, "1.5")).toBe("One to four children, please.");
    expect(message(own, "5")).toBe("One to four children, please.");
  });

  test("a fraction of another unit is no count: 2.5 years is read", () => {
    expect(value(term, "2.5").value).toBe(2.5);
  });
});

describe("conversions between periods and units, and figures typed in another unit", () => {
  const weeklyRent: Reading = { name: "the rent", unit: "£", per: "week", range: [0, 100_000] };

  test("converts between every pair of week, month and year, saying how", () => {
    expect(value(weeklyRent, "£1,300 a month")).toMatchObject({
      value: 300,
      note: "Read as £300 a week (£1,300 a month × 12 ÷ 52)",
    });
    expect(value(weeklyRent, "£5,200 a year")).toMatchObject({
      value: 100,
      note: "Read as £100 a week (£5,200 a year ÷ 52)",
    });
    expect(value(councilTax, "£30pw")).toMatchObject({
      value: 1560,
      note: "Read as £1,560 a year (£30 a week × 52)",
    });
  });

  test("reads no more than one decimal comma, and only a whole figure before and after it", () => {
    expect(message(rate, "4,5,6")).toBe(
      "Please enter the interest rate as a number, for example 5.3.",
    );
    expect(message(debts, "1,25,0")).toContain("Please enter your debt repayments as a number");
    expect(message(debts, " 12,50 ")).toBe(
      '"12,50" could be 12.50 or 1250: use a point for a decimal (12.50) and no comma otherwise.',
    );
    expect(value(rate, ",5")).toMatchObject({ value: 0.5, note: "Read ,5 as .5" });
  });

  test("questions a price typed per another unit, but reads a litre's price in a field per gallon", () => {
    expect(message(kWh, "24.5p per litre")).toBe(
      "The electricity price is in £/kWh, not £/litre: change the unit, or type the figure in £/kWh.",
    );
    expect(message(litre, "£6.85 a gallon")).toBe(
      "The fuel price is in £/litre, not £/gallon: change the unit, or type the figure in £/litre.",
    );
    expect(value(gallon, "£1.45 per litre").value).toBeCloseTo(1.45 * 4.54609, 10);
  });

  test("keeps a price a gallon that is one, and refuses one that is no price a gallon or a litre", () => {
    // £5 a gallon is £1.10 a litre: a real price, read as it is.
    expect(value(gallon, "5")).toMatchObject({ value: 5, note: undefined });
    // 30p a gallon or a litre is no UK price; the range is given in the field's own unit.
    expect(message(gallon, "0.3")).toBe(
      "The fuel price must be between £2.27 a gallon and £18.18 a gallon.",
    );
  });

  test("offers pence only for a figure it read as pounds", () => {
    // 600 is read as 600p, £6 a kWh: no "type 6p", which the visitor did not mean.
    expect(message(kWh, "600")).toBe(
      "The electricity price must be between 0p a kWh and £1 a kWh.",
    );
    expect(message(kWh, "4.99")).toContain("For pence, type 4.99p.");
  });

  test("converts between kWh per 100 miles and per 100 km, and says when two units do not convert", () => {
    expect(convertFigure(30, { unit: "kWh/100 miles" }, { unit: "kWh/100 km" })).toBeCloseTo(
      18.6412,
      4,
    );
    expect(convertFigure(8, { unit: "L/100km" }, { unit: "mpg" })).toBeCloseTo(35.3101, 4);
    expect(convertFigure(5, { unit: "miles" }, { unit: "mpg" })).toBeUndefined();
    expect(convertFigure(5, { unit: "£" }, { unit: "£", per: "month" })).toBeUndefined();
    expect(typeFigure(1234.56, "km")).toBe("1235");
    expect(typeFigure(6.854, "£/gallon")).toBe("6.85");
  });
});

describe("every way of writing a period or a unit", () => {
  const yearly: Reading = { name: "the amount", unit: "£", per: "year", range: [0, 1e9] };
  test.each([
    ...["£10 a day", "£10 per day", "£10/day", "£10 daily", "£10 each day"].map((t) => [t, "day"]),
    ...[
      "£10 a week",
      "£10 per wk",
      "£10/week",
      "£10 weekly",
      "£10pw",
      "£10 p/w",
      "£10 p.w.",
      "£10 every week",
    ].map((t) => [t, "week"]),
    ...[
      "£10 a month",
      "£10 per mth",
      "£10/month",
      "£10 monthly",
      "£10pm",
      "£10 pcm",
      "£10 p/m",
      "£10 p.m.",
      "£10 p.c.m.",
      "£10 a calendar month",
    ].map((t) => [t, "month"]),
    ...[
      "£10 a year",
      "£10 per annum",
      "£10/yr",
      "£10 yearly",
      "£10 annually",
      "£10pa",
      "£10 pa",
      "£10 p/a",
      "£10 p.a.",
      "£10 p.a",
      "£10p.a.",
    ].map((t) => [t, "year"]),
  ])("%j is a figure a %s", (text, period) => {
    const figure = readFigure(yearly, text);
    if (period === "day") {
      expect(figure).toEqual({
        ok: false,
        message: "The amount is for a year: type the amount a year.",
      });
      return;
    }
    // £10 a week is £520 a year, £10 a month £120, £10 a year £10.
    const expected = { week: 520, month: 120, year: 10 }[period as "week" | "month" | "year"];
    expect(figure).toMatchObject({ ok: true, value: expected });
  });

  const units: [Reading["unit"], string[]][] = [
    ["years", ["25 years", "25 year", "25 yrs", "25yr"]],
    ["months", ["6 months", "6 month", "6 mths"]],
    ["miles", ["12 miles", "12 mile", "12mi"]],
    ["km", ["12 km", "12 kilometres", "12 kilometers"]],
    ["mpg", ["45 mpg", "45mpg"]],
    ["L/100km", ["6.2 l/100km", "6.2 litres / 100 km", "6.2 L/100 km"]],
    ["kWh/100 miles", ["30 kwh/100 miles", "30 kWh/100mi"]],
    ["kWh/100 km", ["18 kwh/100km", "18 kWh / 100 km"]],
    ["kWh", ["2,700 kWh", "2700kwh"]],
    ["sq ft", ["800 sq ft", "800 sqft", "800 sq. ft", "800 square feet", "800 ft²"]],
    ["sq m", ["74 sq m", "74 sqm", "74 square metres", "74 m2", "74 m²"]],
    ["points", ["3 points", "3 point", "3pp", "3 pts", "3 percentage points"]],
  ];
  test.each(units.flatMap(([unit, texts]) => texts.map((text) => [text, unit] as const)))(
    "%j is read in %s",
    (text, unit) => {
      const reading: Reading = { name: "the figure", unit, range: [0, 1e6] };
      expect(readFigure(reading, text)).toMatchObject({ ok: true });
      const other: Reading = {
        name: "the figure",
        unit: unit === "mpg" ? "years" : "mpg",
        range: [0, 1e6],
      };
      expect(readFigure(other, text)).toMatchObject({ ok: false });
    },
  );
});

describe("short forms, scales, and points as decimals, thousands or a rise", () => {
  const price: Reading = { name: "the property price", unit: "£", range: [0, 100_000_000] };
  const weeklyRent: Reading = { name: "the rent", unit: "£", per: "week", range: [0, 100_000] };

  test.each(["£45,000 p.a.", "£45kpa", "£45k pa", "£45k p.a.", "45,000 p.a"])(
    "%j is £45,000 a year: £3,750 in a field for a month, with the note",
    (text) => {
      // £45,000 ÷ 12 = £3,750.
      expect(value(debts, text)).toMatchObject({
        value: 3750,
        note: "Read as £3,750 a month (£45,000 a year ÷ 12)",
      });
    },
  );

  test("a year's figure is taken as it is in a field for a year, and questioned on a one-off amount", () => {
    expect(value(councilTax, "£1,450 p.a.")).toMatchObject({ value: 1450, note: undefined });
    expect(value(councilTax, "£1.45kpa").value).toBe(1450);
    expect(message(fee, "£450 p.a.")).toBe(
      'The survey fee is one amount, not an amount a year: type it without "a year".',
    );
  });

  test("the other short forms with full stops convert too", () => {
    // £500 × 52 ÷ 12 = £2,166.666…; £1,200 × 12 ÷ 52 = £276.923…
    expect(value(debts, "£500 p.w.")).toMatchObject({
      note: "Read as £2,166.67 a month (£500 a week × 52 ÷ 12)",
    });
    expect(value(debts, "£500 p.w.").value).toBeCloseTo(2166.6667, 4);
    expect(value(weeklyRent, "£1,200 p.c.m.").value).toBeCloseTo(276.9231, 4);
    expect(value(weeklyRent, "£1,200 p.c.m.").note).toBe(
      "Read as £276.92 a week (£1,200 a month × 12 ÷ 52)",
    );
  });

  test("m is millions where a million is possible", () => {
    expect(value(price, "£1.2m").value).toBe(1_200_000);
    expect(value(price, "0.35m").value).toBe(350_000);
    expect(value(price, "£2 m").value).toBe(2_000_000);
    // The survey fee can be up to £1,000,000: £1m is possible, £1.2m is out of range.
    expect(value(fee, "£1m").value).toBe(1_000_000);
    expect(message(fee, "£1.2m")).toBe("The survey fee must be between £0 and £1,000,000.");
  });

  test("m is no scale in a field that cannot reach a million", () => {
    expect(message(councilTax, "£1.2m")).toBe(
      "Please enter council tax as a number, for example 250 or £250 a year, or leave it blank.",
    );
    expect(message(term, "2m")).toBe("Please enter the mortgage term as a number, for example 23.");
  });

  test("thousands written with points are questioned, never read as pounds", () => {
    expect(message(price, "300.000")).toBe(
      '"300.000" could be £300,000 or £300: type 300,000 for £300,000, or 300 for £300.',
    );
    expect(message(price, " £12.500 ")).toBe(
      '"£12.500" could be £12,500 or £12.50: type 12,500 for £12,500, or 12.50 for £12.50.',
    );
    // A fraction of a penny is shown as typed: £100.004, not £100.00.
    expect(message(price, "100.004")).toBe(
      '"100.004" could be £100,004 or £100.004: type 100,004 for £100,004, or 100.004 for £100.004.',
    );
    expect(message(price, "1.250.000")).toBe(
      '"1.250.000" could be £1,250,000: type 1,250,000, with commas for thousands.',
    );
    expect(message(debts, "£2.400 a year")).toBe(
      '"£2.400 a year" could be £2,400 or £2.40: type 2,400 for £2,400, or 2.40 for £2.40.',
    );
    const use: Reading = { name: "your yearly use", unit: "kWh", per: "year", range: [0, 100_000] };
    expect(message(use, "2.700")).toBe(
      '"2.700" could be 2,700 kWh or 2.7 kWh: type 2,700 for 2,700 kWh, or 2.7 for 2.7 kWh.',
    );
  });

  test("a point is still a decimal point where it cannot be thousands", () => {
    // Two or four decimals, a scale, or pence: not thousands.
    expect(value(price, "300.00").value).toBe(300);
    expect(value(price, "300.0004").value).toBe(300.0004);
    expect(value(price, "300.000k").value).toBe(300_000);
    expect(value(debts, "250.000p").value).toBe(2.5);
    // Where the thousands reading is more than the field can hold: 917,631 kWh a year is not a home.
    const use: Reading = { name: "your yearly use", unit: "kWh", per: "year", range: [0, 100_000] };
    expect(value(use, "917.631").value).toBe(917.631);
    // A field that cannot hold thousands: a rate or a price per litre has three decimals.
    expect(value(rate, "4.125").value).toBe(4.125);
    expect(value(litre, "£1.459").value).toBe(1.459);
    // The decimal comma rules are unchanged.
    expect(value(rate, "4,125")).toMatchObject({ value: 4.125, note: "Read 4,125 as 4.125" });
    expect(message(debts, "300,5")).toBe(
      '"300,5" could be 300.5 or 3005: use a point for a decimal (300.5) and no comma otherwise.',
    );
    expect(value(debts, "300,000").value).toBe(300_000);
  });

  const rise: Reading = {
    name: "the stress test's rise",
    unit: "points",
    range: [0, 15],
    usual: [1, 5],
    optional: true,
  };

  test.each(["3", "3 points", "3pp", "+3", "+3pp", "+ 3 percentage points", "3%", "3 pts"])(
    "%j is a rise of 3 percentage points",
    (text) => {
      expect(value(rise, text)).toMatchObject({ value: 3, note: undefined });
    },
  );

  test("a rise in points keeps its range, its usual range and its messages", () => {
    expect(value(rise, "+2.5pp").value).toBe(2.5);
    expect(value(rise, "1,5")).toMatchObject({ value: 1.5, note: "Read 1,5 as 1.5" });
    expect(message(rise, "20 points")).toBe(
      "The stress test's rise must be between 0 points and 15 points.",
    );
    expect(value(rise, "0.5 points").note).toBe(
      "Unusual: the stress test's rise is usually between 1 point and 5 points. Check it; it is worked out as typed.",
    );
    expect(message(rise, "-1pp")).toBe(
      "The stress test's rise cannot be less than 0. Leave it blank for none.",
    );
    expect(message(rise, "3 years")).toBe(
      "The stress test's rise is in points, not years: change the unit, or type the figure in points.",
    );
  });

  test("points and a plus sign are read only in a field in points", () => {
    expect(message(rate, "3 points")).toBe(
      "Please enter the interest rate as a number, for example 5.3.",
    );
    expect(message(rate, "+3")).toBe(
      "Please enter the interest rate as a number, for example 5.3.",
    );
    // "pp" after money is more likely "per person" than a unit.
    expect(message(debts, "£200pp")).toContain("Please enter your debt repayments as a number");
  });
});

describe("money in a message or note is written as money", () => {
  test("pounds and pence are shown with two figures of pence; whole pounds without", () => {
    expect(value(fuelPriceReading("the fuel price", "litre"), "2.5").note).toBe(
      "Unusual: the fuel price is usually between £1 a litre and £2.20 a litre. Check it; it is worked out as typed.",
    );
    // 50p × 52 ÷ 12 = 216.67p, £2.17 a month.
    expect(value(debts, "50p a week").note).toBe("Read as £2.17 a month (£0.50 a week × 52 ÷ 12)");
  });
});

describe("signs, symbols, spaces, the ends of ranges, notes, and how figures are shown", () => {
  const litrePrice = fuelPriceReading("the fuel price", "litre");
  const gallonPrice = fuelPriceReading("the fuel price", "gallon");
  const children: Reading = { name: "the number of children", unit: "children", range: [1, 4] };
  const weeklyHours: Reading = { name: "the hours", unit: "hours", per: "week", range: [0, 100] };

  test("money is shown to the penny, other figures under 10 to 3 decimals and larger ones to 2", () => {
    // £0.125 × 52 ÷ 12 = £0.5416… a month.
    expect(value(debts, "£0.125 a week").note).toBe(
      "Read as £0.54 a month (£0.13 a week × 52 ÷ 12)",
    );
    // 1.125 hours a month × 12 ÷ 52 = 0.2596… hours a week.
    expect(value(weeklyHours, "1.125 hours a month").note).toBe(
      "Read as 0.26 hours a week (1.125 hours a month × 12 ÷ 52)",
    );
    // 12.345 hours a month × 12 ÷ 52 = 2.84884… hours a week.
    expect(value(weeklyHours, "12.345 hours a month").note).toBe(
      "Read as 2.849 hours a week (12.35 hours a month × 12 ÷ 52)",
    );
  });

  test("a price under £1 is shown in pence", () => {
    expect(message(litrePrice, "0.3")).toBe(
      "The fuel price must be between 50p a litre and £4 a litre.",
    );
    expect(value(kWh, "0.7").note).toBe(
      "Unusual: the electricity price is usually between 5p a kWh and 60p a kWh. Check it; it is worked out as typed.",
    );
  });

  test("one child, two or more children; one of a unit that only ends in a counted word keeps its unit", () => {
    expect(value({ ...children, range: [0, 12], usual: [1, 4] }, "6").note).toBe(
      "Unusual: the number of children is usually between 1 child and 4 children. Check it; it is worked out as typed.",
    );
    const consumption: Reading = {
      name: "the consumption",
      unit: "kWh/100 miles",
      range: [1, 100],
    };
    expect(message(consumption, "200")).toBe(
      "The consumption must be between 1 kWh/100 miles and 100 kWh/100 miles.",
    );
  });

  test("spaces after a minus sign, and a minus after the £ sign, still make a figure negative", () => {
    const negative = "Your debt repayments cannot be less than 0. Leave it blank for none.";
    expect(message(debts, "- £200")).toBe(negative);
    expect(message(debts, "£-200")).toBe(negative);
    expect(message(debts, "£ - 200")).toBe(negative);
  });

  test("a minus after a rise's plus sign is still a minus", () => {
    const rise: Reading = { name: "the rise", unit: "points", range: [0, 15], optional: true };
    expect(message(rise, "+ -1")).toBe("The rise cannot be less than 0. Leave it blank for none.");
  });

  test("-0 is 0, not a negative figure", () => {
    expect(value(debts, "-0")).toMatchObject({ value: 0, blank: false, note: undefined });
  });

  test("£ is read only before the figure, and % only after it", () => {
    expect(message(debts, "200£")).toBe(
      "Please enter your debt repayments as a number, for example 250 or £250 a month, or leave it blank.",
    );
    expect(message(rate, "%4.5")).toBe(
      "Please enter the interest rate as a number, for example 5.3.",
    );
  });

  test("runs of spaces count as one", () => {
    expect(value(debts, "2  500").value).toBe(2500);
  });

  test("a p or a k may stand apart from the figure", () => {
    expect(value(debts, "27 p").value).toBeCloseTo(0.27, 10);
    expect(value(debts, "2.5 k").value).toBe(2500);
  });

  test("a p is pence only in money and prices, and an m millions only in money", () => {
    expect(message(rate, "3p")).toBe(
      "Please enter the interest rate as a number, for example 5.3.",
    );
    const use: Reading = {
      name: "your yearly use",
      unit: "kWh",
      per: "year",
      range: [0, 10_000_000],
    };
    // The example is the middle of the range: 10,000,000 ÷ 2 = 5,000,000.
    expect(message(use, "2m")).toBe(
      "Please enter your yearly use as a number, for example 5,000,000.",
    );
  });

  test("a field whose range ends at 1,000 holds thousands: its comma is a thousands comma", () => {
    const upTo1000: Reading = { name: "the distance", unit: "miles", range: [0, 1000] };
    expect(value(upTo1000, "1,000")).toMatchObject({ value: 1000, note: undefined });
    expect(message(upTo1000, "1.000")).toBe(
      '"1.000" could be 1,000 miles or 1 mile: type 1,000 for 1,000 miles, or 1 for 1 mile.',
    );
  });

  test("thousands commas in a field under 1,000 are thousands, refused with the range", () => {
    expect(message(rate, "12,500,000")).toBe(
      "The interest rate must be between 0% a year and 25% a year.",
    );
  });

  test("pence a week in a field for a month are converted and shown in pounds", () => {
    // 75p × 52 ÷ 12 = 325p, £3.25 a month.
    const figure = value(debts, "75p a week");
    expect(figure.value).toBeCloseTo(3.25, 10);
    expect(figure.note).toBe("Read as £3.25 a month (£0.75 a week × 52 ÷ 12)");
  });

  test("the ends of the possible range are possible", () => {
    expect(value(litrePrice, "0.5").value).toBe(0.5);
    // 50p and £4 a litre × 4.54609 = £2.273045 and £18.18436 a gallon: read as prices a gallon.
    expect(value(gallonPrice, "2.273045").value).toBe(2.273045);
    expect(value(gallonPrice, "18.18436").value).toBe(18.18436);
  });

  test("0 has no note, even below the usual range", () => {
    expect(value(rate, "0")).toMatchObject({ value: 0, note: undefined });
    expect(value(gallonPrice, "0")).toMatchObject({ value: 0, note: undefined });
  });

  test("several notes are joined into sentences", () => {
    expect(value(rate, "12,5").note).toBe(
      "Read 12,5 as 12.5. Unusual: the interest rate is usually between 0.5% a year and 10% a year. Check it; it is worked out as typed.",
    );
  });

  test("£5 a kWh is questioned: only above £5 is a figure pence", () => {
    expect(message(kWh, "5")).toBe(
      "The electricity price must be between 0p a kWh and £1 a kWh. For pence, type 5p.",
    );
  });

  test("a price a litre in a field per gallon: 50p a litre is the lowest possible", () => {
    // 55p a litre × 4.54609 = £2.5003 a gallon; 50p a litre = £2.273045 a gallon.
    const figure = value(gallonPrice, "55");
    expect(figure.value).toBeCloseTo(2.5003495, 10);
    expect(figure.note).toContain("Read as 55p a litre (£2.50 a gallon)");
    expect(value(gallonPrice, "0.5").value).toBeCloseTo(2.273045, 10);
    expect(value(gallonPrice, "£6.85 a gallon")).toMatchObject({ value: 6.85, note: undefined });
  });

  test("pence are offered only when they are a possible price, at either end of the range", () => {
    const narrow: Reading = { name: "the price", unit: "£/kWh", range: [0.02, 0.04] };
    const refused = "The price must be between 2p a kWh and 4p a kWh.";
    expect(message(narrow, "2")).toBe(`${refused} For pence, type 2p.`);
    expect(message(narrow, "4")).toBe(`${refused} For pence, type 4p.`);
    expect(message(narrow, "4.5")).toBe(refused);
  });

  test("a price a gallon's example is a price a gallon", () => {
    expect(message(gallonPrice, "abc")).toBe(
      "Please enter the fuel price as a number, for example 6.85.",
    );
  });

  test("a price per kWh may end in kWh alone", () => {
    expect(value(kWh, "24.5p kwh").value).toBe(0.245);
  });

  test("a day converts to no other period; a month to a year is 12 times", () => {
    expect(
      convertFigure(150, { unit: "£", per: "month" }, { unit: "£", per: "day" }),
    ).toBeUndefined();
    expect(convertFigure(100, { unit: "kWh", per: "month" }, { unit: "kWh", per: "year" })).toBe(
      1200,
    );
  });

  test("an economy is typed to 2 decimals, other figures under 1,000 to 1", () => {
    expect(typeFigure(45.678, "mpg")).toBe("45.68");
    expect(typeFigure(12.34, "km")).toBe("12.3");
  });

  test("a fault in a calculation is thrown on, not shown as a field's message", () => {
    const calculate = withFigures<"a", number>({}, () => {
      throw new RangeError("a fault in the sum");
    });
    expect(() => calculate({ a: "" })).toThrow("a fault in the sum");
  });

  test("pump prices are possible from 50p to £4 a litre and usual from £1 to £2.20", () => {
    expect(message(gallonPrice, "0.3")).toBe(
      "The fuel price must be between £2.27 a gallon and £18.18 a gallon.",
    );
    // £1 and £2.20 a litre are £4.54609 and £10.0014 a gallon.
    expect(value(gallonPrice, "3").note).toBe(
      "Unusual: the fuel price is usually between £4.55 a gallon and £10 a gallon. Check it; it is worked out as typed.",
    );
  });

  test("fuel economies are usual from 15 to 100 mpg and from 2.8 to 19 L/100km", () => {
    expect(value(economyReading("the economy", "mpg"), "12").note).toBe(
      "Unusual: the economy is usually between 15 mpg and 100 mpg. Check it; it is worked out as typed.",
    );
    expect(value(economyReading("the economy", "L/100km"), "25").note).toBe(
      "Unusual: the economy is usually between 2.8 L/100km and 19 L/100km. Check it; it is worked out as typed.",
    );
  });
});

describe("a unit switch converts the figures it affects", () => {
  type Key =
    | "economy"
    | "economyUnit"
    | "use"
    | "usePeriod"
    | "cost"
    | "costPeriod"
    | "distance"
    | "distanceUnit";
  const engine = engineOf<Key, null>(
    {
      economy: (inputs) =>
        economyReading("the fuel economy", inputs.economyUnit === "litre" ? "L/100km" : "mpg"),
      use: (inputs) => ({
        name: "your use",
        unit: "kWh",
        per: inputs.usePeriod === "month" ? "month" : "year",
        range: [0, 100_000],
      }),
      cost: (inputs) => ({
        name: "the cost",
        unit: "£",
        per: inputs.costPeriod === "day" ? "day" : "month",
        range: [0, 10_000],
      }),
      distance: (inputs) => ({
        name: "the distance",
        unit: inputs.distanceUnit === "km" ? "km" : "miles",
        range: [0, 20_000],
      }),
    },
    () => ({ ok: true, result: null }),
  );
  const before: Inputs<Key> = {
    economy: "45",
    economyUnit: "gallon",
    use: "2,700",
    usePeriod: "year",
    cost: "£150",
    costPeriod: "month",
    distance: "1,200",
    distanceUnit: "miles",
  };

  test("a switched unit converts its figure; the others are kept as typed", () => {
    // 282.481 ÷ 45 mpg = 6.2774 L/100km.
    expect(engine.convertUnits(before, { ...before, economyUnit: "litre" })).toEqual({
      ...before,
      economyUnit: "litre",
      economy: "6.28",
    });
  });

  test("a switched period converts its figure", () => {
    // 2,700 kWh a year ÷ 12 = 225 kWh a month.
    expect(engine.convertUnits(before, { ...before, usePeriod: "month" })).toEqual({
      ...before,
      usePeriod: "month",
      use: "225",
    });
  });

  test("a figure typed since, a blank one, one that does not convert and an infinite one are kept", () => {
    expect(
      engine.convertUnits(before, { ...before, economyUnit: "litre", economy: "6.5" }).economy,
    ).toBe("6.5");
    const blank = { ...before, distance: "" };
    expect(engine.convertUnits(blank, { ...blank, distanceUnit: "km" }).distance).toBe("");
    expect(engine.convertUnits(before, { ...before, costPeriod: "day" }).cost).toBe("£150");
    // 0 mpg would be infinitely many litres per 100 km.
    const none = { ...before, economy: "0" };
    expect(engine.convertUnits(none, { ...none, economyUnit: "litre" }).economy).toBe("0");
  });
});
