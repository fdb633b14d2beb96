import {
  f as a,
  b as C,
  e as k,
  c as n,
  d as P,
  g as R,
  p as r,
  h as U,
  i as w,
  S as z,
} from "./calculator-Bj4yKUfL.js";
import { _ as q, w as W } from "./shell-CyLvIMRH.js";
const G = { low: 0.7, average: 1, high: 1.3 },
  v = 365 / 12,
  M = (e) => {
    const t = r(e.replace("+", ""));
    return t > 0 ? t : 2;
  };
function K(e) {
  const t = r(e.propertySize),
    l = e.sizeUnit === "sqm" ? t * z : t,
    s = r(e.electricityRate),
    c = "Please enter valid property size and electricity rate.",
    y = C([
      [l > 0, "propertySize"],
      [s > 0, "electricityRate"],
    ]);
  if (y) return { ok: !1, message: c, field: y };
  const d = M(e.bedrooms),
    _ = M(e.occupants),
    u = G[e.usageProfile] ?? 1,
    m = n(e.gasRate),
    h = m > 0,
    o = (l / 10 + d * 50 + _ * 80) * u,
    i = h ? (l / 8 + d * 70) * u : 0,
    g = o * s + n(e.electricityStandingCharge) * v,
    p = h ? i * m + n(e.gasStandingCharge) * v : 0,
    f = g + p,
    b = {
      estimatedElectricityMonthly: g,
      estimatedGasMonthly: p,
      totalMonthlyBill: f,
      annualCost: f * 12,
      dailyUsageKWh: (o + i) / 30,
      electricityKWhMonthly: o,
      gasKWhMonthly: i,
    };
  return P(b) ? { ok: !0, result: b } : { ok: !1, message: c, field: "propertySize" };
}
const S = ["1", "2", "3", "4", "5+"].map((e) => ({ value: e, label: e })),
  E = {
    key: "energy-bill",
    page: {
      description:
        "Estimate your monthly and yearly electricity and gas bill from your home's size, bedrooms, occupants, unit rates and standing charges. Free UK estimator.",
      intro:
        "Enter your home's floor area and your unit rates to see a planning estimate of your monthly electricity and gas costs.",
      promptSubject: "your home's size and electricity rate",
      actionLabel: "Calculate",
    },
    fields: [
      {
        key: "propertySize",
        kind: "number",
        label: "Floor area of your home",
        hint: "A 2-bed flat is often 600-800 sq ft (55-75 sq m).",
        default: "",
        inputMode: "decimal",
        suffix: (e) => (e.sizeUnit === "sqm" ? "sq m" : "sq ft"),
        placeholder: "800",
      },
      {
        key: "sizeUnit",
        kind: "select",
        label: "Area unit",
        default: "sqft",
        options: [
          { value: "sqft", label: "Square feet" },
          { value: "sqm", label: "Square metres" },
        ],
      },
      { key: "bedrooms", kind: "select", label: "Bedrooms", default: "2", options: S },
      { key: "occupants", kind: "select", label: "People living there", default: "2", options: S },
      {
        key: "usageProfile",
        kind: "radio",
        label: "How much energy do you use?",
        default: "average",
        options: [
          { value: "low", label: "Low" },
          { value: "average", label: "Average" },
          { value: "high", label: "High" },
        ],
      },
      {
        key: "electricityRate",
        kind: "number",
        label: "Electricity unit rate (£ per kWh)",
        hint: "On your bill, e.g. 0.27. Typing 27p works too.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
      },
      {
        key: "electricityStandingCharge",
        kind: "number",
        label: "Electricity standing charge (£ per day)",
        hint: "e.g. 0.52. Leave blank to leave it out.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
      {
        key: "gasRate",
        kind: "number",
        label: "Gas unit rate (£ per kWh)",
        hint: "Leave blank if your home has no gas.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
      {
        key: "gasStandingCharge",
        kind: "number",
        label: "Gas standing charge (£ per day)",
        hint: "e.g. 0.32.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        optional: !0,
      },
    ],
    calculate: K,
    rows: (e) => [
      {
        key: "totalMonthlyBill",
        label: "Estimated monthly bill",
        value: a(e.totalMonthlyBill),
        primary: !0,
      },
      {
        key: "estimatedElectricityMonthly",
        label: `Electricity per month (${k(e.electricityKWhMonthly)} kWh)`,
        value: a(e.estimatedElectricityMonthly),
      },
      {
        key: "estimatedGasMonthly",
        label: `Gas per month (${k(e.gasKWhMonthly)} kWh)`,
        value: a(e.estimatedGasMonthly),
      },
      { key: "annualCost", label: "Estimated yearly cost", value: a(e.annualCost) },
      {
        key: "dailyUsageKWh",
        label: "Average energy use per day",
        value: `${R(e.dailyUsageKWh)} kWh`,
      },
    ],
  },
  O = U(E),
  T = W(w(E, () => q(() => import("./results-CtbHL_BB.js"), [])));
export { O as meta, T as default };
