/**
 * The sheet's figures from the calculators saved in this browser: each worked by that calculator's
 * own engine from its saved inputs, as its results show it (to the penny). They fill the sheet's
 * rows, or are one-off costs shown apart. Read from local storage; nothing leaves the browser.
 */
import { canReadSavedInputs, readRecord, withKnownKeys } from "~/calculator-ui/saved-inputs";
import { loadCalculatorParts, type ResultOf } from "~/calculators/lazy-parts";
import { CALCULATOR_KEYS, type CalculatorKey } from "~/calculators/registry";
import { defaultInputs } from "~/calculators/types";
import { formatMoney, roundShown } from "~/site/format";
import type { MyCostsKey } from "./calculate";

/** A figure from a saved calculator, in pounds (a month, for a row), with what it is. */
interface SavedFigure {
  calculator: CalculatorKey;
  value: number;
  /** What the figure is, after the calculator's name: "its monthly total, with council tax and insurance". */
  what: string;
}

/** A saved calculator that could fill a row and does not, and why. */
interface UnusedCalculator {
  calculator: CalculatorKey;
  why: string;
}

export interface SavedFigures {
  /** The rows filled in, each from the first calculator that gives a figure for it. */
  rows: Partial<Record<MyCostsKey, SavedFigure>>;
  /** Rows a saved calculator cannot fill, with why: a fuel cost for one journey is not a month's. */
  unused: Partial<Record<MyCostsKey, UnusedCalculator>>;
  /** Moving and stamp duty: paid once, so never in the monthly total. */
  oneOffs: SavedFigure[];
  /** False when this browser does not let the site read saved figures at all (storage blocked). */
  readable: boolean;
}

/**
 * A calculator's result from the inputs saved for it, any it lacks at their defaults as its page
 * restores them; null when none are saved or they do not calculate.
 */
async function savedResult<P extends CalculatorKey>(calculator: P): Promise<ResultOf<P> | null> {
  const record = readRecord(calculator);
  if (!record) return null;
  try {
    const { fields, engine } = await loadCalculatorParts(calculator);
    const outcome = engine.calculate(withKnownKeys(defaultInputs(fields), record.inputs));
    return outcome.ok ? outcome.result : null;
  } catch {
    // Its code did not load (offline): the row is left for the visitor to type.
    return null;
  }
}

async function readSavedFigures(): Promise<SavedFigures> {
  const figures: SavedFigures = {
    rows: {},
    unused: {},
    oneOffs: [],
    readable: canReadSavedInputs(),
  };
  if (!figures.readable) return figures;
  const [takeHome, rent, mortgage, energy, fuel, moving, stampDuty, benefits, childcare] =
    await Promise.all([
      savedResult("take-home-pay"),
      savedResult("rent-affordability"),
      savedResult("mortgage-payment"),
      savedResult("energy-bill"),
      savedResult("fuel-cost"),
      savedResult("moving-cost"),
      savedResult("stamp-duty"),
      savedResult("universal-credit"),
      savedResult("childcare"),
    ]);
  const { rows, unused, oneOffs } = figures;
  const roundedToPence = (figure: SavedFigure) => ({
    ...figure,
    value: roundShown(figure.value, 2),
  });

  // The take-home pay calculator works it out; the rent calculator only has it typed in.
  if (takeHome)
    rows.monthlyIncomeAfterTax = roundedToPence({
      calculator: "take-home-pay",
      value: takeHome.takeHomeMonthly,
      what: `its take-home pay a month, from ${formatMoney(takeHome.grossYearly, 0, 2)} a year before tax`,
    });
  else if (rent)
    rows.monthlyIncomeAfterTax = roundedToPence({
      calculator: "rent-affordability",
      value: rent.monthlyIncome,
      what: "the take-home pay in it",
    });
  if (benefits)
    rows.monthlyBenefits = roundedToPence({
      calculator: "universal-credit",
      value: benefits.totalSupportMonthly,
      what:
        benefits.childBenefitChargeYearly > 0
          ? "its Universal Credit and Child Benefit a month, less the High Income Child Benefit Charge's share of it"
          : benefits.childBenefitMonthly > 0
            ? "its Universal Credit and Child Benefit a month"
            : "its Universal Credit a month",
    });
  if (mortgage)
    rows.housing = roundedToPence({
      calculator: "mortgage-payment",
      value: mortgage.estimatedMonthlyTotal,
      what: `its monthly total with council tax and insurance${mortgage.deal ? ", during the deal" : ""}`,
    });
  if (energy)
    rows.energy = roundedToPence({
      calculator: "energy-bill",
      value: energy.totalMonthlyBill,
      what: "its estimated monthly bill",
    });
  // The route the family can use: Universal Credit's element on UC, else Tax-Free Childcare.
  if (childcare)
    rows.childcare = roundedToPence({
      calculator: "childcare",
      value: childcare.netMonthly,
      what:
        childcare.route === "universal-credit"
          ? "what you pay a month after funded hours and Universal Credit's childcare element"
          : childcare.route === "tax-free-childcare"
            ? "what you pay a month after funded hours and Tax-Free Childcare"
            : "what you pay a month after funded hours",
    });
  if (fuel?.period === "month")
    rows.travel = roundedToPence({
      calculator: "fuel-cost",
      value: fuel.estimatedFuelCost,
      what: "its fuel cost for a month",
    });
  else if (fuel)
    unused.travel = {
      calculator: "fuel-cost",
      why: "prices one journey, not a regular one, so it does not fill this row",
    };
  // Only whether it is saved matters: it has no trip of the visitor's to price.
  else if (readRecord("ev-charging"))
    unused.travel = {
      calculator: "ev-charging",
      why: "compares costs a mile rather than pricing your own driving, so it does not fill this row",
    };

  if (moving)
    oneOffs.push(
      roundedToPence({
        calculator: "moving-cost",
        value: moving.totalEstimate,
        what: moving.buying
          ? `the move and buying your home, with ${formatMoney(moving.buying.propertyTax.total)} of ${moving.buying.propertyTax.shortName}`
          : "the move itself",
      }),
    );
  if (stampDuty)
    oneOffs.push(
      roundedToPence({
        calculator: "stamp-duty",
        value: stampDuty.tax.total,
        what: `${stampDuty.tax.shortName} on a ${formatMoney(stampDuty.tax.price, 0)} home in ${stampDuty.tax.where}`,
      }),
    );
  return figures;
}

let read: { saved: string; figures: Promise<SavedFigures> } | undefined;

/**
 * The figures, worked once for the saved inputs as they are now: every row's note asks, and a
 * visitor who saves a calculator and comes back gets them worked again.
 */
export function savedFigures(): Promise<SavedFigures> {
  const saved = JSON.stringify([canReadSavedInputs(), ...CALCULATOR_KEYS.map(readRecord)]);
  if (read?.saved !== saved) read = { saved, figures: readSavedFigures() };
  return read.figures;
}
