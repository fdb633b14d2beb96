import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import Calculator from "lucide/dist/esm/icons/calculator.mjs";
import Download from "lucide/dist/esm/icons/download.mjs";
import RotateCcw from "lucide/dist/esm/icons/rotate-ccw.mjs";
import Save from "lucide/dist/esm/icons/save.mjs";
import Scale from "lucide/dist/esm/icons/scale.mjs";
import { useMemo, useState, useRef, useCallback, useEffect, lazy, Suspense } from "react";
import { F as FieldMessages, c as controlProps, a as FormField, t as toast, b as trackEvent, l as loadSavedInputs, r as removeSavedInputs, s as saveInputs, f as findCalculator, p as pageMeta, d as deferred, P as PageHeader, H as HeaderAds, I as Icon, A as AdSlot, D as Disclaimer } from "./shell-CUZjnTwD.js";
import { useSearchParams } from "react-router";
const defaultInputs = (fields) => Object.fromEntries(fields.map((field) => [field.key, field.default]));
const isVisible = (field, inputs) => field.visible?.(inputs) ?? true;
const resolveText = (text, inputs) => typeof text === "function" ? text(inputs) : text;
function firstInvalid(checks) {
  return checks.find(([valid]) => !valid)?.[1] ?? null;
}
function allFinite(values) {
  return Object.values(values).every(
    (value) => typeof value !== "number" || Number.isFinite(value)
  );
}
function Field({
  field,
  inputs,
  error,
  onChange
}) {
  const id = `field-${field.key}`;
  const label = resolveText(field.label, inputs);
  const hint = field.hint ? resolveText(field.hint, inputs) : void 0;
  const value = inputs[field.key];
  if (field.kind === "radio") {
    return /* @__PURE__ */ jsxs("fieldset", { "aria-describedby": controlProps(id, { hint, error })["aria-describedby"], children: [
      /* @__PURE__ */ jsx("legend", { className: "font-semibold text-slate-900", children: label }),
      /* @__PURE__ */ jsx(FieldMessages, { id, hint, error }),
      /* @__PURE__ */ jsx("div", { className: "mt-2 flex flex-wrap gap-2", children: field.options.map((option) => /* @__PURE__ */ jsxs(
        "label",
        {
          className: "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50",
          children: [
            /* @__PURE__ */ jsx(
              "input",
              {
                type: "radio",
                name: field.key,
                value: option.value,
                checked: value === option.value,
                onChange: () => onChange(field.key, option.value),
                className: "size-4 accent-brand-700"
              }
            ),
            option.label
          ]
        },
        option.value
      )) })
    ] });
  }
  if (field.kind === "checkbox") {
    return /* @__PURE__ */ jsxs("div", { children: [
      /* @__PURE__ */ jsxs("label", { className: "flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900", children: [
        /* @__PURE__ */ jsx(
          "input",
          {
            type: "checkbox",
            name: field.key,
            checked: value === "true",
            onChange: (event) => onChange(field.key, String(event.target.checked)),
            className: "size-5 shrink-0 accent-brand-700",
            ...controlProps(id, { hint, error })
          }
        ),
        label
      ] }),
      /* @__PURE__ */ jsx(FieldMessages, { id, hint, error })
    ] });
  }
  const suffix = field.kind === "number" && field.suffix ? resolveText(field.suffix, inputs) : "";
  return /* @__PURE__ */ jsx(
    FormField,
    {
      id,
      hint,
      error,
      label: /* @__PURE__ */ jsxs(Fragment, { children: [
        label,
        suffix && /* @__PURE__ */ jsxs("span", { className: "sr-only", children: [
          " (in ",
          suffix,
          ")"
        ] }),
        field.optional && /* @__PURE__ */ jsx("span", { className: "font-normal text-slate-600", children: " (optional)" })
      ] }),
      children: (control) => field.kind === "number" ? /* @__PURE__ */ jsxs(
        "div",
        {
          className: `mt-2 flex min-h-11 items-stretch overflow-hidden rounded-lg border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-amber-500 ${error ? "border-2 border-red-700" : "border-slate-500"}`,
          children: [
            field.prefix && /* @__PURE__ */ jsx(
              "span",
              {
                "aria-hidden": "true",
                className: "flex items-center bg-slate-100 px-3 text-slate-700",
                children: field.prefix
              }
            ),
            /* @__PURE__ */ jsx(
              "input",
              {
                name: field.key,
                type: "text",
                inputMode: field.inputMode,
                autoComplete: "off",
                value,
                placeholder: field.placeholder,
                onChange: (event) => onChange(field.key, event.target.value),
                className: "w-full min-w-0 flex-1 px-3 py-2 text-base outline-none",
                ...control
              }
            ),
            suffix && /* @__PURE__ */ jsx(
              "span",
              {
                "aria-hidden": "true",
                className: "flex items-center bg-slate-100 px-3 whitespace-nowrap text-slate-700",
                children: suffix
              }
            )
          ]
        }
      ) : /* @__PURE__ */ jsx(
        "select",
        {
          name: field.key,
          value,
          onChange: (event) => onChange(field.key, event.target.value),
          className: "mt-2 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base",
          ...control,
          children: field.options.map((option) => /* @__PURE__ */ jsx("option", { value: option.value, children: option.label }, option.value))
        }
      )
    }
  );
}
const SHARE_FORMAT_VERSION = "1";
function inputsToSearch(fields, inputs) {
  const params = new URLSearchParams({ v: SHARE_FORMAT_VERSION });
  for (const field of fields) {
    const value = inputs[field.key];
    if (value !== void 0 && value !== "") params.set(field.key, value);
  }
  return `?${params}`;
}
function inputsFromSearch(fields, search) {
  if (search.get("v") !== SHARE_FORMAT_VERSION) return null;
  const inputs = {};
  for (const field of fields) {
    const value = search.get(field.key);
    if (value === null) continue;
    if ((field.kind === "select" || field.kind === "radio") && !field.options.some((o) => o.value === value))
      continue;
    if (field.kind === "checkbox" && value !== "true" && value !== "false") continue;
    inputs[field.key] = value.slice(0, 100);
  }
  return inputs;
}
function useCalculator(definition) {
  const defaults = useMemo(() => defaultInputs(definition.fields), [definition]);
  const [inputs, setInputs] = useState(defaults);
  const [calculated, setCalculated] = useState(null);
  const [error, setError] = useState(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsHeading = useRef(null);
  const [focusResults, setFocusResults] = useState(false);
  const calculate = useCallback(
    (values, { fromLink = false } = {}) => {
      const outcome = definition.calculate(values);
      if (!outcome.ok) {
        setError({ message: outcome.message, field: outcome.field });
        toast({ title: "Invalid Input", description: outcome.message, variant: "destructive" });
        return false;
      }
      setError(null);
      setCalculated({ result: outcome.result, inputs: values });
      trackEvent("calculate", { calculator: definition.key });
      if (!fromLink) {
        setSearchParams(new URLSearchParams(inputsToSearch(definition.fields, values)), {
          replace: true,
          preventScrollReset: true
        });
        setFocusResults(true);
      }
      return true;
    },
    [definition, setSearchParams]
  );
  useEffect(() => {
    const fromLink = inputsFromSearch(definition.fields, searchParams);
    if (fromLink) {
      const values = { ...defaults, ...fromLink };
      setInputs(values);
      calculate(values, { fromLink: true });
      return;
    }
    const saved = loadSavedInputs(definition.key);
    if (saved) setInputs(withKnownKeys(defaults, saved));
  }, []);
  useEffect(() => {
    if (focusResults) {
      resultsHeading.current?.focus();
      setFocusResults(false);
    }
  }, [focusResults]);
  return {
    inputs,
    calculated,
    error,
    resultsHeading,
    setInput: (key, value) => setInputs((current) => ({ ...current, [key]: value })),
    calculate: () => calculate(inputs),
    save: () => {
      trackEvent("save", { calculator: definition.key });
      if (saveInputs(definition.key, inputs)) {
        toast({ title: "Saved", description: "Your inputs have been saved." });
      } else {
        toast({
          title: "Could not save",
          description: "Your browser did not allow saving. Your inputs are still on the page.",
          variant: "destructive"
        });
      }
    },
    reset: () => {
      trackEvent("reset", { calculator: definition.key });
      setInputs(defaults);
      setCalculated(null);
      setError(null);
      removeSavedInputs(definition.key);
      setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
      toast({ title: "Reset Complete", description: "All inputs have been cleared." });
    }
  };
}
function withKnownKeys(defaults, values) {
  const known = Object.entries(values).filter(([key]) => key in defaults);
  return { ...defaults, ...Object.fromEntries(known) };
}
const ShareBlock = lazy(
  () => import("./share-block-BMAVN1FU.js").then((module) => ({ default: module.ShareBlock }))
);
const methods = /* @__PURE__ */ Object.assign({
  "../calculators/energy-bill/method.ts": () => import("./method-jTQQR0hm.js"),
  "../calculators/ev-charging/method.ts": () => import("./method-B-NHt0NM.js"),
  "../calculators/fuel-cost/method.ts": () => import("./method-DfelTRAo.js"),
  "../calculators/mortgage-payment/method.ts": () => import("./method-BzXWyIqe.js"),
  "../calculators/moving-cost/method.ts": () => import("./method-CrxRIbyc.js"),
  "../calculators/rent-affordability/method.ts": () => import("./method-Dww4b44T.js")
});
const moreFor = (key) => deferred(async () => {
  const [{ CalculatorMore }, { method }] = await Promise.all([
    import("./calculator-more-Brim2uXJ.js"),
    methods[`../calculators/${key}/method.ts`]()
  ]);
  return function More() {
    return /* @__PURE__ */ jsx(CalculatorMore, { calculatorKey: key, method });
  };
});
const crumbsFor = (calculator) => [
  { name: "Calculators", href: "/calculators" },
  { name: calculator.name }
];
function calculatorMeta({ key, page }) {
  const calculator = findCalculator(key);
  const { description } = page;
  return () => pageMeta({
    title: calculator.name,
    description,
    path: calculator.path,
    crumbs: crumbsFor(calculator),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: calculator.name,
        description,
        applicationCategory: "FinanceApplication",
        operatingSystem: "Any (runs in your web browser)",
        inLanguage: "en-GB",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" }
      }
    ]
  });
}
function calculatorRoute(definition, loadExtra) {
  const Extra = loadExtra && lazy(loadExtra);
  const More = moreFor(definition.key);
  return function CalculatorRoute() {
    return /* @__PURE__ */ jsx(CalculatorPage, { definition, Extra, More });
  };
}
function CalculatorPage({
  definition,
  Extra,
  More
}) {
  const calculator = findCalculator(definition.key);
  const state = useCalculator(definition);
  const { inputs, calculated, error } = state;
  const rows = calculated ? definition.rows(calculated.result) : [];
  const primary = rows.find((row) => row.primary);
  const { intro, promptSubject, actionLabel } = definition.page;
  const actionIcon = actionLabel === "Compare" ? Scale : Calculator;
  return /* @__PURE__ */ jsxs("div", { className: "container-page py-8", children: [
    /* @__PURE__ */ jsx(PageHeader, { crumbs: crumbsFor(calculator), title: calculator.name, lead: intro }),
    /* @__PURE__ */ jsx(HeaderAds, {}),
    /* @__PURE__ */ jsxs("div", { className: "grid items-start gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4", children: [
      /* @__PURE__ */ jsxs(
        "form",
        {
          noValidate: true,
          className: "card min-w-0",
          "aria-labelledby": "inputs-heading",
          onSubmit: (event) => {
            event.preventDefault();
            state.calculate();
          },
          children: [
            /* @__PURE__ */ jsx("h2", { id: "inputs-heading", className: "text-xl font-bold text-slate-900", children: "Your details" }),
            /* @__PURE__ */ jsx("div", { className: "mt-5 space-y-5", children: definition.fields.filter((field) => isVisible(field, inputs)).map((field) => /* @__PURE__ */ jsx(
              Field,
              {
                field,
                inputs,
                error: error?.field === field.key ? error.message : void 0,
                onChange: state.setInput
              },
              field.key
            )) }),
            error && /* @__PURE__ */ jsxs(
              "div",
              {
                role: "alert",
                className: "mt-5 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900",
                children: [
                  /* @__PURE__ */ jsx("p", { className: "font-semibold", children: "Invalid Input" }),
                  /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", { href: `#field-${error.field}`, className: "underline", children: error.message }) })
                ]
              }
            ),
            /* @__PURE__ */ jsxs("div", { className: "no-print mt-6 flex flex-wrap gap-2", children: [
              /* @__PURE__ */ jsxs("button", { type: "submit", className: "btn btn-primary", children: [
                /* @__PURE__ */ jsx(Icon, { icon: actionIcon, className: "size-5" }),
                actionLabel
              ] }),
              /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-secondary", onClick: state.save, children: [
                /* @__PURE__ */ jsx(Icon, { icon: Save, className: "size-5" }),
                "Save"
              ] }),
              /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-secondary", onClick: state.reset, children: [
                /* @__PURE__ */ jsx(Icon, { icon: RotateCcw, className: "size-5" }),
                "Reset"
              ] }),
              /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-secondary", onClick: () => window.print(), children: [
                /* @__PURE__ */ jsx(Icon, { icon: Download, className: "size-5" }),
                "Download PDF"
              ] })
            ] })
          ]
        }
      ),
      /* @__PURE__ */ jsxs(
        "section",
        {
          "aria-labelledby": "results-heading",
          className: "card min-h-64 min-w-0 lg:sticky lg:top-4",
          children: [
            /* @__PURE__ */ jsx(
              "h2",
              {
                id: "results-heading",
                ref: state.resultsHeading,
                tabIndex: -1,
                className: "text-xl font-bold text-slate-900",
                children: "Your results"
              }
            ),
            /* @__PURE__ */ jsx("div", { "aria-live": "polite", className: "sr-only", children: primary && `Results updated. ${primary.label}: ${primary.value}` }),
            calculated ? /* @__PURE__ */ jsxs(Fragment, { children: [
              /* @__PURE__ */ jsx("dl", { className: "mt-4 divide-y divide-slate-200", children: rows.map(
                (row) => row.primary ? /* @__PURE__ */ jsxs("div", { className: "pb-4", children: [
                  /* @__PURE__ */ jsx("dt", { className: "text-slate-700", children: row.label }),
                  /* @__PURE__ */ jsx(
                    "dd",
                    {
                      "data-result": row.key,
                      className: "mt-1 text-4xl font-bold tracking-tight text-brand-800",
                      children: row.value
                    }
                  )
                ] }, row.key) : /* @__PURE__ */ jsxs("div", { className: "flex items-baseline justify-between gap-4 py-2.5", children: [
                  /* @__PURE__ */ jsx("dt", { className: "text-slate-700", children: row.label }),
                  /* @__PURE__ */ jsx(
                    "dd",
                    {
                      "data-result": row.key,
                      className: "text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums",
                      children: row.value
                    }
                  )
                ] }, row.key)
              ) }),
              Extra && /* @__PURE__ */ jsx(Suspense, { fallback: null, children: /* @__PURE__ */ jsx(Extra, { result: calculated.result }) })
            ] }) : /* @__PURE__ */ jsxs("p", { className: "mt-4 rounded-lg bg-slate-50 p-6 text-slate-700", children: [
              "Enter ",
              promptSubject,
              " and click ",
              actionLabel,
              " to see results."
            ] })
          ]
        }
      )
    ] }),
    calculated && /* @__PURE__ */ jsxs(Suspense, { fallback: null, children: [
      /* @__PURE__ */ jsx("div", { className: "mt-6", children: /* @__PURE__ */ jsx(
        ShareBlock,
        {
          heading: "Share these results",
          title: calculator.name,
          text: primary ? `${primary.label}: ${primary.value} (Costwise ${calculator.name})` : calculator.name
        }
      ) }),
      /* @__PURE__ */ jsx(AdSlot, { name: "calcMid", className: "mt-6" })
    ] }),
    /* @__PURE__ */ jsx(Disclaimer, { className: "mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950" }),
    /* @__PURE__ */ jsx(More, {}),
    /* @__PURE__ */ jsx(AdSlot, { name: "footer", className: "mt-10" })
  ] });
}
const formatter = (options) => {
  let made;
  return (value) => {
    made ??= new Intl.NumberFormat("en-GB", options);
    return made.format(value);
  };
};
const money2 = formatter({ style: "currency", currency: "GBP" });
const money3 = formatter({
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 3,
  maximumFractionDigits: 3
});
const money0 = formatter({ style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const whole = formatter({ maximumFractionDigits: 0 });
const oneDecimal = formatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const clean = (value) => Number(value.toPrecision(12)) + 0;
const roundShown = (value, decimals) => {
  const scale = 10 ** decimals;
  return Math.round(clean(value) * scale) / scale;
};
const formatMoney = (value) => money2(clean(value));
const formatMoneyPrecise = (value) => money3(clean(value));
const formatMoneyRounded = (value) => money0(clean(value));
const formatWhole = (value) => whole(clean(value));
const formatPercent = (value) => `${oneDecimal(clean(value))}%`;
const formatOneDecimal = (value) => oneDecimal(clean(value));
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/;
function parseNumber(raw) {
  if (!raw) return 0;
  let text = raw.trim().toLowerCase().replace(/[\s\u00a0\u202f,£%]/g, "");
  let divisor = 1;
  if (text.endsWith("p")) {
    divisor = 100;
    text = text.slice(0, -1);
  } else if (text.endsWith("k")) {
    divisor = 1 / 1e3;
    text = text.slice(0, -1);
  }
  if (!NUMBER.test(text)) return 0;
  const value = Number(text) / divisor;
  return Number.isFinite(value) ? value : 0;
}
const parseCost = (raw) => Math.max(0, parseNumber(raw));
const MILES_PER_KM = 0.621371;
const KM_PER_MILE = 1.60934;
const LITRES_PER_UK_GALLON = 4.54609;
const SQFT_PER_SQM = 10.764;
const DISTANCE_UNIT_OPTIONS = [
  { value: "miles", label: "Miles" },
  { value: "km", label: "Kilometres" }
];
const distanceUnitOf = (choice) => choice === "km" ? "km" : "miles";
const toMiles = (distance, unit) => unit === "km" ? distance * MILES_PER_KM : distance;
const perDistanceWord = (unit) => unit === "km" ? "km" : "mile";
export {
  DISTANCE_UNIT_OPTIONS as D,
  KM_PER_MILE as K,
  LITRES_PER_UK_GALLON as L,
  MILES_PER_KM as M,
  SQFT_PER_SQM as S,
  parseCost as a,
  allFinite as b,
  formatPercent as c,
  calculatorMeta as d,
  calculatorRoute as e,
  formatMoney as f,
  firstInvalid as g,
  distanceUnitOf as h,
  formatMoneyPrecise as i,
  formatWhole as j,
  perDistanceWord as k,
  formatOneDecimal as l,
  defaultInputs as m,
  inputsToSearch as n,
  formatMoneyRounded as o,
  parseNumber as p,
  roundShown as r,
  toMiles as t
};
