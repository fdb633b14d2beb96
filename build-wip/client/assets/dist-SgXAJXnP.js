import { R as Tt } from "./index-DT7zDAjo.js";
import { R as a } from "./shell-CyLvIMRH.js";
function Wt(r) {
  if (typeof document > "u") return;
  const s = document.head || document.getElementsByTagName("head")[0],
    e = document.createElement("style");
  (e.type = "text/css"),
    s.appendChild(e),
    e.styleSheet ? (e.styleSheet.cssText = r) : e.appendChild(document.createTextNode(r));
}
const Kt = (r) => {
    switch (r) {
      case "success":
        return Qt;
      case "info":
        return Jt;
      case "warning":
        return Zt;
      case "error":
        return te;
      default:
        return null;
    }
  },
  qt = Array(12).fill(0),
  Gt = ({ visible: r, className: s }) =>
    a.createElement(
      "div",
      { className: ["sonner-loading-wrapper", s].filter(Boolean).join(" "), "data-visible": r },
      a.createElement(
        "div",
        { className: "sonner-spinner" },
        qt.map((e, n) =>
          a.createElement("div", { className: "sonner-loading-bar", key: `spinner-bar-${n}` }),
        ),
      ),
    ),
  Qt = a.createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 20 20",
      fill: "currentColor",
      height: "20",
      width: "20",
      "aria-hidden": "true",
    },
    a.createElement("path", {
      fillRule: "evenodd",
      d: "M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z",
      clipRule: "evenodd",
    }),
  ),
  Zt = a.createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 24 24",
      fill: "currentColor",
      height: "20",
      width: "20",
      "aria-hidden": "true",
    },
    a.createElement("path", {
      fillRule: "evenodd",
      d: "M9.401 3.003c1.155-2 4.043-2 5.197 0l7.355 12.748c1.154 2-.29 4.5-2.599 4.5H4.645c-2.309 0-3.752-2.5-2.598-4.5L9.4 3.003zM12 8.25a.75.75 0 01.75.75v3.75a.75.75 0 01-1.5 0V9a.75.75 0 01.75-.75zm0 8.25a.75.75 0 100-1.5.75.75 0 000 1.5z",
      clipRule: "evenodd",
    }),
  ),
  Jt = a.createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 20 20",
      fill: "currentColor",
      height: "20",
      width: "20",
      "aria-hidden": "true",
    },
    a.createElement("path", {
      fillRule: "evenodd",
      d: "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-7-4a1 1 0 11-2 0 1 1 0 012 0zM9 9a.75.75 0 000 1.5h.253a.25.25 0 01.244.304l-.459 2.066A1.75 1.75 0 0010.747 15H11a.75.75 0 000-1.5h-.253a.25.25 0 01-.244-.304l.459-2.066A1.75 1.75 0 009.253 9H9z",
      clipRule: "evenodd",
    }),
  ),
  te = a.createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 20 20",
      fill: "currentColor",
      height: "20",
      width: "20",
      "aria-hidden": "true",
    },
    a.createElement("path", {
      fillRule: "evenodd",
      d: "M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z",
      clipRule: "evenodd",
    }),
  ),
  ee = a.createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: "12",
      height: "12",
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "1.5",
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
    },
    a.createElement("line", { x1: "18", y1: "6", x2: "6", y2: "18" }),
    a.createElement("line", { x1: "6", y1: "6", x2: "18", y2: "18" }),
  ),
  ae = () => {
    const [r, s] = a.useState(document.hidden);
    return (
      a.useEffect(() => {
        const e = () => {
          s(document.hidden);
        };
        return (
          document.addEventListener("visibilitychange", e),
          () => document.removeEventListener("visibilitychange", e)
        );
      }, []),
      r
    );
  };
let se = 1;
const ne = 100,
  Ct = (r) => {
    var s;
    return typeof r?.id == "number" || (r == null || (s = r.id) == null ? void 0 : s.length) > 0
      ? r.id
      : se++;
  };
