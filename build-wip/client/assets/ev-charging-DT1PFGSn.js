import {
  b as _,
  c as D,
  j as E,
  i as I,
  p as i,
  K,
  l as k,
  M as L,
  d as V,
  k as v,
  D as W,
  h as w,
  f as y,
} from "./calculator-Bj4yKUfL.js";
import { _ as S, w as U } from "./shell-CyLvIMRH.js";
const x = 12e3;
function N(e) {
  const a = i(e.evKWhPer100),
    n = i(e.electricityPrice),
    c = i(e.petrolPrice),
    o = i(e.petrolEconomy),
    m = "Please enter all required values.",
    u = _([
      [a > 0, "evKWhPer100"],
      [n > 0, "electricityPrice"],
      [c > 0, "petrolPrice"],
      [o > 0, "petrolEconomy"],
    ]);
  if (u) return { ok: !1, message: m, field: u };
  const t = Math.min(100, D(e.publicChargingSharePct)) / 100,
    d = i(e.publicChargingPrice);
  if (t > 0 && !(d > 0))
    return {
      ok: !1,
      message: "Please enter the public charging price, or leave the public share blank.",
      field: "publicChargingPrice",
    };
  const h = t > 0 ? (1 - t) * n + t * d : n,
    g = E(e.distanceUnit),
    M = g === "km",
    P = (a * h) / 100,
    l = e.fuelUnit !== "gallon",
    s = l ? (o * c) / 100 : c / o,
    b = l === M ? s : l ? s * K : s * L,
    p = (b - P) * 100,
    f = {
      distanceUnit: g,
      evCostPerDistance: P,
      petrolCostPerDistance: b,
      savingsPer100Distance: p,
      annualSavings: (p * x) / 100,
      evIsCheaper: p > 0,
      effectiveElectricityPrice: h,
    };
  return V(f) ? { ok: !0, result: f } : { ok: !1, message: m, field: "evKWhPer100" };
}
const r = (e) => e.fuelUnit !== "gallon",
  R = (e) => (e.evIsCheaper ? "EV is cheaper" : "Petrol is cheaper"),
  C = {
    key: "ev-charging",
    page: {
      description:
        "Compare the running cost of an electric car with a petrol car: cost per mile, savings per 100 miles and per year, with home and public charging.",
      intro:
        "Enter your EV's consumption, your electricity price and a petrol car's price and economy to see which costs less per mile, and by how much a year.",
      promptSubject: "your EV and petrol car details",
      actionLabel: "Compare",
    },
    fields: [
      { key: "distanceUnit", kind: "select", label: "Distance unit", default: "miles", options: W },
      {
        key: "evKWhPer100",
        kind: "number",
        label: (e) => `EV consumption (kWh per 100 ${E(e.distanceUnit)})`,
        hint: "From your car's trip computer. 3.5 miles per kWh is about 29 kWh per 100 miles (100 ÷ 3.5).",
        default: "",
        inputMode: "decimal",
        suffix: "kWh",
        placeholder: "30",
      },
      {
        key: "electricityPrice",
        kind: "number",
        label: "Home electricity price (£ per kWh)",
        hint: "e.g. 0.07 on an overnight EV tariff, 0.25 on a standard rate. 7p works too.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
      },
      {
        key: "fuelUnit",
        kind: "select",
        label: "Petrol priced and measured by",
        default: "gallon",
        options: [
          { value: "gallon", label: "Gallon (price per gallon, mpg)" },
          { value: "litre", label: "Litre (price per litre, L/100km)" },
        ],
      },
      {
        key: "petrolPrice",
        kind: "number",
        label: (e) => `Petrol price (£ per ${r(e) ? "litre" : "gallon"})`,
        hint: (e) => (r(e) ? "e.g. 1.40" : "£1.40 a litre is about £6.36 a UK gallon."),
        default: "",
        inputMode: "decimal",
        prefix: "£",
      },
      {
        key: "petrolEconomy",
        kind: "number",
        label: (e) => (r(e) ? "Petrol car economy (L/100km)" : "Petrol car economy (mpg)"),
        default: "",
        inputMode: "decimal",
        suffix: (e) => (r(e) ? "L/100km" : "mpg"),
      },
      {
        key: "publicChargingSharePct",
        kind: "number",
        label: "Share of charging on public chargers",
        hint: "Leave blank if you charge only at home.",
        default: "",
        inputMode: "decimal",
        suffix: "%",
        optional: !0,
      },
      {
        key: "publicChargingPrice",
        kind: "number",
        label: "Public charging price (£ per kWh)",
        hint: "Needed when some charging is public. Rapid chargers often cost 0.70-0.85.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        visible: (e) => i(e.publicChargingSharePct) > 0,
      },
    ],
    calculate: N,
    rows: (e) => {
      const a = e.distanceUnit === "km";
      return [
        {
          key: a ? "savingsPer100Km" : "savingsPer100Miles",
          label: `${e.savingsPer100Distance < 0 ? "Extra cost" : "Saving"} per 100 ${e.distanceUnit} with the EV`,
          value: y(Math.abs(e.savingsPer100Distance)),
          primary: !0,
        },
        {
          key: a ? "costPerKmEV" : "costPerMileEV",
          label: `EV cost per ${k(e.distanceUnit)}`,
          value: v(e.evCostPerDistance),
        },
        {
          key: a ? "costPerKmPetrol" : "costPerMilePetrol",
          label: `Petrol cost per ${k(e.distanceUnit)}`,
          value: v(e.petrolCostPerDistance),
        },
        {
          key: "annualSavings",
          label: `Yearly ${e.annualSavings < 0 ? "extra cost" : "saving"} over 12,000 ${e.distanceUnit}`,
          value: y(Math.abs(e.annualSavings)),
        },
      ];
    },
  },
  T = w(C),
  O = U(I(C, () => S(() => import("./results-B6_lgDfy.js"), [])));
export { O as a, R as e, T as m };
