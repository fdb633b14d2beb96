import {
  i as _,
  t as C,
  d as E,
  k,
  M,
  h as P,
  j as p,
  D as S,
  f as t,
  c as u,
  p as y,
} from "./calculator-Bj4yKUfL.js";
import { w as g, _ as h } from "./shell-CyLvIMRH.js";
const f = { studio: 1, "1bed": 1.3, "2bed": 1.7, "3bed": 2.2, "4bed": 2.8 },
  A = 300,
  R = 1.5,
  I = 0.25,
  U = 150;
function x(e) {
  const s = p(e.distanceUnit),
    a = C(y(e.distance), s),
    i = "Please enter a valid distance.";
  if (!(a > 0)) return { ok: !1, message: i, field: "distance" };
  const n = f[e.propertySize] ?? f["2bed"],
    o = (A + R * a) * n,
    l = e.packingService === "true" ? o * I : 0,
    r = e.assemblyService === "true" ? U * n : 0,
    c = u(e.storageMonths) * u(e.storageRate),
    d = o + l + c + r,
    m = d / a,
    b = {
      baseCost: o,
      packingCost: l,
      storageCost: c,
      assemblyCost: r,
      totalEstimate: d,
      costPerMile: m,
      costPerKm: m * M,
      distanceUnit: s,
    };
  return E(b) ? { ok: !0, result: b } : { ok: !1, message: i, field: "distance" };
}
const v = {
    key: "moving-cost",
    page: {
      description:
        "Estimate what moving house costs in the UK: removals by distance and home size, packing, storage and furniture assembly. Free moving cost calculator.",
      intro:
        "Enter the distance and the size of your home, and choose the extra services you need, to see an estimate for your move.",
      promptSubject: "your moving distance",
      actionLabel: "Calculate",
    },
    fields: [
      {
        key: "distance",
        kind: "number",
        label: "Distance between homes",
        hint: "By road, door to door.",
        default: "",
        inputMode: "decimal",
        suffix: (e) => (e.distanceUnit === "km" ? "km" : "miles"),
        placeholder: "25",
      },
      { key: "distanceUnit", kind: "select", label: "Distance unit", default: "miles", options: S },
      {
        key: "propertySize",
        kind: "select",
        label: "Size of home you are moving",
        default: "2bed",
        options: [
          { value: "studio", label: "Studio" },
          { value: "1bed", label: "1 bedroom" },
          { value: "2bed", label: "2 bedrooms" },
          { value: "3bed", label: "3 bedrooms" },
          { value: "4bed", label: "4 or more bedrooms" },
        ],
      },
      {
        key: "packingService",
        kind: "checkbox",
        label: "Professional packing",
        hint: "Adds 25% of the removal cost.",
        default: "false",
      },
      {
        key: "assemblyService",
        kind: "checkbox",
        label: "Furniture dismantling and assembly",
        default: "false",
      },
      {
        key: "storageMonths",
        kind: "number",
        label: "Months of storage",
        hint: "0 if you move straight in.",
        default: "0",
        inputMode: "numeric",
        suffix: "months",
      },
      {
        key: "storageRate",
        kind: "number",
        label: "Storage cost per month",
        hint: "A small unit is often £80-£150 a month.",
        default: "",
        inputMode: "decimal",
        prefix: "£",
        visible: (e) => y(e.storageMonths) > 0,
      },
    ],
    calculate: x,
    rows: (e) => [
      { key: "totalEstimate", label: "Estimated total", value: t(e.totalEstimate), primary: !0 },
      { key: "baseCost", label: "Removals", value: t(e.baseCost) },
      { key: "packingCost", label: "Packing", value: t(e.packingCost) },
      { key: "assemblyCost", label: "Dismantling and assembly", value: t(e.assemblyCost) },
      { key: "storageCost", label: "Storage", value: t(e.storageCost) },
      e.distanceUnit === "km"
        ? { key: "costPerKm", label: "Cost per km", value: k(e.costPerKm) }
        : { key: "costPerMile", label: "Cost per mile", value: k(e.costPerMile) },
    ],
  },
  K = P(v),
  w = g(_(v, () => h(() => import("./results-DUfzrt6W.js"), [])));
export { K as meta, w as default };
