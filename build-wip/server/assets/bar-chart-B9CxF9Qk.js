import { jsxs, jsx } from "react/jsx-runtime";
const TONES = { brand: "bg-brand-700", amber: "bg-amber-500", slate: "bg-slate-500" };
function BarChart({ title, bars }) {
  const max = Math.max(...bars.map((bar) => Math.abs(bar.value)), 0);
  return /* @__PURE__ */ jsxs("figure", { className: "mt-6", children: [
    /* @__PURE__ */ jsx("figcaption", { className: "font-semibold text-slate-900", children: title }),
    /* @__PURE__ */ jsx("ul", { className: "mt-3 space-y-3", children: bars.map((bar) => /* @__PURE__ */ jsxs("li", { children: [
      /* @__PURE__ */ jsxs("div", { className: "flex justify-between gap-3 text-sm", children: [
        /* @__PURE__ */ jsx("span", { className: "text-slate-700", children: bar.label }),
        /* @__PURE__ */ jsx("span", { className: "font-semibold text-slate-900 tabular-nums", children: bar.display })
      ] }),
      /* @__PURE__ */ jsx("div", { className: "mt-1 h-3 rounded-full bg-slate-100", "aria-hidden": "true", children: /* @__PURE__ */ jsx(
        "div",
        {
          className: `h-3 rounded-full ${TONES[bar.tone ?? "brand"]}`,
          style: {
            width: `${max > 0 ? Math.max(1, Math.abs(bar.value) / max * 100) : 0}%`
          }
        }
      ) })
    ] }, bar.label)) })
  ] });
}
export {
  BarChart as B
};