class oe {
  constructor() {
    (this.subscribe = (s) => (
      this.subscribers.push(s),
      this.getActiveToasts().forEach((e) => s(e)),
      () => {
        const e = this.subscribers.indexOf(s);
        this.subscribers.splice(e, 1);
      }
    )),
      (this.publish = (s) => {
        this.subscribers.forEach((e) => e(s));
      }),
      (this.addToast = (s) => {
        this.publish(s), (this.toasts = [...this.toasts, s]), this.trimHistory();
      }),
      (this.trimHistory = () => {
        let s = this.toasts.length - ne;
        s <= 0 ||
          (this.toasts = this.toasts.filter((e) =>
            s > 0 && this.dismissedToasts.has(e.id)
              ? (this.dismissedToasts.delete(e.id), s--, !1)
              : !0,
          ));
      }),
      (this.create = (s) => {
        const { message: e, ...n } = s,
          l = Ct(s),
          g = this.pendingDismissals.get(l);
        g !== void 0 &&
          (cancelAnimationFrame(g),
          this.pendingDismissals.delete(l),
          this.dismissedToasts.delete(l));
        const h = this.dismissedToasts.has(l),
          N = s.dismissible === void 0 ? !0 : s.dismissible;
        return (
          h &&
            (this.dismissedToasts.delete(l), (this.toasts = this.toasts.filter((i) => i.id !== l))),
          (h ? void 0 : this.toasts.find((i) => i.id === l))
            ? (this.toasts = this.toasts.map((i) =>
                i.id === l
                  ? (this.publish({ ...i, ...s, id: l, title: e }),
                    { ...i, ...s, id: l, dismissible: N, title: e })
                  : i,
              ))
            : this.addToast({ title: e, ...n, dismissible: N, id: l }),
          l
        );
      }),
      (this.dismiss = (s) => {
        if (s == null)
          return (
            this.getActiveToasts().forEach((n) => {
              this.dismissedToasts.add(n.id),
                this.subscribers.forEach((l) => l({ id: n.id, dismiss: !0 }));
            }),
            s
          );
        this.dismissedToasts.add(s);
        const e = this.pendingDismissals.get(s);
        return (
          e !== void 0 && cancelAnimationFrame(e),
          this.pendingDismissals.set(
            s,
            requestAnimationFrame(() => {
              this.pendingDismissals.delete(s),
                this.subscribers.forEach((n) => n({ id: s, dismiss: !0 }));
            }),
          ),
          s
        );
      }),
      (this.message = (s, e) => this.create({ ...e, message: s, type: void 0 })),
      (this.error = (s, e) => this.create({ ...e, message: s, type: "error" })),
      (this.success = (s, e) => this.create({ ...e, type: "success", message: s })),
      (this.info = (s, e) => this.create({ ...e, type: "info", message: s })),
      (this.warning = (s, e) => this.create({ ...e, type: "warning", message: s })),
      (this.loading = (s, e) => this.create({ ...e, type: "loading", message: s })),
      (this.promise = (s, e) => {
        if (!e) return;
        let n;
        e.loading !== void 0 &&
          (n = this.create({
            ...e,
            promise: s,
            type: "loading",
            message: e.loading,
            description: typeof e.description != "function" ? e.description : void 0,
          }));
        const l = Promise.resolve(s instanceof Function ? s() : s);
        let g = n !== void 0,
          h;
        const N = l
            .then(async (i) => {
              if (((h = ["resolve", i]), a.isValidElement(i)))
                (g = !1), this.create({ id: n, type: "default", message: i });
              else if (ie(i) && !i.ok) {
                g = !1;
                const t =
                    typeof e.error == "function"
                      ? await e.error(`HTTP error! status: ${i.status}`)
                      : e.error,
                  x =
                    typeof e.description == "function"
                      ? await e.description(`HTTP error! status: ${i.status}`)
                      : e.description,
                  w = typeof t == "object" && !a.isValidElement(t) ? t : { message: t };
                this.create({ id: n, type: "error", description: x, ...w });
              } else if (i instanceof Error) {
                g = !1;
                const t = typeof e.error == "function" ? await e.error(i) : e.error,
                  x = typeof e.description == "function" ? await e.description(i) : e.description,
                  w = typeof t == "object" && !a.isValidElement(t) ? t : { message: t };
                this.create({ id: n, type: "error", description: x, ...w });
              } else if (e.success !== void 0) {
                g = !1;
                const t = typeof e.success == "function" ? await e.success(i) : e.success,
                  x = typeof e.description == "function" ? await e.description(i) : e.description,
                  w = typeof t == "object" && !a.isValidElement(t) ? t : { message: t };
                this.create({ id: n, type: "success", description: x, ...w });
              }
            })
            .catch(async (i) => {
              if (((h = ["reject", i]), e.error !== void 0)) {
                g = !1;
                const S = typeof e.error == "function" ? await e.error(i) : e.error,
                  t = typeof e.description == "function" ? await e.description(i) : e.description,
                  O = typeof S == "object" && !a.isValidElement(S) ? S : { message: S };
                this.create({ id: n, type: "error", description: t, ...O });
              }
            })
            .finally(() => {
              g && (this.dismiss(n), (n = void 0)), e.finally == null || e.finally.call(e);
            }),
          B = () =>
            new Promise((i, S) => N.then(() => (h[0] === "reject" ? S(h[1]) : i(h[1]))).catch(S));
        return typeof n != "string" && typeof n != "number"
          ? { unwrap: B }
          : Object.assign(n, { unwrap: B });
      }),
      (this.custom = (s, e) => {
        const n = Ct(e);
        return (this.create({ ...e, jsx: s(n), id: n, type: void 0 }), n);
      }),
      (this.getActiveToasts = () => this.toasts.filter((s) => !this.dismissedToasts.has(s.id))),
      (this.subscribers = []),
      (this.toasts = []),
      (this.dismissedToasts = new Set()),
      (this.pendingDismissals = new Map());
  }
}
const T = new oe(),
  re = (r, s) => T.message(r, s),
  ie = (r) =>
    r &&
    typeof r == "object" &&
    "ok" in r &&
    typeof r.ok == "boolean" &&
    "status" in r &&
    typeof r.status == "number",
  le = re,
  de = () => T.toasts,
  ce = () => T.getActiveToasts(),
  Te = Object.assign(
    le,
    {
      success: T.success,
      info: T.info,
      warning: T.warning,
      error: T.error,
      custom: T.custom,
      message: T.message,
      promise: T.promise,
      dismiss: T.dismiss,
      loading: T.loading,
    },
    { getHistory: de, getToasts: ce },
  );
