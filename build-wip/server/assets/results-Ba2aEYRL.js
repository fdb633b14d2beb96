import { jsxs, jsx } from "react/jsx-runtime";
import Download from "lucide/dist/esm/icons/download.mjs";
import { S as ScrollRegion, I as Icon } from "./shell-CUZjnTwD.js";
import { o as formatMoneyRounded, f as formatMoney } from "./calculator-Dw9zRmYy.js";
import "react";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "react-router";
import "lucide/dist/esm/icons/chevron-right.mjs";
import "lucide/dist/esm/icons/calculator.mjs";
import "lucide/dist/esm/icons/rotate-ccw.mjs";
import "lucide/dist/esm/icons/save.mjs";
import "lucide/dist/esm/icons/scale.mjs";
function scheduleCsv(schedule) {
  const rows = schedule.map(
    (year) => [year.year, year.interest, year.principal, year.closingBalance].map((value, index) => index === 0 ? String(value) : value.toFixed(2)).join(",")
  );
  return ["Year,Interest paid (GBP),Capital repaid (GBP),Balance at year end (GBP)", ...rows].join(
    "\r\n"
  );
}
const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 92, right: 12, top: 14, bottom: 34 };
function points(schedule, loan, years) {
  const x = (year) => PAD.left + year / years * (WIDTH - PAD.left - PAD.right);
  const y = (balance) => PAD.top + (1 - balance / loan) * (HEIGHT - PAD.top - PAD.bottom);
  return [
    `${x(0)},${y(loan)}`,
    ...schedule.map((row) => `${x(row.year)},${y(row.closingBalance)}`)
  ].join(" ");
}
function MortgageSchedule({ result }) {
  if (result.schedule.length === 0) return null;
  const years = result.schedule.length;
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([scheduleCsv(result.schedule)], { type: "text/csv;charset=utf-8" })
    );
    const link = Object.assign(document.createElement("a"), {
      href: url,
      download: "mortgage-schedule.csv"
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  const ticks = [0, 0.5, 1].map((share) => result.loanAmount * share);
  return /* @__PURE__ */ jsxs("div", { className: "mt-6", children: [
    /* @__PURE__ */ jsxs("figure", { children: [
      /* @__PURE__ */ jsx("figcaption", { className: "font-semibold text-slate-900", children: "Balance owed over time" }),
      /* @__PURE__ */ jsxs(
        "svg",
        {
          viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
          className: "mt-2 h-auto w-full",
          role: "img",
          "aria-label": `The balance falls from ${formatMoney(result.loanAmount)} to £0 over ${years} years${result.overpayment ? `, or over ${Math.ceil(result.overpayment.months / 12)} years with the overpayment` : ""}. The table below gives every year.`,
          children: [
            ticks.map((tick) => {
              const y = PAD.top + (1 - tick / result.loanAmount) * (HEIGHT - PAD.top - PAD.bottom);
              return /* @__PURE__ */ jsxs("g", { children: [
                /* @__PURE__ */ jsx("line", { x1: PAD.left, x2: WIDTH - PAD.right, y1: y, y2: y, stroke: "#e2e8f0" }),
                /* @__PURE__ */ jsx("text", { x: PAD.left - 8, y: y + 6, textAnchor: "end", fontSize: "18", fill: "#475569", children: formatMoneyRounded(tick) })
              ] }, tick);
            }),
            /* @__PURE__ */ jsx("text", { x: PAD.left, y: HEIGHT - 6, fontSize: "18", fill: "#475569", children: "Year 0" }),
            /* @__PURE__ */ jsxs("text", { x: WIDTH - PAD.right, y: HEIGHT - 6, textAnchor: "end", fontSize: "18", fill: "#475569", children: [
              "Year ",
              years
            ] }),
            /* @__PURE__ */ jsx(
              "polyline",
              {
                points: points(result.schedule, result.loanAmount, years),
                fill: "none",
                stroke: "var(--color-brand-700)",
                strokeWidth: "3"
              }
            ),
            result.overpaidSchedule && /* @__PURE__ */ jsx(
              "polyline",
              {
                points: points(result.overpaidSchedule, result.loanAmount, years),
                fill: "none",
                stroke: "var(--color-amber-500)",
                strokeWidth: "3",
                strokeDasharray: "6 4"
              }
            )
          ]
        }
      ),
      result.overpaidSchedule && /* @__PURE__ */ jsxs("p", { className: "mt-1 flex gap-4 text-sm text-slate-700", children: [
        /* @__PURE__ */ jsxs("span", { children: [
          /* @__PURE__ */ jsx(
            "span",
            {
              "aria-hidden": "true",
              className: "mr-1 inline-block h-1 w-5 bg-brand-700 align-middle"
            }
          ),
          "As agreed"
        ] }),
        /* @__PURE__ */ jsxs("span", { children: [
          /* @__PURE__ */ jsx(
            "span",
            {
              "aria-hidden": "true",
              className: "mr-1 inline-block h-1 w-5 bg-amber-500 align-middle"
            }
          ),
          "With overpayment"
        ] })
      ] })
    ] }),
    /* @__PURE__ */ jsxs("details", { className: "no-print mt-4 rounded-lg border border-slate-200", children: [
      /* @__PURE__ */ jsx("summary", { className: "cursor-pointer p-3 font-semibold text-slate-900", children: "Year-by-year table" }),
      /* @__PURE__ */ jsx(ScrollRegion, { className: "max-h-80 overflow-auto", label: "Year-by-year table (scrolls)", children: /* @__PURE__ */ jsxs("table", { className: "w-full text-right text-sm tabular-nums", children: [
        /* @__PURE__ */ jsx("thead", { className: "sticky top-0 bg-slate-50", children: /* @__PURE__ */ jsxs("tr", { children: [
          /* @__PURE__ */ jsx("th", { scope: "col", className: "p-2 text-left", children: "Year" }),
          /* @__PURE__ */ jsx("th", { scope: "col", className: "p-2", children: "Interest" }),
          /* @__PURE__ */ jsx("th", { scope: "col", className: "p-2", children: "Capital" }),
          /* @__PURE__ */ jsx("th", { scope: "col", className: "p-2", children: "Balance" })
        ] }) }),
        /* @__PURE__ */ jsx("tbody", { children: result.schedule.map((row) => /* @__PURE__ */ jsxs("tr", { className: "border-t border-slate-200", children: [
          /* @__PURE__ */ jsx("th", { scope: "row", className: "p-2 text-left font-normal", children: row.year }),
          /* @__PURE__ */ jsx("td", { className: "p-2", children: formatMoney(row.interest) }),
          /* @__PURE__ */ jsx("td", { className: "p-2", children: formatMoney(row.principal) }),
          /* @__PURE__ */ jsx("td", { className: "p-2", children: formatMoney(row.closingBalance) })
        ] }, row.year)) })
      ] }) }),
      /* @__PURE__ */ jsx("div", { className: "border-t border-slate-200 p-3", children: /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-secondary btn-sm no-print", onClick: download, children: [
        /* @__PURE__ */ jsx(Icon, { icon: Download, className: "size-4" }),
        "Download CSV"
      ] }) })
    ] })
  ] });
}
export {
  MortgageSchedule as default
};
