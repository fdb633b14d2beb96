import {
  a as _,
  w as A,
  P as B,
  j as e,
  G as g,
  p as L,
  r as m,
  I as N,
  t as p,
} from "./shell-CyLvIMRH.js";
const $ = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 6v6l4 2" }],
];
const T = [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 16v-4" }],
  ["path", { d: "M12 8h.01" }],
];
const W = [
  ["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }],
  ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
];
const q = [
    [
      "path",
      {
        d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
      },
    ],
    ["path", { d: "m21.854 2.147-10.94 10.939" }],
  ],
  z = 15e3;
async function R(a, n = z) {
  throw new Error("Email sending is not configured (VITE_EMAILJS_* are unset)");
}
const E = 100,
  M = 255,
  y = 1e3,
  V = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function X(a) {
  if (a.website.trim() !== "") return { ok: !1, silent: !0 };
  const n = a.name.trim(),
    i = a.email.trim(),
    l = a.message.trim(),
    c = ["name", "email", "message"].filter((d) => !{ name: n, email: i, message: l }[d]);
  return c.length > 0
    ? {
        ok: !1,
        silent: !1,
        title: "Missing Information",
        description: "Please fill in all fields.",
        fields: c,
      }
    : n.length > E
      ? {
          ok: !1,
          silent: !1,
          title: "Invalid Input",
          description: "Name must be less than 100 characters.",
          fields: ["name"],
        }
      : l.length > y
        ? {
            ok: !1,
            silent: !1,
            title: "Invalid Input",
            description: "Message must be less than 1000 characters.",
            fields: ["message"],
          }
        : !V.test(i) || i.length > M
          ? {
              ok: !1,
              silent: !1,
              title: "Invalid Email",
              description: "Please enter a valid email address.",
              fields: ["email"],
            }
          : { ok: !0, payload: { from_name: n, from_email: i, message: l } };
}
const w = { name: "", email: "", message: "", website: "" },
  b = (a) =>
    `mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${a ? "border-2 border-red-700" : "border-slate-500"}`;
function D() {
  const [a, n] = m.useState(w),
    [i, l] = m.useState(!1),
    [c, d] = m.useState(null),
    [I, v] = m.useState(!1),
    h = m.useRef(!1),
    u = (t) => (s) => {
      n((o) => ({ ...o, [t]: s.target.value })),
        d((o) => {
          if (!o?.fields.includes(t)) return o;
          const j = o.fields.filter((P) => P !== t);
          return j.length ? { ...o, fields: j } : null;
        });
    },
    r = (t) => (c?.fields.includes(t) ? c.message : void 0),
    f = (t, s) => [s, r(t) && `contact-${t}-error`].filter(Boolean).join(" ") || void 0,
    F = async (t) => {
      if ((t.preventDefault(), h.current)) return;
      const s = X(a);
      if (!s.ok) {
        if (s.silent) return;
        d({ message: s.description, fields: s.fields }),
          p({ title: s.title, description: s.description, variant: "destructive" }),
          document.getElementById(`contact-${s.fields[0]}`)?.focus();
        return;
      }
      d(null), v(!1), (h.current = !0), l(!0), _("contact_submit");
      try {
        await R(s.payload),
          n(w),
          p({
            title: "Message Sent!",
            description: "Thank you for contacting us. We'll get back to you soon.",
          });
      } catch (o) {
        console.error("Contact form send failed", o),
          v(!0),
          p({
            title: "Failed to Send",
            description:
              "There was an error sending your message. Please try again or email us directly.",
            variant: "destructive",
          });
      } finally {
        (h.current = !1), l(!1);
      }
    },
    x = (t) =>
      r(t) &&
      e.jsxs("p", {
        id: `contact-${t}-error`,
        className: "mt-1 text-sm font-semibold text-red-700",
        children: [e.jsx("span", { className: "sr-only", children: "Error: " }), r(t)],
      });
  return e.jsxs("form", {
    noValidate: !0,
    onSubmit: F,
    "aria-labelledby": "contact-form-heading",
    className: "card space-y-5",
    children: [
      e.jsx("h2", {
        id: "contact-form-heading",
        className: "text-xl font-bold text-slate-900",
        children: "Send us a message",
      }),
      e.jsxs("div", {
        children: [
          e.jsx("label", {
            htmlFor: "contact-name",
            className: "block font-semibold text-slate-900",
            children: "Name",
          }),
          e.jsx("input", {
            id: "contact-name",
            name: "name",
            type: "text",
            autoComplete: "name",
            required: !0,
            maxLength: E,
            value: a.name,
            onChange: u("name"),
            "aria-invalid": r("name") ? !0 : void 0,
            "aria-describedby": f("name"),
            className: b(!!r("name")),
          }),
          x("name"),
        ],
      }),
      e.jsxs("div", {
        children: [
          e.jsx("label", {
            htmlFor: "contact-email",
            className: "block font-semibold text-slate-900",
            children: "Email address",
          }),
          e.jsx("input", {
            id: "contact-email",
            name: "email",
            type: "email",
            inputMode: "email",
            autoComplete: "email",
            required: !0,
            maxLength: M,
            value: a.email,
            onChange: u("email"),
            "aria-invalid": r("email") ? !0 : void 0,
            "aria-describedby": f("email"),
            className: b(!!r("email")),
          }),
          x("email"),
        ],
      }),
      e.jsxs("div", {
        children: [
          e.jsx("label", {
            htmlFor: "contact-message",
            className: "block font-semibold text-slate-900",
            children: "Message",
          }),
          e.jsx("textarea", {
            id: "contact-message",
            name: "message",
            rows: 6,
            required: !0,
            maxLength: y,
            value: a.message,
            onChange: u("message"),
            "aria-invalid": r("message") ? !0 : void 0,
            "aria-describedby": f("message", "contact-message-count"),
            className: b(!!r("message")),
          }),
          e.jsxs("p", {
            id: "contact-message-count",
            className: "mt-1 text-sm text-slate-600",
            children: [a.message.length, "/", y, " characters"],
          }),
          x("message"),
        ],
      }),
      e.jsxs("div", {
        "aria-hidden": "true",
        className: "absolute -left-[10000px] h-px w-px overflow-hidden",
        children: [
          e.jsx("label", { htmlFor: "contact-website", children: "Website" }),
          e.jsx("input", {
            id: "contact-website",
            name: "website",
            type: "text",
            tabIndex: -1,
            autoComplete: "off",
            value: a.website,
            onChange: u("website"),
          }),
        ],
      }),
      I &&
        e.jsxs("p", {
          role: "alert",
          className: "rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900",
          children: [
            "Your message was not sent, and everything you typed is still here. Please try again, or email us at",
            " ",
            e.jsx("a", {
              href: `mailto:${g.contactEmail}`,
              className: "underline",
              children: g.contactEmail,
            }),
            ".",
          ],
        }),
      e.jsxs("button", {
        type: "submit",
        className: "btn btn-primary",
        disabled: i,
        children: [e.jsx(N, { icon: q, className: "size-5" }), i ? "Sending..." : "Send Message"],
      }),
    ],
  });
}
const k = [{ name: "Contact" }],
  C = "Contact Us",
  S =
    "Questions, corrections or ideas for Costwise? Send us a message and we will reply within 24-48 hours.",
  U = () => L({ title: C, description: S, path: "/contact", crumbs: k }),
  Y = A(() => {
    const n = [
      {
        icon: W,
        heading: "Email",
        body: e.jsx("a", {
          href: `mailto:${g.contactEmail}`,
          className: "link break-all",
          children: g.contactEmail,
        }),
      },
      { icon: $, heading: "Response time", body: "We reply within 24-48 hours, Monday to Friday." },
      {
        icon: T,
        heading: "Informational only",
        body: "We can explain how the calculators work, but we cannot give financial or mortgage advice.",
      },
    ];
    return e.jsxs("div", {
      className: "container-page py-8",
      children: [
        e.jsx(B, { crumbs: k, title: C, lead: S }),
        e.jsx("ul", {
          className: "grid gap-4 md:grid-cols-3",
          children: n.map(({ icon: i, heading: l, body: c }) =>
            e.jsxs(
              "li",
              {
                className: "card",
                children: [
                  e.jsx(N, { icon: i, className: "size-6 text-brand-700" }),
                  e.jsx("h2", { className: "mt-2 font-semibold text-slate-900", children: l }),
                  e.jsx("p", { className: "mt-1 text-slate-700", children: c }),
                ],
              },
              l,
            ),
          ),
        }),
        e.jsxs("div", {
          className: "mt-8 grid items-start gap-6 lg:grid-cols-3",
          children: [
            e.jsx("div", { className: "lg:col-span-2", children: e.jsx(D, {}) }),
            e.jsxs("aside", {
              "aria-label": "Before you write",
              className: "rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950",
              children: [
                e.jsx("h2", { className: "font-semibold", children: "Before you write" }),
                e.jsx("p", {
                  className: "mt-2",
                  children:
                    "Costwise gives estimates only. We cannot give financial advice, moving quotes or mortgage brokerage, and we never need your bank details or passwords. Please do not send personal financial information.",
                }),
              ],
            }),
          ],
        }),
      ],
    });
  });
export { U as meta, Y as default };