Wt(
  "[data-sonner-toaster][dir=ltr],html[dir=ltr]{--toast-icon-margin-start:-3px;--toast-icon-margin-end:4px;--toast-svg-margin-start:-1px;--toast-svg-margin-end:0px;--toast-button-margin-start:auto;--toast-button-margin-end:0;--toast-close-button-start:0;--toast-close-button-end:unset;--toast-close-button-transform:translate(-35%, -35%)}[data-sonner-toaster][dir=rtl],html[dir=rtl]{--toast-icon-margin-start:4px;--toast-icon-margin-end:-3px;--toast-svg-margin-start:0px;--toast-svg-margin-end:-1px;--toast-button-margin-start:0;--toast-button-margin-end:auto;--toast-close-button-start:unset;--toast-close-button-end:0;--toast-close-button-transform:translate(35%, -35%)}[data-sonner-toaster]{position:fixed;width:var(--width);font-family:ui-sans-serif,system-ui,-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;--gray1:hsl(0, 0%, 99%);--gray2:hsl(0, 0%, 97.3%);--gray3:hsl(0, 0%, 95.1%);--gray4:hsl(0, 0%, 93%);--gray5:hsl(0, 0%, 90.9%);--gray6:hsl(0, 0%, 88.7%);--gray7:hsl(0, 0%, 85.8%);--gray8:hsl(0, 0%, 78%);--gray9:hsl(0, 0%, 56.1%);--gray10:hsl(0, 0%, 52.3%);--gray11:hsl(0, 0%, 43.5%);--gray12:hsl(0, 0%, 9%);--border-radius:8px;box-sizing:border-box;padding:0;margin:0;list-style:none;outline:0;z-index:999999999;transition:transform .4s ease}@media (hover:none) and (pointer:coarse){[data-sonner-toaster][data-lifted=true]{transform:none}}[data-sonner-toaster][data-x-position=right]{right:var(--offset-right)}[data-sonner-toaster][data-x-position=left]{left:var(--offset-left)}[data-sonner-toaster][data-x-position=center]{left:50%;transform:translateX(-50%)}[data-sonner-toaster][data-y-position=top]{top:var(--offset-top)}[data-sonner-toaster][data-y-position=bottom]{bottom:var(--offset-bottom)}[data-sonner-toast]{--y:translateY(100%);--lift-amount:calc(var(--lift) * var(--gap));z-index:var(--z-index);position:absolute;opacity:0;transform:var(--y);touch-action:none;transition:transform .4s,opacity .4s,height .4s,box-shadow .2s;box-sizing:border-box;outline:0;overflow-wrap:anywhere}[data-sonner-toast][data-styled=true]{padding:16px;background:var(--normal-bg);border:1px solid var(--normal-border);color:var(--normal-text);border-radius:var(--border-radius);box-shadow:0 4px 12px rgba(0,0,0,.1);width:var(--width);font-size:13px;display:flex;align-items:center;gap:6px}[data-sonner-toast]:focus-visible{box-shadow:0 4px 12px rgba(0,0,0,.1),0 0 0 2px rgba(0,0,0,.2)}[data-sonner-toast][data-y-position=top]{top:0;--y:translateY(-100%);--lift:1;--lift-amount:calc(1 * var(--gap))}[data-sonner-toast][data-y-position=bottom]{bottom:0;--y:translateY(100%);--lift:-1;--lift-amount:calc(var(--lift) * var(--gap))}[data-sonner-toast][data-styled=true] [data-description]{font-weight:400;line-height:1.4;color:#3f3f3f}[data-rich-colors=true][data-sonner-toast][data-styled=true] [data-description]{color:inherit}[data-sonner-toaster][data-sonner-theme=dark] [data-description]{color:#e8e8e8}[data-sonner-toast][data-styled=true] [data-title]{font-weight:500;line-height:1.5;color:inherit}[data-sonner-toast][data-styled=true] [data-icon]{display:flex;height:16px;width:16px;position:relative;justify-content:flex-start;align-items:center;flex-shrink:0;margin-left:var(--toast-icon-margin-start);margin-right:var(--toast-icon-margin-end)}[data-sonner-toast][data-promise=true] [data-icon]>svg{opacity:0;transform:scale(.8);transform-origin:center;animation:sonner-fade-in .3s ease forwards}[data-sonner-toast][data-styled=true] [data-icon]>*{flex-shrink:0}[data-sonner-toast][data-styled=true] [data-icon] svg{margin-left:var(--toast-svg-margin-start);margin-right:var(--toast-svg-margin-end)}[data-sonner-toast][data-styled=true] [data-content]{display:flex;flex-direction:column;gap:2px;flex:1;min-width:0}[data-sonner-toast][data-styled=true] [data-button]{border-radius:4px;padding-left:8px;padding-right:8px;height:24px;font-size:12px;color:var(--normal-bg);background:var(--normal-text);margin-left:var(--toast-button-margin-start);margin-right:var(--toast-button-margin-end);border:none;font-weight:500;cursor:pointer;outline:0;display:flex;align-items:center;flex-shrink:0;transition:opacity .4s,box-shadow .2s}[data-sonner-toast][data-styled=true] [data-button]:focus-visible{box-shadow:0 0 0 2px rgba(0,0,0,.4)}[data-sonner-toast][data-styled=true] [data-button]:first-of-type{margin-left:var(--toast-button-margin-start);margin-right:var(--toast-button-margin-end)}[data-sonner-toast][data-styled=true] [data-cancel]{color:var(--normal-text);background:rgba(0,0,0,.08)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast][data-styled=true] [data-cancel]{background:rgba(255,255,255,.3)}[data-sonner-toast][data-styled=true] [data-close-button]{position:absolute;left:var(--toast-close-button-start);right:var(--toast-close-button-end);top:0;height:20px;width:20px;display:flex;justify-content:center;align-items:center;padding:0;color:var(--normal-text);background:var(--normal-bg);border:1px solid var(--normal-border);transform:var(--toast-close-button-transform);border-radius:50%;cursor:pointer;z-index:1;transition:opacity .1s,background .2s,border-color .2s}[data-sonner-toast][data-styled=true] [data-close-button]:focus-visible{box-shadow:0 4px 12px rgba(0,0,0,.1),0 0 0 2px rgba(0,0,0,.2)}[data-sonner-toast][data-styled=true] [data-disabled=true]{cursor:not-allowed}[data-sonner-toast][data-styled=true]:hover [data-close-button]:hover{background:var(--gray2);border-color:var(--gray5)}[data-sonner-toast][data-swiping=true]::before{content:'';position:absolute;left:-100%;right:-100%;height:100%;z-index:-1}[data-sonner-toast][data-y-position=top][data-swiping=true]::before{bottom:50%;transform:scaleY(3) translateY(50%)}[data-sonner-toast][data-y-position=bottom][data-swiping=true]::before{top:50%;transform:scaleY(3) translateY(-50%)}[data-sonner-toast][data-swiping=false][data-removed=true]::before{content:'';position:absolute;inset:0;transform:scaleY(2)}[data-sonner-toast][data-expanded=true]::after{content:'';position:absolute;left:0;height:calc(var(--gap) + 1px);bottom:100%;width:100%}[data-sonner-toast][data-mounted=true]{--y:translateY(0);opacity:1}[data-sonner-toast][data-expanded=false][data-front=false]{--scale:var(--toasts-before) * 0.05 + 1;--y:translateY(calc(var(--lift-amount) * var(--toasts-before))) scale(calc(-1 * var(--scale)));height:var(--front-toast-height)}[data-sonner-toast]>*{transition:opacity .4s}[data-sonner-toast][data-x-position=right]{right:0}[data-sonner-toast][data-x-position=left]{left:0}[data-sonner-toast][data-expanded=false][data-front=false][data-styled=true]>*{opacity:0}[data-sonner-toast][data-visible=false]{opacity:0;pointer-events:none}[data-sonner-toast][data-mounted=true][data-expanded=true]{--y:translateY(calc(var(--lift) * var(--offset)));height:var(--initial-height)}[data-sonner-toast][data-removed=true][data-front=true][data-swipe-out=false]{--y:translateY(calc(var(--lift) * -100%));opacity:0}[data-sonner-toast][data-removed=true][data-front=false][data-swipe-out=false][data-expanded=true]{--y:translateY(calc(var(--lift) * var(--offset) + var(--lift) * -100%));opacity:0}[data-sonner-toast][data-removed=true][data-front=false][data-swipe-out=false][data-expanded=false]{--y:translateY(40%);opacity:0;transition:transform .5s,opacity .2s}[data-sonner-toast][data-removed=true][data-front=false]::before{height:calc(var(--initial-height) + 20%)}[data-sonner-toast][data-swiping=true]{transform:var(--y) translateY(var(--swipe-amount-y,0)) translateX(var(--swipe-amount-x,0));transition:none}[data-sonner-toast][data-swiped=true]{-webkit-user-select:none;user-select:none}[data-sonner-toast][data-swipe-out=true][data-y-position=bottom],[data-sonner-toast][data-swipe-out=true][data-y-position=top]{animation-duration:.2s;animation-timing-function:ease-out;animation-fill-mode:forwards}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=left]{animation-name:swipe-out-left}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=right]{animation-name:swipe-out-right}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=up]{animation-name:swipe-out-up}[data-sonner-toast][data-swipe-out=true][data-swipe-direction=down]{animation-name:swipe-out-down}@keyframes swipe-out-left{from{transform:var(--y) translateX(var(--swipe-amount-x));opacity:1}to{transform:var(--y) translateX(calc(var(--swipe-amount-x) - 100%));opacity:0}}@keyframes swipe-out-right{from{transform:var(--y) translateX(var(--swipe-amount-x));opacity:1}to{transform:var(--y) translateX(calc(var(--swipe-amount-x) + 100%));opacity:0}}@keyframes swipe-out-up{from{transform:var(--y) translateY(var(--swipe-amount-y));opacity:1}to{transform:var(--y) translateY(calc(var(--swipe-amount-y) - 100%));opacity:0}}@keyframes swipe-out-down{from{transform:var(--y) translateY(var(--swipe-amount-y));opacity:1}to{transform:var(--y) translateY(calc(var(--swipe-amount-y) + 100%));opacity:0}}@media (max-width:600px){[data-sonner-toaster]{position:fixed;right:var(--mobile-offset-right);left:var(--mobile-offset-left);width:100%}[data-sonner-toaster][dir=rtl]{left:calc(var(--mobile-offset-left) * -1)}[data-sonner-toaster] [data-sonner-toast]{left:0;right:0;width:calc(100% - var(--mobile-offset-left) * 2)}[data-sonner-toaster][data-x-position=left]{left:var(--mobile-offset-left)}[data-sonner-toaster][data-y-position=bottom]{bottom:var(--mobile-offset-bottom)}[data-sonner-toaster][data-y-position=top]{top:var(--mobile-offset-top)}[data-sonner-toaster][data-x-position=center]{left:var(--mobile-offset-left);right:var(--mobile-offset-right);transform:none}}[data-sonner-toaster][data-sonner-theme=light]{--normal-bg:#fff;--normal-border:var(--gray4);--normal-text:var(--gray12);--success-bg:hsl(143, 85%, 96%);--success-border:hsl(145, 92%, 87%);--success-text:hsl(140, 100%, 27%);--info-bg:hsl(208, 100%, 97%);--info-border:hsl(221, 91%, 93%);--info-text:hsl(210, 92%, 45%);--warning-bg:hsl(49, 100%, 97%);--warning-border:hsl(49, 91%, 84%);--warning-text:hsl(31, 92%, 45%);--error-bg:hsl(359, 100%, 97%);--error-border:hsl(359, 100%, 94%);--error-text:hsl(360, 100%, 45%)}[data-sonner-toaster][data-sonner-theme=light] [data-sonner-toast][data-invert=true]{--normal-bg:#000;--normal-border:hsl(0, 0%, 20%);--normal-text:var(--gray1)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast][data-invert=true]{--normal-bg:#fff;--normal-border:var(--gray3);--normal-text:var(--gray12)}[data-sonner-toaster][data-sonner-theme=dark]{--normal-bg:#000;--normal-bg-hover:hsl(0, 0%, 12%);--normal-border:hsl(0, 0%, 20%);--normal-border-hover:hsl(0, 0%, 25%);--normal-text:var(--gray1);--success-bg:hsl(150, 100%, 6%);--success-border:hsl(147, 100%, 12%);--success-text:hsl(150, 86%, 65%);--info-bg:hsl(215, 100%, 6%);--info-border:hsl(223, 43%, 17%);--info-text:hsl(216, 87%, 65%);--warning-bg:hsl(64, 100%, 6%);--warning-border:hsl(60, 100%, 9%);--warning-text:hsl(46, 87%, 65%);--error-bg:hsl(358, 76%, 10%);--error-border:hsl(357, 89%, 16%);--error-text:hsl(358, 100%, 81%)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast] [data-close-button]{background:var(--normal-bg);border-color:var(--normal-border);color:var(--normal-text)}[data-sonner-toaster][data-sonner-theme=dark] [data-sonner-toast] [data-close-button]:hover{background:var(--normal-bg-hover);border-color:var(--normal-border-hover)}[data-rich-colors=true][data-sonner-toast][data-type=success]{background:var(--success-bg);border-color:var(--success-border);color:var(--success-text)}[data-rich-colors=true][data-sonner-toast][data-type=success] [data-close-button]{background:var(--success-bg);border-color:var(--success-border);color:var(--success-text)}[data-rich-colors=true][data-sonner-toast][data-type=info]{background:var(--info-bg);border-color:var(--info-border);color:var(--info-text)}[data-rich-colors=true][data-sonner-toast][data-type=info] [data-close-button]{background:var(--info-bg);border-color:var(--info-border);color:var(--info-text)}[data-rich-colors=true][data-sonner-toast][data-type=warning]{background:var(--warning-bg);border-color:var(--warning-border);color:var(--warning-text)}[data-rich-colors=true][data-sonner-toast][data-type=warning] [data-close-button]{background:var(--warning-bg);border-color:var(--warning-border);color:var(--warning-text)}[data-rich-colors=true][data-sonner-toast][data-type=error]{background:var(--error-bg);border-color:var(--error-border);color:var(--error-text)}[data-rich-colors=true][data-sonner-toast][data-type=error] [data-close-button]{background:var(--error-bg);border-color:var(--error-border);color:var(--error-text)}.sonner-loading-wrapper{--size:16px;height:var(--size);width:var(--size);position:absolute;inset:0;z-index:10}.sonner-loading-wrapper[data-visible=false]{transform-origin:center;animation:sonner-fade-out .2s ease forwards}.sonner-spinner{position:relative;top:50%;left:50%;height:var(--size);width:var(--size)}.sonner-loading-bar{animation:sonner-spin 1.2s linear infinite;background:var(--gray11);border-radius:6px;height:8%;left:-10%;position:absolute;top:-3.9%;width:24%}.sonner-loading-bar:first-child{animation-delay:-1.2s;transform:rotate(.0001deg) translate(146%)}.sonner-loading-bar:nth-child(2){animation-delay:-1.1s;transform:rotate(30deg) translate(146%)}.sonner-loading-bar:nth-child(3){animation-delay:-1s;transform:rotate(60deg) translate(146%)}.sonner-loading-bar:nth-child(4){animation-delay:-.9s;transform:rotate(90deg) translate(146%)}.sonner-loading-bar:nth-child(5){animation-delay:-.8s;transform:rotate(120deg) translate(146%)}.sonner-loading-bar:nth-child(6){animation-delay:-.7s;transform:rotate(150deg) translate(146%)}.sonner-loading-bar:nth-child(7){animation-delay:-.6s;transform:rotate(180deg) translate(146%)}.sonner-loading-bar:nth-child(8){animation-delay:-.5s;transform:rotate(210deg) translate(146%)}.sonner-loading-bar:nth-child(9){animation-delay:-.4s;transform:rotate(240deg) translate(146%)}.sonner-loading-bar:nth-child(10){animation-delay:-.3s;transform:rotate(270deg) translate(146%)}.sonner-loading-bar:nth-child(11){animation-delay:-.2s;transform:rotate(300deg) translate(146%)}.sonner-loading-bar:nth-child(12){animation-delay:-.1s;transform:rotate(330deg) translate(146%)}@keyframes sonner-fade-in{0%{opacity:0;transform:scale(.8)}100%{opacity:1;transform:scale(1)}}@keyframes sonner-fade-out{0%{opacity:1;transform:scale(1)}100%{opacity:0;transform:scale(.8)}}@keyframes sonner-spin{0%{opacity:1}100%{opacity:.15}}@media (prefers-reduced-motion){.sonner-loading-bar,[data-sonner-toast],[data-sonner-toast]>*{transition:none!important;animation:none!important}}.sonner-loader{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);transform-origin:center;transition:opacity .2s,transform .2s}.sonner-loader[data-visible=false]{opacity:0;transform:scale(.8) translate(-50%,-50%)}",
);
function gt(r) {
  return r.label !== void 0;
}
const ue = 3,
  fe = "24px",
  me = "16px",
  Ht = 4e3,
  pe = 356,
  ge = 14,
  he = 45,
  be = 200;
