import {
  d as b,
  i as D,
  k as d,
  e as E,
  t as g,
  K as h,
  p as i,
  b as k,
  h as L,
  L as M,
  D as P,
  M as U,
  f as v,
  j as y,
} from "./calculator-Bj4yKUfL.js";
import { w as f } from "./shell-CyLvIMRH.js";
const _ = 40;
function C(e) {
  const o = i(e.distance),
    a = i(e.fuelEconomy),
    t = i(e.fuelPrice),
    n = "Please enter valid distance, fuel economy, and price.",
    r = k([
      [o > 0, "distance"],
      [a > 0, "fuelEconomy"],
      [t > 0, "fuelPrice"],
    ]);
  if (r) return { ok: !1, message: n, field: r };
  const c = y(e.distanceUnit),
    s = e.tripMode === "daily" ? o * _ : o,
    l =
      e.economyUnit === "l100km" ? ((a * t) / 100) * h : (e.priceUnit === "litre" ? t * M : t) / a,
    m = {
      period: e.tripMode === "daily" || e.tripMode === "monthly" ? "month" : "journey",
      estimatedFuelCost: l * g(s, c),
      costPerMile: l,
      costPerKm: l * U,
      totalDistance: s,
      distanceUnit: c,
    };
  return b(m) ? { ok: !0, result: m } : { ok: !1, message: n, field: "distance" };
}
const u = (e) => e.economyUnit === "l100km" || e.priceUnit === "litre",
  w = {
    "one-way": "A single journey: enter its distance.",
    daily:
      "Daily commute: enter the one-way distance. We count the round trip × 5 days × 4 weeks for a month.",
    monthly: "Monthly driving: enter the total distance you drive in a month.",
  },
  p = {
    key: "fuel-cost",
    page: {
      description:
        "Work out the fuel cost of a trip, a daily commute or a month of driving from your car's mpg or L/100km and the price at the pump. Free UK calculator.",
      intro:
        "Enter a distance, your car's fuel economy and the fuel price to see what the journey costs and your cost per mile.",
      promptSubject: "your distance, fuel economy and fuel price",
      actionLabel: "Calculate",
    },
    fields: [
      {
        key: "tripMode",
        kind: "radio",
        label: "What are you pricing?",
        default: "one-way",
        options: [
          { value: "one-way", label: "One journey" },
          { value: "daily", label: "Daily commute" },
          { value: "monthly", label: "A month of driving" },
        ],
      },
      {
        key: "distance",
        kind: "number",
        label: (e) =>
          e.tripMode === "daily"
            ? "One-way distance"
            : e.tripMode === "monthly"
              ? "Distance per month"
              : "Distance",
        hint: (e) => w[e.tripMode],
        default: "",
        inputMode: "decimal",
        suffix: (e) => y(e.distanceUnit),
      },
      { key: "distanceUnit", kind: "select", label: "Distance unit", default: "miles", options: P },
      {
        key: "fuelEconomy",
        kind: "number",
        label: "Fuel economy",
        hint: (e) =>
          e.economyUnit === "l100km"
            ? "Litres per 100 km, e.g. 6.5."
            : "UK miles per gallon, e.g. 45.",
        default: "",
        inputMode: "decimal",
        suffix: (e) => (e.economyUnit === "l100km" ? "L/100km" : "mpg"),
      },
      {
        key: "economyUnit",
        kind: "select",
        label: "Economy unit",
        default: "mpg",
        options: [
          { value: "mpg", label: "Miles per gallon (mpg)" },
          { value: "l100km", label: "Litres per 100 km" },
        ],
      },
      {
        key: "fuelPrice",
        kind: "number",
        label: (e) => `Fuel price (£ per ${u(e) ? "litre" : "gallon"})`,
        hint: (e) =>
          u(e)
            ? "Pump price per litre, e.g. 1.40 or 140p."
            : "Price per UK gallon (4.546 litres): £1.40 a litre is about £6.36 a gallon.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
      },
      {
        key: "priceUnit",
        kind: "select",
        label: "Price is per",
        default: "gallon",
        options: [
          { value: "gallon", label: "Gallon" },
          { value: "litre", label: "Litre" },
        ],
        visible: (e) => e.economyUnit !== "l100km",
      },
    ],
    calculate: C,
    rows: (e) => [
      {
        key: "estimatedFuelCost",
        label: e.period === "journey" ? "Fuel cost of the journey" : "Fuel cost per month",
        value: v(e.estimatedFuelCost),
        primary: !0,
      },
      e.distanceUnit === "km"
        ? { key: "costPerKm", label: "Cost per km", value: d(e.costPerKm) }
        : { key: "costPerMile", label: "Cost per mile", value: d(e.costPerMile) },
      {
        key: "totalDistance",
        label: "Distance driven",
        value: `${E(e.totalDistance)} ${e.distanceUnit}`,
      },
    ],
  },
  K = L(p),
  j = f(D(p));
export { j as default, K as meta };
