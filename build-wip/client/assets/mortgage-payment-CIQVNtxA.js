import { h as _, i as A, p as f, f as l, d as S, c as v, b as w } from "./calculator-Bj4yKUfL.js";
import { _ as T, w as x } from "./shell-CyLvIMRH.js";
const M = 1200;
function O(e, t, a) {
  const o = t / 100 / 12;
  return (e * o) / (1 - (1 + o) ** -a);
}
function k(e, t, a, o = 0) {
  const h = t / 100 / 12,
    i = [];
  let n = e,
    r = 0,
    y = 0;
  for (; n > 0.005 && r < M; ) {
    const s = n * h,
      u = Math.min(n, a + o - s);
    (n -= u), (y += s);
    const m = Math.floor(r / 12);
    r % 12 === 0 && i.push({ year: m + 1, interest: 0, principal: 0, closingBalance: 0 });
    const c = i[m];
    (c.interest += s), (c.principal += u), (c.closingBalance = Math.max(0, n)), (r += 1);
  }
  return { years: i, months: r, totalInterest: y };
}
function Y(e) {
  const t = f(e.loanAmount),
    a = f(e.interestRatePct),
    o = f(e.termYears),
    h = "Please enter valid loan amount, interest rate, and term.",
    i = w([
      [t > 0, "loanAmount"],
      [a > 0, "interestRatePct"],
      [o > 0, "termYears"],
    ]);
  if (i) return { ok: !1, message: h, field: i };
  const n = o * 12,
    r = O(t, a, n),
    y = v(e.propertyTaxPerYear) / 12,
    s = v(e.homeInsurancePerYear) / 12,
    u = r * n,
    m = {
      monthlyPrincipalInterest: r,
      estimatedMonthlyTotal: r + y + s,
      totalPaidOverTerm: u,
      totalInterestPaid: u - t,
      monthlyTax: y,
      monthlyInsurance: s,
    };
  if (!S(m)) return { ok: !1, message: h, field: "loanAmount" };
  const c = n <= M && Number.isInteger(n),
    I = c ? k(t, a, r).years : [],
    p = v(e.monthlyOverpayment);
  let b = null,
    P = null;
  if (c && p > 0) {
    const d = k(t, a, r, p);
    (P = d.years),
      (b = {
        monthly: p,
        months: d.months,
        monthsSaved: n - d.months,
        interestSaved: m.totalInterestPaid - d.totalInterest,
      });
  }
  return {
    ok: !0,
    result: { ...m, loanAmount: t, months: n, schedule: I, overpaidSchedule: P, overpayment: b },
  };
}
function C(e) {
  const t = Math.floor(e / 12),
    a = e % 12,
    o = [];
  return (
    t && o.push(`${t} year${t === 1 ? "" : "s"}`),
    (a || !t) && o.push(`${a} month${a === 1 ? "" : "s"}`),
    o.join(" ")
  );
}
const g = {
    key: "mortgage-payment",
    page: {
      description:
        "Estimate your monthly UK mortgage repayment, the total interest over the term, and how much an overpayment saves, with a year-by-year table.",
      intro:
        "Enter the amount you want to borrow, the interest rate and the term to see your monthly repayment and what the loan costs over its life.",
      promptSubject: "your loan amount, interest rate and term",
      actionLabel: "Calculate",
    },
    fields: [
      {
        key: "loanAmount",
        kind: "number",
        label: "Loan amount",
        hint: "The amount you borrow: the price less your deposit.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        placeholder: "250,000",
      },
      {
        key: "interestRatePct",
        kind: "number",
        label: "Interest rate",
        hint: "The yearly rate, e.g. 4.5.",
        default: "",
        inputMode: "decimal",
        suffix: "% a year",
        placeholder: "4.5",
      },
      {
        key: "termYears",
        kind: "number",
        label: "Mortgage term",
        default: "25",
        inputMode: "numeric",
        suffix: "years",
      },
      {
        key: "propertyTaxPerYear",
        kind: "number",
        label: "Council tax per year",
        hint: "Paid to your council, not the lender; added to the monthly total.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
      {
        key: "homeInsurancePerYear",
        kind: "number",
        label: "Home insurance per year",
        hint: "Buildings (and contents) cover.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
      {
        key: "monthlyOverpayment",
        kind: "number",
        label: "Monthly overpayment",
        hint: "See how much interest and time paying extra each month saves.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
    ],
    calculate: Y,
    rows: (e) => [
      {
        key: "monthlyPrincipalInterest",
        label: "Monthly repayment",
        value: l(e.monthlyPrincipalInterest),
        primary: !0,
      },
      {
        key: "estimatedMonthlyTotal",
        label: "Monthly total with council tax and insurance",
        value: l(e.estimatedMonthlyTotal),
      },
      {
        key: "totalPaidOverTerm",
        label: "Total repaid over the term",
        value: l(e.totalPaidOverTerm),
      },
      { key: "totalInterestPaid", label: "Total interest", value: l(e.totalInterestPaid) },
      { key: "monthlyTax", label: "Council tax per month", value: l(e.monthlyTax) },
      { key: "monthlyInsurance", label: "Insurance per month", value: l(e.monthlyInsurance) },
      ...(e.overpayment
        ? [
            {
              key: "interestSaved",
              label: `Interest saved by overpaying ${l(e.overpayment.monthly)} a month`,
              value: l(e.overpayment.interestSaved),
            },
            { key: "timeSaved", label: "Paid off sooner by", value: C(e.overpayment.monthsSaved) },
          ]
        : []),
    ],
  },
  R = _(g),
  L = x(A(g, () => T(() => import("./results-BuINRhL6.js"), [])));
export { L as default, R as meta };
