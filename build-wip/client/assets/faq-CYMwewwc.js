import { I as c, Z as d, j as e, P as i, L as l, w as r, p as u } from "./shell-CyLvIMRH.js";
const h = [["path", { d: "m6 9 6 6 6-6" }]],
  t = [
    {
      question: "Is Costwise free to use?",
      answer:
        "Yes. Every calculator, guide and worked scenario on Costwise is free for everyone, with no paid tier and no limits. The site is paid for by advertising, which is only loaded if you accept it.",
    },
    {
      question: "Do I need to sign up or create an account?",
      answer:
        "No. There are no accounts and no sign-up. You can open any calculator and use it straight away.",
    },
    {
      question: "Where does the data I enter go?",
      answer:
        "It stays in your browser. All calculations run on your own device, so the figures you type are never sent to us or to anyone else.",
    },
    {
      question: "Do the calculators collect or transmit anything?",
      answer:
        "No. The calculators send nothing anywhere, and we never see the figures you enter. If you accept analytics, we only learn which pages were viewed and which buttons, such as Calculate, Save or Share, were used, never the figures themselves.",
    },
    {
      question: "How do Save and Reset work?",
      answer:
        "Save stores a calculator's inputs in your browser's local storage, under a key such as costwise:rent-affordability:inputs, so they are there when you come back on the same device and browser. Reset deletes them, and you can also remove them at any time by clearing this site's data in your browser settings. When you press Calculate, your inputs are also put in the page address, so sharing that link shares those figures.",
    },
    {
      question: "How accurate are the estimates?",
      answer:
        "The calculators use standard formulas, and the figures in our content were checked for 2025, but the results are only as good as the inputs and real prices change. Treat them as estimates for planning, not as financial advice, mortgage advice or a moving quote. For decisions that matter, check with your lender, supplier or a qualified adviser.",
    },
    {
      question: "How do cookies, ads and analytics work on Costwise?",
      answer:
        "On your first visit a banner asks you to choose Accept All or Reject Non-Essential; closing it counts as rejecting. Only if you accept do we load Google AdSense for advertising and Google Analytics 4 for anonymous usage statistics, and rejecting means no Google scripts are loaded at all. You can change your choice at any time with the Cookie settings link in the footer.",
    },
    {
      question: "How do I contact you or report a mistake?",
      answer:
        "Use the form on our Contact page, or write to the email address shown there. If you spot a wrong figure or an out-of-date rate, tell us which page it is on and we will check it. We aim to reply within 24 to 48 hours.",
    },
  ],
  a = [{ name: "FAQ" }],
  o = "Frequently Asked Questions",
  n =
    "Answers to common questions about Costwise: what it costs (nothing), what happens to your figures (they stay in your browser) and how the calculators work.",
  y = () => u({ title: o, description: n, path: "/faq", crumbs: a, jsonLd: [d(t)] }),
  g = r(() =>
    e.jsxs("div", {
      className: "container-page py-8",
      children: [
        e.jsx(i, { crumbs: a, title: o, lead: n }),
        e.jsx("div", {
          className: "max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200",
          children: t.map((s) =>
            e.jsxs(
              "details",
              {
                name: "faq",
                className: "group",
                children: [
                  e.jsxs("summary", {
                    className:
                      "flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden",
                    children: [
                      e.jsx("h2", { children: s.question }),
                      e.jsx(c, {
                        icon: h,
                        className:
                          "size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180",
                      }),
                    ],
                  }),
                  e.jsx("p", { className: "px-5 pb-5 text-slate-700", children: s.answer }),
                ],
              },
              s.question,
            ),
          ),
        }),
        e.jsxs("p", {
          className: "mt-8 text-lg text-slate-700",
          children: [
            "Still have a question?",
            " ",
            e.jsx(l, {
              to: "/contact",
              className: "link",
              prefetch: "intent",
              children: "Contact Us",
            }),
          ],
        }),
      ],
    }),
  );
export { g as default, y as meta };