function H(...r) {
  return r.filter(Boolean).join(" ");
}
function ve(r) {
  const [s, e] = r.split("-"),
    n = [];
  return (s && n.push(s), e && n.push(e), n);
}
const ye = (r) => {
  var s, e, n, l, g, h, N, B, i;
  const {
      invert: S,
      toast: t,
      unstyled: x,
      interacting: O,
      setHeights: w,
      visibleToasts: ht,
      heights: U,
      index: c,
      toasts: lt,
      expanded: W,
      removeToast: dt,
      defaultRichColors: ct,
      closeButton: ut,
      style: V,
      cancelButtonStyle: Z,
      actionButtonStyle: X,
      className: bt = "",
      descriptionClassName: ft = "",
      duration: J,
      position: tt,
      gap: z,
      expandByDefault: et,
      classNames: u,
      icons: M,
      closeButtonAriaLabel: P = "Close toast",
    } = r,
    [D, at] = a.useState(null),
    [L, Y] = a.useState(null),
    [K, d] = a.useState(!1),
    [m, p] = a.useState(!1),
    [_, $] = a.useState(!1),
    [f, st] = a.useState(!1),
    [mt, nt] = a.useState(!1),
    [ot, vt] = a.useState(0),
    [zt, St] = a.useState(0),
    rt = a.useRef(t.duration || J || Ht),
    kt = a.useRef(null),
    j = a.useRef(null),
    Pt = c === 0,
    Lt = c + 1 <= ht,
    E = t.type,
    Dt = E ?? "default",
    q = t.dismissible !== !1,
    jt = t.className || "",
    Yt = t.descriptionClassName || "",
    pt = a.useMemo(() => U.findIndex((o) => o.toastId === t.id) || 0, [U, t.id]),
    $t = a.useMemo(() => {
      var o;
      return (o = t.closeButton) != null ? o : ut;
    }, [t.closeButton, ut]),
    Nt = a.useMemo(() => t.duration || J || Ht, [t.duration, J]),
    yt = a.useRef(0),
    G = a.useRef(0),
    _t = a.useRef(0),
    Q = a.useRef(null),
    [Ft, Vt] = tt.split("-"),
    Rt = a.useMemo(() => U.reduce((o, b, y) => (y >= pt ? o : o + b.height), 0), [U, pt]),
    Bt = ae(),
    I = a.useMemo(() => {
      var o;
      return (o = r.swipeDirections) != null ? o : ve(tt);
    }, [r.swipeDirections, tt]),
    Xt = t.invert || S,
    xt = E === "loading";
  (G.current = a.useMemo(() => pt * z + Rt, [pt, Rt])),
    a.useEffect(() => {
      rt.current = Nt;
    }, [Nt]),
    a.useEffect(() => {
      d(!0);
    }, []),
    a.useEffect(() => {
      const o = j.current;
      if (o) {
        const b = o.getBoundingClientRect().height;
        return (
          St(b),
          w((y) => [{ toastId: t.id, height: b, position: t.position }, ...y]),
          () => w((y) => y.filter((k) => k.toastId !== t.id))
        );
      }
    }, [w, t.id]),
    a.useLayoutEffect(() => {
      if (!K) return;
      const o = j.current,
        b = o.style.height;
      o.style.height = "auto";
      const y = o.getBoundingClientRect().height;
      (o.style.height = b),
        St(y),
        w((k) =>
          k.find((v) => v.toastId === t.id)
            ? k.map((v) => (v.toastId === t.id ? { ...v, height: y } : v))
            : [{ toastId: t.id, height: y, position: t.position }, ...k],
        );
    }, [K, t.title, t.description, w, t.id, t.jsx, t.action, t.cancel]);
  const F = a.useCallback(() => {
    p(!0),
      vt(G.current),
      w((o) => o.filter((b) => b.toastId !== t.id)),
      setTimeout(() => {
        dt(t);
      }, be);
  }, [t, dt, w, G]);
  a.useEffect(() => {
    if ((t.promise && E === "loading") || t.duration === 1 / 0 || t.type === "loading") return;
    let o;
    return (
      W || O || Bt
        ? (() => {
            if (_t.current < yt.current) {
              const k = new Date().getTime() - yt.current;
              rt.current = rt.current - k;
            }
            _t.current = new Date().getTime();
          })()
        : rt.current !== 1 / 0 &&
          ((yt.current = new Date().getTime()),
          (o = setTimeout(() => {
            t.onAutoClose == null || t.onAutoClose.call(t, t), F();
          }, rt.current))),
      () => clearTimeout(o)
    );
  }, [W, O, t, E, Bt, F]),
    a.useEffect(() => {
      t.delete && (F(), t.onDismiss == null || t.onDismiss.call(t, t));
    }, [F, t.delete]);
  function Mt() {
    var o;
    if (M?.loading) {
      var b;
      return a.createElement(
        "div",
        {
          className: H(
            u?.loader,
            t == null || (b = t.classNames) == null ? void 0 : b.loader,
            "sonner-loader",
          ),
          "data-visible": E === "loading",
        },
        M.loading,
      );
    }
    return a.createElement(Gt, {
      className: H(u?.loader, t == null || (o = t.classNames) == null ? void 0 : o.loader),
      visible: E === "loading",
    });
  }
  const Ut = t.icon || M?.[E] || Kt(E);
  var It, At;
  return a.createElement(
    "li",
    {
      tabIndex: 0,
      ref: j,
      className: H(
        bt,
        jt,
        u?.toast,
        t == null || (s = t.classNames) == null ? void 0 : s.toast,
        u?.[Dt],
        t == null || (e = t.classNames) == null ? void 0 : e[Dt],
      ),
      "data-sonner-toast": "",
      "data-rich-colors": (It = t.richColors) != null ? It : ct,
      "data-styled": !(t.jsx || t.unstyled || x),
      "data-mounted": K,
      "data-promise": !!t.promise,
      "data-swiped": mt,
      "data-removed": m,
      "data-visible": Lt,
      "data-y-position": Ft,
      "data-x-position": Vt,
      "data-index": c,
      "data-front": Pt,
      "data-swiping": _,
      "data-dismissible": q,
      "data-type": E,
      "data-invert": Xt,
      "data-swipe-out": f,
      "data-swipe-direction": L,
      "data-expanded": !!(W || (et && K)),
      "data-testid": t.testId,
      style: {
        "--index": c,
        "--toasts-before": c,
        "--z-index": lt.length - c,
        "--offset": `${m ? ot : G.current}px`,
        "--initial-height": et ? "auto" : `${zt}px`,
        ...V,
        ...t.style,
      },
      onDragEnd: () => {
        $(!1), at(null), (Q.current = null);
      },
      onPointerDown: (o) => {
        o.button !== 2 &&
          (xt ||
            !q ||
            ((kt.current = new Date()),
            vt(G.current),
            o.target.setPointerCapture(o.pointerId),
            o.target.tagName !== "BUTTON" &&
              ($(!0), (Q.current = { x: o.clientX, y: o.clientY }))));
      },
      onPointerUp: () => {
        var o, b, y;
        if (f || !q) return;
        Q.current = null;
        const k = Number(
            ((o = j.current) == null
              ? void 0
              : o.style.getPropertyValue("--swipe-amount-x").replace("px", "")) || 0,
          ),
          it = Number(
            ((b = j.current) == null
              ? void 0
              : b.style.getPropertyValue("--swipe-amount-y").replace("px", "")) || 0,
          ),
          v = new Date().getTime() - ((y = kt.current) == null ? void 0 : y.getTime()),
          R = D === "x" ? k : it,
          A = Math.abs(R) / v;
        if (
          (D === "x"
            ? I.includes(k > 0 ? "right" : "left")
            : I.includes(it > 0 ? "bottom" : "top")) &&
          (Math.abs(R) >= he || A > 0.11)
        ) {
          vt(G.current),
            t.onDismiss == null || t.onDismiss.call(t, t),
            Y(D === "x" ? (k > 0 ? "right" : "left") : it > 0 ? "down" : "up"),
            F(),
            st(!0);
          return;
        } else {
          var C, Et;
          (C = j.current) == null || C.style.setProperty("--swipe-amount-x", "0px"),
            (Et = j.current) == null || Et.style.setProperty("--swipe-amount-y", "0px");
        }
        nt(!1), $(!1), at(null);
      },
      onPointerMove: (o) => {
        var b, y, k;
        if (
          !Q.current ||
          !q ||
          ((b = window.getSelection()) == null ? void 0 : b.toString().length) > 0
        )
          return;
        const v = o.clientY - Q.current.y,
          R = o.clientX - Q.current.x;
        !D && (Math.abs(R) > 1 || Math.abs(v) > 1) && at(Math.abs(R) > Math.abs(v) ? "x" : "y");
        const A = { x: 0, y: 0 };
        const wt = (C) => 1 / (1.5 + Math.abs(C) / 20);
        if (D === "y") {
          if (I.includes("top") || I.includes("bottom"))
            if ((I.includes("top") && v < 0) || (I.includes("bottom") && v > 0)) A.y = v;
            else {
              const C = v * wt(v);
              A.y = Math.abs(C) < Math.abs(v) ? C : v;
            }
        } else if (D === "x" && (I.includes("left") || I.includes("right")))
          if ((I.includes("left") && R < 0) || (I.includes("right") && R > 0)) A.x = R;
          else {
            const C = R * wt(R);
            A.x = Math.abs(C) < Math.abs(R) ? C : R;
          }
        (Math.abs(A.x) > 0 || Math.abs(A.y) > 0) && nt(!0),
          (y = j.current) == null || y.style.setProperty("--swipe-amount-x", `${A.x}px`),
          (k = j.current) == null || k.style.setProperty("--swipe-amount-y", `${A.y}px`);
      },
    },
    $t && !t.jsx && E !== "loading"
      ? a.createElement(
          "button",
          {
            "aria-label": P,
            "data-disabled": xt,
            "data-close-button": !0,
            onClick:
              xt || !q
                ? () => {}
                : () => {
                    F(), t.onDismiss == null || t.onDismiss.call(t, t);
                  },
            className: H(
              u?.closeButton,
              t == null || (n = t.classNames) == null ? void 0 : n.closeButton,
            ),
          },
          (At = M?.close) != null ? At : ee,
        )
      : null,
    (E || t.icon || t.promise) && t.icon !== null && (M?.[E] !== null || t.icon)
      ? a.createElement(
          "div",
          {
            "data-icon": "",
            className: H(u?.icon, t == null || (l = t.classNames) == null ? void 0 : l.icon),
          },
          E === "loading" ? t.icon || Mt() : t.promise ? Mt() : null,
          E !== "loading" ? Ut : null,
        )
      : null,
    a.createElement(
      "div",
      {
        "data-content": "",
        className: H(u?.content, t == null || (g = t.classNames) == null ? void 0 : g.content),
      },
      a.createElement(
        "div",
        {
          "data-title": "",
          className: H(u?.title, t == null || (h = t.classNames) == null ? void 0 : h.title),
        },
        t.jsx ? t.jsx : typeof t.title == "function" ? t.title() : t.title,
      ),
      t.description
        ? a.createElement(
            "div",
            {
              "data-description": "",
              className: H(
                ft,
                Yt,
                u?.description,
                t == null || (N = t.classNames) == null ? void 0 : N.description,
              ),
            },
            typeof t.description == "function" ? t.description() : t.description,
          )
        : null,
    ),
    a.isValidElement(t.cancel)
      ? t.cancel
      : t.cancel && gt(t.cancel)
        ? a.createElement(
            "button",
            {
              "data-button": !0,
              "data-cancel": !0,
              style: t.cancelButtonStyle || Z,
              onClick: (o) => {
                gt(t.cancel) &&
                  q &&
                  (t.cancel.onClick == null || t.cancel.onClick.call(t.cancel, o), F());
              },
              className: H(
                u?.cancelButton,
                t == null || (B = t.classNames) == null ? void 0 : B.cancelButton,
              ),
            },
            t.cancel.label,
          )
        : null,
    a.isValidElement(t.action)
      ? t.action
      : t.action && gt(t.action)
        ? a.createElement(
            "button",
            {
              "data-button": !0,
              "data-action": !0,
              style: t.actionButtonStyle || X,
              onClick: (o) => {
                gt(t.action) &&
                  (t.action.onClick == null || t.action.onClick.call(t.action, o),
                  !o.defaultPrevented && F());
              },
              className: H(
                u?.actionButton,
                t == null || (i = t.classNames) == null ? void 0 : i.actionButton,
              ),
            },
            t.action.label,
          )
        : null,
  );
};
function Ot() {
  if (typeof window > "u" || typeof document > "u") return "ltr";
  const r = document.documentElement.getAttribute("dir");
  return r === "auto" || !r ? window.getComputedStyle(document.documentElement).direction : r;
}
function xe(r, s) {
  const e = {};
  return (
    [r, s].forEach((n, l) => {
      const g = l === 1,
        h = g ? "--mobile-offset" : "--offset",
        N = g ? me : fe;
      function B(i) {
        ["top", "right", "bottom", "left"].forEach((S) => {
          e[`${h}-${S}`] = typeof i == "number" ? `${i}px` : i;
        });
      }
      typeof n == "number" || typeof n == "string"
        ? B(n)
        : typeof n == "object"
          ? ["top", "right", "bottom", "left"].forEach((i) => {
              n[i] === void 0
                ? (e[`${h}-${i}`] = N)
                : (e[`${h}-${i}`] = typeof n[i] == "number" ? `${n[i]}px` : n[i]);
            })
          : B(N);
    }),
    e
  );
}
function Se() {
  const [r, s] = a.useState([]);
  return (
    a.useEffect(
      () =>
        T.subscribe((e) => {
          if (e.dismiss) {
            setTimeout(() => {
              Tt.flushSync(() => {
                s((n) => n.filter((l) => l.id !== e.id));
              });
            });
            return;
          }
          setTimeout(() => {
            Tt.flushSync(() => {
              s((n) => {
                const l = n.findIndex((g) => g.id === e.id);
                return l !== -1
                  ? [...n.slice(0, l), { ...n[l], ...e }, ...n.slice(l + 1)]
                  : [e, ...n];
              });
            });
          });
        }),
      [],
    ),
    { toasts: r }
  );
}
const ke = a.forwardRef((s, e) => {
  const {
      id: n,
      invert: l,
      position: g = "bottom-right",
      hotkey: h = ["altKey", "KeyT"],
      expand: N,
      closeButton: B,
      className: i,
      offset: S,
      mobileOffset: t,
      theme: x = "light",
      richColors: O,
      duration: w,
      style: ht,
      visibleToasts: U = ue,
      toastOptions: c,
      dir: lt = Ot(),
      gap: W = ge,
      icons: dt,
      customAriaLabel: ct,
      containerAriaLabel: ut = "Notifications",
    } = s,
    [V, Z] = a.useState([]),
    X = a.useMemo(
      () => (n ? V.filter((d) => d.toasterId === n) : V.filter((d) => !d.toasterId)),
      [V, n],
    ),
    bt = a.useMemo(
      () => Array.from(new Set([g].concat(X.filter((d) => d.position).map((d) => d.position)))),
      [X, g],
    ),
    [ft, J] = a.useState([]),
    [tt, z] = a.useState(!1),
    [et, u] = a.useState(!1),
    [M, P] = a.useState(
      x !== "system"
        ? x
        : typeof window < "u" &&
            window.matchMedia &&
            window.matchMedia("(prefers-color-scheme: dark)").matches
          ? "dark"
          : "light",
    ),
    D = a.useRef(null),
    at = h.join("+").replace(/Key/g, "").replace(/Digit/g, ""),
    L = a.useRef(null),
    Y = a.useRef(!1),
    K = a.useCallback((d) => {
      Z((m) => {
        var p;
        return (
          ((p = m.find((_) => _.id === d.id)) != null && p.delete) || T.dismiss(d.id),
          m.filter(({ id: _ }) => _ !== d.id)
        );
      });
    }, []);
  return (
    a.useEffect(
      () =>
        T.subscribe((d) => {
          if (d.dismiss) {
            requestAnimationFrame(() => {
              Z((m) => m.map((p) => (p.id === d.id ? { ...p, delete: !0 } : p)));
            });
            return;
          }
          setTimeout(() => {
            Tt.flushSync(() => {
              Z((m) => {
                const p = m.findIndex((_) => _.id === d.id);
                return p !== -1
                  ? [...m.slice(0, p), { ...m[p], ...d }, ...m.slice(p + 1)]
                  : [d, ...m];
              });
            });
          });
        }),
      [],
    ),
    a.useEffect(() => {
      if (x !== "system") {
        P(x);
        return;
      }
      if (
        (x === "system" &&
          (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
            ? P("dark")
            : P("light")),
        typeof window > "u")
      )
        return;
      const d = window.matchMedia("(prefers-color-scheme: dark)");
      try {
        d.addEventListener("change", ({ matches: m }) => {
          P(m ? "dark" : "light");
        });
      } catch {
        d.addListener(({ matches: p }) => {
          try {
            P(p ? "dark" : "light");
          } catch (_) {
            console.error(_);
          }
        });
      }
    }, [x]),
    a.useEffect(() => {
      V.length <= 1 && z(!1);
    }, [V]),
    a.useEffect(() => {
      const d = (m) => {
        var p;
        if (h.length > 0 && h.every((f) => m[f] || m.code === f)) {
          var $;
          z(!0), ($ = D.current) == null || $.focus();
        }
        m.code === "Escape" &&
          (document.activeElement === D.current ||
            ((p = D.current) != null && p.contains(document.activeElement))) &&
          z(!1);
      };
      return (
        document.addEventListener("keydown", d), () => document.removeEventListener("keydown", d)
      );
    }, [h]),
    a.useEffect(() => {
      if (D.current)
        return () => {
          L.current &&
            (L.current.focus({ preventScroll: !0 }), (L.current = null), (Y.current = !1));
        };
    }, [D.current]),
    a.createElement(
      "section",
      {
        ref: e,
        "aria-label": ct ?? `${ut} ${at}`,
        tabIndex: -1,
        "aria-live": "polite",
        "aria-relevant": "additions text",
        "aria-atomic": "false",
        suppressHydrationWarning: !0,
        "data-react-aria-top-layer": !0,
      },
      bt.map((d, m) => {
        var p;
        const [_, $] = d.split("-");
        return X.length
          ? a.createElement(
              "ol",
              {
                key: d,
                dir: lt === "auto" ? Ot() : lt,
                tabIndex: -1,
                ref: D,
                className: i,
                "data-sonner-toaster": !0,
                "data-sonner-theme": M,
                "data-y-position": _,
                "data-x-position": $,
                style: {
                  "--front-toast-height": `${((p = ft[0]) == null ? void 0 : p.height) || 0}px`,
                  "--width": `${pe}px`,
                  "--gap": `${W}px`,
                  ...ht,
                  ...xe(S, t),
                },
                onBlur: (f) => {
                  Y.current &&
                    !f.currentTarget.contains(f.relatedTarget) &&
                    ((Y.current = !1),
                    L.current && (L.current.focus({ preventScroll: !0 }), (L.current = null)));
                },
                onFocus: (f) => {
                  (f.target instanceof HTMLElement && f.target.dataset.dismissible === "false") ||
                    Y.current ||
                    ((Y.current = !0), (L.current = f.relatedTarget));
                },
                onMouseEnter: () => z(!0),
                onMouseMove: () => z(!0),
                onMouseLeave: () => {
                  et || z(!1);
                },
                onDragEnd: () => z(!1),
                onPointerDown: (f) => {
                  (f.target instanceof HTMLElement && f.target.dataset.dismissible === "false") ||
                    u(!0);
                },
                onPointerUp: () => u(!1),
              },
              X.filter((f) => (!f.position && m === 0) || f.position === d).map((f, st) => {
                var mt, nt;
                return a.createElement(ye, {
                  key: f.id,
                  icons: dt,
                  index: st,
                  toast: f,
                  defaultRichColors: O,
                  duration: (mt = c?.duration) != null ? mt : w,
                  className: c?.className,
                  descriptionClassName: c?.descriptionClassName,
                  invert: l,
                  visibleToasts: U,
                  closeButton: (nt = c?.closeButton) != null ? nt : B,
                  interacting: et,
                  position: d,
                  style: c?.style,
                  unstyled: c?.unstyled,
                  classNames: c?.classNames,
                  cancelButtonStyle: c?.cancelButtonStyle,
                  actionButtonStyle: c?.actionButtonStyle,
                  closeButtonAriaLabel: c?.closeButtonAriaLabel,
                  removeToast: K,
                  toasts: X.filter((ot) => ot.position == f.position),
                  heights: ft.filter((ot) => ot.position == f.position),
                  setHeights: J,
                  expandByDefault: N,
                  gap: W,
                  expanded: tt,
                  swipeDirections: s.swipeDirections,
                });
              }),
            )
          : null;
      }),
    )
  );
});
export { ke as Toaster, Se as useSonner, Te as toast };
