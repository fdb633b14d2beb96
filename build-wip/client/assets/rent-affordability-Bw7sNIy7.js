import {
  c as b,
  h as g,
  p as h,
  r as k,
  f as o,
  d as p,
  m as v,
  i as w,
} from "./calculator-Bj4yKUfL.js";
import { _ as f, w as y } from "./shell-CyLvIMRH.js";
const R = 30;
function x(e) {
  const t = k(e, 1);
  return t <= 30 ? "within" : t <= 35 ? "slightly-above" : "above";
}
function P(e) {
  const t = h(e.monthlyIncomeAfterTax),
    n = { ok: !1, message: "Please enter a valid monthly income.", field: "monthlyIncomeAfterTax" };
  if (!(t > 0)) return n;
  const r = h(e.rentSharePct),
    u = r > 0 ? r : R,
    i = (t * u) / 100,
    a = Math.max(0, i - b(e.existingDebtsPerMonth)),
    l = (a / t) * 100,
    s = (a * 12) / 52,
    c = s * 5,
    d = {
      maxRecommendedRent: i,
      adjustedMaxRent: a,
      rentPctOfIncome: l,
      guidance: a > 0 ? x(l) : "no-room",
      weeklyRent: s,
      deposit: c,
      moveInCash: c + a,
    };
  return p(d) ? { ok: !0, result: d } : n;
}
const _ = {
    within:
      "This is within the commonly recommended 30% of take-home pay. Most landlords will accept this.",
    "slightly-above":
      "This is slightly above the 30% guideline but should be manageable with careful budgeting.",
    above:
      "This is above typical guidelines. You may face questions in landlord affordability checks, or find the budget tight each month.",
    "no-room":
      "Your debt repayments take up this whole share of your pay, so it leaves nothing for rent. Paying debts down first, or a larger share, would change that.",
  },
  m = {
    key: "rent-affordability",
    page: {
      description:
        "Work out how much rent you can afford on your take-home pay with the 30% rule, your debts, and the cash you need to move in. Free UK calculator.",
      intro:
        "Enter your monthly take-home pay to see the rent most landlords and budgeting guides would call affordable, adjusted for the debts you already repay.",
      promptSubject: "your monthly take-home pay",
      actionLabel: "Calculate",
    },
    fields: [
      {
        key: "monthlyIncomeAfterTax",
        kind: "number",
        label: "Monthly take-home pay",
        hint: "What reaches your bank account each month, after tax, National Insurance and pension.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        placeholder: "2,500",
      },
      {
        key: "rentSharePct",
        kind: "number",
        label: "Share of pay for rent",
        hint: "30% is the common guideline. Leave blank or 0 to use 30%.",
        default: "30",
        inputMode: "decimal",
        suffix: "%",
      },
      {
        key: "existingDebtsPerMonth",
        kind: "number",
        label: "Existing debt repayments per month",
        hint: "Loans, car finance, credit cards. Leave blank if none.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
    ],
    calculate: P,
    rows: (e) => [
      {
        key: "adjustedMaxRent",
        label: "Rent you can afford per month",
        value: o(e.adjustedMaxRent),
        primary: !0,
      },
      {
        key: "maxRecommendedRent",
        label: "Before debt repayments",
        value: o(e.maxRecommendedRent),
      },
      { key: "rentPctOfIncome", label: "Share of take-home pay", value: v(e.rentPctOfIncome) },
      { key: "weeklyRent", label: "Weekly equivalent", value: o(e.weeklyRent) },
      { key: "deposit", label: "Deposit (5 weeks' rent)", value: o(e.deposit) },
      {
        key: "moveInCash",
        label: "Cash to move in (deposit + first month)",
        value: o(e.moveInCash),
      },
    ],
  },
  I = g(m),
  E = y(w(m, () => f(() => import("./results-CPgVUQ9m.js"), [])));
export { _ as R, E as r, I as m };
