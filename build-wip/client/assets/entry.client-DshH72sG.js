import { r as cg, a as ig } from "./index-DT7zDAjo.js";
import {
  r as _l,
  ac as $h,
  aj as ag,
  ak as eg,
  a9 as F1,
  aa as Fh,
  am as fg,
  ad as Ih,
  ae as kh,
  j as L1,
  ag as lg,
  al as ng,
  af as Ph,
  a6 as ph,
  ah as tg,
  ai as ug,
  ab as Wh,
  a8 as wh,
} from "./shell-CyLvIMRH.js";
var h0 = { exports: {} },
  Fe = {},
  g0 = { exports: {} },
  s0 = {};
var K1;
function vg() {
  return (
    K1 ||
      ((K1 = 1),
      ((A) => {
        function Ul(b, R) {
          var U = b.length;
          b.push(R);
          for (; 0 < U; ) {
            var P = (U - 1) >>> 1,
              F = b[P];
            if (0 < Vl(F, R)) (b[P] = R), (b[U] = F), (U = P);
            else break;
          }
        }
        function Al(b) {
          return b.length === 0 ? null : b[0];
        }
        function s(b) {
          if (b.length === 0) return null;
          var R = b[0],
            U = b.pop();
          if (U !== R) {
            b[0] = U;
            for (var P = 0, F = b.length, kt = F >>> 1; P < kt; ) {
              var ea = 2 * (P + 1) - 1,
                Ia = b[ea],
                it = ea + 1,
                na = b[it];
              if (0 > Vl(Ia, U))
                it < F && 0 > Vl(na, Ia)
                  ? ((b[P] = na), (b[it] = U), (P = it))
                  : ((b[P] = Ia), (b[ea] = U), (P = ea));
              else if (it < F && 0 > Vl(na, U)) (b[P] = na), (b[it] = U), (P = it);
              else break;
            }
          }
          return R;
        }
        function Vl(b, R) {
          var U = b.sortIndex - R.sortIndex;
          return U !== 0 ? U : b.id - R.id;
        }
        if (
          ((A.unstable_now = void 0),
          typeof performance == "object" && typeof performance.now == "function")
        ) {
          var ol = performance;
          A.unstable_now = () => ol.now();
        } else {
          var Dl = Date,
            Ft = Dl.now();
          A.unstable_now = () => Dl.now() - Ft;
        }
        var kl = [],
          gt = [],
          $e = 1,
          w = null,
          ll = 3,
          Pu = !1,
          Wt = !1,
          $t = !1,
          ul = !1,
          Rt = typeof setTimeout == "function" ? setTimeout : null,
          la = typeof clearTimeout == "function" ? clearTimeout : null,
          Ie = typeof setImmediate < "u" ? setImmediate : null;
        function ta(b) {
          for (var R = Al(gt); R !== null; ) {
            if (R.callback === null) s(gt);
            else if (R.startTime <= b) s(gt), (R.sortIndex = R.expirationTime), Ul(kl, R);
            else break;
            R = Al(gt);
          }
        }
        function ua(b) {
          if ((($t = !1), ta(b), !Wt))
            if (Al(kl) !== null) (Wt = !0), st || ((st = !0), rt());
            else {
              var R = Al(gt);
              R !== null && Bl(ua, R.startTime - b);
            }
        }
        var st = !1,
          X = -1,
          ke = 5,
          Uu = -1;
        function It() {
          return ul ? !0 : !(A.unstable_now() - Uu < ke);
        }
        function St() {
          if (((ul = !1), st)) {
            var b = A.unstable_now();
            Uu = b;
            var R = !0;
            try {
              l: {
                (Wt = !1), $t && (($t = !1), la(X), (X = -1)), (Pu = !0);
                var U = ll;
                try {
                  t: {
                    for (ta(b), w = Al(kl); w !== null && !(w.expirationTime > b && It()); ) {
                      var P = w.callback;
                      if (typeof P == "function") {
                        (w.callback = null), (ll = w.priorityLevel);
                        var F = P(w.expirationTime <= b);
                        if (((b = A.unstable_now()), typeof F == "function")) {
                          (w.callback = F), ta(b), (R = !0);
                          break t;
                        }
                        w === Al(kl) && s(kl), ta(b);
                      } else s(kl);
                      w = Al(kl);
                    }
                    if (w !== null) R = !0;
                    else {
                      var kt = Al(gt);
                      kt !== null && Bl(ua, kt.startTime - b), (R = !1);
                    }
                  }
                  break l;
                } finally {
                  (w = null), (ll = U), (Pu = !1);
                }
                R = void 0;
              }
            } finally {
              R ? rt() : (st = !1);
            }
          }
        }
        var rt;
        if (typeof Ie == "function")
          rt = () => {
            Ie(St);
          };
        else if (typeof MessageChannel < "u") {
          var aa = new MessageChannel(),
            Pe = aa.port2;
          (aa.port1.onmessage = St),
            (rt = () => {
              Pe.postMessage(null);
            });
        } else
          rt = () => {
            Rt(St, 0);
          };
        function Bl(b, R) {
          X = Rt(() => {
            b(A.unstable_now());
          }, R);
        }
        (A.unstable_IdlePriority = 5),
          (A.unstable_ImmediatePriority = 1),
          (A.unstable_LowPriority = 4),
          (A.unstable_NormalPriority = 3),
          (A.unstable_Profiling = null),
          (A.unstable_UserBlockingPriority = 2),
          (A.unstable_cancelCallback = (b) => {
            b.callback = null;
          }),
          (A.unstable_forceFrameRate = (b) => {
            0 > b || 125 < b
              ? console.error(
                  "forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported",
                )
              : (ke = 0 < b ? Math.floor(1e3 / b) : 5);
          }),
          (A.unstable_getCurrentPriorityLevel = () => ll),
          (A.unstable_next = (b) => {
            switch (ll) {
              case 1:
              case 2:
              case 3:
                var R = 3;
                break;
              default:
                R = ll;
            }
            var U = ll;
            ll = R;
            try {
              return b();
            } finally {
              ll = U;
            }
          }),
          (A.unstable_requestPaint = () => {
            ul = !0;
          }),
          (A.unstable_runWithPriority = (b, R) => {
            switch (b) {
              case 1:
              case 2:
              case 3:
              case 4:
              case 5:
                break;
              default:
                b = 3;
            }
            var U = ll;
            ll = b;
            try {
              return R();
            } finally {
              ll = U;
            }
          }),
          (A.unstable_scheduleCallback = (b, R, U) => {
            var P = A.unstable_now();
            switch (
              (typeof U == "object" && U !== null
                ? ((U = U.delay), (U = typeof U == "number" && 0 < U ? P + U : P))
                : (U = P),
              b)
            ) {
              case 1:
                var F = -1;
                break;
              case 2:
                F = 250;
                break;
              case 5:
                F = 1073741823;
                break;
              case 4:
                F = 1e4;
                break;
              default:
                F = 5e3;
            }
            return (
              (F = U + F),
              (b = {
                id: $e++,
                callback: R,
                priorityLevel: b,
                startTime: U,
                expirationTime: F,
                sortIndex: -1,
              }),
              U > P
                ? ((b.sortIndex = U),
                  Ul(gt, b),
                  Al(kl) === null &&
                    b === Al(gt) &&
                    ($t ? (la(X), (X = -1)) : ($t = !0), Bl(ua, U - P)))
                : ((b.sortIndex = F), Ul(kl, b), Wt || Pu || ((Wt = !0), st || ((st = !0), rt()))),
              b
            );
          }),
          (A.unstable_shouldYield = It),
          (A.unstable_wrapCallback = (b) => {
            var R = ll;
            return function () {
              var U = ll;
              ll = R;
              try {
                return b.apply(this, arguments);
              } finally {
                ll = U;
              }
            };
          });
      })(s0)),
    s0
  );
}
var J1;
function mg() {
  return (J1 || ((J1 = 1), (g0.exports = vg())), g0.exports);
}
var p1;
function og() {
  if (p1) return Fe;
  p1 = 1;
  var A = mg(),
    Ul = ph(),
    Al = cg();
  function s(l) {
    var t = "https://react.dev/errors/" + l;
    if (1 < arguments.length) {
      t += "?args[]=" + encodeURIComponent(arguments[1]);
      for (var u = 2; u < arguments.length; u++) t += "&args[]=" + encodeURIComponent(arguments[u]);
    }
    return (
      "Minified React error #" +
      l +
      "; visit " +
      t +
      " for the full message or use the non-minified dev environment for full errors and additional helpful warnings."
    );
  }
  function Vl(l) {
    return !(!l || (l.nodeType !== 1 && l.nodeType !== 9 && l.nodeType !== 11));
  }
  function ol(l) {
    for (var t = l, u = t; u && !u.alternate; )
      (t = u), (t.flags & 4098) !== 0 && (l = t.return), (u = t.return);
    for (; t.return; ) t = t.return;
    return t.tag === 3 ? l : null;
  }
  function Dl(l) {
    if (l.tag === 13) {
      var t = l.memoizedState;
      if ((t === null && ((l = l.alternate), l !== null && (t = l.memoizedState)), t !== null))
        return t.dehydrated;
    }
    return null;
  }
  function Ft(l) {
    if (l.tag === 31) {
      var t = l.memoizedState;
      if ((t === null && ((l = l.alternate), l !== null && (t = l.memoizedState)), t !== null))
        return t.dehydrated;
    }
    return null;
  }
  function kl(l) {
    if (ol(l) !== l) throw Error(s(188));
  }
  function gt(l) {
    var t = l.alternate;
    if (!t) {
      if (((t = ol(l)), t === null)) throw Error(s(188));
      return t !== l ? null : l;
    }
    for (var u = l, a = t; ; ) {
      var e = u.return;
      if (e === null) break;
      var n = e.alternate;
      if (n === null) {
        if (((a = e.return), a !== null)) {
          u = a;
          continue;
        }
        break;
      }
      if (e.child === n.child) {
        for (n = e.child; n; ) {
          if (n === u) return (kl(e), l);
          if (n === a) return (kl(e), t);
          n = n.sibling;
        }
        throw Error(s(188));
      }
      if (u.return !== a.return) (u = e), (a = n);
      else {
        for (var f = !1, c = e.child; c; ) {
          if (c === u) {
            (f = !0), (u = e), (a = n);
            break;
          }
          if (c === a) {
            (f = !0), (a = e), (u = n);
            break;
          }
          c = c.sibling;
        }
        if (!f) {
          for (c = n.child; c; ) {
            if (c === u) {
              (f = !0), (u = n), (a = e);
              break;
            }
            if (c === a) {
              (f = !0), (a = n), (u = e);
              break;
            }
            c = c.sibling;
          }
          if (!f) throw Error(s(189));
        }
      }
      if (u.alternate !== a) throw Error(s(190));
    }
    if (u.tag !== 3) throw Error(s(188));
    return u.stateNode.current === u ? l : t;
  }
  function $e(l) {
    var t = l.tag;
    if (t === 5 || t === 26 || t === 27 || t === 6) return l;
    for (l = l.child; l !== null; ) {
      if (((t = $e(l)), t !== null)) return t;
      l = l.sibling;
    }
    return null;
  }
  function w(l, t, u, a, e, n) {
    for (; l !== null; ) {
      if (
        ((l.tag === 5 || l.tag === 27 || l.tag === 6) && u(l, a, e, n)) ||
        ((l.tag !== 22 || l.memoizedState === null) &&
          (t || (l.tag !== 5 && l.tag !== 27)) &&
          w(l.child, t, u, a, e, n))
      )
        return !0;
      l = l.sibling;
    }
    return !1;
  }
  function ll(l) {
    for (l = l.return; l !== null; ) {
      if (l.tag === 3 || l.tag === 5 || l.tag === 27) return l;
      l = l.return;
    }
    return null;
  }
  function Pu(l) {
    var t = !1;
    for (
      l = l.return;
      l !== null && (l.tag === 4 && (t = !0), !(l.tag === 3 || l.tag === 5 || l.tag === 27));
    )
      l = l.return;
    return t;
  }
  function Wt(l) {
    var t = [null, null],
      u = ll(l);
    return (u === null || $t(t, l, u.child, { foundSelf: !1 }), t);
  }
  function $t(l, t, u, a) {
    for (; u !== null; ) {
      if (u === t) a.foundSelf = !0;
      else if (u.tag === 5 || u.tag === 27 || u.tag === 6) {
        if (a.foundSelf) return ((l[1] = u), !0);
        l[0] = u;
      } else if ((u.tag !== 22 || u.memoizedState === null) && $t(l, t, u.child, a)) return !0;
      u = u.sibling;
    }
    return !1;
  }
  function ul(l) {
    switch (l.tag) {
      case 5:
      case 27:
      case 6:
        return l.stateNode;
      case 3:
        return l.stateNode.containerInfo;
      default:
        throw Error(s(559));
    }
  }
  var Rt = null,
    la = null;
  function Ie(l, t, u) {
    return l === u ? !0 : l === t ? ((Rt = l), !0) : !1;
  }
  function ta(l, t, u) {
    return l === u ? ((la = l), !1) : l === t ? (la !== null && (Rt = l), !0) : !1;
  }
  function ua(l) {
    if (l === null) return null;
    do l = l === null ? null : l.return;
    while (l && l.tag !== 5 && l.tag !== 27 && l.tag !== 3);
    return l || null;
  }
  function st(l, t, u) {
    for (var a = 0, e = l; e; e = u(e)) a++;
    e = 0;
    for (var n = t; n; n = u(n)) e++;
    for (; 0 < a - e; ) (l = u(l)), a--;
    for (; 0 < e - a; ) (t = u(t)), e--;
    for (; a--; ) {
      if (l === t || (t !== null && l === t.alternate)) return l;
      (l = u(l)), (t = u(t));
    }
    return null;
  }
  var X = Object.assign,
    ke = Symbol.for("react.element"),
    Uu = Symbol.for("react.transitional.element"),
    It = Symbol.for("react.portal"),
    St = Symbol.for("react.fragment"),
    rt = Symbol.for("react.strict_mode"),
    aa = Symbol.for("react.profiler"),
    Pe = Symbol.for("react.consumer"),
    Bl = Symbol.for("react.context"),
    b = Symbol.for("react.forward_ref"),
    R = Symbol.for("react.suspense"),
    U = Symbol.for("react.suspense_list"),
    P = Symbol.for("react.memo"),
    F = Symbol.for("react.lazy"),
    kt = Symbol.for("react.activity"),
    ea = Symbol.for("react.legacy_hidden"),
    Ia = Symbol.for("react.memo_cache_sentinel"),
    it = Symbol.for("react.view_transition"),
    na = Symbol.for("react.recoverable"),
    S0 = Symbol.iterator;
  function ka(l) {
    return l === null || typeof l != "object"
      ? null
      : ((l = (S0 && l[S0]) || l["@@iterator"]), typeof l == "function" ? l : null);
  }
  var W1 = Symbol.for("react.client.reference");
  function rf(l) {
    if (l == null) return null;
    if (typeof l == "function") return l.$$typeof === W1 ? null : l.displayName || l.name || null;
    if (typeof l == "string") return l;
    switch (l) {
      case St:
        return "Fragment";
      case aa:
        return "Profiler";
      case rt:
        return "StrictMode";
      case R:
        return "Suspense";
      case U:
        return "SuspenseList";
      case kt:
        return "Activity";
      case it:
        return "ViewTransition";
    }
    if (typeof l == "object")
      switch (l.$$typeof) {
        case It:
          return "Portal";
        case Bl:
          return l.displayName || "Context";
        case Pe:
          return (l._context.displayName || "Context") + ".Consumer";
        case b:
          var t = l.render;
          return (
            (l = l.displayName),
            l ||
              ((l = t.displayName || t.name || ""),
              (l = l !== "" ? "ForwardRef(" + l + ")" : "ForwardRef")),
            l
          );
        case P:
          return ((t = l.displayName || null), t !== null ? t : rf(l.type) || "Memo");
        case F:
          (t = l._payload), (l = l._init);
          try {
            return rf(l(t));
          } catch {}
      }
    return null;
  }
  var Pa = Array.isArray,
    _ = Ul.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
    V = Al.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
    Hu = { pending: !1, data: null, method: null, action: null },
    Bf = [],
    fa = -1;
  function zt(l) {
    return { current: l };
  }
  function Sl(l) {
    0 > fa || ((l.current = Bf[fa]), (Bf[fa] = null), fa--);
  }
  function $(l, t) {
    fa++, (Bf[fa] = l.current), (l.current = t);
  }
  var Tt = zt(null),
    le = zt(null),
    Pt = zt(null),
    ln = zt(null);
  function tn(l, t) {
    switch (($(Pt, t), $(le, l), $(Tt, null), t.nodeType)) {
      case 9:
      case 11:
        l = (l = t.documentElement) && (l = l.namespaceURI) ? ko(l) : 0;
        break;
      default:
        if (((l = t.tagName), (t = t.namespaceURI))) (t = ko(t)), (l = Po(t, l));
        else
          switch (l) {
            case "svg":
              l = 1;
              break;
            case "math":
              l = 2;
              break;
            default:
              l = 0;
          }
    }
    Sl(Tt), $(Tt, l);
  }
  function ca() {
    Sl(Tt), Sl(le), Sl(Pt);
  }
  function qf(l) {
    var t = l.memoizedState;
    t !== null && ((Fa._currentValue = t.memoizedState), $(ln, l)), (t = Tt.current);
    var u = Po(t, l.type);
    t !== u && ($(le, l), $(Tt, u));
  }
  function un(l) {
    le.current === l && (Sl(Tt), Sl(le)), ln.current === l && (Sl(ln), (Fa._currentValue = Hu));
  }
  var Yf, z0;
  function lu(l) {
    if (Yf === void 0)
      try {
        throw Error();
      } catch (u) {
        var t = u.stack.trim().match(/\n( *(at )?)/);
        (Yf = (t && t[1]) || ""),
          (z0 =
            -1 <
            u.stack.indexOf(`
    at`)
              ? " (<anonymous>)"
              : -1 < u.stack.indexOf("@")
                ? "@unknown:0:0"
                : "");
      }
    return (
      `
` +
      Yf +
      l +
      z0
    );
  }
  var Gf = !1;
  function Qf(l, t) {
    if (!l || Gf) return "";
    Gf = !0;
    var u = Error.prepareStackTrace;
    Error.prepareStackTrace = void 0;
    try {
      var a = {
        DetermineComponentFrameRoot: () => {
          try {
            if (t) {
              var z = () => {
                throw Error();
              };
              if (
                (Object.defineProperty(z.prototype, "props", {
                  set: () => {
                    throw Error();
                  },
                }),
                typeof Reflect == "object" && Reflect.construct)
              ) {
                try {
                  Reflect.construct(z, []);
                } catch (T) {
                  var m = T;
                }
                Reflect.construct(l, [], z);
              } else {
                try {
                  z.call();
                } catch (T) {
                  m = T;
                }
                z = !1;
                try {
                  var h = Object.getOwnPropertyDescriptor(l.prototype, "props");
                  Object.defineProperty(l.prototype, "props", {
                    configurable: !0,
                    set: () => {
                      throw Error();
                    },
                  }),
                    (z = !0),
                    new l();
                } finally {
                  z &&
                    (h !== void 0
                      ? Object.defineProperty(l.prototype, "props", h)
                      : delete l.prototype.props);
                }
              }
            } else {
              try {
                throw Error();
              } catch (T) {
                m = T;
              }
              (z = l()) && typeof z.catch == "function" && z.catch(() => {});
            }
          } catch (T) {
            if (T && m && typeof T.stack == "string") return [T.stack, m.stack];
          }
          return [null, null];
        },
      };
      a.DetermineComponentFrameRoot.displayName = "DetermineComponentFrameRoot";
      var e = Object.getOwnPropertyDescriptor(a.DetermineComponentFrameRoot, "name");
      e &&
        e.configurable &&
        Object.defineProperty(a.DetermineComponentFrameRoot, "name", {
          value: "DetermineComponentFrameRoot",
        });
      var n = a.DetermineComponentFrameRoot(),
        f = n[0],
        c = n[1];
      if (f && c) {
        var i = f.split(`
`),
          y = c.split(`
`);
        for (e = a = 0; a < i.length && !i[a].includes("DetermineComponentFrameRoot"); ) a++;
        for (; e < y.length && !y[e].includes("DetermineComponentFrameRoot"); ) e++;
        if (a === i.length || e === y.length)
          for (a = i.length - 1, e = y.length - 1; 1 <= a && 0 <= e && i[a] !== y[e]; ) e--;
        for (; 1 <= a && 0 <= e; a--, e--)
          if (i[a] !== y[e]) {
            if (a !== 1 || e !== 1)
              do
                if ((a--, e--, 0 > e || i[a] !== y[e])) {
                  var g =
                    `
` + i[a].replace(" at new ", " at ");
                  return (
                    l.displayName &&
                      g.includes("<anonymous>") &&
                      (g = g.replace("<anonymous>", l.displayName)),
                    g
                  );
                }
              while (1 <= a && 0 <= e);
            break;
          }
      }
    } finally {
      (Gf = !1), (Error.prepareStackTrace = u);
    }
    return (u = l ? l.displayName || l.name : "") ? lu(u) : "";
  }
  function $1(l, t) {
    switch (l.tag) {
      case 26:
      case 27:
      case 5:
        return lu(l.type);
      case 16:
        return lu("Lazy");
      case 13:
        return l.child !== t && t !== null ? lu("Suspense Fallback") : lu("Suspense");
      case 19:
        return lu("SuspenseList");
      case 0:
      case 15:
        return Qf(l.type, !1);
      case 11:
        return Qf(l.type.render, !1);
      case 1:
        return Qf(l.type, !0);
      case 31:
        return lu("Activity");
      case 30:
        return lu("ViewTransition");
      default:
        return "";
    }
  }
  function T0(l) {
    try {
      var t = "",
        u = null;
      do (t += $1(l, u)), (u = l), (l = l.return);
      while (l);
      return t;
    } catch (a) {
      return (
        `
Error generating stack: ` +
        a.message +
        `
` +
        a.stack
      );
    }
  }
  var Xf = Object.prototype.hasOwnProperty,
    Zf = A.unstable_scheduleCallback,
    Vf = A.unstable_cancelCallback,
    I1 = A.unstable_shouldYield,
    k1 = A.unstable_requestPaint,
    jl = A.unstable_now,
    P1 = A.unstable_getCurrentPriorityLevel,
    b0 = A.unstable_ImmediatePriority,
    E0 = A.unstable_UserBlockingPriority,
    an = A.unstable_NormalPriority,
    ly = A.unstable_LowPriority,
    O0 = A.unstable_IdlePriority,
    ty = A.log,
    uy = A.unstable_setDisableYieldValue,
    te = null,
    xl = null;
  function tu(l) {
    if ((typeof ty == "function" && uy(l), xl && typeof xl.setStrictMode == "function"))
      try {
        xl.setStrictMode(te, l);
      } catch {}
  }
  var Ll = Math.clz32 ? Math.clz32 : ny,
    ay = Math.log,
    ey = Math.LN2;
  function ny(l) {
    return ((l >>>= 0), l === 0 ? 32 : (31 - ((ay(l) / ey) | 0)) | 0);
  }
  var en = 256,
    nn = 262144,
    fn = 4194304;
  function Cu(l) {
    var t = l & 42;
    if (t !== 0) return t;
    switch (l & -l) {
      case 1:
        return 1;
      case 2:
        return 2;
      case 4:
        return 4;
      case 8:
        return 8;
      case 16:
        return 16;
      case 32:
        return 32;
      case 64:
        return 64;
      case 128:
        return 128;
      case 256:
      case 512:
      case 1024:
      case 2048:
      case 4096:
      case 8192:
      case 16384:
      case 32768:
      case 65536:
      case 131072:
        return l & -l;
      case 262144:
      case 524288:
      case 1048576:
      case 2097152:
        return l & 3932160;
      case 4194304:
      case 8388608:
      case 16777216:
      case 33554432:
        return l & 62914560;
      case 67108864:
        return 67108864;
      case 134217728:
        return 134217728;
      case 268435456:
        return 268435456;
      case 536870912:
        return 536870912;
      case 1073741824:
        return 0;
      default:
        return l;
    }
  }
  function cn(l, t, u) {
    var a = l.pendingLanes;
    if (a === 0) return 0;
    var e = 0,
      n = l.suspendedLanes,
      f = l.pingedLanes;
    l = l.warmLanes;
    var c = a & 134217727;
    return (
      c !== 0
        ? ((a = c & ~n),
          a !== 0
            ? (e = Cu(a))
            : ((f &= c), f !== 0 ? (e = Cu(f)) : u || ((u = c & ~l), u !== 0 && (e = Cu(u)))))
        : ((c = a & ~n),
          c !== 0
            ? (e = Cu(c))
            : f !== 0
              ? (e = Cu(f))
              : u || ((u = a & ~l), u !== 0 && (e = Cu(u)))),
      e === 0
        ? 0
        : t !== 0 &&
            t !== e &&
            (t & n) === 0 &&
            ((n = e & -e), (u = t & -t), n >= u || (n === 32 && (u & 4194048) !== 0))
          ? t
          : e
    );
  }
  function ue(l, t) {
    return (l.pendingLanes & ~(l.suspendedLanes & ~l.pingedLanes) & t) === 0;
  }
  function N0(l, t) {
    (t & 8) !== 0 && (t |= t & 32);
    var u = l.entangledLanes;
    if (u !== 0)
      for (l = l.entanglements, u &= t; 0 < u; ) {
        var a = 31 - Ll(u),
          e = 1 << a;
        (t |= l[a]), (u &= ~e);
      }
    return t;
  }
  function fy(l, t) {
    switch (l) {
      case 1:
      case 2:
      case 4:
      case 8:
      case 64:
        return t + 250;
      case 16:
      case 32:
      case 128:
      case 256:
      case 512:
      case 1024:
      case 2048:
      case 4096:
      case 8192:
      case 16384:
      case 32768:
      case 65536:
      case 131072:
      case 262144:
      case 524288:
      case 1048576:
      case 2097152:
        return t + 5e3;
      case 4194304:
      case 8388608:
      case 16777216:
      case 33554432:
        return -1;
      case 67108864:
      case 134217728:
      case 268435456:
      case 536870912:
      case 1073741824:
        return -1;
      default:
        return -1;
    }
  }
  function A0() {
    var l = fn;
    return ((fn <<= 1), (fn & 62914560) === 0 && (fn = 4194304), l);
  }
  function jf(l) {
    for (var t = [], u = 0; 31 > u; u++) t.push(l);
    return t;
  }
  function ae(l, t) {
    (l.pendingLanes |= t),
      t !== 268435456 && ((l.suspendedLanes = 0), (l.pingedLanes = 0), (l.warmLanes = 0));
  }
  function cy(l, t, u, a, e, n) {
    var f = l.pendingLanes;
    (l.pendingLanes = u),
      (l.suspendedLanes = 0),
      (l.pingedLanes = 0),
      (l.warmLanes = 0),
      (l.expiredLanes &= u),
      (l.entangledLanes &= u),
      (l.errorRecoveryDisabledLanes &= u),
      (l.shellSuspendCounter = 0);
    var c = l.entanglements,
      i = l.expirationTimes,
      y = l.hiddenUpdates;
    for (u = f & ~u; 0 < u; ) {
      var g = 31 - Ll(u),
        z = 1 << g;
      (c[g] = 0), (i[g] = -1);
      var m = y[g];
      if (m !== null)
        for (y[g] = null, g = 0; g < m.length; g++) {
          var h = m[g];
          h !== null && (h.lane &= -536870913);
        }
      u &= ~z;
    }
    a !== 0 && D0(l, a, 0),
      n !== 0 && e === 0 && l.tag !== 0 && (l.suspendedLanes |= n & ~(f & ~t));
  }
  function D0(l, t, u) {
    (l.pendingLanes |= t), (l.suspendedLanes &= ~t);
    var a = 31 - Ll(t);
    (l.entangledLanes |= t), (l.entanglements[a] = l.entanglements[a] | 1073741824 | (u & 261930));
  }
  function M0(l, t) {
    var u = (l.entangledLanes |= t);
    for (l = l.entanglements; u; ) {
      var a = 31 - Ll(u),
        e = 1 << a;
      (e & t) | (l[a] & t) && (l[a] |= t), (u &= ~e);
    }
  }
  function _0(l, t) {
    var u = t & -t;
    return ((u = (u & 42) !== 0 ? 1 : xf(u)), (u & (l.suspendedLanes | t)) !== 0 ? 0 : u);
  }
  function xf(l) {
    switch (l) {
      case 2:
        l = 1;
        break;
      case 8:
        l = 4;
        break;
      case 32:
        l = 16;
        break;
      case 256:
      case 512:
      case 1024:
      case 2048:
      case 4096:
      case 8192:
      case 16384:
      case 32768:
      case 65536:
      case 131072:
      case 262144:
      case 524288:
      case 1048576:
      case 2097152:
      case 4194304:
      case 8388608:
      case 16777216:
      case 33554432:
        l = 128;
        break;
      case 268435456:
        l = 134217728;
        break;
      default:
        l = 0;
    }
    return l;
  }
  function Lf(l) {
    return ((l &= -l), 2 < l ? (8 < l ? ((l & 134217727) !== 0 ? 32 : 268435456) : 8) : 2);
  }
  function U0() {
    var l = V.p;
    return l !== 0 ? l : ((l = window.event), l === void 0 ? 32 : G1(l.type));
  }
  function H0(l, t) {
    var u = V.p;
    try {
      return ((V.p = l), t());
    } finally {
      V.p = u;
    }
  }
  var Bt = Math.random().toString(36).slice(2),
    zl = "__reactFiber$" + Bt,
    ql = "__reactProps$" + Bt,
    ia = "__reactContainer$" + Bt,
    C0 = "__reactEvents$" + Bt,
    iy = "__reactListeners$" + Bt,
    vy = "__reactHandles$" + Bt,
    R0 = "__reactResources$" + Bt,
    ee = "__reactMarker$" + Bt,
    vn = "__reactLoad$" + Bt;
  function mn(l) {
    delete l[zl], delete l[ql], delete l[iy], delete l[vy];
  }
  function Ru(l) {
    var t;
    if ((t = l[zl])) return t;
    for (var u = l.parentNode; u; ) {
      if ((t = u[ia] || u[zl])) {
        if (((u = t.alternate), t.child !== null || (u !== null && u.child !== null)))
          for (l = s1(l); l !== null; ) {
            if ((u = l[zl])) return u;
            l = s1(l);
          }
        return t;
      }
      (l = u), (u = l.parentNode);
    }
    return null;
  }
  function va(l) {
    if ((l = l[zl] || l[ia])) {
      var t = l.tag;
      if (t === 5 || t === 6 || t === 13 || t === 31 || t === 26 || t === 27 || t === 3) return l;
    }
    return null;
  }
  function ne(l) {
    var t = l.tag;
    if (t === 5 || t === 26 || t === 27 || t === 6) return l.stateNode;
    throw Error(s(33));
  }
  function ma(l) {
    var t = l[R0];
    return (t || (t = l[R0] = { hoistableStyles: new Map(), hoistableScripts: new Map() }), t);
  }
  function dl(l) {
    l[ee] = !0;
  }
  function r0(l) {
    l[vn] = void 0;
  }
  var B0 = new Set(),
    q0 = {};
  function ru(l, t) {
    oa(l, t), oa(l + "Capture", t);
  }
  function oa(l, t) {
    for (q0[l] = t, l = 0; l < t.length; l++) B0.add(t[l]);
  }
  var my =
      /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/,
    Y0 = {},
    G0 = {};
  function oy(l) {
    return Xf.call(G0, l)
      ? !0
      : Xf.call(Y0, l)
        ? !1
        : my.test(l)
          ? (G0[l] = !0)
          : ((Y0[l] = !0), !1);
  }
  var Z = !1;
  function Q0() {
    var l = Z;
    return ((Z = !1), l);
  }
  function on(l, t, u) {
    if (oy(t))
      if (u === null) l.removeAttribute(t);
      else {
        switch (typeof u) {
          case "undefined":
          case "function":
          case "symbol":
            l.removeAttribute(t);
            return;
          case "boolean":
            var a = t.toLowerCase().slice(0, 5);
            if (a !== "data-" && a !== "aria-") {
              l.removeAttribute(t);
              return;
            }
        }
        l.setAttribute(t, u);
      }
  }
  function yn(l, t, u) {
    if (u === null) l.removeAttribute(t);
    else {
      switch (typeof u) {
        case "undefined":
        case "function":
        case "symbol":
        case "boolean":
          l.removeAttribute(t);
          return;
      }
      l.setAttribute(t, u);
    }
  }
  function qt(l, t, u, a) {
    if (a === null) l.removeAttribute(u);
    else {
      switch (typeof a) {
        case "undefined":
        case "function":
        case "symbol":
        case "boolean":
          l.removeAttribute(u);
          return;
      }
      l.setAttributeNS(t, u, a);
    }
  }
  function Kl(l) {
    switch (typeof l) {
      case "bigint":
      case "boolean":
      case "number":
      case "string":
      case "undefined":
        return l;
      case "object":
        return l;
      default:
        return "";
    }
  }
  function X0(l) {
    var t = l.type;
    return (l = l.nodeName) && l.toLowerCase() === "input" && (t === "checkbox" || t === "radio");
  }
  function yy(l, t, u) {
    var a = Object.getOwnPropertyDescriptor(l.constructor.prototype, t);
    if (
      !Object.hasOwn(l, t) &&
      typeof a < "u" &&
      typeof a.get == "function" &&
      typeof a.set == "function"
    ) {
      var e = a.get,
        n = a.set;
      return (
        Object.defineProperty(l, t, {
          configurable: !0,
          get: function () {
            return e.call(this);
          },
          set: function (f) {
            (u = "" + f), n.call(this, f);
          },
        }),
        Object.defineProperty(l, t, { enumerable: a.enumerable }),
        {
          getValue: () => u,
          setValue: (f) => {
            u = "" + f;
          },
          stopTracking: () => {
            (l._valueTracker = null), delete l[t];
          },
        }
      );
    }
  }
  function Kf(l) {
    if (!l._valueTracker) {
      var t = X0(l) ? "checked" : "value";
      l._valueTracker = yy(l, t, "" + l[t]);
    }
  }
  function Z0(l) {
    if (!l) return !1;
    var t = l._valueTracker;
    if (!t) return !0;
    var u = t.getValue(),
      a = "";
    return (
      l && (a = X0(l) ? (l.checked ? "true" : "false") : l.value),
      (l = a),
      l !== u ? (t.setValue(l), !0) : !1
    );
  }
  var dy = /[\n"\\]/g;
  function Pl(l) {
    return l.replace(dy, (t) => "\\" + t.charCodeAt(0).toString(16) + " ");
  }
  function Jf(l, t, u, a, e, n, f, c) {
    (l.name = ""),
      f != null && typeof f != "function" && typeof f != "symbol" && typeof f != "boolean"
        ? (l.type = f)
        : l.removeAttribute("type"),
      t != null
        ? f === "number"
          ? ((t === 0 && l.value === "") || l.value != t) && (l.value = "" + Kl(t))
          : l.value !== "" + Kl(t) && (l.value = "" + Kl(t))
        : (f !== "submit" && f !== "reset") || l.removeAttribute("value"),
      t != null
        ? f === "number" && l.value == t
          ? pf(l, Kl(l.value))
          : pf(l, Kl(t))
        : u != null
          ? pf(l, Kl(u))
          : a != null && l.removeAttribute("value"),
      e == null && n != null && (l.defaultChecked = !!n),
      e != null && (l.checked = e && typeof e != "function" && typeof e != "symbol"),
      c != null && typeof c != "function" && typeof c != "symbol" && typeof c != "boolean"
        ? (l.name = "" + Kl(c))
        : l.removeAttribute("name");
  }
  function V0(l, t, u, a, e, n, f, c) {
    if (
      (n != null &&
        typeof n != "function" &&
        typeof n != "symbol" &&
        typeof n != "boolean" &&
        (l.type = n),
      t != null || u != null)
    ) {
      if (!((n !== "submit" && n !== "reset") || t != null)) {
        Kf(l);
        return;
      }
      (u = u != null ? "" + Kl(u) : ""),
        (t = t != null ? "" + Kl(t) : u),
        c || t === l.value || (l.value = t),
        (l.defaultValue = t);
    }
    (a = a ?? e),
      (a = typeof a != "function" && typeof a != "symbol" && !!a),
      (l.checked = c ? l.checked : !!a),
      (l.defaultChecked = !!a),
      f != null &&
        typeof f != "function" &&
        typeof f != "symbol" &&
        typeof f != "boolean" &&
        (l.name = f),
      Kf(l);
  }
  function pf(l, t) {
    l.defaultValue !== "" + t && (l.defaultValue = "" + t);
  }
  function ya(l, t, u, a) {
    if (((l = l.options), t)) {
      t = {};
      for (var e = 0; e < u.length; e++) t["$" + u[e]] = !0;
      for (u = 0; u < l.length; u++)
        (e = Object.hasOwn(t, "$" + l[u].value)),
          l[u].selected !== e && (l[u].selected = e),
          e && a && (l[u].defaultSelected = !0);
    } else {
      for (u = "" + Kl(u), t = null, e = 0; e < l.length; e++) {
        if (l[e].value === u) {
          (l[e].selected = !0), a && (l[e].defaultSelected = !0);
          return;
        }
        t !== null || l[e].disabled || (t = l[e]);
      }
      t !== null && (t.selected = !0);
    }
  }
  function j0(l, t, u) {
    if (t != null && ((t = "" + Kl(t)), t !== l.value && (l.value = t), u == null)) {
      l.defaultValue !== t && (l.defaultValue = t);
      return;
    }
    l.defaultValue = u != null ? "" + Kl(u) : "";
  }
  function x0(l, t, u, a) {
    if (t == null) {
      if (a != null) {
        if (u != null) throw Error(s(92));
        if (Pa(a)) {
          if (1 < a.length) throw Error(s(93));
          a = a[0];
        }
        u = a;
      }
      u == null && (u = ""), (t = u);
    }
    (u = Kl(t)),
      (l.defaultValue = u),
      (a = l.textContent),
      a === u && a !== "" && a !== null && (l.value = a),
      Kf(l);
  }
  function da(l, t) {
    if (t) {
      var u = l.firstChild;
      if (u && u === l.lastChild && u.nodeType === 3) {
        u.nodeValue = t;
        return;
      }
    }
    l.textContent = t;
  }
  var hy = new Set(
    "animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp".split(
      " ",
    ),
  );
  function L0(l, t, u) {
    var a = t.indexOf("--") === 0;
    u == null || typeof u == "boolean" || u === ""
      ? a
        ? l.setProperty(t, "")
        : t === "float"
          ? (l.cssFloat = "")
          : (l[t] = "")
      : a
        ? l.setProperty(t, u)
        : typeof u != "number" || u === 0 || hy.has(t)
          ? t === "float"
            ? (l.cssFloat = u)
            : (l[t] = ("" + u).trim())
          : (l[t] = u + "px");
  }
  function K0(l, t, u) {
    if (t != null && typeof t != "object") throw Error(s(62));
    if (((l = l.style), u != null)) {
      for (var a in u)
        !Object.hasOwn(u, a) ||
          (t != null && Object.hasOwn(t, a)) ||
          (a.indexOf("--") === 0
            ? l.setProperty(a, "")
            : a === "float"
              ? (l.cssFloat = "")
              : (l[a] = ""),
          (Z = !0));
      for (var e in t) (a = t[e]), Object.hasOwn(t, e) && u[e] !== a && (L0(l, e, a), (Z = !0));
    } else for (var n in t) Object.hasOwn(t, n) && L0(l, n, t[n]);
  }
  function wf(l) {
    if (l.indexOf("-") === -1) return !1;
    switch (l) {
      case "annotation-xml":
      case "color-profile":
      case "font-face":
      case "font-face-src":
      case "font-face-uri":
      case "font-face-format":
      case "font-face-name":
      case "missing-glyph":
        return !1;
      default:
        return !0;
    }
  }
  var gy = new Map([
      ["acceptCharset", "accept-charset"],
      ["htmlFor", "for"],
      ["httpEquiv", "http-equiv"],
      ["crossOrigin", "crossorigin"],
      ["accentHeight", "accent-height"],
      ["alignmentBaseline", "alignment-baseline"],
      ["arabicForm", "arabic-form"],
      ["baselineShift", "baseline-shift"],
      ["capHeight", "cap-height"],
      ["clipPath", "clip-path"],
      ["clipRule", "clip-rule"],
      ["colorInterpolation", "color-interpolation"],
      ["colorInterpolationFilters", "color-interpolation-filters"],
      ["colorProfile", "color-profile"],
      ["colorRendering", "color-rendering"],
      ["dominantBaseline", "dominant-baseline"],
      ["enableBackground", "enable-background"],
      ["fillOpacity", "fill-opacity"],
      ["fillRule", "fill-rule"],
      ["floodColor", "flood-color"],
      ["floodOpacity", "flood-opacity"],
      ["fontFamily", "font-family"],
      ["fontSize", "font-size"],
      ["fontSizeAdjust", "font-size-adjust"],
      ["fontStretch", "font-stretch"],
      ["fontStyle", "font-style"],
      ["fontVariant", "font-variant"],
      ["fontWeight", "font-weight"],
      ["glyphName", "glyph-name"],
      ["glyphOrientationHorizontal", "glyph-orientation-horizontal"],
      ["glyphOrientationVertical", "glyph-orientation-vertical"],
      ["horizAdvX", "horiz-adv-x"],
      ["horizOriginX", "horiz-origin-x"],
      ["imageRendering", "image-rendering"],
      ["letterSpacing", "letter-spacing"],
      ["lightingColor", "lighting-color"],
      ["markerEnd", "marker-end"],
      ["markerMid", "marker-mid"],
      ["markerStart", "marker-start"],
      ["maskType", "mask-type"],
      ["overlinePosition", "overline-position"],
      ["overlineThickness", "overline-thickness"],
      ["paintOrder", "paint-order"],
      ["panose-1", "panose-1"],
      ["pointerEvents", "pointer-events"],
      ["renderingIntent", "rendering-intent"],
      ["shapeRendering", "shape-rendering"],
      ["stopColor", "stop-color"],
      ["stopOpacity", "stop-opacity"],
      ["strikethroughPosition", "strikethrough-position"],
      ["strikethroughThickness", "strikethrough-thickness"],
      ["strokeDasharray", "stroke-dasharray"],
      ["strokeDashoffset", "stroke-dashoffset"],
      ["strokeLinecap", "stroke-linecap"],
      ["strokeLinejoin", "stroke-linejoin"],
      ["strokeMiterlimit", "stroke-miterlimit"],
      ["strokeOpacity", "stroke-opacity"],
      ["strokeWidth", "stroke-width"],
      ["textAnchor", "text-anchor"],
      ["textDecoration", "text-decoration"],
      ["textRendering", "text-rendering"],
      ["transformOrigin", "transform-origin"],
      ["underlinePosition", "underline-position"],
      ["underlineThickness", "underline-thickness"],
      ["unicodeBidi", "unicode-bidi"],
      ["unicodeRange", "unicode-range"],
      ["unitsPerEm", "units-per-em"],
      ["vAlphabetic", "v-alphabetic"],
      ["vHanging", "v-hanging"],
      ["vIdeographic", "v-ideographic"],
      ["vMathematical", "v-mathematical"],
      ["vectorEffect", "vector-effect"],
      ["vertAdvY", "vert-adv-y"],
      ["vertOriginX", "vert-origin-x"],
      ["vertOriginY", "vert-origin-y"],
      ["wordSpacing", "word-spacing"],
      ["writingMode", "writing-mode"],
      ["xmlnsXlink", "xmlns:xlink"],
      ["xHeight", "x-height"],
    ]),
    sy =
      /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
  function dn(l) {
    return sy.test("" + l)
      ? "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')"
      : l;
  }
  function bt() {}
  var Ff = null;
  function Wf(l) {
    return (
      (l = l.target || l.srcElement || window),
      l.correspondingUseElement && (l = l.correspondingUseElement),
      l.nodeType === 3 ? l.parentNode : l
    );
  }
  var ha = null,
    ga = null;
  function J0(l) {
    var t = va(l);
    if (t && (l = t.stateNode)) {
      var u = l[ql] || null;
      switch (((l = t.stateNode), t.type)) {
        case "input":
          if (
            (Jf(
              l,
              u.value,
              u.defaultValue,
              u.defaultValue,
              u.checked,
              u.defaultChecked,
              u.type,
              u.name,
            ),
            (t = u.name),
            u.type === "radio" && t != null)
          ) {
            for (u = l; u.parentNode; ) u = u.parentNode;
            for (
              u = u.querySelectorAll('input[name="' + Pl("" + t) + '"][type="radio"]'), t = 0;
              t < u.length;
              t++
            ) {
              var a = u[t];
              if (a !== l && a.form === l.form) {
                var e = a[ql] || null;
                if (!e) throw Error(s(90));
                Jf(
                  a,
                  e.value,
                  e.defaultValue,
                  e.defaultValue,
                  e.checked,
                  e.defaultChecked,
                  e.type,
                  e.name,
                );
              }
            }
            for (t = 0; t < u.length; t++) (a = u[t]), a.form === l.form && Z0(a);
          }
          break;
        case "textarea":
          j0(l, u.value, u.defaultValue);
          break;
        case "select":
          (t = u.value), t != null && ya(l, !!u.multiple, t, !1);
      }
    }
  }
  var $f = !1;
  function p0(l, t, u) {
    if ($f) return l(t, u);
    $f = !0;
    try {
      var a = l(t);
      return a;
    } finally {
      if (
        (($f = !1),
        (ha !== null || ga !== null) &&
          (hf(), ha && ((t = ha), (l = ga), (ga = ha = null), J0(t), l)))
      )
        for (t = 0; t < l.length; t++) J0(l[t]);
    }
  }
  function fe(l, t) {
    var u = l.stateNode;
    if (u === null) return null;
    var a = u[ql] || null;
    if (a === null) return null;
    u = a[t];
    switch (t) {
      case "onClick":
      case "onClickCapture":
      case "onDoubleClick":
      case "onDoubleClickCapture":
      case "onMouseDown":
      case "onMouseDownCapture":
      case "onMouseMove":
      case "onMouseMoveCapture":
      case "onMouseUp":
      case "onMouseUpCapture":
      case "onMouseEnter":
        (a = !a.disabled) ||
          ((l = l.type),
          (a = !(l === "button" || l === "input" || l === "select" || l === "textarea"))),
          (l = !a);
        break;
      default:
        l = !1;
    }
    if (l) return null;
    if (u && typeof u != "function") throw Error(s(231, t, typeof u));
    return u;
  }
  var Yt = !(
      typeof window > "u" ||
      typeof window.document > "u" ||
      typeof window.document.createElement > "u"
    ),
    If = !1;
  if (Yt)
    try {
      var ce = {};
      Object.defineProperty(ce, "passive", {
        get: () => {
          If = !0;
        },
      }),
        window.addEventListener("test", ce, ce),
        window.removeEventListener("test", ce, ce);
    } catch {
      If = !1;
    }
  var uu = null,
    kf = null,
    hn = null;
  function w0() {
    if (hn) return hn;
    var l,
      t = kf,
      u = t.length,
      a,
      e = "value" in uu ? uu.value : uu.textContent,
      n = e.length;
    for (l = 0; l < u && t[l] === e[l]; l++);
    var f = u - l;
    for (a = 1; a <= f && t[u - a] === e[n - a]; a++);
    return (hn = e.slice(l, 1 < a ? 1 - a : void 0));
  }
  function gn(l) {
    var t = l.keyCode;
    return (
      "charCode" in l ? ((l = l.charCode), l === 0 && t === 13 && (l = 13)) : (l = t),
      l === 10 && (l = 13),
      32 <= l || l === 13 ? l : 0
    );
  }
  function sn() {
    return !0;
  }
  function F0() {
    return !1;
  }
  function Hl(l) {
    function t(u, a, e, n, f) {
      (this._reactName = u),
        (this._targetInst = e),
        (this.type = a),
        (this.nativeEvent = n),
        (this.target = f),
        (this.currentTarget = null);
      for (var c in l) Object.hasOwn(l, c) && ((u = l[c]), (this[c] = u ? u(n) : n[c]));
      return (
        (this.isDefaultPrevented = (
          n.defaultPrevented != null
            ? n.defaultPrevented
            : n.returnValue === !1
        )
          ? sn
          : F0),
        (this.isPropagationStopped = F0),
        this
      );
    }
    return (
      X(t.prototype, {
        preventDefault: function () {
          this.defaultPrevented = !0;
          var u = this.nativeEvent;
          u &&
            (u.preventDefault
              ? u.preventDefault()
              : typeof u.returnValue != "unknown" && (u.returnValue = !1),
            (this.isDefaultPrevented = sn));
        },
        stopPropagation: function () {
          var u = this.nativeEvent;
          u &&
            (u.stopPropagation
              ? u.stopPropagation()
              : typeof u.cancelBubble != "unknown" && (u.cancelBubble = !0),
            (this.isPropagationStopped = sn));
        },
        persist: () => {},
        isPersistent: sn,
      }),
      t
    );
  }
  var au = {
      eventPhase: 0,
      bubbles: 0,
      cancelable: 0,
      timeStamp: (l) => l.timeStamp || Date.now(),
      defaultPrevented: 0,
      isTrusted: 0,
    },
    Sn = Hl(au),
    ie = X({}, au, { view: 0, detail: 0 }),
    Sy = Hl(ie),
    Pf,
    lc,
    ve,
    zn = X({}, ie, {
      screenX: 0,
      screenY: 0,
      clientX: 0,
      clientY: 0,
      pageX: 0,
      pageY: 0,
      ctrlKey: 0,
      shiftKey: 0,
      altKey: 0,
      metaKey: 0,
      getModifierState: uc,
      button: 0,
      buttons: 0,
      relatedTarget: (l) =>
        l.relatedTarget === void 0
          ? l.fromElement === l.srcElement
            ? l.toElement
            : l.fromElement
          : l.relatedTarget,
      movementX: (l) =>
        "movementX" in l
          ? l.movementX
          : (l !== ve &&
              (ve && l.type === "mousemove"
                ? ((Pf = l.screenX - ve.screenX), (lc = l.screenY - ve.screenY))
                : (lc = Pf = 0),
              (ve = l)),
            Pf),
      movementY: (l) => ("movementY" in l ? l.movementY : lc),
    }),
    W0 = Hl(zn),
    zy = X({}, zn, { dataTransfer: 0 }),
    Ty = Hl(zy),
    by = X({}, ie, { relatedTarget: 0 }),
    tc = Hl(by),
    Ey = X({}, au, { animationName: 0, elapsedTime: 0, pseudoElement: 0 }),
    Oy = Hl(Ey),
    Ny = X({}, au, {
      clipboardData: (l) => ("clipboardData" in l ? l.clipboardData : window.clipboardData),
    }),
    Ay = Hl(Ny),
    Dy = X({}, au, { data: 0 }),
    $0 = Hl(Dy),
    My = {
      Esc: "Escape",
      Spacebar: " ",
      Left: "ArrowLeft",
      Up: "ArrowUp",
      Right: "ArrowRight",
      Down: "ArrowDown",
      Del: "Delete",
      Win: "OS",
      Menu: "ContextMenu",
      Apps: "ContextMenu",
      Scroll: "ScrollLock",
      MozPrintableKey: "Unidentified",
    },
    _y = {
      8: "Backspace",
      9: "Tab",
      12: "Clear",
      13: "Enter",
      16: "Shift",
      17: "Control",
      18: "Alt",
      19: "Pause",
      20: "CapsLock",
      27: "Escape",
      32: " ",
      33: "PageUp",
      34: "PageDown",
      35: "End",
      36: "Home",
      37: "ArrowLeft",
      38: "ArrowUp",
      39: "ArrowRight",
      40: "ArrowDown",
      45: "Insert",
      46: "Delete",
      112: "F1",
      113: "F2",
      114: "F3",
      115: "F4",
      116: "F5",
      117: "F6",
      118: "F7",
      119: "F8",
      120: "F9",
      121: "F10",
      122: "F11",
      123: "F12",
      144: "NumLock",
      145: "ScrollLock",
      224: "Meta",
    },
    Uy = { Alt: "altKey", Control: "ctrlKey", Meta: "metaKey", Shift: "shiftKey" };
  function Hy(l) {
    var t = this.nativeEvent;
    return t.getModifierState ? t.getModifierState(l) : (l = Uy[l]) ? !!t[l] : !1;
  }
  function uc() {
    return Hy;
  }
  var Cy = X({}, ie, {
      key: (l) => {
        if (l.key) {
          var t = My[l.key] || l.key;
          if (t !== "Unidentified") return t;
        }
        return l.type === "keypress"
          ? ((l = gn(l)), l === 13 ? "Enter" : String.fromCharCode(l))
          : l.type === "keydown" || l.type === "keyup"
            ? _y[l.keyCode] || "Unidentified"
            : "";
      },
      code: 0,
      location: 0,
      ctrlKey: 0,
      shiftKey: 0,
      altKey: 0,
      metaKey: 0,
      repeat: 0,
      locale: 0,
      getModifierState: uc,
      charCode: (l) => (l.type === "keypress" ? gn(l) : 0),
      keyCode: (l) => (l.type === "keydown" || l.type === "keyup" ? l.keyCode : 0),
      which: (l) =>
        l.type === "keypress" ? gn(l) : l.type === "keydown" || l.type === "keyup" ? l.keyCode : 0,
    }),
    Ry = Hl(Cy),
    ry = X({}, zn, {
      pointerId: 0,
      width: 0,
      height: 0,
      pressure: 0,
      tangentialPressure: 0,
      tiltX: 0,
      tiltY: 0,
      twist: 0,
      pointerType: 0,
      isPrimary: 0,
    }),
    I0 = Hl(ry),
    By = X({}, au, { submitter: 0 }),
    qy = Hl(By),
    Yy = X({}, ie, {
      touches: 0,
      targetTouches: 0,
      changedTouches: 0,
      altKey: 0,
      metaKey: 0,
      ctrlKey: 0,
      shiftKey: 0,
      getModifierState: uc,
    }),
    Gy = Hl(Yy),
    Qy = X({}, au, { propertyName: 0, elapsedTime: 0, pseudoElement: 0 }),
    Xy = Hl(Qy),
    Zy = X({}, zn, {
      deltaX: (l) => ("deltaX" in l ? l.deltaX : "wheelDeltaX" in l ? -l.wheelDeltaX : 0),
      deltaY: (l) =>
        "deltaY" in l
          ? l.deltaY
          : "wheelDeltaY" in l
            ? -l.wheelDeltaY
            : "wheelDelta" in l
              ? -l.wheelDelta
              : 0,
      deltaZ: 0,
      deltaMode: 0,
    }),
    Vy = Hl(Zy),
    jy = X({}, au, { newState: 0, oldState: 0, source: 0 }),
    xy = Hl(jy),
    Ly = [9, 13, 27, 32],
    ac = Yt && "CompositionEvent" in window,
    me = null;
  Yt && "documentMode" in document && (me = document.documentMode);
  var Ky = Yt && "TextEvent" in window && !me,
    k0 = Yt && (!ac || (me && 8 < me && 11 >= me)),
    P0 = " ",
    lv = !1;
  function tv(l, t) {
    switch (l) {
      case "keyup":
        return Ly.indexOf(t.keyCode) !== -1;
      case "keydown":
        return t.keyCode !== 229;
      case "keypress":
      case "mousedown":
      case "focusout":
        return !0;
      default:
        return !1;
    }
  }
  function uv(l) {
    return ((l = l.detail), typeof l == "object" && "data" in l ? l.data : null);
  }
  var sa = !1;
  function Jy(l, t) {
    switch (l) {
      case "compositionend":
        return uv(t);
      case "keypress":
        return t.which !== 32 ? null : ((lv = !0), P0);
      case "textInput":
        return ((l = t.data), l === P0 && lv ? null : l);
      default:
        return null;
    }
  }
  function py(l, t) {
    if (sa)
      return l === "compositionend" || (!ac && tv(l, t))
        ? ((l = w0()), (hn = kf = uu = null), (sa = !1), l)
        : null;
    switch (l) {
      case "paste":
        return null;
      case "keypress":
        if (!(t.ctrlKey || t.altKey || t.metaKey) || (t.ctrlKey && t.altKey)) {
          if (t.char && 1 < t.char.length) return t.char;
          if (t.which) return String.fromCharCode(t.which);
        }
        return null;
      case "compositionend":
        return k0 && t.locale !== "ko" ? null : t.data;
      default:
        return null;
    }
  }
  var wy = {
    color: !0,
    date: !0,
    datetime: !0,
    "datetime-local": !0,
    email: !0,
    month: !0,
    number: !0,
    password: !0,
    range: !0,
    search: !0,
    tel: !0,
    text: !0,
    time: !0,
    url: !0,
    week: !0,
  };
  function av(l) {
    var t = l && l.nodeName && l.nodeName.toLowerCase();
    return t === "input" ? !!wy[l.type] : t === "textarea";
  }
  function ev(l, t, u, a) {
    ha ? (ga ? ga.push(a) : (ga = [a])) : (ha = a),
      (t = bf(t, "onChange")),
      0 < t.length &&
        ((u = new Sn("onChange", "change", null, u, a)), l.push({ event: u, listeners: t }));
  }
  var oe = null,
    ye = null;
  function Fy(l) {
    po(l, 0);
  }
  function Tn(l) {
    var t = ne(l);
    if (Z0(t)) return l;
  }
  function nv(l, t) {
    if (l === "change") return t;
  }
  var fv = !1;
  if (Yt) {
    var ec;
    if (Yt) {
      var nc = "oninput" in document;
      if (!nc) {
        var cv = document.createElement("div");
        cv.setAttribute("oninput", "return;"), (nc = typeof cv.oninput == "function");
      }
      ec = nc;
    } else ec = !1;
    fv = ec && (!document.documentMode || 9 < document.documentMode);
  }
  function iv() {
    oe && (oe.detachEvent("onpropertychange", vv), (ye = oe = null));
  }
  function vv(l) {
    if (l.propertyName === "value" && Tn(ye)) {
      var t = [];
      ev(t, ye, l, Wf(l)), p0(Fy, t);
    }
  }
  function Wy(l, t, u) {
    l === "focusin"
      ? (iv(), (oe = t), (ye = u), oe.attachEvent("onpropertychange", vv))
      : l === "focusout" && iv();
  }
  function $y(l) {
    if (l === "selectionchange" || l === "keyup" || l === "keydown") return Tn(ye);
  }
  function Iy(l, t) {
    if (l === "click") return Tn(t);
  }
  function ky(l, t) {
    if (l === "input" || l === "change") return Tn(t);
  }
  function Py(l, t) {
    return (l === t && (l !== 0 || 1 / l === 1 / t)) || (l !== l && t !== t);
  }
  var Jl = typeof Object.is == "function" ? Object.is : Py;
  function de(l, t) {
    if (Jl(l, t)) return !0;
    if (typeof l != "object" || l === null || typeof t != "object" || t === null) return !1;
    var u = Object.keys(l),
      a = Object.keys(t);
    if (u.length !== a.length) return !1;
    for (a = 0; a < u.length; a++) {
      var e = u[a];
      if (!Xf.call(t, e) || !Jl(l[e], t[e])) return !1;
    }
    return !0;
  }
  function fc(l) {
    if (((l = l || (typeof document < "u" ? document : void 0)), typeof l > "u")) return null;
    try {
      return l.activeElement || l.body;
    } catch {
      return l.body;
    }
  }
  function mv(l) {
    for (; l && l.firstChild; ) l = l.firstChild;
    return l;
  }
  function ov(l, t) {
    var u = mv(l);
    l = 0;
    for (var a; u; ) {
      if (u.nodeType === 3) {
        if (((a = l + u.textContent.length), l <= t && a >= t)) return { node: u, offset: t - l };
        l = a;
      }
      l: {
        for (; u; ) {
          if (u.nextSibling) {
            u = u.nextSibling;
            break l;
          }
          u = u.parentNode;
        }
        u = void 0;
      }
      u = mv(u);
    }
  }
  function yv(l, t) {
    return l && t
      ? l === t
        ? !0
        : l && l.nodeType === 3
          ? !1
          : t && t.nodeType === 3
            ? yv(l, t.parentNode)
            : "contains" in l
              ? l.contains(t)
              : l.compareDocumentPosition
                ? !!(l.compareDocumentPosition(t) & 16)
                : !1
      : !1;
  }
  function dv(l) {
    l =
      l != null && l.ownerDocument != null && l.ownerDocument.defaultView != null
        ? l.ownerDocument.defaultView
        : window;
    for (var t = fc(l.document); t instanceof l.HTMLIFrameElement; ) {
      try {
        var u = typeof t.contentWindow.location.href == "string";
      } catch {
        u = !1;
      }
      if (u) l = t.contentWindow;
      else break;
      t = fc(l.document);
    }
    return t;
  }
  function cc(l) {
    var t = l && l.nodeName && l.nodeName.toLowerCase();
    return (
      t &&
      ((t === "input" &&
        (l.type === "text" ||
          l.type === "search" ||
          l.type === "tel" ||
          l.type === "url" ||
          l.type === "password")) ||
        t === "textarea" ||
        l.contentEditable === "true")
    );
  }
  var ld = Yt && "documentMode" in document && 11 >= document.documentMode,
    Sa = null,
    ic = null,
    he = null,
    vc = !1;
  function hv(l, t, u) {
    var a = u.window === u ? u.document : u.nodeType === 9 ? u : u.ownerDocument;
    vc ||
      Sa == null ||
      Sa !== fc(a) ||
      ((a = Sa),
      "selectionStart" in a && cc(a)
        ? (a = { start: a.selectionStart, end: a.selectionEnd })
        : ((a = ((a.ownerDocument && a.ownerDocument.defaultView) || window).getSelection()),
          (a = {
            anchorNode: a.anchorNode,
            anchorOffset: a.anchorOffset,
            focusNode: a.focusNode,
            focusOffset: a.focusOffset,
          })),
      (he && de(he, a)) ||
        ((he = a),
        (a = bf(ic, "onSelect")),
        0 < a.length &&
          ((t = new Sn("onSelect", "select", null, t, u)),
          l.push({ event: t, listeners: a }),
          (t.target = Sa))));
  }
  function Bu(l, t) {
    var u = {};
    return (
      (u[l.toLowerCase()] = t.toLowerCase()),
      (u["Webkit" + l] = "webkit" + t),
      (u["Moz" + l] = "moz" + t),
      u
    );
  }
  var za = {
      animationend: Bu("Animation", "AnimationEnd"),
      animationiteration: Bu("Animation", "AnimationIteration"),
      animationstart: Bu("Animation", "AnimationStart"),
      transitionrun: Bu("Transition", "TransitionRun"),
      transitionstart: Bu("Transition", "TransitionStart"),
      transitioncancel: Bu("Transition", "TransitionCancel"),
      transitionend: Bu("Transition", "TransitionEnd"),
    },
    mc = {},
    gv = {};
  Yt &&
    ((gv = document.createElement("div").style),
    "AnimationEvent" in window ||
      (delete za.animationend.animation,
      delete za.animationiteration.animation,
      delete za.animationstart.animation),
    "TransitionEvent" in window || delete za.transitionend.transition);
  function qu(l) {
    if (mc[l]) return mc[l];
    if (!za[l]) return l;
    var t = za[l],
      u;
    for (u in t) if (Object.hasOwn(t, u) && u in gv) return (mc[l] = t[u]);
    return l;
  }
  var sv = qu("animationend"),
    Sv = qu("animationiteration"),
    zv = qu("animationstart"),
    td = qu("transitionrun"),
    ud = qu("transitionstart"),
    ad = qu("transitioncancel"),
    Tv = qu("transitionend"),
    bv = new Map(),
    oc =
      "abort auxClick beforeToggle cancel canPlay canPlayThrough click close contextMenu copy cut drag dragEnd dragEnter dragExit dragLeave dragOver dragStart drop durationChange emptied encrypted ended error fullscreenChange fullscreenError gotPointerCapture input invalid keyDown keyPress keyUp load loadedData loadedMetadata loadStart lostPointerCapture mouseDown mouseMove mouseOut mouseOver mouseUp paste pause play playing pointerCancel pointerDown pointerMove pointerOut pointerOver pointerUp progress rateChange reset resize seeked seeking stalled submit suspend timeUpdate touchCancel touchEnd touchStart volumeChange scroll toggle touchMove waiting wheel".split(
        " ",
      );
  oc.push("scrollEnd");
  function vt(l, t) {
    bv.set(l, t), ru(t, [l]);
  }
  var ed = 0;
  function Gt(l, t) {
    if (l.name != null && l.name !== "auto") return l.name;
    if (t.autoName !== null) return t.autoName;
    l = dt.identifierPrefix;
    var u = ed++;
    return ((l = "_" + l + "t_" + u.toString(32) + "_"), (t.autoName = l));
  }
  function Ev(l) {
    if (l == null || typeof l == "string") return l;
    var t = null,
      u = Xa;
    if (u !== null)
      for (var a = 0; a < u.length; a++) {
        var e = l[u[a]];
        if (e != null) {
          if (e === "none") return "none";
          t = t == null ? e : t + (" " + e);
        }
      }
    return t ?? l.default;
  }
  function Qt(l, t) {
    return (
      (l = Ev(l)), (t = Ev(t)), t == null ? (l === "auto" ? null : l) : t === "auto" ? null : t
    );
  }
  var bn =
      typeof reportError == "function"
        ? reportError
        : (l) => {
            if (typeof window == "object" && typeof window.ErrorEvent == "function") {
              var t = new window.ErrorEvent("error", {
                bubbles: !0,
                cancelable: !0,
                message:
                  typeof l == "object" && l !== null && typeof l.message == "string"
                    ? String(l.message)
                    : String(l),
                error: l,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == "object" && typeof process.emit == "function") {
              process.emit("uncaughtException", l);
              return;
            }
            console.error(l);
          },
    lt = [],
    Ta = 0,
    yc = 0;
  function En() {
    for (var l = Ta, t = (yc = Ta = 0); t < l; ) {
      var u = lt[t];
      lt[t++] = null;
      var a = lt[t];
      lt[t++] = null;
      var e = lt[t];
      lt[t++] = null;
      var n = lt[t];
      if (((lt[t++] = null), a !== null && e !== null)) {
        var f = a.pending;
        f === null ? (e.next = e) : ((e.next = f.next), (f.next = e)), (a.pending = e);
      }
      n !== 0 && Ov(u, e, n);
    }
  }
  function On(l, t, u, a) {
    (lt[Ta++] = l),
      (lt[Ta++] = t),
      (lt[Ta++] = u),
      (lt[Ta++] = a),
      (yc |= a),
      (l.lanes |= a),
      (l = l.alternate),
      l !== null && (l.lanes |= a);
  }
  function dc(l, t, u, a) {
    return (On(l, t, u, a), Nn(l));
  }
  function Yu(l, t) {
    return (On(l, null, null, t), Nn(l));
  }
  function Ov(l, t, u) {
    l.lanes |= u;
    var a = l.alternate;
    a !== null && (a.lanes |= u);
    for (var e = !1, n = l.return; n !== null; )
      (n.childLanes |= u),
        (a = n.alternate),
        a !== null && (a.childLanes |= u),
        n.tag === 22 && ((l = n.stateNode), l === null || l._visibility & 1 || (e = !0)),
        (l = n),
        (n = n.return);
    return l.tag === 3
      ? ((n = l.stateNode),
        e &&
          t !== null &&
          ((e = 31 - Ll(u)),
          (l = n.hiddenUpdates),
          (a = l[e]),
          a === null ? (l[e] = [t]) : a.push(t),
          (t.lane = u | 536870912)),
        n)
      : null;
  }
  function Nn(l) {
    if (50 < Ge) throw ((Ge = 0), (df = null), Error(s(185)));
    for (var t = l.return; t !== null; ) (l = t), (t = l.return);
    return l.tag === 3 ? l.stateNode : null;
  }
  var ba = {};
  function nd(l, t, u, a) {
    (this.tag = l),
      (this.key = u),
      (this.sibling =
        this.child =
        this.return =
        this.stateNode =
        this.type =
        this.elementType =
          null),
      (this.index = 0),
      (this.refCleanup = this.ref = null),
      (this.pendingProps = t),
      (this.dependencies = this.memoizedState = this.updateQueue = this.memoizedProps = null),
      (this.mode = a),
      (this.subtreeFlags = this.flags = 0),
      (this.deletions = null),
      (this.childLanes = this.lanes = 0),
      (this.alternate = null);
  }
  function Yl(l, t, u, a) {
    return new nd(l, t, u, a);
  }
  function hc(l) {
    return ((l = l.prototype), !(!l || !l.isReactComponent));
  }
  function Xt(l, t) {
    var u = l.alternate;
    return (
      u === null
        ? ((u = Yl(l.tag, t, l.key, l.mode)),
          (u.elementType = l.elementType),
          (u.type = l.type),
          (u.stateNode = l.stateNode),
          (u.alternate = l),
          (l.alternate = u))
        : ((u.pendingProps = t),
          (u.type = l.type),
          (u.flags = 0),
          (u.subtreeFlags = 0),
          (u.deletions = null)),
      (u.flags = l.flags & 1206910976),
      (u.childLanes = l.childLanes),
      (u.lanes = l.lanes),
      (u.child = l.child),
      (u.memoizedProps = l.memoizedProps),
      (u.memoizedState = l.memoizedState),
      (u.updateQueue = l.updateQueue),
      (t = l.dependencies),
      (u.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext }),
      (u.sibling = l.sibling),
      (u.index = l.index),
      (u.ref = l.ref),
      (u.refCleanup = l.refCleanup),
      u
    );
  }
  function Nv(l, t) {
    l.flags &= 1206910978;
    var u = l.alternate;
    return (
      u === null
        ? ((l.childLanes = 0),
          (l.lanes = t),
          (l.child = null),
          (l.subtreeFlags = 0),
          (l.memoizedProps = null),
          (l.memoizedState = null),
          (l.updateQueue = null),
          (l.dependencies = null),
          (l.stateNode = null))
        : ((l.childLanes = u.childLanes),
          (l.lanes = u.lanes),
          (l.child = u.child),
          (l.subtreeFlags = 0),
          (l.deletions = null),
          (l.memoizedProps = u.memoizedProps),
          (l.memoizedState = u.memoizedState),
          (l.updateQueue = u.updateQueue),
          (l.type = u.type),
          (t = u.dependencies),
          (l.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext })),
      l
    );
  }
  function An(l, t, u, a, e, n) {
    var f = 0;
    if (((a = l), typeof a == "function")) hc(a) && (f = 1);
    else if (typeof a == "string")
      f = Bh(l, u, Tt.current) ? 26 : l === "html" || l === "head" || l === "body" ? 27 : 5;
    else
      l: switch (a) {
        case kt:
          return ((l = Yl(31, u, t, e)), (l.elementType = kt), (l.lanes = n), l);
        case St:
          return Gu(u.children, e, n, t);
        case rt:
          (f = 8), (e |= 24);
          break;
        case aa:
          return ((l = Yl(12, u, t, e | 2)), (l.elementType = aa), (l.lanes = n), l);
        case R:
          return ((l = Yl(13, u, t, e)), (l.elementType = R), (l.lanes = n), l);
        case U:
          return ((l = Yl(19, u, t, e)), (l.elementType = U), (l.lanes = n), l);
        case ea:
        case it:
          return (
            (l = e | 32),
            (l = Yl(30, u, t, l)),
            (l.elementType = it),
            (l.lanes = n),
            (l.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
            l
          );
        default:
          if (typeof a == "object" && a !== null)
            switch (a.$$typeof) {
              case Bl:
                f = 10;
                break l;
              case Pe:
                f = 9;
                break l;
              case b:
                f = 11;
                break l;
              case P:
                f = 14;
                break l;
              case F:
                (f = 16), (a = null);
                break l;
            }
          (f = 29), (u = Error(s(130, l === null ? "null" : typeof l, ""))), (a = null);
      }
    return ((t = Yl(f, u, t, e)), (t.elementType = l), (t.type = a), (t.lanes = n), t);
  }
  function Gu(l, t, u, a) {
    return ((l = Yl(7, l, a, t)), (l.lanes = u), l);
  }
  function gc(l, t, u) {
    return ((l = Yl(6, l, null, t)), (l.lanes = u), l);
  }
  function Av(l) {
    var t = Yl(18, null, null, 0);
    return ((t.stateNode = l), t);
  }
  function sc(l, t, u) {
    return (
      (t = Yl(4, l.children !== null ? l.children : [], l.key, t)),
      (t.lanes = u),
      (t.stateNode = {
        containerInfo: l.containerInfo,
        pendingChildren: null,
        implementation: l.implementation,
      }),
      t
    );
  }
  var Dv = new WeakMap();
  function tt(l, t) {
    if (typeof l == "object" && l !== null) {
      var u = Dv.get(l);
      return u !== void 0 ? u : ((t = { value: l, source: t, stack: T0(t) }), Dv.set(l, t), t);
    }
    return { value: l, source: t, stack: T0(t) };
  }
  var Ea = [],
    Oa = 0,
    Dn = null,
    ge = 0,
    ut = [],
    at = 0,
    eu = null,
    Et = 1,
    Ot = "";
  function Zt(l, t) {
    (Ea[Oa++] = ge), (Ea[Oa++] = Dn), (Dn = l), (ge = t);
  }
  function Mv(l, t, u) {
    (ut[at++] = Et), (ut[at++] = Ot), (ut[at++] = eu), (eu = l);
    var a = Et;
    l = Ot;
    var e = 32 - Ll(a) - 1;
    (a &= ~(1 << e)), (u += 1);
    var n = 32 - Ll(t) + e;
    if (30 < n) {
      var f = e - (e % 5);
      (n = (a & ((1 << f) - 1)).toString(32)),
        (a >>= f),
        (e -= f),
        (Et = (1 << (32 - Ll(t) + e)) | (u << e) | a),
        (Ot = n + l);
    } else (Et = (1 << n) | (u << e) | a), (Ot = l);
  }
  function Mn(l) {
    l.return !== null && (Zt(l, 1), Mv(l, 1, 0));
  }
  function Sc(l) {
    for (; l === Dn; ) (Dn = Ea[--Oa]), (Ea[Oa] = null), (ge = Ea[--Oa]), (Ea[Oa] = null);
    for (; l === eu; )
      (eu = ut[--at]),
        (ut[at] = null),
        (Ot = ut[--at]),
        (ut[at] = null),
        (Et = ut[--at]),
        (ut[at] = null);
  }
  function _v(l, t) {
    (ut[at++] = Et), (ut[at++] = Ot), (ut[at++] = eu), (Et = t.id), (Ot = t.overflow), (eu = l);
  }
  var hl = null,
    I = null,
    r = !1,
    nu = null,
    et = !1,
    zc = Error(s(519));
  function fu(l) {
    var t = Error(
      s(418, 1 < arguments.length && arguments[1] !== void 0 && arguments[1] ? "text" : "HTML", ""),
    );
    throw (se(tt(t, l)), zc);
  }
  function Uv(l) {
    var t = l.stateNode,
      u = l.type,
      a = l.memoizedProps;
    switch (((t[zl] = l), (t[ql] = a), u)) {
      case "dialog":
        q("cancel", t), q("close", t);
        break;
      case "iframe":
      case "object":
      case "embed":
        q("load", t);
        break;
      case "video":
      case "audio":
        for (u = 0; u < Xe.length; u++) q(Xe[u], t);
        break;
      case "source":
        q("error", t);
        break;
      case "img":
      case "image":
      case "link":
        q("error", t), q("load", t);
        break;
      case "details":
        q("toggle", t);
        break;
      case "input":
        q("invalid", t),
          V0(t, a.value, a.defaultValue, a.checked, a.defaultChecked, a.type, a.name, !0);
        break;
      case "select":
        q("invalid", t);
        break;
      case "textarea":
        q("invalid", t), x0(t, a.value, a.defaultValue, a.children);
    }
    (u = a.children),
      (typeof u != "string" && typeof u != "number" && typeof u != "bigint") ||
      t.textContent === "" + u ||
      a.suppressHydrationWarning === !0 ||
      $o(t.textContent, u)
        ? (a.popover != null && (q("beforetoggle", t), q("toggle", t)),
          a.onScroll != null && q("scroll", t),
          a.onScrollEnd != null && q("scrollend", t),
          a.onClick != null && (t.onclick = bt),
          (t = !0))
        : (t = !1),
      t || fu(l, !0);
  }
  function _n(l) {
    for (hl = l.return; hl; )
      switch (hl.tag) {
        case 5:
        case 31:
        case 13:
          et = !1;
          return;
        case 27:
        case 3:
          et = !0;
          return;
        default:
          hl = hl.return;
      }
  }
  function Na(l) {
    if (l !== hl) return !1;
    if (!r) return (_n(l), (r = !0), !1);
    var t = l.tag,
      u;
    if (
      ((u = t !== 3 && t !== 27) &&
        ((u = t === 5) &&
          ((u = l.type), (u = !(u !== "form" && u !== "button") || Fi(l.type, l.memoizedProps))),
        (u = !u)),
      u && I && fu(l),
      _n(l),
      t === 13)
    ) {
      if (((l = l.memoizedState), (l = l !== null ? l.dehydrated : null), !l)) throw Error(s(317));
      I = g1(l);
    } else if (t === 31) {
      if (((l = l.memoizedState), (l = l !== null ? l.dehydrated : null), !l)) throw Error(s(317));
      I = g1(l);
    } else
      t === 27
        ? ((t = I), Ou(l.type) ? ((l = a0), (a0 = null), (I = l)) : (I = t))
        : (I = hl ? ft(l.stateNode.nextSibling) : null);
    return !0;
  }
  function Qu() {
    (I = hl = null), (r = !1);
  }
  function Tc() {
    var l = nu;
    return (l !== null && (Xl === null ? (Xl = l) : Xl.push.apply(Xl, l), (nu = null)), l);
  }
  function se(l) {
    nu === null ? (nu = [l]) : nu.push(l);
  }
  var bc = zt(null),
    Xu = null,
    Vt = null;
  function cu(l, t, u) {
    $(bc, t._currentValue), (t._currentValue = u);
  }
  function jt(l) {
    (l._currentValue = bc.current), Sl(bc);
  }
  function Un(l, t, u) {
    for (; l !== null; ) {
      var a = l.alternate;
      if (
        ((l.childLanes & t) !== t
          ? ((l.childLanes |= t), a !== null && (a.childLanes |= t))
          : a !== null && (a.childLanes & t) !== t && (a.childLanes |= t),
        l === u)
      )
        break;
      l = l.return;
    }
  }
  function Ec(l, t, u, a) {
    var e = l.child;
    for (e !== null && (e.return = l); e !== null; ) {
      var n = e.dependencies;
      if (n !== null) {
        var f = e.child;
        n = n.firstContext;
        l: for (; n !== null; ) {
          var c = n;
          n = e;
          for (var i = 0; i < t.length; i++)
            if (c.context === t[i]) {
              (n.lanes |= u),
                (c = n.alternate),
                c !== null && (c.lanes |= u),
                Un(n.return, u, l),
                a || (f = null);
              break l;
            }
          n = c.next;
        }
      } else if (e.tag === 18) {
        if (((f = e.return), f === null)) throw Error(s(341));
        (f.lanes |= u), (n = f.alternate), n !== null && (n.lanes |= u), Un(f, u, l), (f = null);
      } else
        e.tag === 13 && e.memoizedState !== null && e.memoizedState.dehydrated === null
          ? ((e.lanes |= u),
            (f = e.alternate),
            f !== null && (f.lanes |= u),
            Un(e.return, u, l),
            (f = e.child),
            (f = f !== null ? f.sibling : null))
          : (f = e.child);
      if (f !== null) f.return = e;
      else
        for (f = e; f !== null; ) {
          if (f === l) {
            f = null;
            break;
          }
          if (((e = f.sibling), e !== null)) {
            (e.return = f.return), (f = e);
            break;
          }
          f = f.return;
        }
      e = f;
    }
  }
  function Zu(l, t, u, a) {
    l = null;
    for (var e = t, n = !1; e !== null; ) {
      if (!n) {
        if ((e.flags & 524288) !== 0) n = !0;
        else if ((e.flags & 262144) !== 0) break;
      }
      if (e.tag === 10) {
        var f = e.alternate;
        if (f === null) throw Error(s(387));
        if (((f = f.memoizedProps), f !== null)) {
          var c = e.type;
          Jl(e.pendingProps.value, f.value) || (l !== null ? l.push(c) : (l = [c]));
        }
      } else if (e === ln.current) {
        if (((f = e.alternate), f === null)) throw Error(s(387));
        f.memoizedState.memoizedState !== e.memoizedState.memoizedState &&
          (l !== null ? l.push(Fa) : (l = [Fa]));
      }
      e = e.return;
    }
    return (l !== null && Ec(t, l, u, a), (t.flags |= 262144), l !== null);
  }
  function Hn(l) {
    for (l = l.firstContext; l !== null; ) {
      if (!Jl(l.context._currentValue, l.memoizedValue)) return !0;
      l = l.next;
    }
    return !1;
  }
  function Vu(l) {
    (Xu = l), (Vt = null), (l = l.dependencies), l !== null && (l.firstContext = null);
  }
  function Tl(l) {
    return Hv(Xu, l);
  }
  function Cn(l, t) {
    return (Xu === null && Vu(l), Hv(l, t));
  }
  function Hv(l, t) {
    var u = t._currentValue;
    if (((t = { context: t, memoizedValue: u, next: null }), Vt === null)) {
      if (l === null) throw Error(s(308));
      (Vt = t), (l.dependencies = { lanes: 0, firstContext: t }), (l.flags |= 524288);
    } else Vt = Vt.next = t;
    return u;
  }
  var fd =
      typeof AbortController < "u"
        ? AbortController
        : function () {
            var l = [],
              t = (this.signal = {
                aborted: !1,
                addEventListener: (u, a) => {
                  l.push(a);
                },
              });
            this.abort = () => {
              (t.aborted = !0), l.forEach((u) => u());
            };
          },
    cd = A.unstable_scheduleCallback,
    id = A.unstable_NormalPriority,
    cl = {
      $$typeof: Bl,
      Consumer: null,
      Provider: null,
      _currentValue: null,
      _currentValue2: null,
      _threadCount: 0,
    };
  function Oc() {
    return { controller: new fd(), data: new Map(), refCount: 0 };
  }
  function Se(l) {
    l.refCount--,
      l.refCount === 0 &&
        cd(id, () => {
          l.controller.abort();
        });
  }
  function Cv(l, t) {
    if ((l.pendingLanes & 4194048) !== 0) {
      var u = l.transitionTypes;
      for (u === null && (u = l.transitionTypes = []), l = 0; l < t.length; l++) {
        var a = t[l];
        u.indexOf(a) === -1 && u.push(a);
      }
    }
  }
  var ze = null;
  function vd(l) {
    var t = l.transitionTypes;
    return ((l.transitionTypes = null), t);
  }
  var Te = null,
    Nc = 0,
    ju = 0,
    Aa = null;
  function md(l, t) {
    if (Te === null) {
      var u = (Te = []);
      (Nc = 0),
        (ju = Zi()),
        (Aa = {
          status: "pending",
          value: void 0,
          then: (a) => {
            u.push(a);
          },
        });
    }
    return (Nc++, t.then(Rv, Rv), t);
  }
  function Rv() {
    if (--Nc === 0 && ((ze = null), Te !== null)) {
      Aa !== null && (Aa.status = "fulfilled");
      var l = Te;
      (Te = null), (ju = 0), (Aa = null);
      for (var t = 0; t < l.length; t++) (0, l[t])();
    }
  }
  function od(l, t) {
    var u = [],
      a = {
        status: "pending",
        value: null,
        reason: null,
        then: (e) => {
          u.push(e);
        },
      };
    return (
      l.then(
        () => {
          (a.status = "fulfilled"), (a.value = t);
          for (var e = 0; e < u.length; e++) (0, u[e])(t);
        },
        (e) => {
          for (a.status = "rejected", a.reason = e, e = 0; e < u.length; e++) (0, u[e])(void 0);
        },
      ),
      a
    );
  }
  var rv = _.S;
  _.S = (l, t) => {
    if (
      ((Do = jl()),
      typeof t == "object" && t !== null && typeof t.then == "function" && md(l, t),
      ze !== null)
    )
      for (var u = xa; u !== null; ) Cv(u, ze), (u = u.next);
    if (((u = l.types), u !== null)) {
      for (var a = xa; a !== null; ) Cv(a, u), (a = a.next);
      if (ju !== 0) {
        (a = ze), a === null && (a = ze = []);
        for (var e = 0; e < u.length; e++) {
          var n = u[e];
          a.indexOf(n) === -1 && a.push(n);
        }
      }
    }
    rv !== null && rv(l, t);
  };
  var xu = zt(null);
  function Ac() {
    var l = xu.current;
    return l !== null ? l : W.pooledCache;
  }
  function Rn(l, t) {
    t === null ? $(xu, xu.current) : $(xu, t.pool);
  }
  function Bv() {
    var l = Ac();
    return l === null ? null : { parent: cl._currentValue, pool: l };
  }
  var Da = Error(s(460)),
    Dc = Error(s(474)),
    rn = Error(s(542)),
    Bn = { then: () => {} };
  function qv(l) {
    return ((l = l.status), l === "fulfilled" || l === "rejected");
  }
  function Yv(l, t, u) {
    switch (
      ((u = l[u]), u === void 0 ? l.push(t) : u !== t && (t.then(bt, bt), (t = u)), t.status)
    ) {
      case "fulfilled":
        return t.value;
      case "rejected":
        throw ((l = t.reason), Qv(l), l === void 0 && !("reason" in t) ? Error(s(600)) : l);
      default:
        if (typeof t.status == "string") t.then(bt, bt);
        else {
          if (((l = W), l !== null && 100 < l.shellSuspendCounter)) throw Error(s(482));
          (l = t),
            (l.status = "pending"),
            l.then(
              (a) => {
                if (t.status === "pending") {
                  var e = t;
                  (e.status = "fulfilled"), (e.value = a);
                }
              },
              (a) => {
                if (t.status === "pending") {
                  var e = t;
                  (e.status = "rejected"), (e.reason = a);
                }
              },
            );
        }
        switch (t.status) {
          case "fulfilled":
            return t.value;
          case "rejected":
            throw ((l = t.reason), Qv(l), l);
        }
        throw ((Ku = t), Da);
    }
  }
  function Lu(l) {
    try {
      var t = l._init;
      return t(l._payload);
    } catch (u) {
      throw u !== null && typeof u == "object" && typeof u.then == "function" ? ((Ku = u), Da) : u;
    }
  }
  var Ku = null;
  function Gv() {
    if (Ku === null) throw Error(s(459));
    var l = Ku;
    return ((Ku = null), l);
  }
  function Qv(l) {
    if (l === Da || l === rn) throw Error(s(483));
  }
  var Ma = null,
    be = 0;
  function qn(l) {
    var t = be;
    return ((be += 1), Ma === null && (Ma = []), Yv(Ma, l, t));
  }
  function iu(l, t) {
    (t = t.props.ref), (l.ref = t !== void 0 ? t : null);
  }
  function Yn(l, t) {
    throw t.$$typeof === ke
      ? Error(s(525))
      : ((l = Object.prototype.toString.call(t)),
        Error(
          s(
            31,
            l === "[object Object]" ? "object with keys {" + Object.keys(t).join(", ") + "}" : l,
          ),
        ));
  }
  function Xv(l) {
    function t(o, v) {
      if (l) {
        var d = o.deletions;
        d === null ? ((o.deletions = [v]), (o.flags |= 16)) : d.push(v);
      }
    }
    function u(o, v) {
      if (!l) return null;
      for (; v !== null; ) t(o, v), (v = v.sibling);
      return null;
    }
    function a(o) {
      for (var v = new Map(); o !== null; )
        o.key === null ? v.set(o.index, o) : v.set(o.key, o), (o = o.sibling);
      return v;
    }
    function e(o, v) {
      return ((o = Xt(o, v)), (o.index = 0), (o.sibling = null), o);
    }
    function n(o, v, d) {
      return (
        (o.index = d),
        l
          ? ((d = o.alternate),
            d !== null
              ? ((d = d.index), d < v ? ((o.flags |= 2), v) : d)
              : ((o.flags |= 134217730), v))
          : ((o.flags |= 1048576), v)
      );
    }
    function f(o) {
      return (l && o.alternate === null && (o.flags |= 134217730), o);
    }
    function c(o, v, d, S) {
      return v === null || v.tag !== 6
        ? ((v = gc(d, o.mode, S)), (v.return = o), v)
        : ((v = e(v, d)), (v.return = o), v);
    }
    function i(o, v, d, S) {
      var E = d.type;
      return E === St
        ? ((o = g(o, v, d.props.children, S, d.key)), iu(o, d), o)
        : v !== null &&
            (v.elementType === E ||
              (typeof E == "object" && E !== null && E.$$typeof === F && Lu(E) === v.type))
          ? ((v = e(v, d.props)), iu(v, d), (v.return = o), v)
          : ((v = An(d.type, d.key, d.props, null, o.mode, S)), iu(v, d), (v.return = o), v);
    }
    function y(o, v, d, S) {
      return v === null ||
        v.tag !== 4 ||
        v.stateNode.containerInfo !== d.containerInfo ||
        v.stateNode.implementation !== d.implementation
        ? ((v = sc(d, o.mode, S)), (v.return = o), v)
        : ((v = e(v, d.children || [])), (v.return = o), v);
    }
    function g(o, v, d, S, E) {
      return v === null || v.tag !== 7
        ? ((v = Gu(d, o.mode, S, E)), (v.return = o), v)
        : ((v = e(v, d)), (v.return = o), v);
    }
    function z(o, v, d) {
      if ((typeof v == "string" && v !== "") || typeof v == "number" || typeof v == "bigint")
        return ((v = gc("" + v, o.mode, d)), (v.return = o), v);
      if (typeof v == "object" && v !== null) {
        switch (v.$$typeof) {
          case Uu:
            return ((d = An(v.type, v.key, v.props, null, o.mode, d)), iu(d, v), (d.return = o), d);
          case It:
            return ((v = sc(v, o.mode, d)), (v.return = o), v);
          case F:
            return ((v = Lu(v)), z(o, v, d));
        }
        if (Pa(v) || ka(v)) return ((v = Gu(v, o.mode, d, null)), (v.return = o), v);
        if (typeof v.then == "function") return z(o, qn(v), d);
        if (v.$$typeof === Bl) return z(o, Cn(o, v), d);
        Yn(o, v);
      }
      return null;
    }
    function m(o, v, d, S) {
      var E = v !== null ? v.key : null;
      if ((typeof d == "string" && d !== "") || typeof d == "number" || typeof d == "bigint")
        return E !== null ? null : c(o, v, "" + d, S);
      if (typeof d == "object" && d !== null) {
        switch (d.$$typeof) {
          case Uu:
            return d.key === E ? i(o, v, d, S) : null;
          case It:
            return d.key === E ? y(o, v, d, S) : null;
          case F:
            return ((d = Lu(d)), m(o, v, d, S));
        }
        if (Pa(d) || ka(d)) return E !== null ? null : g(o, v, d, S, null);
        if (typeof d.then == "function") return m(o, v, qn(d), S);
        if (d.$$typeof === Bl) return m(o, v, Cn(o, d), S);
        Yn(o, d);
      }
      return null;
    }
    function h(o, v, d, S, E) {
      if ((typeof S == "string" && S !== "") || typeof S == "number" || typeof S == "bigint")
        return ((o = o.get(d) || null), c(v, o, "" + S, E));
      if (typeof S == "object" && S !== null) {
        switch (S.$$typeof) {
          case Uu:
            return ((o = o.get(S.key === null ? d : S.key) || null), i(v, o, S, E));
          case It:
            return ((o = o.get(S.key === null ? d : S.key) || null), y(v, o, S, E));
          case F:
            return ((S = Lu(S)), h(o, v, d, S, E));
        }
        if (Pa(S) || ka(S)) return ((o = o.get(d) || null), g(v, o, S, E, null));
        if (typeof S.then == "function") return h(o, v, d, qn(S), E);
        if (S.$$typeof === Bl) return h(o, v, d, Cn(v, S), E);
        Yn(v, S);
      }
      return null;
    }
    function T(o, v, d, S) {
      for (var E = null, G = null, D = v, M = (v = 0), ml = null; D !== null && M < d.length; M++) {
        D.index > M ? ((ml = D), (D = null)) : (ml = D.sibling);
        var Q = m(o, D, d[M], S);
        if (Q === null) {
          D === null && (D = ml);
          break;
        }
        l && D && Q.alternate === null && t(o, D),
          (v = n(Q, v, M)),
          G === null ? (E = Q) : (G.sibling = Q),
          (G = Q),
          (D = ml);
      }
      if (M === d.length) return (u(o, D), r && Zt(o, M), E);
      if (D === null) {
        for (; M < d.length; M++)
          (D = z(o, d[M], S)),
            D !== null && ((v = n(D, v, M)), G === null ? (E = D) : (G.sibling = D), (G = D));
        return (r && Zt(o, M), E);
      }
      for (D = a(D); M < d.length; M++)
        (ml = h(D, o, M, d[M], S)),
          ml !== null &&
            (l && ((Q = ml.alternate), Q !== null && D.delete(Q.key === null ? M : Q.key)),
            (v = n(ml, v, M)),
            G === null ? (E = ml) : (G.sibling = ml),
            (G = ml));
      return (l && D.forEach((_u) => t(o, _u)), r && Zt(o, M), E);
    }
    function O(o, v, d, S) {
      if (d == null) throw Error(s(151));
      for (
        var E = null, G = null, D = v, M = (v = 0), ml = null, Q = d.next();
        D !== null && !Q.done;
        M++, Q = d.next()
      ) {
        D.index > M ? ((ml = D), (D = null)) : (ml = D.sibling);
        var _u = m(o, D, Q.value, S);
        if (_u === null) {
          D === null && (D = ml);
          break;
        }
        l && D && _u.alternate === null && t(o, D),
          (v = n(_u, v, M)),
          G === null ? (E = _u) : (G.sibling = _u),
          (G = _u),
          (D = ml);
      }
      if (Q.done) return (u(o, D), r && Zt(o, M), E);
      if (D === null) {
        for (; !Q.done; M++, Q = d.next())
          (Q = z(o, Q.value, S)),
            Q !== null && ((v = n(Q, v, M)), G === null ? (E = Q) : (G.sibling = Q), (G = Q));
        return (r && Zt(o, M), E);
      }
      for (D = a(D); !Q.done; M++, Q = d.next())
        (Q = h(D, o, M, Q.value, S)),
          Q !== null &&
            (l && ((ml = Q.alternate), ml !== null && D.delete(ml.key === null ? M : ml.key)),
            (v = n(Q, v, M)),
            G === null ? (E = Q) : (G.sibling = Q),
            (G = Q));
      return (l && D.forEach((Jh) => t(o, Jh)), r && Zt(o, M), E);
    }
    function C(o, v, d, S) {
      if (
        (typeof d == "object" &&
          d !== null &&
          d.type === St &&
          d.key === null &&
          d.props.ref === void 0 &&
          (d = d.props.children),
        typeof d == "object" && d !== null)
      ) {
        switch (d.$$typeof) {
          case Uu:
            l: {
              for (var E = d.key; v !== null; ) {
                if (v.key === E) {
                  if (((E = d.type), E === St)) {
                    if (v.tag === 7) {
                      u(o, v.sibling),
                        (S = e(v, d.props.children)),
                        iu(S, d),
                        (S.return = o),
                        (o = S);
                      break l;
                    }
                  } else if (
                    v.elementType === E ||
                    (typeof E == "object" && E !== null && E.$$typeof === F && Lu(E) === v.type)
                  ) {
                    u(o, v.sibling), (S = e(v, d.props)), iu(S, d), (S.return = o), (o = S);
                    break l;
                  }
                  u(o, v);
                  break;
                } else t(o, v);
                v = v.sibling;
              }
              d.type === St
                ? ((S = Gu(d.props.children, o.mode, S, d.key)), iu(S, d), (S.return = o), (o = S))
                : ((S = An(d.type, d.key, d.props, null, o.mode, S)),
                  iu(S, d),
                  (S.return = o),
                  (o = S));
            }
            return f(o);
          case It:
            l: {
              for (E = d.key; v !== null; ) {
                if (v.key === E)
                  if (
                    v.tag === 4 &&
                    v.stateNode.containerInfo === d.containerInfo &&
                    v.stateNode.implementation === d.implementation
                  ) {
                    u(o, v.sibling), (S = e(v, d.children || [])), (S.return = o), (o = S);
                    break l;
                  } else {
                    u(o, v);
                    break;
                  }
                else t(o, v);
                v = v.sibling;
              }
              (S = sc(d, o.mode, S)), (S.return = o), (o = S);
            }
            return f(o);
          case F:
            return ((d = Lu(d)), C(o, v, d, S));
        }
        if (Pa(d)) return T(o, v, d, S);
        if (ka(d)) {
          if (((E = ka(d)), typeof E != "function")) throw Error(s(150));
          return ((d = E.call(d)), O(o, v, d, S));
        }
        if (typeof d.then == "function") return C(o, v, qn(d), S);
        if (d.$$typeof === Bl) return C(o, v, Cn(o, d), S);
        Yn(o, d);
      }
      return (typeof d == "string" && d !== "") || typeof d == "number" || typeof d == "bigint"
        ? ((d = "" + d),
          v !== null && v.tag === 6
            ? (u(o, v.sibling), (S = e(v, d)), (S.return = o), (o = S))
            : (u(o, v), (S = gc(d, o.mode, S)), (S.return = o), (o = S)),
          f(o))
        : u(o, v);
    }
    return (o, v, d, S) => {
      try {
        be = 0;
        var E = C(o, v, d, S);
        return ((Ma = null), E);
      } catch (D) {
        if (D === Da || D === rn) throw D;
        var G = Yl(29, D, null, o.mode);
        return ((G.lanes = S), (G.return = o), G);
      }
    };
  }
  var Ju = Xv(!0),
    Zv = Xv(!1),
    vu = !1;
  function Mc(l) {
    l.updateQueue = {
      baseState: l.memoizedState,
      firstBaseUpdate: null,
      lastBaseUpdate: null,
      shared: { pending: null, lanes: 0, hiddenCallbacks: null },
      callbacks: null,
    };
  }
  function _c(l, t) {
    (l = l.updateQueue),
      t.updateQueue === l &&
        (t.updateQueue = {
          baseState: l.baseState,
          firstBaseUpdate: l.firstBaseUpdate,
          lastBaseUpdate: l.lastBaseUpdate,
          shared: l.shared,
          callbacks: null,
        });
  }
  function mu(l) {
    return { lane: l, tag: 0, payload: null, callback: null, next: null };
  }
  function ou(l, t, u) {
    var a = l.updateQueue;
    if (a === null) return null;
    if (((a = a.shared), (j & 2) !== 0)) {
      var e = a.pending;
      return (
        e === null ? (t.next = t) : ((t.next = e.next), (e.next = t)),
        (a.pending = t),
        (t = Nn(l)),
        Ov(l, null, u),
        t
      );
    }
    return (On(l, a, t, u), Nn(l));
  }
  function Ee(l, t, u) {
    if (((t = t.updateQueue), t !== null && ((t = t.shared), (u & 4194048) !== 0))) {
      var a = t.lanes;
      (a &= l.pendingLanes), (u |= a), (t.lanes = u), M0(l, u);
    }
  }
  function Uc(l, t) {
    var u = l.updateQueue,
      a = l.alternate;
    if (a !== null && ((a = a.updateQueue), u === a)) {
      var e = null,
        n = null;
      if (((u = u.firstBaseUpdate), u !== null)) {
        do {
          var f = { lane: u.lane, tag: u.tag, payload: u.payload, callback: null, next: null };
          n === null ? (e = n = f) : (n = n.next = f), (u = u.next);
        } while (u !== null);
        n === null ? (e = n = t) : (n = n.next = t);
      } else e = n = t;
      (u = {
        baseState: a.baseState,
        firstBaseUpdate: e,
        lastBaseUpdate: n,
        shared: a.shared,
        callbacks: a.callbacks,
      }),
        (l.updateQueue = u);
      return;
    }
    (l = u.lastBaseUpdate),
      l === null ? (u.firstBaseUpdate = t) : (l.next = t),
      (u.lastBaseUpdate = t);
  }
  var Hc = !1;
  function Oe() {
    if (Hc) {
      var l = Aa;
      if (l !== null) throw l;
    }
  }
  function Ne(l, t, u, a) {
    Hc = !1;
    var e = l.updateQueue;
    vu = !1;
    var n = e.firstBaseUpdate,
      f = e.lastBaseUpdate,
      c = e.shared.pending;
    if (c !== null) {
      e.shared.pending = null;
      var i = c,
        y = i.next;
      (i.next = null), f === null ? (n = y) : (f.next = y), (f = i);
      var g = l.alternate;
      g !== null &&
        ((g = g.updateQueue),
        (c = g.lastBaseUpdate),
        c !== f && (c === null ? (g.firstBaseUpdate = y) : (c.next = y), (g.lastBaseUpdate = i)));
    }
    if (n !== null) {
      var z = e.baseState;
      (f = 0), (g = y = i = null), (c = n);
      do {
        var m = c.lane & -536870913,
          h = m !== c.lane;
        if (h ? (Y & m) === m : (a & m) === m) {
          m !== 0 && m === ju && (Hc = !0),
            g !== null &&
              (g = g.next =
                { lane: 0, tag: c.tag, payload: c.payload, callback: null, next: null });
          l: {
            var T = l,
              O = c;
            m = t;
            var C = u;
            switch (O.tag) {
              case 1:
                if (((T = O.payload), typeof T == "function")) {
                  z = T.call(C, z, m);
                  break l;
                }
                z = T;
                break l;
              case 3:
                T.flags = (T.flags & -65537) | 128;
              case 0:
                if (
                  ((T = O.payload), (m = typeof T == "function" ? T.call(C, z, m) : T), m == null)
                )
                  break l;
                z = X({}, z, m);
                break l;
              case 2:
                vu = !0;
            }
          }
          (m = c.callback),
            m !== null &&
              ((l.flags |= 64),
              h && (l.flags |= 8192),
              (h = e.callbacks),
              h === null ? (e.callbacks = [m]) : h.push(m));
        } else
          (h = { lane: m, tag: c.tag, payload: c.payload, callback: c.callback, next: null }),
            g === null ? ((y = g = h), (i = z)) : (g = g.next = h),
            (f |= m);
        if (((c = c.next), c === null)) {
          if (((c = e.shared.pending), c === null)) break;
          (h = c), (c = h.next), (h.next = null), (e.lastBaseUpdate = h), (e.shared.pending = null);
        }
      } while (!0);
      g === null && (i = z),
        (e.baseState = i),
        (e.firstBaseUpdate = y),
        (e.lastBaseUpdate = g),
        n === null && (e.shared.lanes = 0),
        (zu |= f),
        (l.lanes = f),
        (l.memoizedState = z);
    }
  }
  function Vv(l, t) {
    if (typeof l != "function") throw Error(s(191, l));
    l.call(t);
  }
  function jv(l, t) {
    var u = l.callbacks;
    if (u !== null) for (l.callbacks = null, l = 0; l < u.length; l++) Vv(u[l], t);
  }
  var yu = zt(null),
    Gn = zt(0);
  function xv(l, t) {
    (l = pt), $(Gn, l), $(yu, t), (pt = l | t.baseLanes);
  }
  function Cc() {
    $(Gn, pt), $(yu, yu.current);
  }
  function Rc() {
    (pt = Gn.current), Sl(yu), Sl(Gn);
  }
  var bl = zt(null),
    Ml = null;
  function du(l) {
    var t = l.alternate;
    $(El, El.current & 1),
      $(bl, l),
      Ml === null && (t === null || yu.current !== null || t.memoizedState !== null) && (Ml = l);
  }
  function rc(l) {
    $(El, El.current), $(bl, l), Ml === null && (Ml = l);
  }
  function Lv(l) {
    l.tag === 22 ? ($(El, El.current), $(bl, l), Ml === null && (Ml = l)) : hu();
  }
  function hu() {
    $(El, El.current), $(bl, bl.current);
  }
  function pl(l) {
    Sl(bl), Ml === l && (Ml = null), Sl(El);
  }
  var El = zt(0);
  function Ae(l, t) {
    $(bl, bl.current), $(El, t);
  }
  function Bc(l) {
    Sl(El), Sl(bl), Ml === l && (Ml = null);
  }
  function Qn(l) {
    for (var t = l; t !== null; ) {
      if (t.tag === 13) {
        var u = t.memoizedState;
        if (u !== null && ((u = u.dehydrated), u === null || t0(u) || u0(u))) return t;
      } else if (t.tag === 19 && t.memoizedProps.revealOrder !== "independent") {
        if ((t.flags & 128) !== 0) return t;
      } else if (t.child !== null) {
        (t.child.return = t), (t = t.child);
        continue;
      }
      if (t === l) break;
      for (; t.sibling === null; ) {
        if (t.return === null || t.return === l) return null;
        t = t.return;
      }
      (t.sibling.return = t.return), (t = t.sibling);
    }
    return null;
  }
  var xt = 0,
    H = null,
    p = null,
    il = null,
    Xn = !1,
    _a = !1,
    pu = !1,
    Zn = 0,
    De = 0,
    Ua = null,
    yd = 0;
  function el() {
    throw Error(s(321));
  }
  function qc(l, t) {
    if (t === null) return !1;
    for (var u = 0; u < t.length && u < l.length; u++) if (!Jl(l[u], t[u])) return !1;
    return !0;
  }
  function Yc(l, t, u, a, e, n) {
    return (
      (xt = n),
      (H = t),
      (t.memoizedState = null),
      (t.updateQueue = null),
      (t.lanes = 0),
      (_.H = l === null || l.memoizedState === null ? Mm : _m),
      (pu = !1),
      (n = u(a, e)),
      (pu = !1),
      _a && (n = Jv(t, u, a, e)),
      Kv(l),
      n
    );
  }
  function Kv(l) {
    _.H = pn;
    var t = p !== null && p.next !== null;
    if (((xt = 0), (il = p = H = null), (Xn = !1), (De = 0), (Ua = null), t)) throw Error(s(300));
    l === null || vl || ((l = l.dependencies), l !== null && Hn(l) && (vl = !0));
  }
  function Jv(l, t, u, a) {
    H = l;
    var e = 0;
    do {
      if ((_a && (Ua = null), (De = 0), (_a = !1), 25 <= e)) throw Error(s(301));
      if (((e += 1), (il = p = null), l.updateQueue != null)) {
        var n = l.updateQueue;
        (n.lastEffect = null),
          (n.events = null),
          (n.stores = null),
          n.memoCache != null && (n.memoCache.index = 0);
      }
      (_.H = bd), (n = t(u, a));
    } while (_a);
    return n;
  }
  function dd() {
    var l = _.H,
      t = l.useState()[0];
    return (
      (t = typeof t.then == "function" ? Me(t) : t),
      (l = l.useState()[0]),
      (p !== null ? p.memoizedState : null) !== l && (H.flags |= 1024),
      t
    );
  }
  function Gc() {
    var l = Zn !== 0;
    return ((Zn = 0), l);
  }
  function Qc(l, t, u) {
    (t.updateQueue = l.updateQueue), (t.flags &= -2053), (l.lanes &= ~u);
  }
  function Xc(l) {
    if (Xn) {
      for (l = l.memoizedState; l !== null; ) {
        var t = l.queue;
        t !== null && (t.pending = null), (l = l.next);
      }
      Xn = !1;
    }
    (xt = 0), (il = p = H = null), (_a = !1), (De = Zn = 0), (Ua = null);
  }
  function Cl() {
    var l = { memoizedState: null, baseState: null, baseQueue: null, queue: null, next: null };
    return (il === null ? (H.memoizedState = il = l) : (il = il.next = l), il);
  }
  function fl() {
    if (p === null) {
      var l = H.alternate;
      l = l !== null ? l.memoizedState : null;
    } else l = p.next;
    var t = il === null ? H.memoizedState : il.next;
    if (t !== null) (il = t), (p = l);
    else {
      if (l === null) throw H.alternate === null ? Error(s(467)) : Error(s(310));
      (p = l),
        (l = {
          memoizedState: p.memoizedState,
          baseState: p.baseState,
          baseQueue: p.baseQueue,
          queue: p.queue,
          next: null,
        }),
        il === null ? (H.memoizedState = il = l) : (il = il.next = l);
    }
    return il;
  }
  function Vn() {
    return { lastEffect: null, events: null, stores: null, memoCache: null };
  }
  function Me(l) {
    var t = De;
    return (
      (De += 1),
      Ua === null && (Ua = []),
      (l = Yv(Ua, l, t)),
      (t = H),
      (il === null ? t.memoizedState : il.next) === null &&
        ((t = t.alternate), (_.H = t === null || t.memoizedState === null ? Mm : _m)),
      l
    );
  }
  function jn(l) {
    if (l !== null && typeof l == "object") {
      if (typeof l.then == "function") return Me(l);
      if (l.$$typeof === na) return;
      if (l.$$typeof === Bl) return Tl(l);
    }
    throw Error(s(438, String(l)));
  }
  function Zc(l) {
    var t = null,
      u = H.updateQueue;
    if ((u !== null && (t = u.memoCache), t == null)) {
      var a = H.alternate;
      a !== null &&
        ((a = a.updateQueue),
        a !== null &&
          ((a = a.memoCache), a != null && (t = { data: a.data.map((e) => e.slice()), index: 0 })));
    }
    if (
      (t == null && (t = { data: [], index: 0 }),
      u === null && ((u = Vn()), (H.updateQueue = u)),
      (u.memoCache = t),
      (u = t.data[t.index]),
      u === void 0)
    )
      for (u = t.data[t.index] = Array(l), a = 0; a < l; a++) u[a] = Ia;
    return (t.index++, u);
  }
  function Lt(l, t) {
    return typeof t == "function" ? t(l) : t;
  }
  function xn(l) {
    var t = fl();
    return Vc(t, p, l);
  }
  function Vc(l, t, u) {
    var a = l.queue;
    if (a === null) throw Error(s(311));
    a.lastRenderedReducer = u;
    var e = l.baseQueue,
      n = a.pending;
    if (n !== null) {
      if (e !== null) {
        var f = e.next;
        (e.next = n.next), (n.next = f);
      }
      (t.baseQueue = e = n), (a.pending = null);
    }
    if (((n = l.baseState), e === null)) l.memoizedState = n;
    else {
      t = e.next;
      var c = (f = null),
        i = null,
        y = t,
        g = !1;
      do {
        var z = y.lane & -536870913;
        if (z !== y.lane ? (Y & z) === z : (xt & z) === z) {
          var m = y.revertLane;
          if (m === 0)
            i !== null &&
              (i = i.next =
                {
                  lane: 0,
                  revertLane: 0,
                  gesture: null,
                  action: y.action,
                  hasEagerState: y.hasEagerState,
                  eagerState: y.eagerState,
                  next: null,
                }),
              z === ju && (g = !0);
          else if ((xt & m) === m) {
            (y = y.next), m === ju && (g = !0);
            continue;
          } else
            (z = {
              lane: 0,
              revertLane: y.revertLane,
              gesture: null,
              action: y.action,
              hasEagerState: y.hasEagerState,
              eagerState: y.eagerState,
              next: null,
            }),
              i === null ? ((c = i = z), (f = n)) : (i = i.next = z),
              (H.lanes |= m),
              (zu |= m);
          (z = y.action), pu && u(n, z), (n = y.hasEagerState ? y.eagerState : u(n, z));
        } else
          (m = {
            lane: z,
            revertLane: y.revertLane,
            gesture: y.gesture,
            action: y.action,
            hasEagerState: y.hasEagerState,
            eagerState: y.eagerState,
            next: null,
          }),
            i === null ? ((c = i = m), (f = n)) : (i = i.next = m),
            (H.lanes |= z),
            (zu |= z);
        y = y.next;
      } while (y !== null && y !== t);
      if (
        (i === null ? (f = n) : (i.next = c),
        !Jl(n, l.memoizedState) && ((vl = !0), g && ((u = Aa), u !== null)))
      )
        throw u;
      (l.memoizedState = n), (l.baseState = f), (l.baseQueue = i), (a.lastRenderedState = n);
    }
    return (e === null && (a.lanes = 0), [l.memoizedState, a.dispatch]);
  }
  function jc(l) {
    var t = fl(),
      u = t.queue;
    if (u === null) throw Error(s(311));
    u.lastRenderedReducer = l;
    var a = u.dispatch,
      e = u.pending,
      n = t.memoizedState;
    if (e !== null) {
      u.pending = null;
      var f = (e = e.next);
      do (n = l(n, f.action)), (f = f.next);
      while (f !== e);
      Jl(n, t.memoizedState) || (vl = !0),
        (t.memoizedState = n),
        t.baseQueue === null && (t.baseState = n),
        (u.lastRenderedState = n);
    }
    return [n, a];
  }
  function pv(l, t, u) {
    var a = H,
      e = fl(),
      n = r;
    if (n) {
      if (u === void 0) throw Error(s(407));
      u = u();
    } else u = t();
    var f = !Jl((p || e).memoizedState, u);
    if (
      (f && ((e.memoizedState = u), (vl = !0)),
      (e = e.queue),
      Kc(Wv.bind(null, a, e, l), [l]),
      (l = e.getSnapshot !== t || f || (il !== null && (il.memoizedState.tag & 1) !== 0)),
      Ha(l ? 9 : 8, { destroy: void 0 }, Fv.bind(null, a, e, u, t), null),
      l)
    ) {
      if (((a.flags |= 2048), W === null)) throw Error(s(349));
      n || (xt & 127) !== 0 || wv(a, t, u);
    }
    return u;
  }
  function wv(l, t, u) {
    (l.flags |= 16384),
      (l = { getSnapshot: t, value: u }),
      (t = H.updateQueue),
      t === null
        ? ((t = Vn()), (H.updateQueue = t), (t.stores = [l]))
        : ((u = t.stores), u === null ? (t.stores = [l]) : u.push(l));
  }
  function Fv(l, t, u, a) {
    (t.value = u), (t.getSnapshot = a), $v(t) && Iv(l);
  }
  function Wv(l, t, u) {
    return u(() => {
      $v(t) && Iv(l);
    });
  }
  function $v(l) {
    var t = l.getSnapshot;
    l = l.value;
    try {
      var u = t();
      return !Jl(l, u);
    } catch {
      return !0;
    }
  }
  function Iv(l) {
    var t = Yu(l, 2);
    t !== null && Zl(t, l, 2);
  }
  function xc(l) {
    var t = Cl();
    if (typeof l == "function") {
      var u = l;
      if (((l = u()), pu)) {
        tu(!0);
        try {
          u();
        } finally {
          tu(!1);
        }
      }
    }
    return (
      (t.memoizedState = t.baseState = l),
      (t.queue = {
        pending: null,
        lanes: 0,
        dispatch: null,
        lastRenderedReducer: Lt,
        lastRenderedState: l,
      }),
      t
    );
  }
  function kv(l, t, u, a) {
    return ((l.baseState = u), Vc(l, p, typeof a == "function" ? a : Lt));
  }
  function hd(l, t, u, a, e) {
    if (Jn(l)) throw Error(s(485));
    if (((l = t.action), l !== null)) {
      var n = {
        payload: e,
        action: l,
        next: null,
        isTransition: !0,
        status: "pending",
        value: null,
        reason: null,
        listeners: [],
        then: (f) => {
          n.listeners.push(f);
        },
      };
      _.T !== null ? u(!0) : (n.isTransition = !1),
        a(n),
        (u = t.pending),
        u === null
          ? ((n.next = t.pending = n), Pv(t, n))
          : ((n.next = u.next), (t.pending = u.next = n));
    }
  }
  function Pv(l, t) {
    var u = t.action,
      a = t.payload,
      e = l.state;
    if (t.isTransition) {
      var n = _.T,
        f = {};
      (f.types = n !== null ? n.types : null), (_.T = f);
      try {
        var c = u(e, a),
          i = _.S;
        i !== null && i(f, c), lm(l, t, c);
      } catch (y) {
        Lc(l, t, y);
      } finally {
        n !== null && f.types !== null && (n.types = f.types), (_.T = n);
      }
    } else
      try {
        (n = u(e, a)), lm(l, t, n);
      } catch (y) {
        Lc(l, t, y);
      }
  }
  function lm(l, t, u) {
    u !== null && typeof u == "object" && typeof u.then == "function"
      ? u.then(
          (a) => {
            tm(l, t, a);
          },
          (a) => Lc(l, t, a),
        )
      : tm(l, t, u);
  }
  function tm(l, t, u) {
    (t.status = "fulfilled"),
      (t.value = u),
      um(t),
      (l.state = u),
      (t = l.pending),
      t !== null &&
        ((u = t.next), u === t ? (l.pending = null) : ((u = u.next), (t.next = u), Pv(l, u)));
  }
  function Lc(l, t, u) {
    var a = l.pending;
    if (((l.pending = null), a !== null)) {
      a = a.next;
      do (t.status = "rejected"), (t.reason = u), um(t), (t = t.next);
      while (t !== a);
    }
    l.action = null;
  }
  function um(l) {
    l = l.listeners;
    for (var t = 0; t < l.length; t++) (0, l[t])();
  }
  function am(l, t) {
    return t;
  }
  function em(l, t) {
    if (r) {
      var u = W.formState;
      if (u !== null) {
        l: {
          var a = H;
          if (r) {
            if (I) {
              t: {
                for (var e = I, n = et; e.nodeType !== 8; ) {
                  if (!n) {
                    e = null;
                    break t;
                  }
                  if (((e = ft(e.nextSibling)), e === null)) {
                    e = null;
                    break t;
                  }
                }
                (n = e.data), (e = n === "F!" || n === "F" ? e : null);
              }
              if (e) {
                (I = ft(e.nextSibling)), (a = e.data === "F!");
                break l;
              }
            }
            fu(a);
          }
          a = !1;
        }
        a && (t = u[0]);
      }
    }
    return (
      (u = Cl()),
      (u.memoizedState = u.baseState = t),
      (a = {
        pending: null,
        lanes: 0,
        dispatch: null,
        lastRenderedReducer: am,
        lastRenderedState: t,
      }),
      (u.queue = a),
      (u = Nm.bind(null, H, a)),
      (a.dispatch = u),
      (a = xc(!1)),
      (n = Wc.bind(null, H, !1, a.queue)),
      (a = Cl()),
      (e = { state: t, dispatch: null, action: l, pending: null }),
      (a.queue = e),
      (u = hd.bind(null, H, e, n, u)),
      (e.dispatch = u),
      (a.memoizedState = l),
      [t, u, !1]
    );
  }
  function nm(l) {
    var t = fl();
    return fm(t, p, l);
  }
  function fm(l, t, u) {
    if (
      ((t = Vc(l, t, am)[0]),
      (l = xn(Lt)[0]),
      typeof t == "object" && t !== null && typeof t.then == "function")
    )
      try {
        var a = Me(t);
      } catch (f) {
        throw f === Da ? rn : f;
      }
    else a = t;
    t = fl();
    var e = t.queue,
      n = e.dispatch;
    return (
      u !== t.memoizedState &&
        ((H.flags |= 2048), Ha(9, { destroy: void 0 }, gd.bind(null, e, u), null)),
      [a, n, l]
    );
  }
  function gd(l, t) {
    l.action = t;
  }
  function cm(l) {
    var t = fl(),
      u = p;
    if (u !== null) return fm(t, u, l);
    fl(), (t = t.memoizedState), (u = fl());
    var a = u.queue.dispatch;
    return ((u.memoizedState = l), [t, a, !1]);
  }
  function Ha(l, t, u, a) {
    return (
      (l = { tag: l, create: u, deps: a, inst: t, next: null }),
      (t = H.updateQueue),
      t === null && ((t = Vn()), (H.updateQueue = t)),
      (u = t.lastEffect),
      u === null
        ? (t.lastEffect = l.next = l)
        : ((a = u.next), (u.next = l), (l.next = a), (t.lastEffect = l)),
      l
    );
  }
  function im() {
    return fl().memoizedState;
  }
  function Ln(l, t, u, a) {
    var e = Cl();
    (H.flags |= l), (e.memoizedState = Ha(1 | t, { destroy: void 0 }, u, a === void 0 ? null : a));
  }
  function Kn(l, t, u, a) {
    var e = fl();
    a = a === void 0 ? null : a;
    var n = e.memoizedState.inst;
    p !== null && a !== null && qc(a, p.memoizedState.deps)
      ? (e.memoizedState = Ha(t, n, u, a))
      : ((H.flags |= l), (e.memoizedState = Ha(1 | t, n, u, a)));
  }
  function vm(l, t) {
    Ln(8390656, 8, l, t);
  }
  function Kc(l, t) {
    Kn(2048, 8, l, t);
  }
  function sd(l) {
    H.flags |= 4;
    var t = H.updateQueue;
    if (t === null) (t = Vn()), (H.updateQueue = t), (t.events = [l]);
    else {
      var u = t.events;
      u === null ? (t.events = [l]) : u.push(l);
    }
  }
  function mm(l) {
    var t = fl().memoizedState;
    return (
      sd({ ref: t, nextImpl: l }),
      function () {
        if ((j & 2) !== 0) throw Error(s(440));
        return t.impl.apply(void 0, arguments);
      }
    );
  }
  function om(l, t) {
    return Kn(4, 2, l, t);
  }
  function ym(l, t) {
    return Kn(4, 4, l, t);
  }
  function dm(l, t) {
    if (typeof t == "function") {
      l = l();
      var u = t(l);
      return () => {
        typeof u == "function" ? u() : t(null);
      };
    }
    if (t != null)
      return (
        (l = l()),
        (t.current = l),
        () => {
          t.current = null;
        }
      );
  }
  function hm(l, t, u) {
    (u = u != null ? u.concat([l]) : null), Kn(4, 4, dm.bind(null, t, l), u);
  }
  function Jc() {}
  function gm(l, t) {
    var u = fl();
    t = t === void 0 ? null : t;
    var a = u.memoizedState;
    return t !== null && qc(t, a[1]) ? a[0] : ((u.memoizedState = [l, t]), l);
  }
  function sm(l, t) {
    var u = fl();
    t = t === void 0 ? null : t;
    var a = u.memoizedState;
    if (t !== null && qc(t, a[1])) return a[0];
    if (((a = l()), pu)) {
      tu(!0);
      try {
        l();
      } finally {
        tu(!1);
      }
    }
    return ((u.memoizedState = [a, t]), a);
  }
  function pc(l, t, u) {
    return u === void 0 || ((xt & 1073741824) !== 0 && (Y & 261930) === 0)
      ? (l.memoizedState = t)
      : ((l.memoizedState = u), (l = _o()), (H.lanes |= l), (zu |= l), u);
  }
  function Sm(l, t, u, a) {
    return Jl(u, t)
      ? u
      : yu.current !== null
        ? ((l = pc(l, u, a)), Jl(l, t) || (vl = !0), l)
        : (xt & 106) === 0 || ((xt & 1073741824) !== 0 && (Y & 261930) === 0)
          ? ((vl = !0), (l.memoizedState = u))
          : ((l = _o()), (H.lanes |= l), (zu |= l), t);
  }
  function zm(l, t, u, a, e) {
    var n = V.p;
    V.p = n !== 0 && 8 > n ? n : 8;
    var f = _.T,
      c = {};
    (c.types = f !== null ? f.types : null), (_.T = c), Wc(l, !1, t, u);
    try {
      var i = e(),
        y = _.S;
      if (
        (y !== null && y(c, i), i !== null && typeof i == "object" && typeof i.then == "function")
      ) {
        var g = od(i, a);
        _e(l, t, g, $l(l));
      } else _e(l, t, a, $l(l));
    } catch (z) {
      _e(l, t, { then: () => {}, status: "rejected", reason: z }, $l());
    } finally {
      (V.p = n), f !== null && c.types !== null && (f.types = c.types), (_.T = f);
    }
  }
  function Sd() {}
  function wc(l, t, u, a) {
    if (l.tag !== 5) throw Error(s(476));
    var e = Tm(l).queue;
    zm(l, e, t, Hu, u === null ? Sd : () => (bm(l), u(a)));
  }
  function Tm(l) {
    var t = l.memoizedState;
    if (t !== null) return t;
    t = {
      memoizedState: Hu,
      baseState: Hu,
      baseQueue: null,
      queue: {
        pending: null,
        lanes: 0,
        dispatch: null,
        lastRenderedReducer: Lt,
        lastRenderedState: Hu,
      },
      next: null,
    };
    var u = {};
    return (
      (t.next = {
        memoizedState: u,
        baseState: u,
        baseQueue: null,
        queue: {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: Lt,
          lastRenderedState: u,
        },
        next: null,
      }),
      (l.memoizedState = t),
      (l = l.alternate),
      l !== null && (l.memoizedState = t),
      t
    );
  }
  function bm(l) {
    var t = Tm(l);
    t.next === null && (t = l.alternate.memoizedState), _e(l, t.next.queue, {}, $l());
  }
  function Fc() {
    return Tl(Fa);
  }
  function Em() {
    return fl().memoizedState;
  }
  function Om() {
    return fl().memoizedState;
  }
  function zd(l) {
    for (var t = l.return; t !== null; ) {
      switch (t.tag) {
        case 24:
        case 3:
          var u = $l();
          l = mu(u);
          var a = ou(t, l, u);
          a !== null && (Zl(a, t, u), Ee(a, t, u)), (t = { cache: Oc() }), (l.payload = t);
          return;
      }
      t = t.return;
    }
  }
  function Td(l, t, u) {
    var a = $l();
    (u = {
      lane: a,
      revertLane: 0,
      gesture: null,
      action: u,
      hasEagerState: !1,
      eagerState: null,
      next: null,
    }),
      Jn(l) ? Am(t, u) : ((u = dc(l, t, u, a)), u !== null && (Zl(u, l, a), Dm(u, t, a)));
  }
  function Nm(l, t, u) {
    var a = $l();
    _e(l, t, u, a);
  }
  function _e(l, t, u, a) {
    var e = {
      lane: a,
      revertLane: 0,
      gesture: null,
      action: u,
      hasEagerState: !1,
      eagerState: null,
      next: null,
    };
    if (Jn(l)) Am(t, e);
    else {
      var n = l.alternate;
      if (
        l.lanes === 0 &&
        (n === null || n.lanes === 0) &&
        ((n = t.lastRenderedReducer), n !== null)
      )
        try {
          var f = t.lastRenderedState,
            c = n(f, u);
          if (((e.hasEagerState = !0), (e.eagerState = c), Jl(c, f)))
            return (On(l, t, e, 0), W === null && En(), !1);
        } catch {}
      if (((u = dc(l, t, e, a)), u !== null)) return (Zl(u, l, a), Dm(u, t, a), !0);
    }
    return !1;
  }
  function Wc(l, t, u, a) {
    if (
      ((a = {
        lane: 2,
        revertLane: Zi(),
        gesture: null,
        action: a,
        hasEagerState: !1,
        eagerState: null,
        next: null,
      }),
      Jn(l))
    ) {
      if (t) throw Error(s(479));
    } else (t = dc(l, u, a, 2)), t !== null && Zl(t, l, 2);
  }
  function Jn(l) {
    var t = l.alternate;
    return l === H || (t !== null && t === H);
  }
  function Am(l, t) {
    _a = Xn = !0;
    var u = l.pending;
    u === null ? (t.next = t) : ((t.next = u.next), (u.next = t)), (l.pending = t);
  }
  function Dm(l, t, u) {
    if ((u & 4194048) !== 0) {
      var a = t.lanes;
      (a &= l.pendingLanes), (u |= a), (t.lanes = u), M0(l, u);
    }
  }
  var pn = {
      readContext: Tl,
      use: jn,
      useCallback: el,
      useContext: el,
      useEffect: el,
      useImperativeHandle: el,
      useLayoutEffect: el,
      useInsertionEffect: el,
      useMemo: el,
      useReducer: el,
      useRef: el,
      useState: el,
      useDebugValue: el,
      useDeferredValue: el,
      useTransition: el,
      useSyncExternalStore: el,
      useId: el,
      useHostTransitionStatus: el,
      useFormState: el,
      useActionState: el,
      useOptimistic: el,
      useMemoCache: el,
      useCacheRefresh: el,
      useEffectEvent: el,
    },
    Mm = {
      readContext: Tl,
      use: jn,
      useCallback: (l, t) => ((Cl().memoizedState = [l, t === void 0 ? null : t]), l),
      useContext: Tl,
      useEffect: vm,
      useImperativeHandle: (l, t, u) => {
        (u = u != null ? u.concat([l]) : null), Ln(4194308, 4, dm.bind(null, t, l), u);
      },
      useLayoutEffect: (l, t) => Ln(4194308, 4, l, t),
      useInsertionEffect: (l, t) => {
        Ln(4, 2, l, t);
      },
      useMemo: (l, t) => {
        var u = Cl();
        t = t === void 0 ? null : t;
        var a = l();
        if (pu) {
          tu(!0);
          try {
            l();
          } finally {
            tu(!1);
          }
        }
        return ((u.memoizedState = [a, t]), a);
      },
      useReducer: (l, t, u) => {
        var a = Cl();
        if (u !== void 0) {
          var e = u(t);
          if (pu) {
            tu(!0);
            try {
              u(t);
            } finally {
              tu(!1);
            }
          }
        } else e = t;
        return (
          (a.memoizedState = a.baseState = e),
          (l = {
            pending: null,
            lanes: 0,
            dispatch: null,
            lastRenderedReducer: l,
            lastRenderedState: e,
          }),
          (a.queue = l),
          (l = l.dispatch = Td.bind(null, H, l)),
          [a.memoizedState, l]
        );
      },
      useRef: (l) => {
        var t = Cl();
        return ((l = { current: l }), (t.memoizedState = l));
      },
      useState: (l) => {
        l = xc(l);
        var t = l.queue,
          u = Nm.bind(null, H, t);
        return ((t.dispatch = u), [l.memoizedState, u]);
      },
      useDebugValue: Jc,
      useDeferredValue: (l, t) => {
        var u = Cl();
        return pc(u, l, t);
      },
      useTransition: () => {
        var l = xc(!1);
        return ((l = zm.bind(null, H, l.queue, !0, !1)), (Cl().memoizedState = l), [!1, l]);
      },
      useSyncExternalStore: (l, t, u) => {
        var a = H,
          e = Cl();
        if (r) {
          if (u === void 0) throw Error(s(407));
          u = u();
        } else {
          if (((u = t()), W === null)) throw Error(s(349));
          (Y & 127) !== 0 || wv(a, t, u);
        }
        e.memoizedState = u;
        var n = { value: u, getSnapshot: t };
        return (
          (e.queue = n),
          vm(Wv.bind(null, a, n, l), [l]),
          (a.flags |= 2048),
          Ha(9, { destroy: void 0 }, Fv.bind(null, a, n, u, t), null),
          u
        );
      },
      useId: () => {
        var l = Cl(),
          t = W.identifierPrefix;
        if (r) {
          var u = Ot,
            a = Et;
          (u = (a & ~(1 << (32 - Ll(a) - 1))).toString(32) + u),
            (t = "_" + t + "R_" + u),
            (u = Zn++),
            0 < u && (t += "H" + u.toString(32)),
            (t += "_");
        } else (u = yd++), (t = "_" + t + "r_" + u.toString(32) + "_");
        return (l.memoizedState = t);
      },
      useHostTransitionStatus: Fc,
      useFormState: em,
      useActionState: em,
      useOptimistic: (l) => {
        var t = Cl();
        t.memoizedState = t.baseState = l;
        var u = {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: null,
          lastRenderedState: null,
        };
        return ((t.queue = u), (t = Wc.bind(null, H, !0, u)), (u.dispatch = t), [l, t]);
      },
      useMemoCache: Zc,
      useCacheRefresh: () => (Cl().memoizedState = zd.bind(null, H)),
      useEffectEvent: (l) => {
        var t = Cl(),
          u = { impl: l };
        return (
          (t.memoizedState = u),
          function () {
            if ((j & 2) !== 0) throw Error(s(440));
            return u.impl.apply(void 0, arguments);
          }
        );
      },
    },
    _m = {
      readContext: Tl,
      use: jn,
      useCallback: gm,
      useContext: Tl,
      useEffect: Kc,
      useImperativeHandle: hm,
      useInsertionEffect: om,
      useLayoutEffect: ym,
      useMemo: sm,
      useReducer: xn,
      useRef: im,
      useState: () => xn(Lt),
      useDebugValue: Jc,
      useDeferredValue: (l, t) => {
        var u = fl();
        return Sm(u, p.memoizedState, l, t);
      },
      useTransition: () => {
        var l = xn(Lt)[0],
          t = fl().memoizedState;
        return [typeof l == "boolean" ? l : Me(l), t];
      },
      useSyncExternalStore: pv,
      useId: Em,
      useHostTransitionStatus: Fc,
      useFormState: nm,
      useActionState: nm,
      useOptimistic: (l, t) => {
        var u = fl();
        return kv(u, p, l, t);
      },
      useMemoCache: Zc,
      useCacheRefresh: Om,
      useEffectEvent: mm,
    },
    bd = {
      readContext: Tl,
      use: jn,
      useCallback: gm,
      useContext: Tl,
      useEffect: Kc,
      useImperativeHandle: hm,
      useInsertionEffect: om,
      useLayoutEffect: ym,
      useMemo: sm,
      useReducer: jc,
      useRef: im,
      useState: () => jc(Lt),
      useDebugValue: Jc,
      useDeferredValue: (l, t) => {
        var u = fl();
        return p === null ? pc(u, l, t) : Sm(u, p.memoizedState, l, t);
      },
      useTransition: () => {
        var l = jc(Lt)[0],
          t = fl().memoizedState;
        return [typeof l == "boolean" ? l : Me(l), t];
      },
      useSyncExternalStore: pv,
      useId: Em,
      useHostTransitionStatus: Fc,
      useFormState: cm,
      useActionState: cm,
      useOptimistic: (l, t) => {
        var u = fl();
        return p !== null ? kv(u, p, l, t) : ((u.baseState = l), [l, u.queue.dispatch]);
      },
      useMemoCache: Zc,
      useCacheRefresh: Om,
      useEffectEvent: mm,
    };
  function $c(l, t, u, a) {
    (t = l.memoizedState),
      (u = u(a, t)),
      (u = u == null ? t : X({}, t, u)),
      (l.memoizedState = u),
      l.lanes === 0 && (l.updateQueue.baseState = u);
  }
  var Ic = {
    enqueueSetState: (l, t, u) => {
      l = l._reactInternals;
      var a = $l(),
        e = mu(a);
      (e.payload = t),
        u != null && (e.callback = u),
        (t = ou(l, e, a)),
        t !== null && (Zl(t, l, a), Ee(t, l, a));
    },
    enqueueReplaceState: (l, t, u) => {
      l = l._reactInternals;
      var a = $l(),
        e = mu(a);
      (e.tag = 1),
        (e.payload = t),
        u != null && (e.callback = u),
        (t = ou(l, e, a)),
        t !== null && (Zl(t, l, a), Ee(t, l, a));
    },
    enqueueForceUpdate: (l, t) => {
      l = l._reactInternals;
      var u = $l(),
        a = mu(u);
      (a.tag = 2),
        t != null && (a.callback = t),
        (t = ou(l, a, u)),
        t !== null && (Zl(t, l, u), Ee(t, l, u));
    },
  };
  function Um(l, t, u, a, e, n, f) {
    return (
      (l = l.stateNode),
      typeof l.shouldComponentUpdate == "function"
        ? l.shouldComponentUpdate(a, n, f)
        : t.prototype && t.prototype.isPureReactComponent
          ? !de(u, a) || !de(e, n)
          : !0
    );
  }
  function Hm(l, t, u, a) {
    (l = t.state),
      typeof t.componentWillReceiveProps == "function" && t.componentWillReceiveProps(u, a),
      typeof t.UNSAFE_componentWillReceiveProps == "function" &&
        t.UNSAFE_componentWillReceiveProps(u, a),
      t.state !== l && Ic.enqueueReplaceState(t, t.state, null);
  }
  function wu(l, t) {
    var u = t;
    if ("ref" in t) {
      u = {};
      for (var a in t) a !== "ref" && (u[a] = t[a]);
    }
    if ((l = l.defaultProps)) {
      u === t && (u = X({}, u));
      for (var e in l) u[e] === void 0 && (u[e] = l[e]);
    }
    return u;
  }
  function Cm(l) {
    bn(l);
  }
  function Rm(l) {
    console.error(l);
  }
  function rm(l) {
    bn(l);
  }
  function wn(l, t) {
    try {
      var u = l.onUncaughtError;
      u(t.value, { componentStack: t.stack });
    } catch (a) {
      setTimeout(() => {
        throw a;
      });
    }
  }
  function Bm(l, t, u) {
    try {
      var a = l.onCaughtError;
      a(u.value, { componentStack: u.stack, errorBoundary: t.tag === 1 ? t.stateNode : null });
    } catch (e) {
      setTimeout(() => {
        throw e;
      });
    }
  }
  function kc(l, t, u) {
    return (
      (u = mu(u)),
      (u.tag = 3),
      (u.payload = { element: null }),
      (u.callback = () => {
        wn(l, t);
      }),
      u
    );
  }
  function qm(l) {
    return ((l = mu(l)), (l.tag = 3), l);
  }
  function Ym(l, t, u, a) {
    var e = u.type.getDerivedStateFromError;
    if (typeof e == "function") {
      var n = a.value;
      (l.payload = () => e(n)),
        (l.callback = () => {
          Bm(t, u, a);
        });
    }
    var f = u.stateNode;
    f !== null &&
      typeof f.componentDidCatch == "function" &&
      (l.callback = function () {
        Bm(t, u, a),
          typeof e != "function" && (Tu === null ? (Tu = new Set([this])) : Tu.add(this));
        var c = a.stack;
        this.componentDidCatch(a.value, { componentStack: c !== null ? c : "" });
      });
  }
  function Ed(l, t, u, a, e) {
    if (((u.flags |= 32768), a !== null && typeof a == "object" && typeof a.then == "function")) {
      if (((t = u.alternate), t !== null && Zu(t, u, e, !0), (u = bl.current), u !== null)) {
        switch (u.tag) {
          case 31:
          case 13:
          case 19:
            return (
              Ml === null ? gf() : u.alternate === null && nl === 0 && (nl = 3),
              (u.flags &= -257),
              (u.flags |= 65536),
              (u.lanes = e),
              a === Bn
                ? (u.flags |= 16384)
                : ((t = u.updateQueue),
                  t === null ? (u.updateQueue = new Set([a])) : t.add(a),
                  Gi(l, a, e)),
              !1
            );
          case 22:
            return (
              (u.flags |= 65536),
              a === Bn
                ? (u.flags |= 16384)
                : ((t = u.updateQueue),
                  t === null
                    ? ((t = { transitions: null, markerInstances: null, retryQueue: new Set([a]) }),
                      (u.updateQueue = t))
                    : ((u = t.retryQueue), u === null ? (t.retryQueue = new Set([a])) : u.add(a)),
                  Gi(l, a, e)),
              !1
            );
        }
        throw Error(s(435, u.tag));
      }
      return (Gi(l, a, e), gf(), !1);
    }
    if (r)
      return (
        (t = bl.current),
        t !== null
          ? ((t.flags & 65536) === 0 && (t.flags |= 256),
            (t.flags |= 65536),
            (t.lanes = e),
            a !== zc && ((l = Error(s(422), { cause: a })), se(tt(l, u))))
          : (a !== zc && ((t = Error(s(423), { cause: a })), se(tt(t, u))),
            (l = l.current.alternate),
            (l.flags |= 65536),
            (e &= -e),
            (l.lanes |= e),
            (a = tt(a, u)),
            (e = kc(l.stateNode, a, e)),
            Uc(l, e),
            nl !== 4 && (nl = 2)),
        !1
      );
    var n = Error(s(520), { cause: a });
    if (((n = tt(n, u)), Ye === null ? (Ye = [n]) : Ye.push(n), nl !== 4 && (nl = 2), t === null))
      return !0;
    (a = tt(a, u)), (u = t);
    do {
      switch (u.tag) {
        case 3:
          return (
            (u.flags |= 65536),
            (l = e & -e),
            (u.lanes |= l),
            (l = kc(u.stateNode, a, l)),
            Uc(u, l),
            !1
          );
        case 1:
          if (
            ((t = u.type),
            (n = u.stateNode),
            (u.flags & 128) === 0 &&
              (typeof t.getDerivedStateFromError == "function" ||
                (n !== null &&
                  typeof n.componentDidCatch == "function" &&
                  (Tu === null || !Tu.has(n)))))
          )
            return (
              (u.flags |= 65536),
              (e &= -e),
              (u.lanes |= e),
              (e = qm(e)),
              Ym(e, l, u, a),
              Uc(u, e),
              !1
            );
          break;
        case 22:
          if (u.memoizedState !== null) return ((u.flags |= 65536), !1);
      }
      u = u.return;
    } while (u !== null);
    return !1;
  }
  var Pc = Error(s(461)),
    vl = !1;
  function yl(l, t, u, a) {
    t.child = l === null ? Zv(t, null, u, a) : Ju(t, l.child, u, a);
  }
  function Gm(l, t, u, a, e) {
    u = u.render;
    var n = t.ref;
    if ("ref" in a) {
      var f = {};
      for (var c in a) c !== "ref" && (f[c] = a[c]);
    } else f = a;
    return (
      Vu(t),
      (a = Yc(l, t, u, f, n, e)),
      (c = Gc()),
      l !== null && !vl
        ? (Qc(l, t, e), Kt(l, t, e))
        : (r && c && Mn(t), (t.flags |= 1), yl(l, t, a, e), t.child)
    );
  }
  function Qm(l, t, u, a, e) {
    if (l === null) {
      var n = u.type;
      return typeof n == "function" && !hc(n) && n.defaultProps === void 0 && u.compare === null
        ? ((t.tag = 15), (t.type = n), Xm(l, t, n, a, e))
        : ((l = An(u.type, null, a, t, t.mode, e)), (l.ref = t.ref), (l.return = t), (t.child = l));
    }
    if (((n = l.child), !ci(l, e))) {
      var f = n.memoizedProps;
      if (((u = u.compare), (u = u !== null ? u : de), u(f, a) && l.ref === t.ref))
        return Kt(l, t, e);
    }
    return ((t.flags |= 1), (l = Xt(n, a)), (l.ref = t.ref), (l.return = t), (t.child = l));
  }
  function Xm(l, t, u, a, e) {
    if (l !== null) {
      var n = l.memoizedProps;
      if (de(n, a) && l.ref === t.ref)
        if (((vl = !1), (t.pendingProps = a = n), ci(l, e))) (l.flags & 131072) !== 0 && (vl = !0);
        else return ((t.lanes = l.lanes), Kt(l, t, e));
    }
    return li(l, t, u, a, e);
  }
  function Zm(l, t, u, a) {
    var e = a.children,
      n = l !== null ? l.memoizedState : null;
    if (
      (l === null &&
        t.stateNode === null &&
        (t.stateNode = {
          _visibility: 1,
          _pendingMarkers: null,
          _retryCache: null,
          _transitions: null,
        }),
      a.mode === "hidden")
    ) {
      if ((t.flags & 128) !== 0) {
        if (((n = n !== null ? n.baseLanes | u : u), l !== null)) {
          for (a = t.child = l.child, e = 0; a !== null; )
            (e = e | a.lanes | a.childLanes), (a = a.sibling);
          a = e & ~n;
        } else (a = 0), (t.child = null);
        return Vm(l, t, n, u, a);
      }
      if ((u & 536870912) !== 0)
        (t.memoizedState = { baseLanes: 0, cachePool: null }),
          l !== null && Rn(t, n !== null ? n.cachePool : null),
          n !== null ? xv(t, n) : Cc(),
          Lv(t);
      else return ((a = t.lanes = 536870912), Vm(l, t, n !== null ? n.baseLanes | u : u, u, a));
    } else
      n !== null
        ? (Rn(t, n.cachePool), xv(t, n), hu(), (t.memoizedState = null))
        : (l !== null && Rn(t, null), Cc(), hu());
    return (yl(l, t, e, u), t.child);
  }
  function Ue(l, t) {
    return (
      (l !== null && l.tag === 22) ||
        t.stateNode !== null ||
        (t.stateNode = {
          _visibility: 1,
          _pendingMarkers: null,
          _retryCache: null,
          _transitions: null,
        }),
      t.sibling
    );
  }
  function Vm(l, t, u, a, e) {
    var n = Ac();
    return (
      (n = n === null ? null : { parent: cl._currentValue, pool: n }),
      (t.memoizedState = { baseLanes: u, cachePool: n }),
      l !== null && Rn(t, null),
      Cc(),
      Lv(t),
      l !== null && Zu(l, t, a, !0),
      (t.childLanes = e),
      null
    );
  }
  function Fn(l, t) {
    return (
      (t = Wn({ mode: t.mode, children: t.children }, l.mode)),
      (t.ref = l.ref),
      (l.child = t),
      (t.return = l),
      t
    );
  }
  function jm(l, t, u) {
    return (
      Ju(t, l.child, null, u),
      (l = Fn(t, t.pendingProps)),
      (l.flags |= 2),
      pl(t),
      (t.memoizedState = null),
      l
    );
  }
  function Od(l, t, u) {
    var a = t.pendingProps,
      e = (t.flags & 128) !== 0;
    if (((t.flags &= -129), l === null)) {
      if (r) {
        if (a.mode === "hidden")
          return (
            (l = Fn(t, a)),
            (t.lanes = 536870912),
            (l.memoizedState = { baseLanes: 0, cachePool: null }),
            Ue(null, l)
          );
        if (
          (rc(t),
          (l = I)
            ? ((l = h1(l, et)),
              (l = l !== null && l.data === "&" ? l : null),
              l !== null &&
                ((t.memoizedState = {
                  dehydrated: l,
                  treeContext: eu !== null ? { id: Et, overflow: Ot } : null,
                  retryLane: 536870912,
                  hydrationErrors: null,
                }),
                (u = Av(l)),
                (u.return = t),
                (t.child = u),
                (hl = t),
                (I = null)))
            : (l = null),
          l === null)
        )
          throw fu(t);
        return ((t.lanes = 536870912), null);
      }
      return Fn(t, a);
    }
    var n = l.memoizedState;
    if (n !== null) {
      var f = n.dehydrated;
      if ((rc(t), e))
        if (t.flags & 256) (t.flags &= -257), (t = jm(l, t, u));
        else if (t.memoizedState !== null) (t.child = l.child), (t.flags |= 128), (t = null);
        else throw Error(s(558));
      else if ((vl || Zu(l, t, u, !1), (e = (u & l.childLanes) !== 0), vl || e)) {
        if (yu.current === null) {
          if (((a = W), a !== null && ((f = _0(a, u)), f !== 0 && f !== n.retryLane)))
            throw ((n.retryLane = f), Yu(l, f), Zl(a, l, f), Pc);
          gf();
        }
        t = jm(l, t, u);
      } else
        (l = n.treeContext),
          (I = ft(f.nextSibling)),
          (hl = t),
          (r = !0),
          (nu = null),
          (et = !1),
          l !== null && _v(t, l),
          (t = Fn(t, a)),
          (t.flags |= 134221824);
      return t;
    }
    return (
      (l = Xt(l.child, { mode: a.mode, children: a.children })),
      (l.ref = t.ref),
      (t.child = l),
      (l.return = t),
      l
    );
  }
  function Ca(l, t) {
    var u = t.ref;
    if (u === null) l !== null && l.ref !== null && (t.flags |= 4194816);
    else {
      if (typeof u != "function" && typeof u != "object") throw Error(s(284));
      (l === null || l.ref !== u) && (t.flags |= 4194816);
    }
  }
  function li(l, t, u, a, e) {
    return (
      Vu(t),
      (u = Yc(l, t, u, a, void 0, e)),
      (a = Gc()),
      l !== null && !vl
        ? (Qc(l, t, e), Kt(l, t, e))
        : (r && a && Mn(t), (t.flags |= 1), yl(l, t, u, e), t.child)
    );
  }
  function xm(l, t, u, a, e, n) {
    return (
      Vu(t),
      (t.updateQueue = null),
      (u = Jv(t, a, u, e)),
      Kv(l),
      (a = Gc()),
      l !== null && !vl
        ? (Qc(l, t, n), Kt(l, t, n))
        : (r && a && Mn(t), (t.flags |= 1), yl(l, t, u, n), t.child)
    );
  }
  function Lm(l, t, u, a, e) {
    if ((Vu(t), t.stateNode === null)) {
      var n = ba,
        f = u.contextType;
      typeof f == "object" && f !== null && (n = Tl(f)),
        (n = new u(a, n)),
        (t.memoizedState = n.state !== null && n.state !== void 0 ? n.state : null),
        (n.updater = Ic),
        (t.stateNode = n),
        (n._reactInternals = t),
        (n = t.stateNode),
        (n.props = a),
        (n.state = t.memoizedState),
        (n.refs = {}),
        Mc(t),
        (f = u.contextType),
        (n.context = typeof f == "object" && f !== null ? Tl(f) : ba),
        (n.state = t.memoizedState),
        (f = u.getDerivedStateFromProps),
        typeof f == "function" && ($c(t, u, f, a), (n.state = t.memoizedState)),
        typeof u.getDerivedStateFromProps == "function" ||
          typeof n.getSnapshotBeforeUpdate == "function" ||
          (typeof n.UNSAFE_componentWillMount != "function" &&
            typeof n.componentWillMount != "function") ||
          ((f = n.state),
          typeof n.componentWillMount == "function" && n.componentWillMount(),
          typeof n.UNSAFE_componentWillMount == "function" && n.UNSAFE_componentWillMount(),
          f !== n.state && Ic.enqueueReplaceState(n, n.state, null),
          Ne(t, a, n, e),
          Oe(),
          (n.state = t.memoizedState)),
        typeof n.componentDidMount == "function" && (t.flags |= 4194308),
        (a = !0);
    } else if (l === null) {
      n = t.stateNode;
      var c = t.memoizedProps,
        i = wu(u, c);
      n.props = i;
      var y = n.context,
        g = u.contextType;
      (f = ba), typeof g == "object" && g !== null && (f = Tl(g));
      var z = u.getDerivedStateFromProps;
      (g = typeof z == "function" || typeof n.getSnapshotBeforeUpdate == "function"),
        (c = t.pendingProps !== c),
        g ||
          (typeof n.UNSAFE_componentWillReceiveProps != "function" &&
            typeof n.componentWillReceiveProps != "function") ||
          ((c || y !== f) && Hm(t, n, a, f)),
        (vu = !1);
      var m = t.memoizedState;
      (n.state = m),
        Ne(t, a, n, e),
        Oe(),
        (y = t.memoizedState),
        c || m !== y || vu
          ? (typeof z == "function" && ($c(t, u, z, a), (y = t.memoizedState)),
            (i = vu || Um(t, u, i, a, m, y, f))
              ? (g ||
                  (typeof n.UNSAFE_componentWillMount != "function" &&
                    typeof n.componentWillMount != "function") ||
                  (typeof n.componentWillMount == "function" && n.componentWillMount(),
                  typeof n.UNSAFE_componentWillMount == "function" &&
                    n.UNSAFE_componentWillMount()),
                typeof n.componentDidMount == "function" && (t.flags |= 4194308))
              : (typeof n.componentDidMount == "function" && (t.flags |= 4194308),
                (t.memoizedProps = a),
                (t.memoizedState = y)),
            (n.props = a),
            (n.state = y),
            (n.context = f),
            (a = i))
          : (typeof n.componentDidMount == "function" && (t.flags |= 4194308), (a = !1));
    } else {
      (n = t.stateNode),
        _c(l, t),
        (f = t.memoizedProps),
        (g = wu(u, f)),
        (n.props = g),
        (z = t.pendingProps),
        (m = n.context),
        (y = u.contextType),
        (i = ba),
        typeof y == "object" && y !== null && (i = Tl(y)),
        (c = u.getDerivedStateFromProps),
        (y = typeof c == "function" || typeof n.getSnapshotBeforeUpdate == "function") ||
          (typeof n.UNSAFE_componentWillReceiveProps != "function" &&
            typeof n.componentWillReceiveProps != "function") ||
          ((f !== z || m !== i) && Hm(t, n, a, i)),
        (vu = !1),
        (m = t.memoizedState),
        (n.state = m),
        Ne(t, a, n, e),
        Oe();
      var h = t.memoizedState;
      f !== z || m !== h || vu || (l !== null && l.dependencies !== null && Hn(l.dependencies))
        ? (typeof c == "function" && ($c(t, u, c, a), (h = t.memoizedState)),
          (g =
            vu ||
            Um(t, u, g, a, m, h, i) ||
            (l !== null && l.dependencies !== null && Hn(l.dependencies)))
            ? (y ||
                (typeof n.UNSAFE_componentWillUpdate != "function" &&
                  typeof n.componentWillUpdate != "function") ||
                (typeof n.componentWillUpdate == "function" && n.componentWillUpdate(a, h, i),
                typeof n.UNSAFE_componentWillUpdate == "function" &&
                  n.UNSAFE_componentWillUpdate(a, h, i)),
              typeof n.componentDidUpdate == "function" && (t.flags |= 4),
              typeof n.getSnapshotBeforeUpdate == "function" && (t.flags |= 1024))
            : (typeof n.componentDidUpdate != "function" ||
                (f === l.memoizedProps && m === l.memoizedState) ||
                (t.flags |= 4),
              typeof n.getSnapshotBeforeUpdate != "function" ||
                (f === l.memoizedProps && m === l.memoizedState) ||
                (t.flags |= 1024),
              (t.memoizedProps = a),
              (t.memoizedState = h)),
          (n.props = a),
          (n.state = h),
          (n.context = i),
          (a = g))
        : (typeof n.componentDidUpdate != "function" ||
            (f === l.memoizedProps && m === l.memoizedState) ||
            (t.flags |= 4),
          typeof n.getSnapshotBeforeUpdate != "function" ||
            (f === l.memoizedProps && m === l.memoizedState) ||
            (t.flags |= 1024),
          (a = !1));
    }
    return (
      (n = a),
      Ca(l, t),
      (a = (t.flags & 128) !== 0),
      n || a
        ? ((n = t.stateNode),
          (u = a && typeof u.getDerivedStateFromError != "function" ? null : n.render()),
          (t.flags |= 1),
          l !== null && a
            ? ((t.child = Ju(t, l.child, null, e)), (t.child = Ju(t, null, u, e)))
            : yl(l, t, u, e),
          (t.memoizedState = n.state),
          (l = t.child))
        : (l = Kt(l, t, e)),
      l
    );
  }
  function Km(l, t, u, a) {
    return (Qu(), (t.flags |= 256), yl(l, t, u, a), t.child);
  }
  var ti = { dehydrated: null, treeContext: null, retryLane: 0, hydrationErrors: null };
  function ui(l) {
    return { baseLanes: l, cachePool: Bv() };
  }
  function ai(l, t, u) {
    return ((l = l !== null ? l.childLanes & ~u : 0), t && (l |= Wl), l);
  }
  function Jm(l, t, u) {
    var a = t.pendingProps,
      e = !1,
      n = (t.flags & 128) !== 0,
      f;
    if (
      ((f = n) || (f = l !== null && l.memoizedState === null ? !1 : (El.current & 2) !== 0),
      f && ((e = !0), (t.flags &= -129)),
      (f = (t.flags & 32) !== 0),
      (t.flags &= -33),
      l === null)
    ) {
      if (r) {
        if (
          (e ? du(t) : hu(),
          (l = I)
            ? ((l = h1(l, et)),
              (l = l !== null && l.data !== "&" ? l : null),
              l !== null &&
                ((t.memoizedState = {
                  dehydrated: l,
                  treeContext: eu !== null ? { id: Et, overflow: Ot } : null,
                  retryLane: 536870912,
                  hydrationErrors: null,
                }),
                (u = Av(l)),
                (u.return = t),
                (t.child = u),
                (hl = t),
                (I = null)))
            : (l = null),
          l === null)
        )
          throw fu(t);
        return (u0(l) ? (t.lanes = 32) : (t.lanes = 536870912), null);
      }
      return (
        (n = a.children),
        (a = a.fallback),
        e
          ? (hu(),
            (e = t.mode),
            (n = Wn({ mode: "hidden", children: n }, e)),
            (a = Gu(a, e, u, null)),
            (n.return = t),
            (a.return = t),
            (n.sibling = a),
            (t.child = n),
            (a = t.child),
            (a.memoizedState = ui(u)),
            (a.childLanes = ai(l, f, u)),
            (t.memoizedState = ti),
            Ue(null, a))
          : (du(t), ei(t, n))
      );
    }
    var c = l.memoizedState;
    if (c !== null) {
      var i = c.dehydrated;
      if (i !== null) return Nd(l, t, n, f, a, i, c, u);
    }
    return e
      ? (hu(),
        (e = a.fallback),
        (n = t.mode),
        (c = l.child),
        (i = c.sibling),
        (a = Xt(c, { mode: "hidden", children: a.children })),
        (a.subtreeFlags = c.subtreeFlags & 1206910976),
        i !== null ? (e = Xt(i, e)) : ((e = Gu(e, n, u, null)), (e.flags |= 2)),
        (e.return = t),
        (a.return = t),
        (a.sibling = e),
        (t.child = a),
        Ue(null, a),
        (a = t.child),
        (e = l.child.memoizedState),
        e === null
          ? (e = ui(u))
          : ((n = e.cachePool),
            n !== null
              ? ((c = cl._currentValue), (n = n.parent !== c ? { parent: c, pool: c } : n))
              : (n = Bv()),
            (e = { baseLanes: e.baseLanes | u, cachePool: n })),
        (a.memoizedState = e),
        (a.childLanes = ai(l, f, u)),
        (t.memoizedState = ti),
        Ue(l.child, a))
      : (du(t),
        (u = l.child),
        (l = u.sibling),
        (u = Xt(u, { mode: "visible", children: a.children })),
        (u.return = t),
        (u.sibling = null),
        l !== null &&
          ((f = t.deletions), f === null ? ((t.deletions = [l]), (t.flags |= 16)) : f.push(l)),
        (t.child = u),
        (t.memoizedState = null),
        u);
  }
  function ei(l, t) {
    return ((t = Wn({ mode: "visible", children: t }, l.mode)), (t.return = l), (l.child = t));
  }
  function Wn(l, t) {
    return ((l = Yl(22, l, null, t)), (l.lanes = 0), l);
  }
  function $n(l, t, u) {
    return (
      Ju(t, l.child, null, u),
      (l = ei(t, t.pendingProps.children)),
      (l.flags |= 2),
      (t.memoizedState = null),
      l
    );
  }
  function Nd(l, t, u, a, e, n, f, c) {
    if (u)
      return t.flags & 256
        ? (du(t), (t.flags &= -257), $n(l, t, c))
        : t.memoizedState !== null
          ? (hu(), (t.child = l.child), (t.flags |= 128), null)
          : (hu(),
            (n = e.fallback),
            (f = t.mode),
            (e = Wn({ mode: "visible", children: e.children }, f)),
            (n = Gu(n, f, c, null)),
            (n.flags |= 2),
            (e.return = t),
            (n.return = t),
            (e.sibling = n),
            (t.child = e),
            Ju(t, l.child, null, c),
            (e = t.child),
            (e.memoizedState = ui(c)),
            (e.childLanes = ai(l, a, c)),
            (t.memoizedState = ti),
            Ue(null, e));
    if ((du(t), u0(n))) {
      if (((a = n.nextSibling && n.nextSibling.dataset), a)) var i = a.dgst;
      return (
        (a = i),
        a !== "" &&
          ((e = Error(s(419))),
          (e.stack = ""),
          (e.digest = a),
          se({ value: e, source: null, stack: null })),
        $n(l, t, c)
      );
    }
    if ((vl || Zu(l, t, c, !1), (a = (c & l.childLanes) !== 0), vl || a)) {
      if (yu.current !== null) return $n(l, t, c);
      if (((a = W), a !== null && ((e = _0(a, c)), e !== 0 && e !== f.retryLane)))
        throw ((f.retryLane = e), Yu(l, e), Zl(a, l, e), Pc);
      return (t0(n) || gf(), $n(l, t, c));
    }
    return t0(n)
      ? ((t.flags |= 192), (t.child = l.child), null)
      : ((l = f.treeContext),
        (I = ft(n.nextSibling)),
        (hl = t),
        (r = !0),
        (nu = null),
        (et = !1),
        l !== null && _v(t, l),
        (t = ei(t, e.children)),
        (t.flags |= 134221824),
        t);
  }
  function pm(l, t, u) {
    l.lanes |= t;
    var a = l.alternate;
    a !== null && (a.lanes |= t), Un(l.return, t, u);
  }
  function wm(l) {
    for (var t = null; l !== null; ) {
      var u = l.alternate;
      u !== null && Qn(u) === null && (t = l), (l = l.sibling);
    }
    return t;
  }
  function In(l, t, u, a, e, n) {
    var f = l.memoizedState;
    f === null
      ? (l.memoizedState = {
          isBackwards: t,
          rendering: null,
          renderingStartTime: 0,
          last: a,
          tail: u,
          tailMode: e,
          treeForkCount: n,
        })
      : ((f.isBackwards = t),
        (f.rendering = null),
        (f.renderingStartTime = 0),
        (f.last = a),
        (f.tail = u),
        (f.tailMode = e),
        (f.treeForkCount = n));
  }
  function ni(l) {
    var t = l.child;
    for (l.child = null; t !== null; ) {
      var u = t.sibling;
      (t.sibling = l.child), (l.child = t), (t = u);
    }
  }
  function fi(l, t, u) {
    var a = t.pendingProps,
      e = a.revealOrder,
      n = a.tail;
    a = a.children;
    var f = El.current;
    if (t.flags & 128) return (Ae(t, f), null);
    var c = (f & 2) !== 0;
    if (
      (c ? ((f = (f & 1) | 2), (t.flags |= 128)) : (f &= 1),
      Ae(t, f),
      e === "backwards" && l !== null ? (ni(l), yl(l, t, a, u), ni(l)) : yl(l, t, a, u),
      (a = r ? ge : 0),
      !c && l !== null && (l.flags & 128) !== 0)
    )
      l: for (l = t.child; l !== null; ) {
        if (l.tag === 13) l.memoizedState !== null && pm(l, u, t);
        else if (l.tag === 19) pm(l, u, t);
        else if (l.child !== null) {
          (l.child.return = l), (l = l.child);
          continue;
        }
        if (l === t) break;
        for (; l.sibling === null; ) {
          if (l.return === null || l.return === t) break l;
          l = l.return;
        }
        (l.sibling.return = l.return), (l = l.sibling);
      }
    switch (e) {
      case "backwards":
        (u = wm(t.child)),
          u === null
            ? ((e = t.child), (t.child = null))
            : ((e = u.sibling), (u.sibling = null), ni(t)),
          In(t, !0, e, null, n, a);
        break;
      case "unstable_legacy-backwards":
        for (u = null, e = t.child, t.child = null; e !== null; ) {
          if (((l = e.alternate), l !== null && Qn(l) === null)) {
            t.child = e;
            break;
          }
          (l = e.sibling), (e.sibling = u), (u = e), (e = l);
        }
        In(t, !0, u, null, n, a);
        break;
      case "together":
        In(t, !1, null, null, void 0, a);
        break;
      case "independent":
        t.memoizedState = null;
        break;
      default:
        (u = wm(t.child)),
          u === null ? ((e = t.child), (t.child = null)) : ((e = u.sibling), (u.sibling = null)),
          In(t, !1, e, u, n, a);
    }
    return t.child;
  }
  function Fm(l, t, u) {
    var a = t.pendingProps;
    return (cu(t, t.type, a.value), yl(l, t, a.children, u), t.child);
  }
  function Kt(l, t, u) {
    if (
      (l !== null && (t.dependencies = l.dependencies), (zu |= t.lanes), (u & t.childLanes) === 0)
    )
      if (l !== null) {
        if ((Zu(l, t, u, !1), (u & t.childLanes) === 0)) return null;
      } else return null;
    if (l !== null && t.child !== l.child) throw Error(s(153));
    if (t.child !== null) {
      for (l = t.child, u = Xt(l, l.pendingProps), t.child = u, u.return = t; l.sibling !== null; )
        (l = l.sibling), (u = u.sibling = Xt(l, l.pendingProps)), (u.return = t);
      u.sibling = null;
    }
    return t.child;
  }
  function ci(l, t) {
    return (l.lanes & t) !== 0 ? !0 : ((l = l.dependencies), !!(l !== null && Hn(l)));
  }
  function Ad(l, t, u) {
    switch (t.tag) {
      case 3:
        tn(t, t.stateNode.containerInfo), cu(t, cl, l.memoizedState.cache), Qu();
        break;
      case 27:
      case 5:
        qf(t);
        break;
      case 4:
        tn(t, t.stateNode.containerInfo);
        break;
      case 10:
        cu(t, t.type, t.memoizedProps.value);
        break;
      case 31:
        if (t.memoizedState !== null) return ((t.flags |= 128), rc(t), null);
        break;
      case 13:
        var a = t.memoizedState;
        if (a !== null) {
          if (a.dehydrated !== null) return (du(t), (t.flags |= 128), null);
          a = Zu(l, t, u, !1);
          var e = t.child.childLanes;
          return a || (u & e) !== 0
            ? Jm(l, t, u)
            : (du(t), (l = Kt(l, t, u)), l !== null ? l.sibling : null);
        }
        du(t);
        break;
      case 19:
        if (t.flags & 128) return fi(l, t, u);
        if (
          ((e = (l.flags & 128) !== 0),
          (a = (u & t.childLanes) !== 0),
          a || (Zu(l, t, u, !1), (a = (u & t.childLanes) !== 0)),
          e)
        ) {
          if (a) return fi(l, t, u);
          t.flags |= 128;
        }
        if (
          ((e = t.memoizedState),
          e !== null && ((e.rendering = null), (e.tail = null), (e.lastEffect = null)),
          Ae(t, El.current),
          a)
        )
          break;
        return null;
      case 22:
        return ((t.lanes = 0), Zm(l, t, u, t.pendingProps));
      case 24:
        cu(t, cl, l.memoizedState.cache);
    }
    return Kt(l, t, u);
  }
  function Wm(l, t, u) {
    if (l !== null)
      if (l.memoizedProps !== t.pendingProps) vl = !0;
      else {
        if (!ci(l, u) && (t.flags & 128) === 0) return ((vl = !1), Ad(l, t, u));
        vl = (l.flags & 131072) !== 0;
      }
    else (vl = !1), r && (t.flags & 1048576) !== 0 && Mv(t, ge, t.index);
    switch (((t.lanes = 0), t.tag)) {
      case 16:
        l: {
          var a = t.pendingProps;
          if (((l = Lu(t.elementType)), (t.type = l), typeof l == "function"))
            hc(l)
              ? ((a = wu(l, a)), (t.tag = 1), (t = Lm(null, t, l, a, u)))
              : ((t.tag = 0), (t = li(null, t, l, a, u)));
          else {
            if (l != null) {
              var e = l.$$typeof;
              if (e === b) {
                (t.tag = 11), (t = Gm(null, t, l, a, u));
                break l;
              } else if (e === P) {
                (t.tag = 14), (t = Qm(null, t, l, a, u));
                break l;
              } else if (e === Bl) {
                (t.tag = 10), (t.type = l), (t = Fm(null, t, u));
                break l;
              }
            }
            throw ((t = rf(l) || l), Error(s(306, t, "")));
          }
        }
        return t;
      case 0:
        return li(l, t, t.type, t.pendingProps, u);
      case 1:
        return ((a = t.type), (e = wu(a, t.pendingProps)), Lm(l, t, a, e, u));
      case 3:
        l: {
          if ((tn(t, t.stateNode.containerInfo), l === null)) throw Error(s(387));
          a = t.pendingProps;
          var n = t.memoizedState;
          (e = n.element), _c(l, t), Ne(t, a, null, u);
          var f = t.memoizedState;
          if (
            ((a = f.cache),
            cu(t, cl, a),
            a !== n.cache && Ec(t, [cl], u, !0),
            Oe(),
            (a = f.element),
            n.isDehydrated)
          )
            if (
              ((n = { element: a, isDehydrated: !1, cache: f.cache }),
              (t.updateQueue.baseState = n),
              (t.memoizedState = n),
              t.flags & 256)
            ) {
              t = Km(l, t, a, u);
              break l;
            } else if (a !== e) {
              (e = tt(Error(s(424)), t)), se(e), (t = Km(l, t, a, u));
              break l;
            } else
              for (
                l = t.stateNode.containerInfo,
                  l.nodeType === 9
                    ? (l = l.body)
                    : (l = l.nodeName === "HTML" ? l.ownerDocument.body : l),
                  I = ft(l.firstChild),
                  hl = t,
                  r = !0,
                  nu = null,
                  et = !0,
                  u = Zv(t, null, a, u),
                  t.child = u;
                u;
              )
                (u.flags = (u.flags & -3) | 134221824), (u = u.sibling);
          else {
            if ((Qu(), a === e)) {
              t = Kt(l, t, u);
              break l;
            }
            yl(l, t, a, u);
          }
          t = t.child;
        }
        return t;
      case 26:
        return (
          Ca(l, t),
          l === null
            ? (u = E1(t.type, null, t.pendingProps, null))
              ? (t.memoizedState = u)
              : r || (t.stateNode = l1(t.type, t.pendingProps, Pt.current, t))
            : (t.memoizedState = E1(t.type, l.memoizedProps, t.pendingProps, l.memoizedState)),
          null
        );
      case 27:
        return (
          qf(t),
          l === null &&
            r &&
            ((a = t.stateNode = S1(t.type, t.pendingProps, Pt.current)),
            (hl = t),
            (et = !0),
            (e = I),
            Ou(t.type) ? ((a0 = e), (I = ft(a.firstChild))) : (I = e)),
          yl(l, t, t.pendingProps.children, u),
          Ca(l, t),
          l === null && (t.flags |= 4194304),
          t.child
        );
      case 5:
        return (
          l === null &&
            r &&
            ((e = a = I) &&
              ((a = zh(a, t.type, t.pendingProps, et)),
              a !== null
                ? ((t.stateNode = a), (hl = t), (I = ft(a.firstChild)), (et = !1), (e = !0))
                : (e = !1)),
            e || fu(t)),
          qf(t),
          (e = t.type),
          (n = t.pendingProps),
          (f = l !== null ? l.memoizedProps : null),
          (a = n.children),
          Fi(e, n) ? (a = null) : f !== null && Fi(e, f) && (t.flags |= 32),
          t.memoizedState !== null && ((e = Yc(l, t, dd, null, null, u)), (Fa._currentValue = e)),
          Ca(l, t),
          yl(l, t, a, u),
          t.child
        );
      case 6:
        return (
          l === null &&
            r &&
            ((l = u = I) &&
              ((u = Th(u, t.pendingProps, et)),
              u !== null ? ((t.stateNode = u), (hl = t), (I = null), (l = !0)) : (l = !1)),
            l || fu(t)),
          null
        );
      case 13:
        return Jm(l, t, u);
      case 4:
        return (
          tn(t, t.stateNode.containerInfo),
          (a = t.pendingProps),
          l === null ? (t.child = Ju(t, null, a, u)) : yl(l, t, a, u),
          t.child
        );
      case 11:
        return Gm(l, t, t.type, t.pendingProps, u);
      case 7:
        return ((a = t.pendingProps), Ca(l, t), yl(l, t, a, u), t.child);
      case 8:
        return (yl(l, t, t.pendingProps.children, u), t.child);
      case 12:
        return (yl(l, t, t.pendingProps.children, u), t.child);
      case 10:
        return Fm(l, t, u);
      case 9:
        return (
          (e = t.type._context),
          (a = t.pendingProps.children),
          Vu(t),
          (e = Tl(e)),
          (a = a(e)),
          (t.flags |= 1),
          yl(l, t, a, u),
          t.child
        );
      case 14:
        return Qm(l, t, t.type, t.pendingProps, u);
      case 15:
        return Xm(l, t, t.type, t.pendingProps, u);
      case 19:
        return fi(l, t, u);
      case 31:
        return Od(l, t, u);
      case 22:
        return Zm(l, t, u, t.pendingProps);
      case 24:
        return (
          Vu(t),
          (a = Tl(cl)),
          l === null
            ? ((e = Ac()),
              e === null &&
                ((e = W),
                (n = Oc()),
                (e.pooledCache = n),
                n.refCount++,
                n !== null && (e.pooledCacheLanes |= u),
                (e = n)),
              (t.memoizedState = { parent: a, cache: e }),
              Mc(t),
              cu(t, cl, e))
            : ((l.lanes & u) !== 0 && (_c(l, t), Ne(t, null, null, u), Oe()),
              (e = l.memoizedState),
              (n = t.memoizedState),
              e.parent !== a
                ? ((e = { parent: a, cache: a }),
                  (t.memoizedState = e),
                  t.lanes === 0 && (t.memoizedState = t.updateQueue.baseState = e),
                  cu(t, cl, a))
                : ((a = n.cache), cu(t, cl, a), a !== e.cache && Ec(t, [cl], u, !0))),
          yl(l, t, t.pendingProps.children, u),
          t.child
        );
      case 30:
        return (
          t.stateNode === null &&
            (t.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
          (a = t.pendingProps),
          a.name != null && a.name !== "auto"
            ? (t.flags |= l === null ? 18882560 : 18874368)
            : r && Mn(t),
          l !== null && l.memoizedProps.name !== a.name ? (t.flags |= 4194816) : Ca(l, t),
          yl(l, t, a.children, u),
          t.child
        );
      case 29:
        throw t.pendingProps;
    }
    throw Error(s(156, t.tag));
  }
  function Jt(l) {
    l.flags |= 4;
  }
  function ii(l, t, u, a, e) {
    var n;
    if (
      ((n = (l.mode & 32) !== 0) &&
        (n = u === null ? D1(t, a) : D1(t, a) && (a.src !== u.src || a.srcSet !== u.srcSet)),
      n)
    ) {
      if (((l.flags |= 16777216), (e & 335544128) === e))
        if (l.stateNode.complete) l.flags |= 8192;
        else if (Ro()) l.flags |= 8192;
        else throw ((Ku = Bn), Dc);
    } else l.flags &= -16777217;
  }
  function $m(l, t) {
    if (t.type !== "stylesheet" || (t.state.loading & 4) !== 0) l.flags &= -16777217;
    else if (((l.flags |= 16777216), !M1(t)))
      if (Ro()) l.flags |= 8192;
      else throw ((Ku = Bn), Dc);
  }
  function kn(l, t) {
    t !== null && (l.flags |= 4),
      l.flags & 16384 && ((t = l.tag !== 22 ? A0() : 536870912), (l.lanes |= t), (Ya |= t));
  }
  function He(l, t) {
    if (!r)
      switch (l.tailMode) {
        case "visible":
          break;
        case "collapsed":
          for (var u = l.tail, a = null; u !== null; )
            u.alternate !== null && (a = u), (u = u.sibling);
          a === null
            ? t || l.tail === null
              ? (l.tail = null)
              : (l.tail.sibling = null)
            : (a.sibling = null);
          break;
        default:
          for (t = l.tail, u = null; t !== null; ) t.alternate !== null && (u = t), (t = t.sibling);
          u === null ? (l.tail = null) : (u.sibling = null);
      }
  }
  function k(l) {
    var t = l.alternate !== null && l.alternate.child === l.child,
      u = 0,
      a = 0;
    if (t)
      for (var e = l.child; e !== null; )
        (u |= e.lanes | e.childLanes),
          (a |= e.subtreeFlags & 1206910976),
          (a |= e.flags & 1206910976),
          (e.return = l),
          (e = e.sibling);
    else
      for (e = l.child; e !== null; )
        (u |= e.lanes | e.childLanes),
          (a |= e.subtreeFlags),
          (a |= e.flags),
          (e.return = l),
          (e = e.sibling);
    return ((l.subtreeFlags |= a), (l.childLanes = u), t);
  }
  function Dd(l, t, u) {
    var a = t.pendingProps;
    switch ((Sc(t), t.tag)) {
      case 16:
      case 15:
      case 0:
      case 11:
      case 7:
      case 8:
      case 12:
      case 9:
      case 14:
        return (k(t), null);
      case 1:
        return (k(t), null);
      case 3:
        return (
          (u = t.stateNode),
          (a = null),
          l !== null && (a = l.memoizedState.cache),
          t.memoizedState.cache !== a && (t.flags |= 2048),
          jt(cl),
          ca(),
          u.pendingContext && ((u.context = u.pendingContext), (u.pendingContext = null)),
          (l === null || l.child === null) &&
            (Na(t)
              ? Jt(t)
              : l === null ||
                (l.memoizedState.isDehydrated && (t.flags & 256) === 0) ||
                ((t.flags |= 1024), Tc())),
          k(t),
          null
        );
      case 26:
        var e = t.type,
          n = t.memoizedState;
        return (
          l === null
            ? (Jt(t), n !== null ? (k(t), $m(t, n)) : (k(t), ii(t, e, null, a, u)))
            : n
              ? n !== l.memoizedState
                ? (Jt(t), k(t), $m(t, n))
                : (k(t), (t.flags &= -16777217))
              : ((l = l.memoizedProps), l !== a && Jt(t), k(t), ii(t, e, l, a, u)),
          null
        );
      case 27:
        if ((un(t), (u = Pt.current), (e = t.type), l !== null && t.stateNode != null))
          l.memoizedProps !== a && Jt(t);
        else {
          if (!a) {
            if (t.stateNode === null) throw Error(s(166));
            return (k(t), (t.subtreeFlags &= -33554433), null);
          }
          (l = Tt.current), Na(t) ? Uv(t) : ((l = S1(e, a, u)), (t.stateNode = l), Jt(t));
        }
        return (k(t), (t.subtreeFlags &= -33554433), null);
      case 5:
        if ((un(t), (e = t.type), l !== null && t.stateNode != null))
          l.memoizedProps !== a && Jt(t);
        else {
          if (!a) {
            if (t.stateNode === null) throw Error(s(166));
            return (k(t), (t.subtreeFlags &= -33554433), null);
          }
          if (((n = Tt.current), Na(t))) Uv(t);
          else {
            var f = Ve(Pt.current);
            switch (n) {
              case 1:
                n = f.createElementNS("http://www.w3.org/2000/svg", e);
                break;
              case 2:
                n = f.createElementNS("http://www.w3.org/1998/Math/MathML", e);
                break;
              default:
                switch (e) {
                  case "svg":
                    n = f.createElementNS("http://www.w3.org/2000/svg", e);
                    break;
                  case "math":
                    n = f.createElementNS("http://www.w3.org/1998/Math/MathML", e);
                    break;
                  case "script":
                    (n = f.createElement("div")),
                      (n.innerHTML = "<script></script>"),
                      (n = n.removeChild(n.firstChild));
                    break;
                  case "select":
                    (n =
                      typeof a.is == "string"
                        ? f.createElement("select", { is: a.is })
                        : f.createElement("select")),
                      a.multiple ? (n.multiple = !0) : a.size && (n.size = a.size);
                    break;
                  default:
                    n =
                      typeof a.is == "string"
                        ? f.createElement(e, { is: a.is })
                        : f.createElement(e);
                }
            }
            (n[zl] = t), (n[ql] = a);
            l: for (f = t.child; f !== null; ) {
              if (f.tag === 5 || f.tag === 6) n.appendChild(f.stateNode);
              else if (f.tag !== 4 && f.tag !== 27 && f.child !== null) {
                (f.child.return = f), (f = f.child);
                continue;
              }
              if (f === t) break;
              for (; f.sibling === null; ) {
                if (f.return === null || f.return === t) break l;
                f = f.return;
              }
              (f.sibling.return = f.return), (f = f.sibling);
            }
            t.stateNode = n;
            switch ((Nl(n, e, a), e)) {
              case "button":
              case "input":
              case "select":
              case "textarea":
                a = !!a.autoFocus;
                break;
              case "img":
                a = !0;
                break;
              default:
                a = !1;
            }
            a && Jt(t);
          }
        }
        return (
          k(t),
          (t.subtreeFlags &= -33554433),
          ii(t, t.type, l === null ? null : l.memoizedProps, t.pendingProps, u),
          null
        );
      case 6:
        if (l && t.stateNode != null) l.memoizedProps !== a && Jt(t);
        else {
          if (typeof a != "string" && t.stateNode === null) throw Error(s(166));
          if (((l = Pt.current), Na(t))) {
            if (((l = t.stateNode), (u = t.memoizedProps), (a = null), (e = hl), e !== null))
              switch (e.tag) {
                case 27:
                case 5:
                  a = e.memoizedProps;
              }
            (l[zl] = t),
              (l = !!(
                l.nodeValue === u ||
                (a !== null && a.suppressHydrationWarning === !0) ||
                $o(l.nodeValue, u)
              )),
              l || fu(t, !0);
          } else (l = Ve(l).createTextNode(a)), (l[zl] = t), (t.stateNode = l);
        }
        return (k(t), null);
      case 31:
        if (((u = t.memoizedState), l === null || l.memoizedState !== null)) {
          if (((a = Na(t)), u !== null)) {
            if (l === null) {
              if (!a) throw Error(s(318));
              if (((l = t.memoizedState), (l = l !== null ? l.dehydrated : null), !l))
                throw Error(s(557));
              l[zl] = t;
            } else Qu(), (t.flags & 128) === 0 && (t.memoizedState = null), (t.flags |= 4);
            k(t), (l = !1);
          } else
            (u = Tc()),
              l !== null && l.memoizedState !== null && (l.memoizedState.hydrationErrors = u),
              (l = !0);
          if (!l) return t.flags & 256 ? (pl(t), t) : (pl(t), null);
          if ((t.flags & 128) !== 0) throw Error(s(558));
        }
        return (k(t), null);
      case 13:
        if (
          ((a = t.memoizedState),
          l === null || (l.memoizedState !== null && l.memoizedState.dehydrated !== null))
        ) {
          if (((e = Na(t)), a !== null && a.dehydrated !== null)) {
            if (l === null) {
              if (!e) throw Error(s(318));
              if (((e = t.memoizedState), (e = e !== null ? e.dehydrated : null), !e))
                throw Error(s(317));
              e[zl] = t;
            } else Qu(), (t.flags & 128) === 0 && (t.memoizedState = null), (t.flags |= 4);
            k(t), (e = !1);
          } else
            (e = Tc()),
              l !== null && l.memoizedState !== null && (l.memoizedState.hydrationErrors = e),
              (e = !0);
          if (!e) return t.flags & 256 ? (pl(t), t) : (pl(t), null);
        }
        return (
          pl(t),
          (t.flags & 128) !== 0
            ? ((t.lanes = u), t)
            : ((u = a !== null),
              (l = l !== null && l.memoizedState !== null),
              u &&
                ((a = t.child),
                (e = null),
                a.alternate !== null &&
                  a.alternate.memoizedState !== null &&
                  a.alternate.memoizedState.cachePool !== null &&
                  (e = a.alternate.memoizedState.cachePool.pool),
                (n = null),
                a.memoizedState !== null &&
                  a.memoizedState.cachePool !== null &&
                  (n = a.memoizedState.cachePool.pool),
                n !== e && (a.flags |= 2048)),
              u !== l && u && (t.child.flags |= 8192),
              kn(t, t.updateQueue),
              k(t),
              null)
        );
      case 4:
        return (
          ca(), l === null && Li(t.stateNode.containerInfo), (t.flags |= 67108864), k(t), null
        );
      case 10:
        return (jt(t.type), k(t), null);
      case 19:
        if ((Bc(t), (a = t.memoizedState), a === null)) return (k(t), null);
        if (((e = (t.flags & 128) !== 0), (n = a.rendering), n === null))
          if (e) He(a, !1);
          else {
            if (nl !== 0 || (l !== null && (l.flags & 128) !== 0))
              for (l = t.child; l !== null; ) {
                if (((n = Qn(l)), n !== null)) {
                  for (
                    t.flags |= 128,
                      He(a, !1),
                      l = n.updateQueue,
                      t.updateQueue = l,
                      kn(t, l),
                      t.subtreeFlags = 0,
                      l = u,
                      u = t.child;
                    u !== null;
                  )
                    Nv(u, l), (u = u.sibling);
                  return (Ae(t, (El.current & 1) | 2), r && Zt(t, a.treeForkCount), t.child);
                }
                l = l.sibling;
              }
            a.tail !== null &&
              jl() > of &&
              ((t.flags |= 128), (e = !0), He(a, !1), (t.lanes = 4194304));
          }
        else {
          if (!e)
            if (((l = Qn(n)), l !== null)) {
              if (
                ((t.flags |= 128),
                (e = !0),
                (l = l.updateQueue),
                (t.updateQueue = l),
                kn(t, l),
                He(a, !0),
                a.tail === null &&
                  a.tailMode !== "collapsed" &&
                  a.tailMode !== "visible" &&
                  !n.alternate &&
                  !r)
              )
                return (k(t), null);
            } else
              2 * jl() - a.renderingStartTime > of &&
                u !== 536870912 &&
                ((t.flags |= 128), (e = !0), He(a, !1), (t.lanes = 4194304));
          a.isBackwards
            ? ((n.sibling = t.child), (t.child = n))
            : ((l = a.last), l !== null ? (l.sibling = n) : (t.child = n), (a.last = n));
        }
        if (a.tail !== null) {
          l = a.tail;
          l: {
            for (u = l; u !== null; ) {
              if (u.alternate !== null) {
                u = !1;
                break l;
              }
              u = u.sibling;
            }
            u = !0;
          }
          return (
            (a.rendering = l),
            (a.tail = l.sibling),
            (a.renderingStartTime = jl()),
            (l.sibling = null),
            (n = El.current),
            (n = e ? (n & 1) | 2 : n & 1),
            a.tailMode === "visible" || a.tailMode === "collapsed" || !u || r
              ? Ae(t, n)
              : ((u = n), $(bl, t), $(El, u), Ml === null && (Ml = t)),
            r && Zt(t, a.treeForkCount),
            l
          );
        }
        return (k(t), null);
      case 22:
      case 23:
        return (
          pl(t),
          Rc(),
          (a = t.memoizedState !== null),
          l !== null
            ? (l.memoizedState !== null) !== a && (t.flags |= 8192)
            : a && (t.flags |= 8192),
          a
            ? (u & 536870912) !== 0 &&
              (t.flags & 128) === 0 &&
              (k(t), t.subtreeFlags & 6 && (t.flags |= 8192))
            : k(t),
          (u = t.updateQueue),
          u !== null && kn(t, u.retryQueue),
          (u = null),
          l !== null &&
            l.memoizedState !== null &&
            l.memoizedState.cachePool !== null &&
            (u = l.memoizedState.cachePool.pool),
          (a = null),
          t.memoizedState !== null &&
            t.memoizedState.cachePool !== null &&
            (a = t.memoizedState.cachePool.pool),
          a !== u && (t.flags |= 2048),
          l !== null && Sl(xu),
          null
        );
      case 24:
        return (
          (u = null),
          l !== null && (u = l.memoizedState.cache),
          t.memoizedState.cache !== u && (t.flags |= 2048),
          jt(cl),
          k(t),
          null
        );
      case 25:
        return null;
      case 30:
        return ((t.flags |= 33554432), k(t), null);
    }
    throw Error(s(156, t.tag));
  }
  function Md(l, t) {
    switch ((Sc(t), t.tag)) {
      case 1:
        return ((l = t.flags), l & 65536 ? ((t.flags = (l & -65537) | 128), t) : null);
      case 3:
        return (
          jt(cl),
          ca(),
          (l = t.flags),
          (l & 65536) !== 0 && (l & 128) === 0 ? ((t.flags = (l & -65537) | 128), t) : null
        );
      case 26:
      case 27:
      case 5:
        return (un(t), null);
      case 31:
        if (t.memoizedState !== null) {
          if ((pl(t), t.alternate === null)) throw Error(s(340));
          Qu();
        }
        return ((l = t.flags), l & 65536 ? ((t.flags = (l & -65537) | 128), t) : null);
      case 13:
        if ((pl(t), (l = t.memoizedState), l !== null && l.dehydrated !== null)) {
          if (t.alternate === null) throw Error(s(340));
          Qu();
        }
        return ((l = t.flags), l & 65536 ? ((t.flags = (l & -65537) | 128), t) : null);
      case 19:
        return (
          Bc(t),
          (l = t.flags),
          l & 65536
            ? ((t.flags = (l & -65537) | 128),
              (l = t.memoizedState),
              l !== null && ((l.rendering = null), (l.tail = null)),
              (t.flags |= 4),
              t)
            : null
        );
      case 4:
        return (ca(), null);
      case 10:
        return (jt(t.type), null);
      case 22:
      case 23:
        return (
          pl(t),
          Rc(),
          l !== null && Sl(xu),
          (l = t.flags),
          l & 65536 ? ((t.flags = (l & -65537) | 128), t) : null
        );
      case 24:
        return (jt(cl), null);
      case 25:
        return null;
      default:
        return null;
    }
  }
  function Im(l, t) {
    switch ((Sc(t), t.tag)) {
      case 3:
        jt(cl), ca();
        break;
      case 26:
      case 27:
      case 5:
        un(t);
        break;
      case 4:
        ca();
        break;
      case 31:
        t.memoizedState !== null && pl(t);
        break;
      case 13:
        pl(t);
        break;
      case 19:
        Bc(t);
        break;
      case 10:
        jt(t.type);
        break;
      case 22:
      case 23:
        pl(t), Rc(), l !== null && Sl(xu);
        break;
      case 24:
        jt(cl);
    }
  }
  function Ce(l, t) {
    try {
      var u = t.updateQueue,
        a = u !== null ? u.lastEffect : null;
      if (a !== null) {
        var e = a.next;
        u = e;
        do {
          if ((u.tag & l) === l) {
            a = void 0;
            var n = u.create,
              f = u.inst;
            (a = n()), (f.destroy = a);
          }
          u = u.next;
        } while (u !== e);
      }
    } catch (c) {
      K(t, t.return, c);
    }
  }
  function gu(l, t, u) {
    try {
      var a = t.updateQueue,
        e = a !== null ? a.lastEffect : null;
      if (e !== null) {
        var n = e.next;
        a = n;
        do {
          if ((a.tag & l) === l) {
            var f = a.inst,
              c = f.destroy;
            if (c !== void 0) {
              (f.destroy = void 0), (e = t);
              var i = u,
                y = c;
              try {
                y();
              } catch (g) {
                K(e, i, g);
              }
            }
          }
          a = a.next;
        } while (a !== n);
      }
    } catch (g) {
      K(t, t.return, g);
    }
  }
  function km(l) {
    var t = l.updateQueue;
    if (t !== null) {
      var u = l.stateNode;
      try {
        jv(t, u);
      } catch (a) {
        K(l, l.return, a);
      }
    }
  }
  function Pm(l, t, u) {
    (u.props = wu(l.type, l.memoizedProps)), (u.state = l.memoizedState);
    try {
      u.componentWillUnmount();
    } catch (a) {
      K(l, t, a);
    }
  }
  function Nt(l, t) {
    try {
      var u = l.ref;
      if (u !== null) {
        switch (l.tag) {
          case 26:
          case 27:
          case 5:
            var a = l.stateNode;
            break;
          case 30:
            var e = l.stateNode,
              n = Gt(l.memoizedProps, e);
            (e.ref === null || e.ref.name !== n) && (e.ref = c1(n)), (a = e.ref);
            break;
          case 7:
            if (l.stateNode === null) {
              var f = new Il(l);
              w(l.child, !1, sh, f, void 0, void 0), (l.stateNode = f);
            }
            a = l.stateNode;
            break;
          default:
            a = l.stateNode;
        }
        typeof u == "function" ? (l.refCleanup = u(a)) : (u.current = a);
      }
    } catch (c) {
      K(l, t, c);
    }
  }
  function Ol(l, t) {
    var u = l.ref,
      a = l.refCleanup;
    if (u !== null)
      if (typeof a == "function")
        try {
          a();
        } catch (e) {
          K(l, t, e);
        } finally {
          (l.refCleanup = null), (l = l.alternate), l != null && (l.refCleanup = null);
        }
      else if (typeof u == "function")
        try {
          u(null);
        } catch (e) {
          K(l, t, e);
        }
      else u.current = null;
  }
  function Pn(l, t) {
    if ((l.tag === 5 || l.tag === 27 || l.tag === 6) && l.alternate === null && t !== null)
      for (var u = 0; u < t.length; u++) d1(l.stateNode, t[u]);
  }
  function lo(l) {
    for (var t = l.return; t !== null && (mi(t) && d1(l.stateNode, t.stateNode), !vi(t)); )
      t = t.return;
  }
  function Re(l) {
    for (var t = l.return; t !== null && (mi(t) && Sh(l.stateNode, t.stateNode), !vi(t)); )
      t = t.return;
  }
  function vi(l) {
    return l.tag === 5 || l.tag === 3 || l.tag === 27;
  }
  function mi(l) {
    return l && l.tag === 7 && l.stateNode !== null;
  }
  function oi(l) {
    var t = l.type,
      u = l.memoizedProps,
      a = l.stateNode;
    try {
      switch (t) {
        case "button":
        case "input":
        case "select":
        case "textarea":
          u.autoFocus && a.focus();
          break;
        case "img":
          u.src ? (a.src = u.src) : u.srcSet && (a.srcset = u.srcSet);
      }
    } catch (e) {
      K(l, l.return, e);
    }
  }
  function yi(l, t, u) {
    try {
      var a = l.stateNode;
      kd(a, l.type, u, t), (a[ql] = t);
    } catch (e) {
      K(l, l.return, e);
    }
  }
  function to(l) {
    return (
      l.tag === 5 || l.tag === 3 || l.tag === 26 || (l.tag === 27 && Ou(l.type)) || l.tag === 4
    );
  }
  function di(l) {
    l: for (;;) {
      for (; l.sibling === null; ) {
        if (l.return === null || to(l.return)) return null;
        l = l.return;
      }
      for (
        l.sibling.return = l.return, l = l.sibling;
        l.tag !== 5 && l.tag !== 6 && l.tag !== 18;
      ) {
        if ((l.tag === 27 && Ou(l.type)) || l.flags & 2 || l.child === null || l.tag === 4)
          continue l;
        (l.child.return = l), (l = l.child);
      }
      if (!(l.flags & 2)) return l.stateNode;
    }
  }
  function hi(l, t, u, a) {
    var e = l.tag;
    if (e === 5 || e === 6)
      (e = l.stateNode),
        t
          ? (u.nodeType === 9
              ? u.body
              : u.nodeName === "HTML"
                ? u.ownerDocument.body
                : u
            ).insertBefore(e, t)
          : ((t = u.nodeType === 9 ? u.body : u.nodeName === "HTML" ? u.ownerDocument.body : u),
            t.appendChild(e),
            (u = u._reactRootContainer),
            u != null || t.onclick !== null || (t.onclick = bt)),
        Pn(l, a),
        (Z = !0);
    else if (
      e !== 4 &&
      (e === 27 && (Pn(l, a), (a = null), Ou(l.type) && ((u = l.stateNode), (t = null))),
      (l = l.child),
      l !== null)
    )
      for (hi(l, t, u, a), l = l.sibling; l !== null; ) hi(l, t, u, a), (l = l.sibling);
  }
  function lf(l, t, u, a) {
    var e = l.tag;
    if (e === 5 || e === 6)
      (e = l.stateNode), t ? u.insertBefore(e, t) : u.appendChild(e), Pn(l, a), (Z = !0);
    else if (
      e !== 4 &&
      (e === 27 && (Pn(l, a), (a = null), Ou(l.type) && (u = l.stateNode)),
      (l = l.child),
      l !== null)
    )
      for (lf(l, t, u, a), l = l.sibling; l !== null; ) lf(l, t, u, a), (l = l.sibling);
  }
  function uo(l) {
    var t = l.stateNode,
      u = l.memoizedProps;
    try {
      for (var a = l.type, e = t.attributes; e.length; ) t.removeAttributeNode(e[0]);
      Nl(t, a, u), (t[zl] = l), (t[ql] = u);
    } catch (n) {
      K(l, l.return, n);
    }
  }
  var tf = !1,
    wl = null;
  function ao(l) {
    (l.tag === 30 || (l.subtreeFlags & 33554432) !== 0) && (tf = !0);
  }
  var At = null;
  function eo() {
    var l = At;
    return ((At = null), l);
  }
  var Gl = 0;
  function Ra(l, t, u, a, e) {
    return ((Gl = 0), no(l.child, t, u, a, e));
  }
  function no(l, t, u, a, e) {
    for (var n = !1; l !== null; ) {
      if (l.tag === 5) {
        var f = l.stateNode;
        if (a !== null) {
          var c = Ii(f);
          a.push(c), c.view && (n = !0);
        } else n || (Ii(f).view && (n = !0));
        (tf = !0), n1(f, Gl === 0 ? t : t + "_" + Gl, u), Gl++;
      } else
        (l.tag !== 22 || l.memoizedState === null) &&
          ((l.tag === 30 && e) || (no(l.child, t, u, a, e) && (n = !0)));
      l = l.sibling;
    }
    return n;
  }
  function Dt(l, t) {
    for (; l !== null; )
      l.tag === 5
        ? f1(l.stateNode, l.memoizedProps)
        : (l.tag !== 22 || l.memoizedState === null) && ((l.tag === 30 && t) || Dt(l.child, t)),
        (l = l.sibling);
  }
  function uf(l) {
    if ((l.subtreeFlags & 18874368) !== 0)
      for (l = l.child; l !== null; ) {
        if (
          (l.tag !== 22 || l.memoizedState === null) &&
          (uf(l), l.tag === 30 && (l.flags & 18874368) !== 0 && l.stateNode.paired)
        ) {
          var t = l.memoizedProps;
          if (t.name == null || t.name === "auto") throw Error(s(544));
          var u = t.name;
          (t = Qt(t.default, t.share)), t !== "none" && (Ra(l, u, t, null, !1) || Dt(l.child, !1));
        }
        l = l.sibling;
      }
  }
  function gi(l, t) {
    if (l.tag === 30) {
      var u = l.stateNode,
        a = l.memoizedProps,
        e = Gt(a, u),
        n = Qt(a.default, u.paired ? a.share : a.enter);
      n !== "none"
        ? Ra(l, e, n, null, !1)
          ? (uf(l), u.paired || t || Za(l, a.onEnter))
          : Dt(l.child, !1)
        : uf(l);
    } else if ((l.subtreeFlags & 33554432) !== 0)
      for (l = l.child; l !== null; ) gi(l, t), (l = l.sibling);
    else uf(l);
  }
  function si(l) {
    if (wl !== null && wl.size !== 0) {
      var t = wl;
      if ((l.subtreeFlags & 18874368) !== 0)
        for (l = l.child; l !== null; ) {
          if (l.tag !== 22 || l.memoizedState === null) {
            if (l.tag === 30 && (l.flags & 18874368) !== 0) {
              var u = l.memoizedProps,
                a = u.name;
              if (a != null && a !== "auto") {
                var e = t.get(a);
                if (e !== void 0) {
                  var n = Qt(u.default, u.share);
                  if (
                    (n !== "none" &&
                      (Ra(l, a, n, null, !1)
                        ? ((n = l.stateNode), (e.paired = n), (n.paired = e), Za(l, u.onShare))
                        : Dt(l.child, !1)),
                    t.delete(a),
                    t.size === 0)
                  )
                    break;
                }
              }
            }
            si(l);
          }
          l = l.sibling;
        }
    }
  }
  function Si(l) {
    if (l.tag === 30) {
      var t = l.memoizedProps,
        u = Gt(t, l.stateNode),
        a = wl !== null ? wl.get(u) : void 0,
        e = Qt(t.default, a !== void 0 ? t.share : t.exit);
      e !== "none" &&
        (Ra(l, u, e, null, !1)
          ? a !== void 0
            ? ((e = l.stateNode), (a.paired = e), (e.paired = a), wl.delete(u), Za(l, t.onShare))
            : Za(l, t.onExit)
          : Dt(l.child, !1)),
        wl !== null && si(l);
    } else if ((l.subtreeFlags & 33554432) !== 0)
      for (l = l.child; l !== null; ) Si(l), (l = l.sibling);
    else wl !== null && si(l);
  }
  function fo(l) {
    for (l = l.child; l !== null; ) {
      if (l.tag === 30) {
        var t = l.memoizedProps,
          u = Gt(t, l.stateNode);
        (t = Qt(t.default, t.update)),
          (l.flags &= -5),
          t !== "none" && Ra(l, u, t, (l.memoizedState = []), !1);
      } else (l.subtreeFlags & 33554432) !== 0 && fo(l);
      l = l.sibling;
    }
  }
  function zi(l) {
    if ((l.subtreeFlags & 18874368) !== 0)
      for (l = l.child; l !== null; ) {
        if (l.tag !== 22 || l.memoizedState === null) {
          if (l.tag === 30 && (l.flags & 18874368) !== 0) {
            var t = l.stateNode;
            t.paired !== null && ((t.paired = null), Dt(l.child, !1));
          }
          zi(l);
        }
        l = l.sibling;
      }
  }
  function af(l) {
    if (l.tag === 30) (l.stateNode.paired = null), Dt(l.child, !1), zi(l);
    else if ((l.subtreeFlags & 33554432) !== 0)
      for (l = l.child; l !== null; ) af(l), (l = l.sibling);
    else zi(l);
  }
  function co(l) {
    for (l = l.child; l !== null; )
      l.tag === 30 ? Dt(l.child, !1) : (l.subtreeFlags & 33554432) !== 0 && co(l), (l = l.sibling);
  }
  function Ti(l, t, u, a, e, n, f) {
    for (var c = !1; t !== null; ) {
      if (t.tag === 5) {
        var i = t.stateNode;
        if (n !== null && Gl < n.length) {
          var y = n[Gl],
            g = Ii(i);
          (y.view || g.view) && (c = !0);
          var z;
          if ((z = (l.flags & 4) === 0))
            if (g.clip) z = !0;
            else {
              z = y.rect;
              var m = g.rect;
              z = z.y !== m.y || z.x !== m.x || z.height !== m.height || z.width !== m.width;
            }
          z && (l.flags |= 4),
            g.abs
              ? (g = !y.abs)
              : ((y = y.rect), (g = g.rect), (g = y.height !== g.height || y.width !== g.width)),
            g && (l.flags |= 32);
        } else l.flags |= 32;
        (l.flags & 4) !== 0 && n1(i, Gl === 0 ? u : u + "_" + Gl, e),
          (c && (l.flags & 4) !== 0) ||
            (At === null && (At = []), At.push(i, Gl === 0 ? a : a + "_" + Gl, t.memoizedProps)),
          Gl++;
      } else
        (t.tag !== 22 || t.memoizedState === null) &&
          (t.tag === 30 && f
            ? (l.flags |= t.flags & 32)
            : Ti(l, t.child, u, a, e, n, f) && (c = !0));
      t = t.sibling;
    }
    return c;
  }
  function io(l, t) {
    for (l = l.child; l !== null; ) {
      if (l.tag === 30) {
        var u = l.memoizedProps,
          a = l.stateNode,
          e = Gt(u, a),
          n = Qt(u.default, u.update),
          f;
        (f = l.memoizedState), (l.memoizedState = null), (a = l);
        var c = l.child;
        (Gl = 0), (e = Ti(a, c, e, e, n, f, !1)), (l.flags & 4) !== 0 && e && Za(l, u.onUpdate);
      } else (l.subtreeFlags & 33554432) !== 0 && io(l);
      l = l.sibling;
    }
  }
  var gl = !1,
    x = !1,
    Mt = !1,
    bi = !1,
    vo = typeof WeakSet == "function" ? WeakSet : Set,
    sl = null,
    _t = !1,
    re = !1,
    ef = !1,
    Ei = !1;
  function _d(l, t, u) {
    if (((l = l.containerInfo), (pi = Wa), (l = dv(l)), cc(l))) {
      if ("selectionStart" in l) var a = { start: l.selectionStart, end: l.selectionEnd };
      else
        l: {
          a = ((a = l.ownerDocument) && a.defaultView) || window;
          var e = a.getSelection && a.getSelection();
          if (e && e.rangeCount !== 0) {
            a = e.anchorNode;
            var n = e.anchorOffset,
              f = e.focusNode;
            e = e.focusOffset;
            try {
              a.nodeType, f.nodeType;
            } catch {
              a = null;
              break l;
            }
            var c = 0,
              i = -1,
              y = -1,
              g = 0,
              z = 0,
              m = l,
              h = null;
            t: for (;;) {
              for (
                var T;
                m !== a || (n !== 0 && m.nodeType !== 3) || (i = c + n),
                  m !== f || (e !== 0 && m.nodeType !== 3) || (y = c + e),
                  m.nodeType === 3 && (c += m.nodeValue.length),
                  (T = m.firstChild) !== null;
              )
                (h = m), (m = T);
              for (;;) {
                if (m === l) break t;
                if (
                  (h === a && ++g === n && (i = c),
                  h === f && ++z === e && (y = c),
                  (T = m.nextSibling) !== null)
                )
                  break;
                (m = h), (h = m.parentNode);
              }
              m = T;
            }
            a = i === -1 || y === -1 ? null : { start: i, end: y };
          } else a = null;
        }
      a = a || { start: 0, end: 0 };
    } else a = null;
    for (
      wi = { focusedElem: l, selectionRange: a },
        Wa = !1,
        u = (u & 335544064) === u,
        sl = t,
        t = u ? 9270 : 1024;
      sl !== null;
    ) {
      if (((l = sl), u && ((a = l.deletions), a !== null)))
        for (n = 0; n < a.length; n++) u && Si(a[n]);
      if (l.alternate === null && (l.flags & 2) !== 0) u && ao(l), nf(u);
      else {
        if (l.tag === 22) {
          if (((a = l.alternate), l.memoizedState !== null)) {
            a !== null && a.memoizedState === null && u && Si(a), nf(u);
            continue;
          } else if (a !== null && a.memoizedState !== null) {
            u && ao(l), nf(u);
            continue;
          }
        }
        (a = l.child),
          (l.subtreeFlags & t) !== 0 && a !== null
            ? ((a.return = l), (sl = a))
            : (u && fo(l), nf(u));
      }
    }
    wl = null;
  }
  function nf(l) {
    for (; sl !== null; ) {
      var t = sl,
        u = l,
        a = t.alternate,
        e = t.flags;
      switch (t.tag) {
        case 0:
        case 11:
        case 15:
          break;
        case 1:
          if ((e & 1024) !== 0 && a !== null) {
            (u = void 0), (e = a.memoizedProps), (a = a.memoizedState);
            var n = t.stateNode;
            try {
              var f = wu(t.type, e);
              (u = n.getSnapshotBeforeUpdate(f, a)), (n.__reactInternalSnapshotBeforeUpdate = u);
            } catch (c) {
              K(t, t.return, c);
            }
          }
          break;
        case 3:
          if ((e & 1024) !== 0) {
            if (((a = t.stateNode.containerInfo), (u = a.nodeType), u === 9)) l0(a);
            else if (u === 1)
              switch (a.nodeName) {
                case "HEAD":
                case "HTML":
                case "BODY":
                  l0(a);
                  break;
                default:
                  a.textContent = "";
              }
          }
          break;
        case 5:
        case 26:
        case 27:
        case 6:
        case 4:
        case 17:
          break;
        case 30:
          u &&
            a !== null &&
            ((u = Gt(a.memoizedProps, a.stateNode)),
            (e = t.memoizedProps),
            (e = Qt(e.default, e.update)),
            e !== "none" && Ra(a, u, e, (a.memoizedState = []), !0));
          break;
        default:
          if ((e & 1024) !== 0) throw Error(s(163));
      }
      if (((a = t.sibling), a !== null)) {
        (a.return = t.return), (sl = a);
        break;
      }
      sl = t.return;
    }
  }
  function mo(l, t, u) {
    var a = u.flags;
    switch (u.tag) {
      case 0:
      case 11:
      case 15:
        Ut(l, u), a & 4 && Ce(5, u);
        break;
      case 1:
        if ((Ut(l, u), a & 4))
          if (((l = u.stateNode), t === null))
            try {
              l.componentDidMount();
            } catch (f) {
              K(u, u.return, f);
            }
          else {
            var e = wu(u.type, t.memoizedProps);
            t = t.memoizedState;
            try {
              l.componentDidUpdate(e, t, l.__reactInternalSnapshotBeforeUpdate);
            } catch (f) {
              K(u, u.return, f);
            }
          }
        a & 64 && km(u), a & 512 && Nt(u, u.return);
        break;
      case 3:
        if ((Ut(l, u), a & 64 && ((l = u.updateQueue), l !== null))) {
          if (((t = null), u.child !== null))
            switch (u.child.tag) {
              case 27:
              case 5:
                t = u.child.stateNode;
                break;
              case 1:
                t = u.child.stateNode;
            }
          try {
            jv(l, t);
          } catch (f) {
            K(u, u.return, f);
          }
        }
        break;
      case 27:
        t === null && a & 4 && uo(u);
      case 26:
      case 5:
        Ut(l, u), t === null && a & 4 && oi(u), a & 512 && Nt(u, u.return);
        break;
      case 12:
        Ut(l, u);
        break;
      case 31:
        Ut(l, u), a & 4 && go(l, u);
        break;
      case 13:
        Ut(l, u),
          a & 4 && so(l, u),
          a & 64 &&
            ((l = u.memoizedState),
            l !== null && ((l = l.dehydrated), l !== null && ((u = Zd.bind(null, u)), bh(l, u))));
        break;
      case 22:
        if (((a = u.memoizedState !== null || gl), !a)) {
          var n = (t !== null && t.memoizedState !== null) || x;
          (t = gl),
            (e = x),
            (gl = a),
            (x = n) && !e
              ? ((a = 2), (u.subtreeFlags & 8772) !== 0 && (a |= 1), yt(l, u, a))
              : Ut(l, u),
            (gl = t),
            (x = e);
        }
        break;
      case 30:
        Ut(l, u), a & 512 && Nt(u, u.return);
        break;
      case 7:
        a & 512 && Nt(u, u.return);
      default:
        Ut(l, u);
    }
  }
  function Oi(l, t) {
    for (l = l.child; l !== null; ) oo(l, t), (l = l.sibling);
  }
  function oo(l, t) {
    switch (l.tag) {
      case 5:
      case 26:
        try {
          var u = l.stateNode;
          if (t) {
            var a = u.style;
            typeof a.setProperty == "function"
              ? a.setProperty("display", "none", "important")
              : (a.display = "none");
          } else {
            var e = l.stateNode,
              n = l.memoizedProps.style,
              f = n != null && Object.hasOwn(n, "display") ? n.display : null;
            e.style.display = f == null || typeof f == "boolean" ? "" : ("" + f).trim();
          }
        } catch (i) {
          K(l, l.return, i);
        }
        Ni(l, t);
        break;
      case 6:
        try {
          (l.stateNode.nodeValue = t ? "" : l.memoizedProps), (Z = !0);
        } catch (i) {
          K(l, l.return, i);
        }
        break;
      case 18:
        try {
          var c = l.stateNode;
          t ? e1(c, !0) : e1(l.stateNode, !1);
        } catch (i) {
          K(l, l.return, i);
        }
        break;
      case 22:
      case 23:
        l.memoizedState === null && Oi(l, t);
        break;
      default:
        Oi(l, t);
    }
  }
  function Ni(l, t) {
    if (l.subtreeFlags & 67108864)
      for (l = l.child; l !== null; ) {
        l: {
          var u = l,
            a = t;
          switch (u.tag) {
            case 4:
              oo(u, a);
              break l;
            case 22:
              u.memoizedState === null && Ni(u, a);
              break l;
            default:
              Ni(u, a);
          }
        }
        l = l.sibling;
      }
  }
  function yo(l) {
    var t = l.alternate;
    t !== null && ((l.alternate = null), yo(t)),
      (l.child = null),
      (l.deletions = null),
      (l.sibling = null),
      l.tag === 5 && ((t = l.stateNode), t !== null && mn(t)),
      (l.stateNode = null),
      (l.return = null),
      (l.dependencies = null),
      (l.memoizedProps = null),
      (l.memoizedState = null),
      (l.pendingProps = null),
      (l.stateNode = null),
      (l.updateQueue = null);
  }
  var tl = null,
    Ql = !1;
  function mt(l, t, u) {
    for (u = u.child; u !== null; ) ho(l, t, u), (u = u.sibling);
  }
  function ho(l, t, u) {
    if (xl && typeof xl.onCommitFiberUnmount == "function")
      try {
        xl.onCommitFiberUnmount(te, u);
      } catch {}
    switch (u.tag) {
      case 26:
        x || Ol(u, t),
          mt(l, t, u),
          u.memoizedState
            ? u.memoizedState.count--
            : u.stateNode && !x && ((u = u.stateNode), u.parentNode.removeChild(u));
        break;
      case 27:
        x || Ol(u, t), Re(u);
        var a = tl,
          e = Ql;
        Ou(u.type) && ((tl = u.stateNode), (Ql = !1)),
          mt(l, t, u),
          z1(u.stateNode, u.type, u.memoizedProps),
          (tl = a),
          (Ql = e);
        break;
      case 5:
        x || Ol(u, t), Re(u);
      case 6:
        if (
          (u.tag === 6 && Re(u),
          (a = tl),
          (e = Ql),
          (tl = null),
          mt(l, t, u),
          (tl = a),
          (Ql = e),
          tl !== null)
        )
          if (Ql)
            try {
              (tl.nodeType === 9
                ? tl.body
                : tl.nodeName === "HTML"
                  ? tl.ownerDocument.body
                  : tl
              ).removeChild(u.stateNode),
                (Z = !0);
            } catch (n) {
              K(u, t, n);
            }
          else
            try {
              tl.removeChild(u.stateNode), (Z = !0);
            } catch (n) {
              K(u, t, n);
            }
        break;
      case 18:
        tl !== null &&
          (Ql
            ? ((l = tl),
              a1(
                l.nodeType === 9 ? l.body : l.nodeName === "HTML" ? l.ownerDocument.body : l,
                u.stateNode,
              ),
              $a(l))
            : a1(tl, u.stateNode));
        break;
      case 4:
        (a = tl),
          (e = Ql),
          (tl = u.stateNode.containerInfo),
          (Ql = !0),
          mt(l, t, u),
          (tl = a),
          (Ql = e);
        break;
      case 0:
      case 11:
      case 14:
      case 15:
        gu(2, u, t), x || gu(4, u, t), mt(l, t, u);
        break;
      case 1:
        x ||
          (Ol(u, t), (a = u.stateNode), typeof a.componentWillUnmount == "function" && Pm(u, t, a)),
          mt(l, t, u);
        break;
      case 21:
        mt(l, t, u);
        break;
      case 22:
        (x = (a = x) || u.memoizedState !== null), mt(l, t, u), (x = a);
        break;
      case 30:
        Ol(u, t), mt(l, t, u);
        break;
      case 7:
        x || Ol(u, t), mt(l, t, u);
        break;
      default:
        mt(l, t, u);
    }
  }
  function go(l, t) {
    if (
      t.memoizedState === null &&
      ((l = t.alternate), l !== null && ((l = l.memoizedState), l !== null))
    ) {
      l = l.dehydrated;
      try {
        $a(l);
      } catch (u) {
        K(t, t.return, u);
      }
    }
  }
  function so(l, t) {
    if (
      t.memoizedState === null &&
      ((l = t.alternate),
      l !== null && ((l = l.memoizedState), l !== null && ((l = l.dehydrated), l !== null)))
    )
      try {
        $a(l);
      } catch (u) {
        K(t, t.return, u);
      }
  }
  function Ud(l) {
    switch (l.tag) {
      case 31:
      case 13:
      case 19:
        var t = l.stateNode;
        return (t === null && (t = l.stateNode = new vo()), t);
      case 22:
        return (
          (l = l.stateNode), (t = l._retryCache), t === null && (t = l._retryCache = new vo()), t
        );
      default:
        throw Error(s(435, l.tag));
    }
  }
  function ff(l, t) {
    var u = Ud(l);
    t.forEach((a) => {
      if (!u.has(a)) {
        u.add(a);
        var e = Vd.bind(null, l, a);
        a.then(e, e);
      }
    });
  }
  function Rl(l, t, u) {
    var a = t.deletions;
    if (a !== null)
      for (var e = 0; e < a.length; e++) {
        var n = a[e],
          f = l,
          c = t,
          i = c;
        l: for (; i !== null; ) {
          switch (i.tag) {
            case 27:
              if (Ou(i.type)) {
                (tl = i.stateNode), (Ql = !1);
                break l;
              }
              break;
            case 5:
              (tl = i.stateNode), (Ql = !1);
              break l;
            case 3:
            case 4:
              (tl = i.stateNode.containerInfo), (Ql = !0);
              break l;
          }
          i = i.return;
        }
        if (tl === null) throw Error(s(160));
        ho(f, c, n),
          (tl = null),
          (Ql = !1),
          (f = n.alternate),
          f !== null && (f.return = null),
          (n.return = null);
      }
    if (t.subtreeFlags & 13886) for (t = t.child; t !== null; ) So(t, l, u), (t = t.sibling);
  }
  var ot = null;
  function So(l, t, u) {
    var a = l.alternate,
      e = l.flags;
    switch (l.tag) {
      case 0:
      case 11:
      case 14:
      case 15:
        if (e & 4 && ((a = l.updateQueue), (a = a !== null ? a.events : null), a !== null))
          for (var n = 0; n < a.length; n++) {
            var f = a[n];
            f.ref.impl = f.nextImpl;
          }
        Rl(t, l, u), rl(l), e & 4 && (gu(3, l, l.return), Ce(3, l), gu(5, l, l.return));
        break;
      case 1:
        Rl(t, l, u),
          rl(l),
          e & 512 && (x || a === null || Ol(a, a.return)),
          e & 64 &&
            gl &&
            ((l = l.updateQueue),
            l !== null &&
              ((t = l.callbacks),
              t !== null &&
                ((u = l.shared.hiddenCallbacks),
                (l.shared.hiddenCallbacks = u === null ? t : u.concat(t)))));
        break;
      case 26:
        if (((n = ot), Rl(t, l, u), rl(l), e & 512 && (x || a === null || Ol(a, a.return)), e & 4))
          if (((e = a !== null ? a.memoizedState : null), (u = l.memoizedState), a === null))
            if (u === null)
              if (l.stateNode === null)
                if (gl) l.stateNode = l1(l.type, l.memoizedProps, t.containerInfo, l);
                else {
                  l: {
                    (t = l.type), (u = l.memoizedProps), (e = n.ownerDocument || n);
                    t: switch (t) {
                      case "title":
                        (a = e.getElementsByTagName("title")[0]),
                          (!a ||
                            a[ee] ||
                            a[zl] ||
                            a.namespaceURI === "http://www.w3.org/2000/svg" ||
                            a.hasAttribute("itemprop")) &&
                            ((a = e.createElement(t)),
                            e.head.insertBefore(a, e.querySelector("head > title"))),
                          Nl(a, t, u),
                          (a[zl] = l),
                          dl(a),
                          (t = a);
                        break l;
                      case "link":
                        if ((n = A1("link", "href", e).get(t + (u.href || "")))) {
                          for (f = 0; f < n.length; f++)
                            if (
                              ((a = n[f]),
                              a.getAttribute("href") ===
                                (u.href == null || u.href === "" ? null : u.href) &&
                                a.getAttribute("rel") === (u.rel == null ? null : u.rel) &&
                                a.getAttribute("title") === (u.title == null ? null : u.title) &&
                                a.getAttribute("crossorigin") ===
                                  (u.crossOrigin == null ? null : u.crossOrigin))
                            ) {
                              n.splice(f, 1);
                              break t;
                            }
                        }
                        (a = e.createElement(t)), Nl(a, t, u), e.head.appendChild(a);
                        break;
                      case "meta":
                        if ((n = A1("meta", "content", e).get(t + (u.content || "")))) {
                          for (f = 0; f < n.length; f++)
                            if (
                              ((a = n[f]),
                              a.getAttribute("content") ===
                                (u.content == null ? null : "" + u.content) &&
                                a.getAttribute("name") === (u.name == null ? null : u.name) &&
                                a.getAttribute("property") ===
                                  (u.property == null ? null : u.property) &&
                                a.getAttribute("http-equiv") ===
                                  (u.httpEquiv == null ? null : u.httpEquiv) &&
                                a.getAttribute("charset") ===
                                  (u.charSet == null ? null : u.charSet))
                            ) {
                              n.splice(f, 1);
                              break t;
                            }
                        }
                        (a = e.createElement(t)), Nl(a, t, u), e.head.appendChild(a);
                        break;
                      default:
                        throw Error(s(468, t));
                    }
                    (a[zl] = l), dl(a), (t = a);
                  }
                  l.stateNode = t;
                }
              else gl || c0(n, l.type, l.stateNode);
            else l.stateNode = N1(n, u, l.memoizedProps);
          else
            e !== u
              ? (e === null
                  ? ((t = a.stateNode), t === null || x || t.parentNode.removeChild(t))
                  : e.count--,
                u === null ? gl || c0(n, l.type, l.stateNode) : N1(n, u, l.memoizedProps))
              : u === null && l.stateNode !== null && yi(l, l.memoizedProps, a.memoizedProps);
        break;
      case 27:
        Rl(t, l, u),
          rl(l),
          e & 512 && (x || a === null || Ol(a, a.return)),
          a !== null && e & 4 && yi(l, l.memoizedProps, a.memoizedProps);
        break;
      case 5:
        if (
          ((n = Mt),
          (Mt = !1),
          Rl(t, l, u),
          (Mt = n),
          rl(l),
          e & 512 && (x || a === null || Ol(a, a.return)),
          l.flags & 32)
        ) {
          t = l.stateNode;
          try {
            da(t, ""), (Z = !0);
          } catch (g) {
            K(l, l.return, g);
          }
        }
        e & 4 &&
          l.stateNode != null &&
          ((t = l.memoizedProps), yi(l, t, a !== null ? a.memoizedProps : t)),
          e & 1024 && (bi = !0);
        break;
      case 6:
        if ((Rl(t, l, u), rl(l), e & 4)) {
          if (l.stateNode === null) throw Error(s(162));
          (t = l.memoizedProps), (u = l.stateNode);
          try {
            (u.nodeValue = t), (Z = !0);
          } catch (g) {
            K(l, l.return, g);
          }
        }
        break;
      case 3:
        if (
          ((Z = !1),
          (Of = null),
          (n = ot),
          (ot = je(t.containerInfo)),
          Rl(t, l, u),
          (ot = n),
          rl(l),
          e & 4 && a !== null && a.memoizedState.isDehydrated)
        )
          try {
            $a(t.containerInfo);
          } catch (g) {
            K(l, l.return, g);
          }
        bi && ((bi = !1), zo(l)), (Z = !1);
        break;
      case 4:
        (e = Mt),
          (Mt = gl),
          (a = Q0()),
          (n = ot),
          (ot = je(l.stateNode.containerInfo)),
          Rl(t, l, u),
          rl(l),
          (ot = n),
          Z && re && (ef = !0),
          (Z = a),
          (Mt = e);
        break;
      case 12:
        Rl(t, l, u), rl(l);
        break;
      case 31:
        Rl(t, l, u),
          rl(l),
          e & 4 && ((t = l.updateQueue), t !== null && ((l.updateQueue = null), ff(l, t)));
        break;
      case 13:
        Rl(t, l, u),
          rl(l),
          l.child.flags & 8192 &&
            (l.memoizedState !== null) != (a !== null && a.memoizedState !== null) &&
            (mf = jl()),
          e & 4 && ((t = l.updateQueue), t !== null && ((l.updateQueue = null), ff(l, t)));
        break;
      case 22:
        (n = l.memoizedState !== null), (f = a !== null && a.memoizedState !== null);
        var c = gl,
          i = x,
          y = Mt;
        (gl = c || n),
          (Mt = y || n),
          (x = i || f),
          Rl(t, l, u),
          (x = i),
          (Mt = y),
          (gl = c),
          rl(l),
          e & 8192 &&
            ((t = l.stateNode),
            (t._visibility = n ? t._visibility & -2 : t._visibility | 1),
            !n ||
              a === null ||
              f ||
              gl ||
              x ||
              ((t = f || x),
              (u = gl),
              (a = x),
              (gl = n || gl),
              (x = t),
              su(l, 2),
              (gl = u),
              (x = a)),
            (!n && Mt) || Oi(l, n)),
          e & 4 &&
            ((t = l.updateQueue),
            t !== null && ((u = t.retryQueue), u !== null && ((t.retryQueue = null), ff(l, u))));
        break;
      case 19:
        Rl(t, l, u),
          rl(l),
          e & 4 && ((t = l.updateQueue), t !== null && ((l.updateQueue = null), ff(l, t)));
        break;
      case 30:
        e & 512 && (x || a === null || Ol(a, a.return)),
          (e = Q0()),
          (n = re),
          (f = (u & 335544064) === u),
          (c = l.memoizedProps),
          (re = f && Qt(c.default, c.update) !== "none"),
          Rl(t, l, u),
          rl(l),
          f && a !== null && Z && (l.flags |= 4),
          (re = n),
          (Z = e);
        break;
      case 21:
        break;
      case 7:
        e & 512 && (x || a === null || Ol(a, a.return)),
          a && a.stateNode !== null && (a.stateNode._fragmentFiber = l);
      default:
        Rl(t, l, u), rl(l);
    }
  }
  function rl(l) {
    var t = l.flags;
    if (t & 2) {
      try {
        for (var u, a = l.return; a !== null; ) {
          if (to(a)) {
            u = a;
            break;
          }
          a = a.return;
        }
        a = null;
        for (var e = l.return; e !== null; ) {
          if (mi(e)) {
            var n = e.stateNode;
            a === null ? (a = [n]) : a.push(n);
          }
          if (vi(e)) break;
          e = e.return;
        }
        var f = a;
        if (u == null) throw Error(s(160));
        switch (u.tag) {
          case 27:
            var c = u.stateNode,
              i = di(l);
            lf(l, i, c, f);
            break;
          case 5:
            var y = u.stateNode;
            u.flags & 32 && (da(y, ""), (u.flags &= -33));
            var g = di(l);
            lf(l, g, y, f);
            break;
          case 3:
          case 4:
            var z = u.stateNode.containerInfo,
              m = di(l);
            hi(l, m, z, f);
            break;
          default:
            throw Error(s(161));
        }
      } catch (h) {
        K(l, l.return, h);
      }
      l.flags &= -3;
    }
    t & 4096 && (l.flags &= -4097);
  }
  function zo(l) {
    if (l.subtreeFlags & 1024)
      for (l = l.child; l !== null; ) {
        var t = l;
        zo(t),
          t.tag === 5 && t.flags & 1024 && ((t = t.stateNode), (Wa = !0), t.reset(), (Wa = !1)),
          (l = l.sibling);
      }
  }
  function ra(l, t) {
    if (t.subtreeFlags & 9270) for (t = t.child; t !== null; ) To(t, l), (t = t.sibling);
    else io(t);
  }
  function To(l, t) {
    var u = l.alternate;
    if (u === null) gi(l, !1);
    else
      switch (l.tag) {
        case 3:
          if (((Ei = _t = !1), eo(), ra(t, l), !_t && !ef)) {
            if (((l = At), l !== null))
              for (var a = 0; a < l.length; a += 3) {
                u = l[a];
                var e = l[a + 1];
                f1(u, l[a + 2]),
                  (u = u.ownerDocument.documentElement),
                  u !== null &&
                    u.animate(
                      { opacity: [0, 0], pointerEvents: ["none", "none"] },
                      {
                        duration: 0,
                        fill: "forwards",
                        pseudoElement: "::view-transition-group(" + e + ")",
                      },
                    );
              }
            (l = t.containerInfo),
              (l = l.nodeType === 9 ? l.documentElement : l.ownerDocument.documentElement),
              l !== null &&
                l.style.viewTransitionName === "" &&
                ((l.style.viewTransitionName = "none"),
                l.animate(
                  { opacity: [0, 0], pointerEvents: ["none", "none"] },
                  { duration: 0, fill: "forwards", pseudoElement: "::view-transition-group(root)" },
                ),
                l.animate(
                  { width: [0, 0], height: [0, 0] },
                  { duration: 0, fill: "forwards", pseudoElement: "::view-transition" },
                )),
              (Ei = !0);
          }
          At = null;
          break;
        case 5:
          ra(t, l);
          break;
        case 4:
          (a = _t), (_t = !1), ra(t, l), _t && (ef = !0), (_t = a);
          break;
        case 22:
          l.memoizedState === null && (u.memoizedState !== null ? gi(l, !1) : ra(t, l));
          break;
        case 30:
          (a = _t), (e = eo()), (_t = !1), ra(t, l), _t && (l.flags |= 4);
          var n = l.memoizedProps,
            f = l.stateNode;
          (t = Gt(n, f)), (f = Gt(u.memoizedProps, f));
          var c = Qt(n.default, n.update);
          c === "none"
            ? (t = !1)
            : ((n = u.memoizedState),
              (u.memoizedState = null),
              (u = l.child),
              (Gl = 0),
              (t = Ti(l, u, t, f, c, n, !0)),
              Gl !== (n === null ? 0 : n.length) && (l.flags |= 32)),
            (l.flags & 4) !== 0 && t
              ? (Za(l, l.memoizedProps.onUpdate), (At = e))
              : e !== null && (e.push.apply(e, At), (At = e)),
            (_t = (l.flags & 32) !== 0 ? !0 : a);
          break;
        default:
          ra(t, l);
      }
  }
  function Ut(l, t) {
    if (t.subtreeFlags & 8772)
      for (t = t.child; t !== null; ) mo(l, t.alternate, t), (t = t.sibling);
  }
  function su(l, t) {
    for (l = l.child; l !== null; ) {
      var u = l,
        a = t;
      switch (u.tag) {
        case 0:
        case 11:
        case 14:
        case 15:
          gu(4, u, u.return), su(u, a);
          break;
        case 1:
          Ol(u, u.return);
          var e = u.stateNode;
          typeof e.componentWillUnmount == "function" && Pm(u, u.return, e), su(u, a);
          break;
        case 27:
          (a & 2) !== 0 && z1(u.stateNode, u.type, u.memoizedProps);
        case 5:
          Ol(u, u.return), (u.tag !== 5 && u.tag !== 27) || Re(u), su(u, a);
          break;
        case 6:
          Re(u);
          break;
        case 26:
          Ol(u, u.return),
            (e = u.stateNode),
            u.memoizedState !== null || e === null || x || e.parentNode.removeChild(e),
            su(u, a);
          break;
        case 22:
          u.memoizedState === null && su(u, a);
          break;
        case 30:
          Ol(u, u.return), su(u, a);
          break;
        case 7:
          Ol(u, u.return);
        default:
          su(u, a);
      }
      l = l.sibling;
    }
  }
  function yt(l, t, u) {
    for (u = (t.subtreeFlags & 8772) !== 0 ? u : u & -2, t = t.child; t !== null; ) {
      var a = t.alternate,
        e = l,
        n = t,
        f = n.flags,
        c = (u & 1) !== 0;
      switch (n.tag) {
        case 0:
        case 11:
        case 15:
          yt(e, n, u), Ce(4, n);
          break;
        case 1:
          if ((yt(e, n, u), (a = n), (e = a.stateNode), typeof e.componentDidMount == "function"))
            try {
              e.componentDidMount();
            } catch (g) {
              K(a, a.return, g);
            }
          if (((a = n), (e = a.updateQueue), e !== null)) {
            var i = a.stateNode;
            try {
              var y = e.shared.hiddenCallbacks;
              if (y !== null)
                for (e.shared.hiddenCallbacks = null, e = 0; e < y.length; e++) Vv(y[e], i);
            } catch (g) {
              K(a, a.return, g);
            }
          }
          c && f & 64 && km(n), Nt(n, n.return);
          break;
        case 27:
          (u & 2) !== 0 && uo(n);
        case 5:
          (n.tag !== 5 && n.tag !== 27) || lo(n),
            yt(e, n, u),
            c && a === null && f & 4 && oi(n),
            Nt(n, n.return);
          break;
        case 6:
          lo(n);
          break;
        case 26:
          (i = n.stateNode),
            n.memoizedState !== null || i === null || gl || c0(je(i.ownerDocument), n.type, i),
            yt(e, n, u),
            c && a === null && f & 4 && oi(n),
            Nt(n, n.return);
          break;
        case 12:
          yt(e, n, u);
          break;
        case 31:
          yt(e, n, u), c && f & 4 && go(e, n);
          break;
        case 13:
          yt(e, n, u), c && f & 4 && so(e, n);
          break;
        case 22:
          n.memoizedState === null && yt(e, n, u), Nt(n, n.return);
          break;
        case 30:
          yt(e, n, u), Nt(n, n.return);
          break;
        case 7:
          Nt(n, n.return);
        default:
          yt(e, n, u);
      }
      t = t.sibling;
    }
  }
  function Ai(l, t) {
    var u = null;
    l !== null &&
      l.memoizedState !== null &&
      l.memoizedState.cachePool !== null &&
      (u = l.memoizedState.cachePool.pool),
      (l = null),
      t.memoizedState !== null &&
        t.memoizedState.cachePool !== null &&
        (l = t.memoizedState.cachePool.pool),
      l !== u && (l != null && l.refCount++, u != null && Se(u));
  }
  function Di(l, t) {
    (l = null),
      t.alternate !== null && (l = t.alternate.memoizedState.cache),
      (t = t.memoizedState.cache),
      t !== l && (t.refCount++, l != null && Se(l));
  }
  function nt(l, t, u, a) {
    var e = (u & 335544064) === u;
    if (t.subtreeFlags & (e ? 10262 : 10256))
      for (t = t.child; t !== null; ) bo(l, t, u, a), (t = t.sibling);
    else e && co(t);
  }
  function bo(l, t, u, a) {
    var e = (u & 335544064) === u;
    e && t.alternate === null && t.return !== null && t.return.alternate !== null && af(t);
    var n = t.flags;
    switch (t.tag) {
      case 0:
      case 11:
      case 15:
        nt(l, t, u, a), n & 2048 && Ce(9, t);
        break;
      case 1:
        nt(l, t, u, a);
        break;
      case 3:
        nt(l, t, u, a),
          e &&
            Ei &&
            ((l = l.containerInfo),
            (l = l.nodeType === 9 ? l.body : l.nodeName === "HTML" ? l.ownerDocument.body : l),
            l.style.viewTransitionName === "root" && (l.style.viewTransitionName = ""),
            (l = l.ownerDocument.documentElement),
            l !== null &&
              l.style.viewTransitionName === "none" &&
              (l.style.viewTransitionName = "")),
          n & 2048 &&
            ((n = null),
            t.alternate !== null && (n = t.alternate.memoizedState.cache),
            (t = t.memoizedState.cache),
            t !== n && (t.refCount++, n != null && Se(n)));
        break;
      case 12:
        if (n & 2048) {
          nt(l, t, u, a), (n = t.stateNode);
          try {
            var f = t.memoizedProps,
              c = f.id,
              i = f.onPostCommit;
            typeof i == "function" &&
              i(c, t.alternate === null ? "mount" : "update", n.passiveEffectDuration, -0);
          } catch (y) {
            K(t, t.return, y);
          }
        } else nt(l, t, u, a);
        break;
      case 31:
        nt(l, t, u, a);
        break;
      case 13:
        nt(l, t, u, a);
        break;
      case 23:
        break;
      case 22:
        (f = t.stateNode),
          (c = t.alternate),
          t.memoizedState !== null
            ? (e && c !== null && c.memoizedState === null && af(c),
              f._visibility & 2 ? nt(l, t, u, a) : Be(l, t))
            : (e && c !== null && c.memoizedState !== null && af(t),
              f._visibility & 2
                ? nt(l, t, u, a)
                : ((f._visibility |= 2), Ba(l, t, u, a, (t.subtreeFlags & 10256) !== 0 || !1))),
          n & 2048 && Ai(c, t);
        break;
      case 24:
        nt(l, t, u, a), n & 2048 && Di(t.alternate, t);
        break;
      case 30:
        e && ((n = t.alternate), n !== null && (Dt(n.child, !0), Dt(t.child, !0))), nt(l, t, u, a);
        break;
      default:
        nt(l, t, u, a);
    }
  }
  function Ba(l, t, u, a, e) {
    for (e = e && ((t.subtreeFlags & 10256) !== 0 || !1), t = t.child; t !== null; ) {
      var n = l,
        f = t,
        c = u,
        i = a,
        y = f.flags;
      switch (f.tag) {
        case 0:
        case 11:
        case 15:
          Ba(n, f, c, i, e), Ce(8, f);
          break;
        case 23:
          break;
        case 22:
          var g = f.stateNode;
          f.memoizedState !== null
            ? g._visibility & 2
              ? Ba(n, f, c, i, e)
              : Be(n, f)
            : ((g._visibility |= 2), Ba(n, f, c, i, e)),
            e && y & 2048 && Ai(f.alternate, f);
          break;
        case 24:
          Ba(n, f, c, i, e), e && y & 2048 && Di(f.alternate, f);
          break;
        default:
          Ba(n, f, c, i, e);
      }
      t = t.sibling;
    }
  }
  function Be(l, t) {
    if (t.subtreeFlags & 10256)
      for (t = t.child; t !== null; ) {
        var u = l,
          a = t,
          e = a.flags;
        switch (a.tag) {
          case 22:
            Be(u, a), e & 2048 && Ai(a.alternate, a);
            break;
          case 24:
            Be(u, a), e & 2048 && Di(a.alternate, a);
            break;
          default:
            Be(u, a);
        }
        t = t.sibling;
      }
  }
  var Fu = 8192;
  function Wu(l, t, u) {
    if (l.subtreeFlags & Fu) for (l = l.child; l !== null; ) Eo(l, t, u), (l = l.sibling);
  }
  function Eo(l, t, u) {
    switch (l.tag) {
      case 26:
        Wu(l, t, u),
          l.flags & Fu &&
            (l.memoizedState !== null
              ? qh(u, ot, l.memoizedState, l.memoizedProps)
              : ((l = l.stateNode), (t & 335544128) === t && U1(u, l)));
        break;
      case 5:
        Wu(l, t, u), l.flags & Fu && ((l = l.stateNode), (t & 335544128) === t && U1(u, l));
        break;
      case 3:
      case 4:
        var a = ot;
        (ot = je(l.stateNode.containerInfo)), Wu(l, t, u), (ot = a);
        break;
      case 22:
        l.memoizedState === null &&
          ((a = l.alternate),
          a !== null && a.memoizedState !== null
            ? ((a = Fu), (Fu = 16777216), Wu(l, t, u), (Fu = a))
            : Wu(l, t, u));
        break;
      case 30:
        if ((l.flags & Fu) !== 0 && ((a = l.memoizedProps.name), a != null && a !== "auto")) {
          var e = l.stateNode;
          (e.paired = null), wl === null && (wl = new Map()), wl.set(a, e);
        }
        Wu(l, t, u);
        break;
      default:
        Wu(l, t, u);
    }
  }
  function Oo(l) {
    var t = l.alternate;
    if (t !== null && ((l = t.child), l !== null)) {
      t.child = null;
      do (t = l.sibling), (l.sibling = null), (l = t);
      while (l !== null);
    }
  }
  function qe(l) {
    var t = l.deletions;
    if ((l.flags & 16) !== 0) {
      if (t !== null)
        for (var u = 0; u < t.length; u++) {
          var a = t[u];
          (sl = a), Ao(a, l);
        }
      Oo(l);
    }
    if (l.subtreeFlags & 10256) for (l = l.child; l !== null; ) No(l), (l = l.sibling);
  }
  function No(l) {
    switch (l.tag) {
      case 0:
      case 11:
      case 15:
        qe(l), l.flags & 2048 && gu(9, l, l.return);
        break;
      case 3:
        qe(l);
        break;
      case 12:
        qe(l);
        break;
      case 22:
        var t = l.stateNode;
        l.memoizedState !== null && t._visibility & 2 && (l.return === null || l.return.tag !== 13)
          ? ((t._visibility &= -3), cf(l))
          : qe(l);
        break;
      default:
        qe(l);
    }
  }
  function cf(l) {
    var t = l.deletions;
    if ((l.flags & 16) !== 0) {
      if (t !== null)
        for (var u = 0; u < t.length; u++) {
          var a = t[u];
          (sl = a), Ao(a, l);
        }
      Oo(l);
    }
    for (l = l.child; l !== null; ) {
      switch (((t = l), t.tag)) {
        case 0:
        case 11:
        case 15:
          gu(8, t, t.return), cf(t);
          break;
        case 22:
          (u = t.stateNode), u._visibility & 2 && ((u._visibility &= -3), cf(t));
          break;
        default:
          cf(t);
      }
      l = l.sibling;
    }
  }
  function Ao(l, t) {
    for (; sl !== null; ) {
      var u = sl;
      switch (u.tag) {
        case 0:
        case 11:
        case 15:
          gu(8, u, t);
          break;
        case 23:
        case 22:
          if (u.memoizedState !== null && u.memoizedState.cachePool !== null) {
            var a = u.memoizedState.cachePool.pool;
            a != null && a.refCount++;
          }
          break;
        case 24:
          Se(u.memoizedState.cache);
      }
      if (((a = u.child), a !== null)) (a.return = u), (sl = a);
      else
        for (u = l; sl !== null; ) {
          a = sl;
          var e = a.sibling,
            n = a.return;
          if ((yo(a), a === u)) {
            sl = null;
            break;
          }
          if (e !== null) {
            (e.return = n), (sl = e);
            break;
          }
          sl = n;
        }
    }
  }
  var Hd = {
      getCacheForType: (l) => {
        var t = Tl(cl),
          u = t.data.get(l);
        return (u === void 0 && ((u = l()), t.data.set(l, u)), u);
      },
      cacheSignal: () => Tl(cl).controller.signal,
    },
    Cd = typeof WeakMap == "function" ? WeakMap : Map,
    j = 0,
    W = null,
    B = null,
    Y = 0,
    L = 0,
    Fl = null,
    Su = !1,
    qa = !1,
    Mi = !1,
    pt = 0,
    nl = 0,
    zu = 0,
    $u = 0,
    vf = 0,
    Wl = 0,
    Ya = 0,
    Ye = null,
    Xl = null,
    _i = !1,
    mf = 0,
    Do = 0,
    of = 1 / 0,
    yf = null,
    Tu = null,
    al = 0,
    dt = null,
    Iu = null,
    Ht = 0,
    Ui = 0,
    Hi = null,
    Mo = null,
    Ga = null,
    Qa = null,
    Xa = null,
    Ge = 0,
    df = null;
  function $l() {
    return (j & 2) !== 0 && Y !== 0 ? Y & -Y : _.T !== null ? Zi() : U0();
  }
  function _o() {
    if (Wl === 0)
      if ((Y & 536870912) === 0 || r) {
        var l = nn;
        (nn <<= 1), (nn & 3932160) === 0 && (nn = 262144), (Wl = l);
      } else Wl = 536870912;
    return ((l = bl.current), l !== null && (l.flags |= 32), Wl);
  }
  function Za(l, t) {
    if (t != null) {
      var u = l.stateNode,
        a = u.ref;
      a === null && (a = u.ref = c1(Gt(l.memoizedProps, u))),
        Qa === null && (Qa = []),
        Qa.push(t.bind(null, a));
    }
  }
  function Zl(l, t, u) {
    ((l === W && (L === 2 || L === 9)) || l.cancelPendingCommit !== null) &&
      (Va(l, 0), bu(l, Y, Wl, !1)),
      ae(l, u),
      ((j & 2) === 0 || l !== W) &&
        (l === W && ((j & 2) === 0 && ($u |= u), nl === 4 && bu(l, Y, Wl, !1)), Ct(l));
  }
  function Uo(l, t, u) {
    if ((j & 6) !== 0) throw Error(s(327));
    var a = (!u && (t & 127) === 0 && (t & l.expiredLanes) === 0) || ue(l, t),
      e = a ? Bd(l, t) : Ri(l, t, !0),
      n = a;
    do {
      if (e === 0) {
        qa && !a && bu(l, t, 0, !1);
        break;
      } else {
        if (((u = l.current.alternate), n && !Rd(u))) {
          (e = Ri(l, t, !1)), (n = !1);
          continue;
        }
        if (e === 2) {
          if (((n = t), l.errorRecoveryDisabledLanes & n)) var f = 0;
          else (f = l.pendingLanes & -536870913), (f = f !== 0 ? f : f & 536870912 ? 536870912 : 0);
          if (f !== 0) {
            t = f;
            l: {
              var c = l;
              e = Ye;
              var i = c.current.memoizedState.isDehydrated;
              if ((i && (Va(c, f).flags |= 256), (f = Ri(c, f, !1)), f !== 2 && f !== 6)) {
                if (Mi && !i) {
                  (c.errorRecoveryDisabledLanes |= n), ($u |= n), (e = 4);
                  break l;
                }
                (n = Xl), (Xl = e), n !== null && (Xl === null ? (Xl = n) : Xl.push.apply(Xl, n));
              }
              e = f;
            }
            if (((n = !1), e !== 2)) continue;
          }
        }
        if (e === 1) {
          Va(l, 0), bu(l, t, 0, !0);
          break;
        }
        l: {
          switch (((a = l), (n = e), n)) {
            case 0:
            case 1:
              throw Error(s(345));
            case 4:
              if ((t & 4194048) !== t && (t & 62914560) !== t) break;
            case 6:
              bu(a, t, Wl, !Su);
              break l;
            case 2:
              Xl = null;
              break;
            case 3:
            case 5:
              break;
            default:
              throw Error(s(329));
          }
          if ((t & 62914560) === t && ((e = mf + 300 - jl()), 10 < e)) {
            if ((bu(a, t, Wl, !Su), cn(a, 0, !0) !== 0)) break l;
            (Ht = t),
              (a.timeoutHandle = $i(
                Ho.bind(null, a, u, Xl, yf, _i, t, Wl, $u, Ya, Su, n, "Throttled", -0, 0),
                e,
              ));
            break l;
          }
          Ho(a, u, Xl, yf, _i, t, Wl, $u, Ya, Su, n, null, -0, 0);
        }
      }
      break;
    } while (!0);
    Ct(l);
  }
  function Ho(l, t, u, a, e, n, f, c, i, y, g, z, m, h) {
    l.timeoutHandle = -1;
    var T = t.subtreeFlags,
      O = (n & 335544064) === n;
    if (
      ((z = null),
      (O || T & 8192 || (T & 16785408) === 16785408) &&
        ((z = {
          stylesheets: null,
          count: 0,
          imgCount: 0,
          imgBytes: 0,
          suspenseyImages: [],
          waitingForImages: !0,
          waitingForViewTransition: !1,
          unsuspend: bt,
        }),
        (wl = null),
        Eo(t, n, z),
        O &&
          ((T = z),
          (O = l.containerInfo),
          (O = (O.nodeType === 9 ? O : O.ownerDocument).__reactViewTransition),
          O != null &&
            (T.count++,
            (T.waitingForViewTransition = !0),
            (T = Ke.bind(T)),
            O.finished.then(T, T))),
        (T = (n & 62914560) === n ? mf - jl() : (n & 4194048) === n ? Do - jl() : 0),
        (T = Yh(z, T)),
        T !== null))
    ) {
      (Ht = n),
        (l.cancelPendingCommit = T(Qo.bind(null, l, t, n, u, a, e, f, c, i, y, g, z, null, m, h))),
        bu(l, n, f, !y);
      return;
    }
    Qo(l, t, n, u, a, e, f, c, i, y, g, z);
  }
  function Rd(l) {
    for (var t = l; ; ) {
      var u = t.tag;
      if (
        (u === 0 || u === 11 || u === 15) &&
        t.flags & 16384 &&
        ((u = t.updateQueue), u !== null && ((u = u.stores), u !== null))
      )
        for (var a = 0; a < u.length; a++) {
          var e = u[a],
            n = e.getSnapshot;
          e = e.value;
          try {
            if (!Jl(n(), e)) return !1;
          } catch {
            return !1;
          }
        }
      if (((u = t.child), t.subtreeFlags & 16384 && u !== null)) (u.return = t), (t = u);
      else {
        if (t === l) break;
        for (; t.sibling === null; ) {
          if (t.return === null || t.return === l) return !0;
          t = t.return;
        }
        (t.sibling.return = t.return), (t = t.sibling);
      }
    }
    return !0;
  }
  function bu(l, t, u, a) {
    (t = N0(l, t)),
      (t &= ~vf),
      (t &= ~$u),
      (l.suspendedLanes |= t),
      (l.pingedLanes &= ~t),
      a && (l.warmLanes |= t),
      (a = l.expirationTimes);
    for (var e = t; 0 < e; ) {
      var n = 31 - Ll(e),
        f = 1 << n;
      (a[n] = -1), (e &= ~f);
    }
    u !== 0 && D0(l, u, t);
  }
  function hf() {
    return (j & 6) === 0 ? (Qe(0), !1) : !0;
  }
  function Ci() {
    if (B !== null) {
      if (L === 0) var l = B.return;
      else (l = B), (Vt = Xu = null), Xc(l), (Ma = null), (be = 0), (l = B);
      for (; l !== null; ) Im(l.alternate, l), (l = l.return);
      B = null;
    }
  }
  function Va(l, t) {
    var u = l.timeoutHandle;
    return (
      u !== -1 && ((l.timeoutHandle = -1), th(u)),
      (u = l.cancelPendingCommit),
      u !== null && ((l.cancelPendingCommit = null), u()),
      (Ht = 0),
      Ci(),
      (W = l),
      (B = u = Xt(l.current, null)),
      (Y = t),
      (L = 0),
      (Fl = null),
      (Su = !1),
      (qa = ue(l, t)),
      (Mi = !1),
      (Ya = Wl = vf = $u = zu = nl = 0),
      (Xl = Ye = null),
      (_i = !1),
      (pt = N0(l, t)),
      En(),
      u
    );
  }
  function Co(l, t) {
    (H = null),
      (_.H = pn),
      t === Da || t === rn
        ? ((t = Gv()), (L = 3))
        : t === Dc
          ? ((t = Gv()), (L = 4))
          : (L =
              t === Pc
                ? 8
                : t !== null && typeof t == "object" && typeof t.then == "function"
                  ? 6
                  : 1),
      (Fl = t),
      B === null && ((nl = 1), wn(l, tt(t, l.current)));
  }
  function Ro() {
    var l = bl.current;
    return l === null
      ? !0
      : (Y & 4194048) === Y
        ? Ml === null
        : (Y & 62914560) === Y || (Y & 536870912) !== 0
          ? l === Ml
          : !1;
  }
  function ro() {
    var l = _.H;
    return ((_.H = pn), l === null ? pn : l);
  }
  function Bo() {
    var l = _.A;
    return ((_.A = Hd), l);
  }
  function gf() {
    (nl = 4),
      Su || ((Y & 4194048) !== Y && bl.current !== null) || (qa = !0),
      ((zu & 134217727) === 0 && ($u & 134217727) === 0) || W === null || bu(W, Y, Wl, !1);
  }
  function Ri(l, t, u) {
    var a = j;
    j |= 2;
    var e = ro(),
      n = Bo();
    (W !== l || Y !== t) && ((yf = null), Va(l, t)), (t = !1);
    var f = nl;
    l: do
      try {
        if (L !== 0 && B !== null) {
          var c = B,
            i = Fl;
          switch (L) {
            case 8:
              Ci(), (f = 6);
              break l;
            case 3:
            case 2:
            case 9:
            case 6:
              bl.current === null && (t = !0);
              var y = L;
              if (((L = 0), (Fl = null), ja(l, c, i, y), u && qa)) {
                f = 0;
                break l;
              }
              break;
            default:
              (y = L), (L = 0), (Fl = null), ja(l, c, i, y);
          }
        }
        rd(), (f = nl);
        break;
      } catch (g) {
        Co(l, g);
      }
    while (!0);
    return (
      t && l.shellSuspendCounter++,
      (Vt = Xu = null),
      (j = a),
      (_.H = e),
      (_.A = n),
      B === null && ((W = null), (Y = 0), En()),
      f
    );
  }
  function rd() {
    for (; B !== null; ) qo(B);
  }
  function Bd(l, t) {
    var u = j;
    j |= 2;
    var a = ro(),
      e = Bo();
    W !== l || Y !== t ? ((yf = null), (of = jl() + 500), Va(l, t)) : (qa = ue(l, t));
    l: do
      try {
        if (L !== 0 && B !== null) {
          t = B;
          var n = Fl;
          t: switch (L) {
            case 1:
              (L = 0), (Fl = null), ja(l, t, n, 1);
              break;
            case 2:
            case 9:
              if (qv(n)) {
                (L = 0), (Fl = null), Yo(t);
                break;
              }
              (t = () => {
                (L !== 2 && L !== 9) || W !== l || (L = 7), Ct(l);
              }),
                n.then(t, t);
              break l;
            case 3:
              L = 7;
              break l;
            case 4:
              L = 5;
              break l;
            case 7:
              qv(n) ? ((L = 0), (Fl = null), Yo(t)) : ((L = 0), (Fl = null), ja(l, t, n, 7));
              break;
            case 5:
              var f = null;
              switch (B.tag) {
                case 26:
                  f = B.memoizedState;
                case 5:
                case 27:
                  var c = B;
                  if (f ? M1(f) : c.stateNode.complete) {
                    (L = 0), (Fl = null);
                    var i = c.sibling;
                    if (i !== null) B = i;
                    else {
                      var y = c.return;
                      y !== null ? ((B = y), sf(y)) : (B = null);
                    }
                    break t;
                  }
              }
              (L = 0), (Fl = null), ja(l, t, n, 5);
              break;
            case 6:
              (L = 0), (Fl = null), ja(l, t, n, 6);
              break;
            case 8:
              Ci(), (nl = 6);
              break l;
            default:
              throw Error(s(462));
          }
        }
        qd();
        break;
      } catch (g) {
        Co(l, g);
      }
    while (!0);
    return (
      (Vt = Xu = null),
      (_.H = a),
      (_.A = e),
      (j = u),
      B !== null ? 0 : ((W = null), (Y = 0), En(), nl)
    );
  }
  function qd() {
    for (; B !== null && !I1(); ) qo(B);
  }
  function qo(l) {
    var t = Wm(l.alternate, l, pt);
    (l.memoizedProps = l.pendingProps), t === null ? sf(l) : (B = t);
  }
  function Yo(l) {
    var t = l,
      u = t.alternate;
    switch (t.tag) {
      case 15:
      case 0:
        t = xm(u, t, t.pendingProps, t.type, void 0, Y);
        break;
      case 11:
        t = xm(u, t, t.pendingProps, t.type.render, t.ref, Y);
        break;
      case 5:
        Xc(t);
        var a = t;
        a === hl &&
          (r
            ? (_n(a), a.tag === 5 && a.stateNode != null && (I = a.stateNode))
            : (_n(a), (r = !0)));
      default:
        Im(u, t), (t = B = Nv(t, pt)), (t = Wm(u, t, pt));
    }
    (l.memoizedProps = l.pendingProps), t === null ? sf(l) : (B = t);
  }
  function ja(l, t, u, a) {
    (Vt = Xu = null), Xc(t), (Ma = null), (be = 0);
    var e = t.return;
    try {
      if (Ed(l, e, t, u, Y)) {
        (nl = 1), wn(l, tt(u, l.current)), (B = null);
        return;
      }
    } catch (n) {
      if (e !== null) throw ((B = e), n);
      (nl = 1), wn(l, tt(u, l.current)), (B = null);
      return;
    }
    t.flags & 32768
      ? (r || a === 1
          ? (l = !0)
          : qa || (Y & 536870912) !== 0
            ? (l = !1)
            : ((Su = l = !0),
              (a === 2 || a === 9 || a === 3 || a === 6) &&
                ((a = bl.current), a !== null && a.tag === 13 && (a.flags |= 16384))),
        Go(t, l))
      : sf(t);
  }
  function sf(l) {
    var t = l;
    do {
      if ((t.flags & 32768) !== 0) {
        Go(t, Su);
        return;
      }
      l = t.return;
      var u = Dd(t.alternate, t, pt);
      if (u !== null) {
        B = u;
        return;
      }
      if (((t = t.sibling), t !== null)) {
        B = t;
        return;
      }
      B = t = l;
    } while (t !== null);
    nl === 0 && (nl = 5);
  }
  function Go(l, t) {
    do {
      var u = Md(l.alternate, l);
      if (u !== null) {
        (u.flags &= 32767), (B = u);
        return;
      }
      if (
        ((u = l.return),
        u !== null && ((u.flags |= 32768), (u.subtreeFlags = 0), (u.deletions = null)),
        !t && ((l = l.sibling), l !== null))
      ) {
        B = l;
        return;
      }
      B = l = u;
    } while (l !== null);
    (nl = 6), (B = null);
  }
  function Qo(l, t, u, a, e, n, f, c, i, y, g, z) {
    l.cancelPendingCommit = null;
    do Sf();
    while (al !== 0);
    if ((j & 6) !== 0) throw Error(s(327));
    if (t !== null) {
      if (t === l.current) throw Error(s(177));
      l === W && ((B = W = null), (Y = 0)),
        (Iu = t),
        (dt = l),
        (Ht = u),
        (Hi = e),
        (Mo = a),
        Yd(l, t, u, f, c, i, z);
    }
  }
  function Yd(l, t, u, a, e, n, f) {
    var c = t.lanes | t.childLanes;
    if (
      ((Ui = c),
      (c |= yc),
      cy(l, u, c, a, e, n),
      (Qa = null),
      (u & 335544064) === u ? ((Xa = vd(l)), (a = 10262)) : ((Xa = null), (a = 10256)),
      (t.subtreeFlags & a) !== 0 || (t.flags & a) !== 0
        ? ((l.callbackNode = null), (l.callbackPriority = 0), jd(an, () => (Yi(), null)))
        : ((l.callbackNode = null), (l.callbackPriority = 0)),
      (tf = !1),
      (a = (t.flags & 13878) !== 0),
      (t.subtreeFlags & 13878) !== 0 || a)
    ) {
      (a = _.T), (_.T = null), (e = V.p), (V.p = 2), (n = j), (j |= 4);
      try {
        _d(l, t, u);
      } finally {
        (j = n), (V.p = e), (_.T = a);
      }
    }
    (al = 1), tf ? (Ga = ch(f, l.containerInfo, Xa, ri, Bi, Qd, qi, Yi, Gd)) : (ri(), Bi(), qi());
  }
  function Gd(l) {
    if (al !== 0) {
      var t = dt.onRecoverableError;
      t(l, { componentStack: null });
    }
  }
  function Qd() {
    al === 3 && ((al = 0), To(Iu, dt), (al = 4));
  }
  function ri() {
    if (al === 1) {
      al = 0;
      var l = dt,
        t = Iu,
        u = Ht,
        a = (t.flags & 13878) !== 0;
      if ((t.subtreeFlags & 13878) !== 0 || a) {
        (a = _.T), (_.T = null);
        var e = V.p;
        V.p = 2;
        var n = j;
        j |= 4;
        try {
          (re = ef = !1), So(t, l, u), (u = wi);
          var f = dv(l.containerInfo),
            c = u.focusedElem,
            i = u.selectionRange;
          if (f !== c && c && c.ownerDocument && yv(c.ownerDocument.documentElement, c)) {
            if (i !== null && cc(c)) {
              var y = i.start,
                g = i.end;
              if ((g === void 0 && (g = y), "selectionStart" in c))
                (c.selectionStart = y), (c.selectionEnd = Math.min(g, c.value.length));
              else {
                var z = c.ownerDocument || document,
                  m = (z && z.defaultView) || window;
                if (m.getSelection) {
                  var h = m.getSelection(),
                    T = c.textContent.length,
                    O = Math.min(i.start, T),
                    C = i.end === void 0 ? O : Math.min(i.end, T);
                  !h.extend && O > C && ((f = C), (C = O), (O = f));
                  var o = ov(c, O),
                    v = ov(c, C);
                  if (
                    o &&
                    v &&
                    (h.rangeCount !== 1 ||
                      h.anchorNode !== o.node ||
                      h.anchorOffset !== o.offset ||
                      h.focusNode !== v.node ||
                      h.focusOffset !== v.offset)
                  ) {
                    var d = z.createRange();
                    d.setStart(o.node, o.offset),
                      h.removeAllRanges(),
                      O > C
                        ? (h.addRange(d), h.extend(v.node, v.offset))
                        : (d.setEnd(v.node, v.offset), h.addRange(d));
                  }
                }
              }
            }
            for (z = [], h = c; (h = h.parentNode); )
              h.nodeType === 1 && z.push({ element: h, left: h.scrollLeft, top: h.scrollTop });
            for (typeof c.focus == "function" && c.focus(), c = 0; c < z.length; c++) {
              var S = z[c];
              (S.element.scrollLeft = S.left), (S.element.scrollTop = S.top);
            }
          }
          (Wa = !!pi), (wi = pi = null);
        } finally {
          (j = n), (V.p = e), (_.T = a);
        }
      }
      (l.current = t), (al = 2);
    }
  }
  function Bi() {
    if (al === 2) {
      al = 0;
      var l = dt,
        t = Iu,
        u = (t.flags & 8772) !== 0;
      if ((t.subtreeFlags & 8772) !== 0 || u) {
        (u = _.T), (_.T = null);
        var a = V.p;
        V.p = 2;
        var e = j;
        j |= 4;
        try {
          mo(l, t.alternate, t);
        } finally {
          (j = e), (V.p = a), (_.T = u);
        }
      }
      al = 3;
    }
  }
  function qi() {
    if (al === 4 || al === 3) {
      al = 0;
      var l = Ga;
      (Ga = null), k1();
      var t = dt,
        u = Iu,
        a = Ht,
        e = Mo,
        n = (a & 335544064) === a ? 10262 : 10256;
      if (
        ((u.subtreeFlags & n) !== 0 || (u.flags & n) !== 0
          ? (al = 5)
          : ((al = 0), (Iu = dt = null), Xo(t, t.pendingLanes)),
        (n = t.pendingLanes),
        n === 0 && (Tu = null),
        Lf(a),
        (u = u.stateNode),
        xl && typeof xl.onCommitFiberRoot == "function")
      )
        try {
          xl.onCommitFiberRoot(te, u, void 0, (u.current.flags & 128) === 128);
        } catch {}
      if (e !== null) {
        (u = _.T), (n = V.p), (V.p = 2), (_.T = null);
        try {
          for (var f = t.onRecoverableError, c = 0; c < e.length; c++) {
            var i = e[c];
            f(i.value, { componentStack: i.stack });
          }
        } finally {
          (_.T = u), (V.p = n);
        }
      }
      if (
        ((e = Qa),
        (f = Xa),
        (Xa = null),
        e !== null && ((Qa = null), f === null && (f = []), l !== null))
      )
        for (i = 0; i < e.length; i++) (u = (0, e[i])(f)), u !== void 0 && l.finished.finally(u);
      (Ht & 3) !== 0 && Sf(),
        Ct(t),
        (n = t.pendingLanes),
        (a & 261930) !== 0 && (n & 42) !== 0
          ? t === df
            ? Ge++
            : ((Ge = 0), (df = t))
          : ((Ge = 0), (df = null)),
        Qe(0);
    }
  }
  function Xo(l, t) {
    (l.pooledCacheLanes &= t) === 0 &&
      ((t = l.pooledCache), t != null && ((l.pooledCache = null), Se(t)));
  }
  function Sf() {
    return (Ga !== null && (Ga.skipTransition(), (Ga = null)), ri(), Bi(), qi(), Yi());
  }
  function Yi() {
    if (al !== 5) return !1;
    var l = dt,
      t = Ui;
    Ui = 0;
    var u = Lf(Ht),
      a = _.T,
      e = V.p;
    try {
      (V.p = 32 > u ? 32 : u), (_.T = null), (u = Hi), (Hi = null);
      var n = dt,
        f = Ht;
      if (((al = 0), (Iu = dt = null), (Ht = 0), (j & 6) !== 0)) throw Error(s(331));
      var c = j;
      if (
        ((j |= 4),
        No(n.current),
        bo(n, n.current, f, u),
        (j = c),
        Qe(0, !1),
        xl && typeof xl.onPostCommitFiberRoot == "function")
      )
        try {
          xl.onPostCommitFiberRoot(te, n);
        } catch {}
      return !0;
    } finally {
      (V.p = e), (_.T = a), Xo(l, t);
    }
  }
  function Zo(l, t, u) {
    (t = tt(u, t)), (t = kc(l.stateNode, t, 2)), (l = ou(l, t, 2)), l !== null && (ae(l, 2), Ct(l));
  }
  function K(l, t, u) {
    if (l.tag === 3) Zo(l, l, u);
    else
      for (; t !== null; ) {
        if (t.tag === 3) {
          Zo(t, l, u);
          break;
        } else if (t.tag === 1) {
          var a = t.stateNode;
          if (
            typeof t.type.getDerivedStateFromError == "function" ||
            (typeof a.componentDidCatch == "function" && (Tu === null || !Tu.has(a)))
          ) {
            (l = tt(u, l)),
              (u = qm(2)),
              (a = ou(t, u, 2)),
              a !== null && (Ym(u, a, t, l), ae(a, 2), Ct(a));
            break;
          }
        }
        t = t.return;
      }
  }
  function Gi(l, t, u) {
    var a = l.pingCache;
    if (a === null) {
      a = l.pingCache = new Cd();
      var e = new Set();
      a.set(t, e);
    } else (e = a.get(t)), e === void 0 && ((e = new Set()), a.set(t, e));
    e.has(u) || ((Mi = !0), e.add(u), (l = Xd.bind(null, l, t, u)), t.then(l, l));
  }
  function Xd(l, t, u) {
    var a = l.pingCache;
    a !== null && a.delete(t),
      (l.pingedLanes |= l.suspendedLanes & u),
      (l.warmLanes &= ~u),
      W === l &&
        (Y & u) === u &&
        ((nl === 4 || (nl === 3 && (Y & 62914560) === Y && 300 > jl() - mf)) && (j & 2) === 0
          ? Va(l, 0)
          : (vf |= u),
        Ya === Y && (Ya = 0)),
      Ct(l);
  }
  function Vo(l, t) {
    t === 0 && (t = A0()), (l = Yu(l, t)), l !== null && (ae(l, t), Ct(l));
  }
  function Zd(l) {
    var t = l.memoizedState,
      u = 0;
    t !== null && (u = t.retryLane), Vo(l, u);
  }
  function Vd(l, t) {
    var u = 0;
    switch (l.tag) {
      case 31:
      case 13:
        var a = l.stateNode,
          e = l.memoizedState;
        e !== null && (u = e.retryLane);
        break;
      case 19:
        a = l.stateNode;
        break;
      case 22:
        a = l.stateNode._retryCache;
        break;
      default:
        throw Error(s(314));
    }
    a !== null && a.delete(t), Vo(l, u);
  }
  function jd(l, t) {
    return Zf(l, t);
  }
  var xa = null,
    La = null,
    Qi = !1,
    zf = !1,
    Xi = !1,
    Eu = 0;
  function Ct(l) {
    l !== La && l.next === null && (La === null ? (xa = La = l) : (La = La.next = l)),
      (zf = !0),
      Qi || ((Qi = !0), Ld());
  }
  function Qe(l, t) {
    if (!Xi && zf) {
      Xi = !0;
      do
        for (var u = !1, a = xa; a !== null; ) {
          if (l !== 0) {
            var e = a.pendingLanes;
            if (e === 0) var n = 0;
            else {
              var f = a.suspendedLanes,
                c = a.pingedLanes;
              (n = (1 << (31 - Ll(42 | l) + 1)) - 1),
                (n &= e & ~(f & ~c)),
                (n = n & 201326741 ? (n & 201326741) | 1 : n ? n | 2 : 0);
            }
            n !== 0 && ((u = !0), Ko(a, n));
          } else
            (n = Y),
              (n = cn(
                a,
                a === W ? n : 0,
                a.cancelPendingCommit !== null || a.timeoutHandle !== -1,
              )),
              (n & 3) === 0 || ue(a, n) || ((u = !0), Ko(a, n));
          a = a.next;
        }
      while (u);
      Xi = !1;
    }
  }
  function xd() {
    jo();
  }
  function jo() {
    zf = Qi = !1;
    var l = 0;
    Eu !== 0 && lh() && (l = Eu);
    for (var t = jl(), u = null, a = xa; a !== null; ) {
      var e = a.next,
        n = xo(a, t);
      n === 0
        ? ((a.next = null), u === null ? (xa = e) : (u.next = e), e === null && (La = u))
        : ((u = a), (l !== 0 || (n & 3) !== 0) && (zf = !0)),
        (a = e);
    }
    (al !== 0 && al !== 5) || Qe(l), Eu !== 0 && (Eu = 0);
  }
  function xo(l, t) {
    for (
      var u = l.suspendedLanes,
        a = l.pingedLanes,
        e = l.expirationTimes,
        n = l.pendingLanes & -62914561;
      0 < n;
    ) {
      var f = 31 - Ll(n),
        c = 1 << f,
        i = e[f];
      i === -1
        ? ((c & u) === 0 || (c & a) !== 0) && (e[f] = fy(c, t))
        : i <= t && (l.expiredLanes |= c),
        (n &= ~c);
    }
    if (
      ((t = W),
      (u = Y),
      (u = cn(l, l === t ? u : 0, l.cancelPendingCommit !== null || l.timeoutHandle !== -1)),
      (a = l.callbackNode),
      u === 0 || (l === t && (L === 2 || L === 9)) || l.cancelPendingCommit !== null)
    )
      return (a !== null && a !== null && Vf(a), (l.callbackNode = null), (l.callbackPriority = 0));
    if ((u & 3) === 0 || ue(l, u)) {
      if (((t = u & -u), t === l.callbackPriority)) return t;
      switch ((a !== null && Vf(a), Lf(u))) {
        case 2:
        case 8:
          u = E0;
          break;
        case 32:
          u = an;
          break;
        case 268435456:
          u = O0;
          break;
        default:
          u = an;
      }
      return (
        (a = Lo.bind(null, l)), (u = Zf(u, a)), (l.callbackPriority = t), (l.callbackNode = u), t
      );
    }
    return (
      a !== null && a !== null && Vf(a), (l.callbackPriority = 2), (l.callbackNode = null), 2
    );
  }
  function Lo(l, t) {
    if (al !== 0 && al !== 5) return ((l.callbackNode = null), (l.callbackPriority = 0), null);
    var u = l.callbackNode;
    if (Sf() && l.callbackNode !== u) return null;
    var a = Y;
    return (
      (a = cn(l, l === W ? a : 0, l.cancelPendingCommit !== null || l.timeoutHandle !== -1)),
      a === 0
        ? null
        : (Uo(l, a, t),
          xo(l, jl()),
          l.callbackNode != null && l.callbackNode === u ? Lo.bind(null, l) : null)
    );
  }
  function Ko(l, t) {
    if (Sf()) return null;
    Uo(l, t, !0);
  }
  function Ld() {
    uh(() => {
      (j & 6) !== 0 ? Zf(b0, xd) : jo();
    });
  }
  function Zi() {
    if (Eu === 0) {
      var l = ju;
      l === 0 && ((l = en), (en <<= 1), (en & 261888) === 0 && (en = 256)), (Eu = l);
    }
    return Eu;
  }
  function Jo(l) {
    return l == null || typeof l == "symbol" || typeof l == "boolean"
      ? null
      : typeof l == "function"
        ? l
        : dn(l);
  }
  function Kd(l, t, u, a, e) {
    if (t === "submit" && u && u.stateNode === e) {
      var n = Jo((e[ql] || null).action),
        f = a.submitter;
      f &&
        ((t = (t = f[ql] || null) ? Jo(t.formAction) : f.getAttribute("formAction")),
        t !== null && ((n = t), (f = null)));
      var c = new Sn("action", "action", null, a, e);
      l.push({
        event: c,
        listeners: [
          {
            instance: null,
            listener: () => {
              if (a.defaultPrevented) {
                if (Eu !== 0) {
                  var i = new FormData(e, f);
                  wc(u, { pending: !0, data: i, method: e.method, action: n }, null, i);
                }
              } else
                typeof n == "function" &&
                  (c.preventDefault(),
                  (i = new FormData(e, f)),
                  wc(u, { pending: !0, data: i, method: e.method, action: n }, n, i));
            },
            currentTarget: e,
          },
        ],
      });
    }
  }
  for (var Vi = 0; Vi < oc.length; Vi++) {
    var ji = oc[Vi],
      Jd = ji.toLowerCase(),
      pd = ji[0].toUpperCase() + ji.slice(1);
    vt(Jd, "on" + pd);
  }
  vt(sv, "onAnimationEnd"),
    vt(Sv, "onAnimationIteration"),
    vt(zv, "onAnimationStart"),
    vt("dblclick", "onDoubleClick"),
    vt("focusin", "onFocus"),
    vt("focusout", "onBlur"),
    vt(td, "onTransitionRun"),
    vt(ud, "onTransitionStart"),
    vt(ad, "onTransitionCancel"),
    vt(Tv, "onTransitionEnd"),
    oa("onMouseEnter", ["mouseout", "mouseover"]),
    oa("onMouseLeave", ["mouseout", "mouseover"]),
    oa("onPointerEnter", ["pointerout", "pointerover"]),
    oa("onPointerLeave", ["pointerout", "pointerover"]),
    ru("onChange", "change click focusin focusout input keydown keyup selectionchange".split(" ")),
    ru(
      "onSelect",
      "focusout contextmenu dragend focusin keydown keyup mousedown mouseup selectionchange".split(
        " ",
      ),
    ),
    ru("onBeforeInput", ["compositionend", "keypress", "textInput", "paste"]),
    ru("onCompositionEnd", "compositionend focusout keydown keypress keyup mousedown".split(" ")),
    ru(
      "onCompositionStart",
      "compositionstart focusout keydown keypress keyup mousedown".split(" "),
    ),
    ru(
      "onCompositionUpdate",
      "compositionupdate focusout keydown keypress keyup mousedown".split(" "),
    );
  var Xe =
      "abort canplay canplaythrough durationchange emptied encrypted ended error loadeddata loadedmetadata loadstart pause play playing progress ratechange resize seeked seeking stalled suspend timeupdate volumechange waiting".split(
        " ",
      ),
    wd = new Set(
      "beforetoggle cancel close invalid load scroll scrollend toggle".split(" ").concat(Xe),
    );
  function po(l, t) {
    t = (t & 4) !== 0;
    for (var u = 0; u < l.length; u++) {
      var a = l[u],
        e = a.event;
      a = a.listeners;
      l: {
        var n = void 0;
        if (t)
          for (var f = a.length - 1; 0 <= f; f--) {
            var c = a[f],
              i = c.instance,
              y = c.currentTarget;
            if (((c = c.listener), i !== n && e.isPropagationStopped())) break l;
            (n = c), (e.currentTarget = y);
            try {
              n(e);
            } catch (g) {
              bn(g);
            }
            (e.currentTarget = null), (n = i);
          }
        else
          for (f = 0; f < a.length; f++) {
            if (
              ((c = a[f]),
              (i = c.instance),
              (y = c.currentTarget),
              (c = c.listener),
              i !== n && e.isPropagationStopped())
            )
              break l;
            (n = c), (e.currentTarget = y);
            try {
              n(e);
            } catch (g) {
              bn(g);
            }
            (e.currentTarget = null), (n = i);
          }
      }
    }
  }
  function q(l, t) {
    var u = t[C0];
    u === void 0 && (u = t[C0] = new Set());
    var a = l + "__bubble";
    u.has(a) || (wo(t, l, 2, !1), u.add(a));
  }
  function xi(l, t, u) {
    var a = 0;
    t && (a |= 4), wo(u, l, a, t);
  }
  var Tf = "_reactListening" + Math.random().toString(36).slice(2);
  function Li(l) {
    if (!l[Tf]) {
      (l[Tf] = !0),
        B0.forEach((u) => {
          u !== "selectionchange" && (wd.has(u) || xi(u, !1, l), xi(u, !0, l));
        });
      var t = l.nodeType === 9 ? l : l.ownerDocument;
      t === null || t[Tf] || ((t[Tf] = !0), xi("selectionchange", !1, t));
    }
  }
  function wo(l, t, u, a) {
    switch (G1(t)) {
      case 2:
        var e = Zh;
        break;
      case 8:
        e = Vh;
        break;
      default:
        e = v0;
    }
    (u = e.bind(null, t, u, l)),
      (e = void 0),
      !If || (t !== "touchstart" && t !== "touchmove" && t !== "wheel") || (e = !0),
      a
        ? e !== void 0
          ? l.addEventListener(t, u, { capture: !0, passive: e })
          : l.addEventListener(t, u, !0)
        : e !== void 0
          ? l.addEventListener(t, u, { passive: e })
          : l.addEventListener(t, u, !1);
  }
  function Ki(l, t, u, a, e) {
    var n = a;
    if ((t & 1) === 0 && (t & 2) === 0 && a !== null)
      l: for (;;) {
        if (a === null) return;
        var f = a.tag;
        if (f === 3 || f === 4) {
          var c = a.stateNode.containerInfo;
          if (c === e) break;
          if (f === 4)
            for (f = a.return; f !== null; ) {
              var i = f.tag;
              if ((i === 3 || i === 4) && f.stateNode.containerInfo === e) return;
              f = f.return;
            }
          for (; c !== null; ) {
            if (((f = Ru(c)), f === null)) return;
            if (((i = f.tag), i === 5 || i === 6 || i === 26 || i === 27)) {
              a = n = f;
              continue l;
            }
            c = c.parentNode;
          }
        }
        a = a.return;
      }
    p0(() => {
      var y = n,
        g = Wf(u),
        z = [];
      l: {
        var m = bv.get(l);
        if (m !== void 0) {
          var h = Sn,
            T = l;
          switch (l) {
            case "keypress":
              if (gn(u) === 0) break l;
            case "keydown":
            case "keyup":
              h = Ry;
              break;
            case "focusin":
              (T = "focus"), (h = tc);
              break;
            case "focusout":
              (T = "blur"), (h = tc);
              break;
            case "beforeblur":
            case "afterblur":
              h = tc;
              break;
            case "click":
              if (u.button === 2) break l;
            case "auxclick":
            case "dblclick":
            case "mousedown":
            case "mousemove":
            case "mouseup":
            case "mouseout":
            case "mouseover":
            case "contextmenu":
              h = W0;
              break;
            case "drag":
            case "dragend":
            case "dragenter":
            case "dragexit":
            case "dragleave":
            case "dragover":
            case "dragstart":
            case "drop":
              h = Ty;
              break;
            case "touchcancel":
            case "touchend":
            case "touchmove":
            case "touchstart":
              h = Gy;
              break;
            case sv:
            case Sv:
            case zv:
              h = Oy;
              break;
            case Tv:
              h = Xy;
              break;
            case "scroll":
            case "scrollend":
              h = Sy;
              break;
            case "wheel":
              h = Vy;
              break;
            case "copy":
            case "cut":
            case "paste":
              h = Ay;
              break;
            case "gotpointercapture":
            case "lostpointercapture":
            case "pointercancel":
            case "pointerdown":
            case "pointermove":
            case "pointerout":
            case "pointerover":
            case "pointerup":
              h = I0;
              break;
            case "submit":
              h = qy;
              break;
            case "toggle":
            case "beforetoggle":
              h = xy;
          }
          var O = (t & 4) !== 0,
            C = !O && (l === "scroll" || l === "scrollend"),
            o = O ? (m !== null ? m + "Capture" : null) : m;
          O = [];
          for (var v = y, d; v !== null; ) {
            var S = v;
            if (
              ((d = S.stateNode),
              (S = S.tag),
              (S !== 5 && S !== 26 && S !== 27) ||
                d === null ||
                o === null ||
                ((S = fe(v, o)), S != null && O.push(Ze(v, S, d))),
              C)
            )
              break;
            v = v.return;
          }
          0 < O.length && ((m = new h(m, T, null, u, g)), z.push({ event: m, listeners: O }));
        }
      }
      if ((t & 7) === 0) {
        l: {
          if (
            ((h = l === "mouseover" || l === "pointerover"),
            (m = l === "mouseout" || l === "pointerout"),
            h && u !== Ff && (T = u.relatedTarget || u.fromElement) && (Ru(T) || T[ia]))
          )
            break l;
          (m || h) &&
            ((T =
              g.window === g
                ? g
                : (h = g.ownerDocument)
                  ? h.defaultView || h.parentWindow
                  : window),
            m
              ? ((h = u.relatedTarget || u.toElement),
                (m = y),
                (h = h ? Ru(h) : null),
                h !== null &&
                  ((C = ol(h)), (O = h.tag), h !== C || (O !== 5 && O !== 27 && O !== 6)) &&
                  (h = null))
              : ((m = null), (h = y)),
            m !== h &&
              ((O = W0),
              (S = "onMouseLeave"),
              (o = "onMouseEnter"),
              (v = "mouse"),
              (l === "pointerout" || l === "pointerover") &&
                ((O = I0), (S = "onPointerLeave"), (o = "onPointerEnter"), (v = "pointer")),
              (C = m == null ? T : ne(m)),
              (d = h == null ? T : ne(h)),
              (T = new O(S, v + "leave", m, u, g)),
              (T.target = C),
              (T.relatedTarget = d),
              (S = null),
              Ru(g) === y &&
                ((O = new O(o, v + "enter", h, u, g)),
                (O.target = d),
                (O.relatedTarget = C),
                (S = O)),
              (C = S),
              (O = m && h ? st(m, h, Fd) : null),
              m !== null && Fo(z, T, m, O, !1),
              h !== null && C !== null && Fo(z, C, h, O, !0)));
        }
        l: {
          if (
            ((m = y ? ne(y) : window),
            (h = m.nodeName && m.nodeName.toLowerCase()),
            h === "select" || (h === "input" && m.type === "file"))
          )
            var E = nv;
          else if (av(m))
            if (fv) E = ky;
            else {
              E = $y;
              var G = Wy;
            }
          else
            (h = m.nodeName),
              !h || h.toLowerCase() !== "input" || (m.type !== "checkbox" && m.type !== "radio")
                ? y && wf(y.elementType) && (E = nv)
                : (E = Iy);
          if (E && (E = E(l, y))) {
            ev(z, E, u, g);
            break l;
          }
          G && G(l, m, y);
        }
        switch (((G = y ? ne(y) : window), l)) {
          case "focusin":
            (av(G) || G.contentEditable === "true") && ((Sa = G), (ic = y), (he = null));
            break;
          case "focusout":
            he = ic = Sa = null;
            break;
          case "mousedown":
            vc = !0;
            break;
          case "contextmenu":
          case "mouseup":
          case "dragend":
            (vc = !1), hv(z, u, g);
            break;
          case "selectionchange":
            if (ld) break;
          case "keydown":
          case "keyup":
            hv(z, u, g);
        }
        var D;
        if (ac)
          l: {
            switch (l) {
              case "compositionstart":
                var M = "onCompositionStart";
                break l;
              case "compositionend":
                M = "onCompositionEnd";
                break l;
              case "compositionupdate":
                M = "onCompositionUpdate";
                break l;
            }
            M = void 0;
          }
        else
          sa
            ? tv(l, u) && (M = "onCompositionEnd")
            : l === "keydown" && u.keyCode === 229 && (M = "onCompositionStart");
        M &&
          (k0 &&
            u.locale !== "ko" &&
            (sa || M !== "onCompositionStart"
              ? M === "onCompositionEnd" && sa && (D = w0())
              : ((uu = g), (kf = "value" in uu ? uu.value : uu.textContent), (sa = !0))),
          (G = bf(y, M)),
          0 < G.length &&
            ((M = new $0(M, l, null, u, g)),
            z.push({ event: M, listeners: G }),
            D ? (M.data = D) : ((D = uv(u)), D !== null && (M.data = D)))),
          (D = Ky ? Jy(l, u) : py(l, u)) &&
            ((M = bf(y, "onBeforeInput")),
            0 < M.length &&
              ((G = new $0("onBeforeInput", "beforeinput", null, u, g)),
              z.push({ event: G, listeners: M }),
              (G.data = D))),
          Kd(z, l, y, u, g);
      }
      po(z, t);
    });
  }
  function Ze(l, t, u) {
    return { instance: l, listener: t, currentTarget: u };
  }
  function bf(l, t) {
    for (var u = t + "Capture", a = []; l !== null; ) {
      var e = l,
        n = e.stateNode;
      if (
        ((e = e.tag),
        (e !== 5 && e !== 26 && e !== 27) ||
          n === null ||
          ((e = fe(l, u)),
          e != null && a.unshift(Ze(l, e, n)),
          (e = fe(l, t)),
          e != null && a.push(Ze(l, e, n))),
        l.tag === 3)
      )
        return a;
      l = l.return;
    }
    return [];
  }
  function Fd(l) {
    if (l === null) return null;
    do l = l.return;
    while (l && l.tag !== 5 && l.tag !== 27);
    return l || null;
  }
  function Fo(l, t, u, a, e) {
    for (var n = t._reactName, f = []; u !== null && u !== a; ) {
      var c = u,
        i = c.alternate,
        y = c.stateNode;
      if (((c = c.tag), i !== null && i === a)) break;
      (c !== 5 && c !== 26 && c !== 27) ||
        y === null ||
        ((i = y),
        e
          ? ((y = fe(u, n)), y != null && f.unshift(Ze(u, y, i)))
          : e || ((y = fe(u, n)), y != null && f.push(Ze(u, y, i)))),
        (u = u.return);
    }
    f.length !== 0 && l.push({ event: t, listeners: f });
  }
  var Wd = /\r\n?/g,
    $d = /\u0000|\uFFFD/g;
  function Wo(l) {
    return (typeof l == "string" ? l : "" + l)
      .replace(
        Wd,
        `
`,
      )
      .replace($d, "");
  }
  function $o(l, t) {
    return ((t = Wo(t)), Wo(l) === t);
  }
  function J(l, t, u, a, e, n) {
    switch (u) {
      case "children":
        if (typeof a == "string") t === "body" || (t === "textarea" && a === "") || da(l, a);
        else if (typeof a == "number" || typeof a == "bigint") t !== "body" && da(l, "" + a);
        else return;
        break;
      case "className":
        yn(l, "class", a);
        break;
      case "tabIndex":
        yn(l, "tabindex", a);
        break;
      case "dir":
      case "role":
      case "viewBox":
      case "width":
      case "height":
        yn(l, u, a);
        break;
      case "style":
        K0(l, a, n);
        return;
      case "data":
        if (t !== "object") {
          yn(l, "data", a);
          break;
        }
      case "src":
      case "href":
        if (a === "" && (t !== "a" || u !== "href")) {
          l.removeAttribute(u);
          break;
        }
        if (a == null || typeof a == "function" || typeof a == "symbol" || typeof a == "boolean") {
          l.removeAttribute(u);
          break;
        }
        (a = dn(a)), l.setAttribute(u, a);
        break;
      case "action":
      case "formAction":
        if (typeof a == "function") {
          l.setAttribute(
            u,
            "javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')",
          );
          break;
        } else
          typeof n == "function" &&
            (u === "formAction"
              ? (t !== "input" && J(l, t, "name", e.name, e, null),
                J(l, t, "formEncType", e.formEncType, e, null),
                J(l, t, "formMethod", e.formMethod, e, null),
                J(l, t, "formTarget", e.formTarget, e, null))
              : (J(l, t, "encType", e.encType, e, null),
                J(l, t, "method", e.method, e, null),
                J(l, t, "target", e.target, e, null)));
        if (a == null || typeof a == "symbol" || typeof a == "boolean") {
          l.removeAttribute(u);
          break;
        }
        (a = dn(a)), l.setAttribute(u, a);
        break;
      case "onClick":
        a != null && (l.onclick = bt);
        return;
      case "onScroll":
        a != null && q("scroll", l);
        return;
      case "onScrollEnd":
        a != null && q("scrollend", l);
        return;
      case "dangerouslySetInnerHTML":
        if (a != null) {
          if (typeof a != "object" || !("__html" in a)) throw Error(s(61));
          if (((u = a.__html), u != null)) {
            if (e.children != null) throw Error(s(60));
            n?.__html !== u && (l.innerHTML = u);
          }
        }
        break;
      case "multiple":
        l.multiple = a && typeof a != "function" && typeof a != "symbol";
        break;
      case "muted":
        l.muted = a && typeof a != "function" && typeof a != "symbol";
        break;
      case "suppressContentEditableWarning":
      case "suppressHydrationWarning":
      case "defaultValue":
      case "defaultChecked":
      case "innerHTML":
      case "ref":
        break;
      case "autoFocus":
        break;
      case "xlinkHref":
        if (a == null || typeof a == "function" || typeof a == "boolean" || typeof a == "symbol") {
          l.removeAttribute("xlink:href");
          break;
        }
        (u = dn(a)), l.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", u);
        break;
      case "contentEditable":
      case "spellCheck":
      case "draggable":
      case "value":
      case "autoReverse":
      case "externalResourcesRequired":
      case "focusable":
      case "preserveAlpha":
        a != null && typeof a != "function" && typeof a != "symbol"
          ? l.setAttribute(u, a)
          : l.removeAttribute(u);
        break;
      case "inert":
      case "allowFullScreen":
      case "async":
      case "autoPlay":
      case "controls":
      case "credentialless":
      case "default":
      case "defer":
      case "disabled":
      case "disablePictureInPicture":
      case "disableRemotePlayback":
      case "formNoValidate":
      case "hidden":
      case "loop":
      case "noModule":
      case "noValidate":
      case "open":
      case "playsInline":
      case "readOnly":
      case "required":
      case "reversed":
      case "scoped":
      case "seamless":
      case "itemScope":
        a && typeof a != "function" && typeof a != "symbol"
          ? l.setAttribute(u, "")
          : l.removeAttribute(u);
        break;
      case "capture":
      case "download":
        a === !0
          ? l.setAttribute(u, "")
          : a !== !1 && a != null && typeof a != "function" && typeof a != "symbol"
            ? l.setAttribute(u, a)
            : l.removeAttribute(u);
        break;
      case "cols":
      case "rows":
      case "size":
      case "span":
        a != null && typeof a != "function" && typeof a != "symbol" && !isNaN(a) && 1 <= a
          ? l.setAttribute(u, a)
          : l.removeAttribute(u);
        break;
      case "rowSpan":
      case "start":
        a == null || typeof a == "function" || typeof a == "symbol" || isNaN(a)
          ? l.removeAttribute(u)
          : l.setAttribute(u, a);
        break;
      case "popover":
        q("beforetoggle", l), q("toggle", l), on(l, "popover", a);
        break;
      case "xlinkActuate":
        qt(l, "http://www.w3.org/1999/xlink", "xlink:actuate", a);
        break;
      case "xlinkArcrole":
        qt(l, "http://www.w3.org/1999/xlink", "xlink:arcrole", a);
        break;
      case "xlinkRole":
        qt(l, "http://www.w3.org/1999/xlink", "xlink:role", a);
        break;
      case "xlinkShow":
        qt(l, "http://www.w3.org/1999/xlink", "xlink:show", a);
        break;
      case "xlinkTitle":
        qt(l, "http://www.w3.org/1999/xlink", "xlink:title", a);
        break;
      case "xlinkType":
        qt(l, "http://www.w3.org/1999/xlink", "xlink:type", a);
        break;
      case "xmlBase":
        qt(l, "http://www.w3.org/XML/1998/namespace", "xml:base", a);
        break;
      case "xmlLang":
        qt(l, "http://www.w3.org/XML/1998/namespace", "xml:lang", a);
        break;
      case "xmlSpace":
        qt(l, "http://www.w3.org/XML/1998/namespace", "xml:space", a);
        break;
      case "is":
        on(l, "is", a);
        break;
      case "innerText":
      case "textContent":
        return;
      default:
        if (!(2 < u.length) || (u[0] !== "o" && u[0] !== "O") || (u[1] !== "n" && u[1] !== "N"))
          (u = gy.get(u) || u), on(l, u, a);
        else return;
    }
    Z = !0;
  }
  function Ji(l, t, u, a, e, n) {
    switch (u) {
      case "style":
        K0(l, a, n);
        return;
      case "dangerouslySetInnerHTML":
        if (a != null) {
          if (typeof a != "object" || !("__html" in a)) throw Error(s(61));
          if (((u = a.__html), u != null)) {
            if (e.children != null) throw Error(s(60));
            n?.__html !== u && (l.innerHTML = u);
          }
        }
        break;
      case "children":
        if (typeof a == "string") da(l, a);
        else if (typeof a == "number" || typeof a == "bigint") da(l, "" + a);
        else return;
        break;
      case "onScroll":
        a != null && q("scroll", l);
        return;
      case "onScrollEnd":
        a != null && q("scrollend", l);
        return;
      case "onClick":
        a != null && (l.onclick = bt);
        return;
      case "suppressContentEditableWarning":
      case "suppressHydrationWarning":
      case "innerHTML":
      case "ref":
        return;
      case "innerText":
      case "textContent":
        return;
      default:
        if (!Object.hasOwn(q0, u))
          l: {
            if (
              u[0] === "o" &&
              u[1] === "n" &&
              ((e = u.endsWith("Capture")),
              (n = u.slice(2, e ? u.length - 7 : void 0)),
              (t = l[ql] || null),
              (t = t != null ? t[u] : null),
              typeof t == "function" && l.removeEventListener(n, t, e),
              typeof a == "function")
            ) {
              typeof t != "function" &&
                t !== null &&
                (u in l ? (l[u] = null) : l.hasAttribute(u) && l.removeAttribute(u)),
                l.addEventListener(n, a, e);
              break l;
            }
            (Z = !0), u in l ? (l[u] = a) : a === !0 ? l.setAttribute(u, "") : on(l, u, a);
          }
        return;
    }
    Z = !0;
  }
  function Nl(l, t, u) {
    switch (t) {
      case "div":
      case "span":
      case "svg":
      case "path":
      case "a":
      case "g":
      case "p":
      case "li":
        break;
      case "img":
        q("error", l), q("load", l);
        var a = !1,
          e = !1,
          n;
        for (n in u)
          if (Object.hasOwn(u, n)) {
            var f = u[n];
            if (f != null)
              switch (n) {
                case "src":
                  a = !0;
                  break;
                case "srcSet":
                  e = !0;
                  break;
                case "children":
                case "dangerouslySetInnerHTML":
                  throw Error(s(137, t));
                default:
                  J(l, t, n, f, u, null);
              }
          }
        e && J(l, t, "srcSet", u.srcSet, u, null), a && J(l, t, "src", u.src, u, null);
        return;
      case "input":
        q("invalid", l);
        var c = (n = f = e = null),
          i = null,
          y = null;
        for (a in u)
          if (Object.hasOwn(u, a)) {
            var g = u[a];
            if (g != null)
              switch (a) {
                case "name":
                  e = g;
                  break;
                case "type":
                  f = g;
                  break;
                case "checked":
                  i = g;
                  break;
                case "defaultChecked":
                  y = g;
                  break;
                case "value":
                  n = g;
                  break;
                case "defaultValue":
                  c = g;
                  break;
                case "children":
                case "dangerouslySetInnerHTML":
                  if (g != null) throw Error(s(137, t));
                  break;
                default:
                  J(l, t, a, g, u, null);
              }
          }
        V0(l, n, c, i, y, f, e, !1);
        return;
      case "select":
        q("invalid", l), (a = f = n = null);
        for (e in u)
          if (Object.hasOwn(u, e) && ((c = u[e]), c != null))
            switch (e) {
              case "value":
                n = c;
                break;
              case "defaultValue":
                f = c;
                break;
              case "multiple":
                a = c;
              default:
                J(l, t, e, c, u, null);
            }
        (t = n),
          (u = f),
          (l.multiple = !!a),
          t != null ? ya(l, !!a, t, !1) : u != null && ya(l, !!a, u, !0);
        return;
      case "textarea":
        q("invalid", l), (n = e = a = null);
        for (f in u)
          if (Object.hasOwn(u, f) && ((c = u[f]), c != null))
            switch (f) {
              case "value":
                a = c;
                break;
              case "defaultValue":
                e = c;
                break;
              case "children":
                n = c;
                break;
              case "dangerouslySetInnerHTML":
                if (c != null) throw Error(s(91));
                break;
              default:
                J(l, t, f, c, u, null);
            }
        x0(l, a, e, n);
        return;
      case "option":
        for (i in u)
          Object.hasOwn(u, i) &&
            ((a = u[i]), a != null) &&
            (i === "selected"
              ? (l.selected = a && typeof a != "function" && typeof a != "symbol")
              : J(l, t, i, a, u, null));
        return;
      case "dialog":
        q("beforetoggle", l), q("toggle", l), q("cancel", l), q("close", l);
        break;
      case "iframe":
      case "object":
        q("load", l);
        break;
      case "video":
      case "audio":
        for (a = 0; a < Xe.length; a++) q(Xe[a], l);
        break;
      case "image":
        q("error", l), q("load", l);
        break;
      case "details":
        q("toggle", l);
        break;
      case "embed":
      case "source":
      case "link":
        q("error", l), q("load", l);
      case "area":
      case "base":
      case "br":
      case "col":
      case "hr":
      case "keygen":
      case "meta":
      case "param":
      case "track":
      case "wbr":
      case "menuitem":
        for (y in u)
          if (Object.hasOwn(u, y) && ((a = u[y]), a != null))
            switch (y) {
              case "children":
              case "dangerouslySetInnerHTML":
                throw Error(s(137, t));
              default:
                J(l, t, y, a, u, null);
            }
        return;
      default:
        if (wf(t)) {
          for (g in u)
            Object.hasOwn(u, g) && ((a = u[g]), a !== void 0 && Ji(l, t, g, a, u, void 0));
          return;
        }
    }
    for (c in u) Object.hasOwn(u, c) && ((a = u[c]), a != null && J(l, t, c, a, u, null));
  }
  var Id = {};
  function kd(l, t, u, a) {
    switch (t) {
      case "div":
      case "span":
      case "svg":
      case "path":
      case "a":
      case "g":
      case "p":
      case "li":
        break;
      case "input":
        var e = null,
          n = null,
          f = null,
          c = null,
          i = null,
          y = null,
          g = null;
        for (h in u) {
          var z = u[h];
          if (Object.hasOwn(u, h) && z != null)
            switch (h) {
              case "checked":
                break;
              case "value":
                break;
              case "defaultValue":
                i = z;
              default:
                Object.hasOwn(a, h) || J(l, t, h, null, a, z);
            }
        }
        for (var m in a) {
          var h = a[m];
          if (((z = u[m]), Object.hasOwn(a, m) && (h != null || z != null)))
            switch (m) {
              case "type":
                h !== z && (Z = !0), (n = h);
                break;
              case "name":
                h !== z && (Z = !0), (e = h);
                break;
              case "checked":
                h !== z && (Z = !0), (y = h);
                break;
              case "defaultChecked":
                h !== z && (Z = !0), (g = h);
                break;
              case "value":
                h !== z && (Z = !0), (f = h);
                break;
              case "defaultValue":
                h !== z && (Z = !0), (c = h);
                break;
              case "children":
              case "dangerouslySetInnerHTML":
                if (h != null) throw Error(s(137, t));
                break;
              default:
                h !== z && J(l, t, m, h, a, z);
            }
        }
        Jf(l, f, c, i, y, g, n, e);
        return;
      case "select":
        h = f = c = m = null;
        for (n in u)
          if (((i = u[n]), Object.hasOwn(u, n) && i != null))
            switch (n) {
              case "value":
                break;
              case "multiple":
                h = i;
              default:
                Object.hasOwn(a, n) || J(l, t, n, null, a, i);
            }
        for (e in a)
          if (((n = a[e]), (i = u[e]), Object.hasOwn(a, e) && (n != null || i != null)))
            switch (e) {
              case "value":
                n !== i && (Z = !0), (m = n);
                break;
              case "defaultValue":
                n !== i && (Z = !0), (c = n);
                break;
              case "multiple":
                n !== i && (Z = !0), (f = n);
              default:
                n !== i && J(l, t, e, n, a, i);
            }
        (t = c),
          (u = f),
          (a = h),
          m != null
            ? ya(l, !!u, m, !1)
            : !!a != !!u && (t != null ? ya(l, !!u, t, !0) : ya(l, !!u, u ? [] : "", !1));
        return;
      case "textarea":
        h = m = null;
        for (c in u)
          if (((e = u[c]), Object.hasOwn(u, c) && e != null && !Object.hasOwn(a, c)))
            switch (c) {
              case "value":
                break;
              case "children":
                break;
              default:
                J(l, t, c, null, a, e);
            }
        for (f in a)
          if (((e = a[f]), (n = u[f]), Object.hasOwn(a, f) && (e != null || n != null)))
            switch (f) {
              case "value":
                e !== n && (Z = !0), (m = e);
                break;
              case "defaultValue":
                e !== n && (Z = !0), (h = e);
                break;
              case "children":
                break;
              case "dangerouslySetInnerHTML":
                if (e != null) throw Error(s(91));
                break;
              default:
                e !== n && J(l, t, f, e, a, n);
            }
        j0(l, m, h);
        return;
      case "option":
        for (var T in u)
          (m = u[T]),
            Object.hasOwn(u, T) &&
              m != null &&
              !Object.hasOwn(a, T) &&
              (T === "selected" ? (l.selected = !1) : J(l, t, T, null, a, m));
        for (i in a)
          (m = a[i]),
            (h = u[i]),
            Object.hasOwn(a, i) &&
              m !== h &&
              (m != null || h != null) &&
              (i === "selected"
                ? (m !== h && (Z = !0),
                  (l.selected = m && typeof m != "function" && typeof m != "symbol"))
                : J(l, t, i, m, a, h));
        return;
      case "img":
      case "link":
      case "area":
      case "base":
      case "br":
      case "col":
      case "embed":
      case "hr":
      case "keygen":
      case "meta":
      case "param":
      case "source":
      case "track":
      case "wbr":
      case "menuitem":
        for (var O in u)
          (m = u[O]),
            Object.hasOwn(u, O) && m != null && !Object.hasOwn(a, O) && J(l, t, O, null, a, m);
        for (y in a)
          if (((m = a[y]), (h = u[y]), Object.hasOwn(a, y) && m !== h && (m != null || h != null)))
            switch (y) {
              case "children":
              case "dangerouslySetInnerHTML":
                if (m != null) throw Error(s(137, t));
                break;
              default:
                J(l, t, y, m, a, h);
            }
        return;
      default:
        if (wf(t)) {
          for (var C in u)
            (m = u[C]),
              Object.hasOwn(u, C) &&
                m !== void 0 &&
                !Object.hasOwn(a, C) &&
                Ji(l, t, C, void 0, a, m);
          for (g in a)
            (m = a[g]),
              (h = u[g]),
              !Object.hasOwn(a, g) ||
                m === h ||
                (m === void 0 && h === void 0) ||
                Ji(l, t, g, m, a, h);
          return;
        }
    }
    for (var o in u)
      (m = u[o]),
        Object.hasOwn(u, o) && m != null && !Object.hasOwn(a, o) && J(l, t, o, null, a, m);
    for (z in a)
      (m = a[z]),
        (h = u[z]),
        !Object.hasOwn(a, z) || m === h || (m == null && h == null) || J(l, t, z, m, a, h);
  }
  function Io(l) {
    switch (l) {
      case "css":
      case "script":
      case "font":
      case "img":
      case "image":
      case "input":
      case "link":
        return !0;
      default:
        return !1;
    }
  }
  function Pd() {
    if (typeof performance.getEntriesByType == "function") {
      for (
        var l = 0, t = 0, u = performance.getEntriesByType("resource"), a = 0;
        a < u.length;
        a++
      ) {
        var e = u[a],
          n = e.transferSize,
          f = e.initiatorType,
          c = e.duration;
        if (n && c && Io(f)) {
          for (f = 0, c = e.responseEnd, a += 1; a < u.length; a++) {
            var i = u[a],
              y = i.startTime;
            if (y > c) break;
            var g = i.transferSize,
              z = i.initiatorType;
            g && Io(z) && ((i = i.responseEnd), (f += g * (i < c ? 1 : (c - y) / (i - y))));
          }
          if ((--a, (t += (8 * (n + f)) / (e.duration / 1e3)), l++, 10 < l)) break;
        }
      }
      if (0 < l) return t / l / 1e6;
    }
    return navigator.connection && ((l = navigator.connection.downlink), typeof l == "number")
      ? l
      : 5;
  }
  var pi = null,
    wi = null;
  function Ve(l) {
    return l.nodeType === 9 ? l : l.ownerDocument;
  }
  function ko(l) {
    switch (l) {
      case "http://www.w3.org/2000/svg":
        return 1;
      case "http://www.w3.org/1998/Math/MathML":
        return 2;
      default:
        return 0;
    }
  }
  function Po(l, t) {
    if (l === 0)
      switch (t) {
        case "svg":
          return 1;
        case "math":
          return 2;
        default:
          return 0;
      }
    return l === 1 && t === "foreignObject" ? 0 : l;
  }
  function l1(l, t, u, a) {
    return ((u = Ve(u).createElement(l)), (u[zl] = a), (u[ql] = t), Nl(u, l, t), dl(u), u);
  }
  function Fi(l, t) {
    return (
      l === "textarea" ||
      l === "noscript" ||
      typeof t.children == "string" ||
      typeof t.children == "number" ||
      typeof t.children == "bigint" ||
      (typeof t.dangerouslySetInnerHTML == "object" &&
        t.dangerouslySetInnerHTML !== null &&
        t.dangerouslySetInnerHTML.__html != null)
    );
  }
  var Wi = null;
  function lh() {
    var l = window.event;
    return l && l.type === "popstate" ? (l === Wi ? !1 : ((Wi = l), !0)) : ((Wi = null), !1);
  }
  var $i = typeof setTimeout == "function" ? setTimeout : void 0,
    th = typeof clearTimeout == "function" ? clearTimeout : void 0,
    t1 = typeof Promise == "function" ? Promise : void 0,
    u1 = typeof requestAnimationFrame == "function" ? requestAnimationFrame : $i,
    uh =
      typeof queueMicrotask == "function"
        ? queueMicrotask
        : typeof t1 < "u"
          ? (l) => t1.resolve(null).then(l).catch(ah)
          : $i;
  function ah(l) {
    setTimeout(() => {
      throw l;
    });
  }
  function Ou(l) {
    return l === "head";
  }
  function a1(l, t) {
    var u = t,
      a = 0;
    do {
      var e = u.nextSibling;
      if ((l.removeChild(u), e && e.nodeType === 8))
        if (((u = e.data), u === "/$" || u === "/&")) {
          if (a === 0) {
            l.removeChild(e), $a(t);
            return;
          }
          a--;
        } else if (u === "$" || u === "$?" || u === "$~" || u === "$!" || u === "&") a++;
        else if (u === "html") e0(l.ownerDocument.documentElement);
        else if (u === "head") {
          (u = l.ownerDocument.head), e0(u);
          for (var n = u.firstChild; n; ) {
            var f = n.nextSibling,
              c = n.nodeName;
            n[ee] ||
              c === "SCRIPT" ||
              c === "STYLE" ||
              (c === "LINK" && n.rel.toLowerCase() === "stylesheet") ||
              u.removeChild(n),
              (n = f);
          }
        } else u === "body" && e0(l.ownerDocument.body);
      u = e;
    } while (u);
    $a(t);
  }
  function e1(l, t) {
    var u = l;
    l = 0;
    do {
      var a = u.nextSibling;
      if (
        (u.nodeType === 1
          ? t
            ? ((u._stashedDisplay = u.style.display), (u.style.display = "none"))
            : ((u.style.display = u._stashedDisplay || ""),
              u.getAttribute("style") === "" && u.removeAttribute("style"))
          : u.nodeType === 3 &&
            (t
              ? ((u._stashedText = u.nodeValue), (u.nodeValue = ""))
              : (u.nodeValue = u._stashedText || "")),
        a && a.nodeType === 8)
      )
        if (((u = a.data), u === "/$")) {
          if (l === 0) break;
          l--;
        } else (u !== "$" && u !== "$?" && u !== "$~" && u !== "$!") || l++;
      u = a;
    } while (u);
  }
  function n1(l, t, u) {
    if (
      ((t = CSS.escape(t) !== t ? "r-" + btoa(t).replace(/=/g, "") : t),
      (l.style.viewTransitionName = t),
      u != null && (l.style.viewTransitionClass = u),
      (u = getComputedStyle(l)),
      u.display === "inline")
    ) {
      if (((t = l.getClientRects()), t.length === 1)) var a = 1;
      else
        for (var e = (a = 0); e < t.length; e++) {
          var n = t[e];
          0 < n.width && 0 < n.height && a++;
        }
      a === 1 &&
        ((l = l.style),
        (l.display = t.length === 1 ? "inline-block" : "block"),
        (l.marginTop = "-" + u.paddingTop),
        (l.marginBottom = "-" + u.paddingBottom));
    }
  }
  function f1(l, t) {
    (l = l.style), (t = t.style);
    var u =
      t != null
        ? Object.hasOwn(t, "viewTransitionName")
          ? t.viewTransitionName
          : Object.hasOwn(t, "view-transition-name")
            ? t["view-transition-name"]
            : null
        : null;
    (l.viewTransitionName = u == null || typeof u == "boolean" ? "" : ("" + u).trim()),
      (u =
        t != null
          ? Object.hasOwn(t, "viewTransitionClass")
            ? t.viewTransitionClass
            : Object.hasOwn(t, "view-transition-class")
              ? t["view-transition-class"]
              : null
          : null),
      (l.viewTransitionClass = u == null || typeof u == "boolean" ? "" : ("" + u).trim()),
      l.display === "inline-block" &&
        (t == null
          ? (l.display = l.margin = "")
          : ((u = t.display),
            (l.display = u == null || typeof u == "boolean" ? "" : u),
            (u = t.margin),
            u != null
              ? (l.margin = u)
              : ((u = Object.hasOwn(t, "marginTop") ? t.marginTop : t["margin-top"]),
                (l.marginTop = u == null || typeof u == "boolean" ? "" : u),
                (t = Object.hasOwn(t, "marginBottom") ? t.marginBottom : t["margin-bottom"]),
                (l.marginBottom = t == null || typeof t == "boolean" ? "" : t))));
  }
  function eh(l, t, u) {
    return (
      (u = u.ownerDocument.defaultView),
      {
        rect: l,
        abs: t.position === "absolute" || t.position === "fixed",
        clip:
          t.clipPath !== "none" ||
          t.overflow !== "visible" ||
          t.filter !== "none" ||
          t.mask !== "none" ||
          t.mask !== "none" ||
          t.borderRadius !== "0px",
        view: 0 <= l.bottom && 0 <= l.right && l.top <= u.innerHeight && l.left <= u.innerWidth,
      }
    );
  }
  function Ii(l) {
    var t = l.getBoundingClientRect(),
      u = getComputedStyle(l);
    return eh(t, u, l);
  }
  function nh(l) {
    return l.documentElement.clientHeight;
  }
  function fh(l) {
    this.addEventListener("load", l), this.addEventListener("error", l);
  }
  function ch(l, t, u, a, e, n, f, c, i) {
    var y = t.nodeType === 9 ? t : t.ownerDocument;
    try {
      var g = y.startViewTransition({
        update: () => {
          var m = y.defaultView,
            h = m.navigation && m.navigation.transition,
            T = y.fonts.status;
          a();
          var O = [];
          if (
            (T === "loaded" && (nh(y), y.fonts.status === "loading" && O.push(y.fonts.ready)),
            (T = O.length),
            l !== null)
          )
            for (var C = l.suspenseyImages, o = 0, v = 0; v < C.length; v++) {
              var d = C[v];
              if (!d.complete) {
                var S = d.getBoundingClientRect();
                if (0 < S.bottom && 0 < S.right && S.top < m.innerHeight && S.left < m.innerWidth) {
                  if (((o += _1(d)), o > Nf)) {
                    O.length = T;
                    break;
                  }
                  (d = new Promise(fh.bind(d))), O.push(d);
                }
              }
            }
          if (0 < O.length)
            return (
              (m = Promise.race([Promise.all(O), new Promise((E) => setTimeout(E, 500))]).then(
                e,
                e,
              )),
              (h ? Promise.allSettled([h.finished, m]) : m).then(n, n)
            );
          if ((e(), h)) return h.finished.then(n, n);
          n();
        },
        types: u,
      });
      y.__reactViewTransition = g;
      var z = [];
      return (
        g.ready.then(
          () => {
            for (
              var m = y.documentElement.getAnimations({ subtree: !0 }), h = 0;
              h < m.length;
              h++
            ) {
              var T = m[h],
                O = T.effect,
                C = O.pseudoElement;
              if (C != null && C.startsWith("::view-transition")) {
                z.push(T), (T = O.getKeyframes());
                for (var o = (C = void 0), v = !0, d = 0; d < T.length; d++) {
                  var S = T[d],
                    E = S.width;
                  if (C === void 0) C = E;
                  else if (C !== E) {
                    v = !1;
                    break;
                  }
                  if (((E = S.height), o === void 0)) o = E;
                  else if (o !== E) {
                    v = !1;
                    break;
                  }
                  delete S.width, delete S.height, S.transform === "none" && delete S.transform;
                }
                v &&
                  C !== void 0 &&
                  o !== void 0 &&
                  (O.setKeyframes(T),
                  (v = getComputedStyle(O.target, O.pseudoElement)),
                  v.width !== C || v.height !== o) &&
                  ((v = T[0]),
                  (v.width = C),
                  (v.height = o),
                  (v = T[T.length - 1]),
                  (v.width = C),
                  (v.height = o),
                  O.setKeyframes(T));
              }
            }
            f();
          },
          (m) => {
            y.__reactViewTransition === g && (y.__reactViewTransition = null);
            try {
              typeof m == "object" &&
                m !== null &&
                m.name === "InvalidStateError" &&
                (m.message ===
                  "View transition was skipped because document visibility state is hidden." ||
                  m.message ===
                    "Skipping view transition because document visibility state has become hidden." ||
                  m.message === "Skipping view transition because viewport size changed." ||
                  m.message === "Transition was aborted because of invalid state") &&
                (m = null),
                m !== null && i(m);
            } finally {
              a(), e(), f();
            }
          },
        ),
        g.finished.finally(() => {
          for (var m = 0; m < z.length; m++) z[m].cancel();
          y.__reactViewTransition === g && (y.__reactViewTransition = null), c();
        }),
        g
      );
    } catch {
      return (a(), e(), f(), null);
    }
  }
  function ku(l, t) {
    (this._scope = document.documentElement),
      (this._selector = "::view-transition-" + l + "(" + t + ")");
  }
  (ku.prototype.animate = function (l, t) {
    return (
      (t = typeof t == "number" ? { duration: t } : X({}, t)),
      (t.pseudoElement = this._selector),
      this._scope.animate(l, t)
    );
  }),
    (ku.prototype.getAnimations = function () {
      for (
        var l = this._scope,
          t = this._selector,
          u = l.getAnimations({ subtree: !0 }),
          a = [],
          e = 0;
        e < u.length;
        e++
      ) {
        var n = u[e].effect;
        n !== null && n.target === l && n.pseudoElement === t && a.push(u[e]);
      }
      return a;
    }),
    (ku.prototype.getComputedStyle = function () {
      return getComputedStyle(this._scope, this._selector);
    });
  function c1(l) {
    return {
      name: l,
      group: new ku("group", l),
      imagePair: new ku("image-pair", l),
      old: new ku("old", l),
      new: new ku("new", l),
    };
  }
  function Il(l) {
    (this._fragmentFiber = l), (this._observers = this._eventListeners = null);
  }
  Il.prototype.addEventListener = function (l, t, u) {
    var a = null,
      e = null;
    if (
      !(u != null && typeof u != "boolean" && ((a = u.signal || null), a !== null && a.aborted))
    ) {
      this._eventListeners === null && (this._eventListeners = []);
      var n = this._eventListeners;
      if (v1(n, l, t, u) === -1) {
        var f = this,
          c = t;
        u != null &&
          typeof u != "boolean" &&
          u.once === !0 &&
          (c = function (i) {
            f.removeEventListener(l, t, u),
              typeof t == "function" ? t.call(this, i) : t.handleEvent(i);
          }),
          a !== null &&
            ((e = f.removeEventListener.bind(f, l, t, u)),
            a.addEventListener("abort", e, { once: !0 }),
            (e = a.removeEventListener.bind(a, "abort", e))),
          (a = Ka(u)),
          n.push({ type: l, listener: t, optionsOrUseCapture: u, attachedListener: c, cleanup: e }),
          w(this._fragmentFiber.child, !1, ih, l, c, a);
      }
      this._eventListeners = n;
    }
  };
  function ih(l, t, u, a) {
    return (ul(l).addEventListener(t, u, a), !1);
  }
  Il.prototype.removeEventListener = function (l, t, u) {
    var a = this._eventListeners;
    if (a !== null && ((t = v1(a, l, t, u)), t !== -1)) {
      var e = a[t];
      u = e.attachedListener;
      var n = e.cleanup;
      (e = Ka(e.optionsOrUseCapture)),
        w(this._fragmentFiber.child, !1, vh, l, u, e),
        a.splice(t, 1),
        n !== null && n();
    }
  };
  function vh(l, t, u, a) {
    return (ul(l).removeEventListener(t, u, a), !1);
  }
  function Ka(l) {
    return l != null && typeof l != "boolean" && (l.once === !0 || l.signal instanceof AbortSignal)
      ? { capture: l.capture, passive: l.passive }
      : l;
  }
  function i1(l) {
    return l == null
      ? "c=0"
      : typeof l == "boolean"
        ? "c=" + (l ? "1" : "0")
        : "c=" + (l.capture ? "1" : "0");
  }
  function v1(l, t, u, a) {
    if (l.length === 0) return -1;
    a = i1(a);
    for (var e = 0; e < l.length; e++) {
      var n = l[e];
      if (n.type === t && n.listener === u && i1(n.optionsOrUseCapture) === a) return e;
    }
    return -1;
  }
  (Il.prototype.dispatchEvent = function (l) {
    var t = ll(this._fragmentFiber);
    if (t === null) return !0;
    t = ul(t);
    var u = this._eventListeners;
    if ((u !== null && 0 < u.length) || !l.bubbles) {
      var a = t.nodeType === 9 ? t.createComment("") : document.createTextNode("");
      if (u)
        for (var e = 0; e < u.length; e++) {
          var n = u[e];
          a.addEventListener(n.type, n.attachedListener, Ka(n.optionsOrUseCapture));
        }
      if ((t.appendChild(a), (l = a.dispatchEvent(l)), u))
        for (e = 0; e < u.length; e++)
          (n = u[e]), a.removeEventListener(n.type, n.attachedListener, Ka(n.optionsOrUseCapture));
      return (t.removeChild(a), l);
    }
    return t.dispatchEvent(l);
  }),
    (Il.prototype.focus = function (l) {
      w(this._fragmentFiber.child, !0, m1, l, void 0, void 0);
    });
  function m1(l, t) {
    return l.tag === 6 ? !1 : ((l = ul(l)), Eh(l, t));
  }
  Il.prototype.focusLast = function (l) {
    var t = [];
    w(this._fragmentFiber.child, !0, ki, t, void 0, void 0);
    for (var u = t.length - 1; 0 <= u && !m1(t[u], l); u--);
  };
  function ki(l, t) {
    return (t.push(l), !1);
  }
  Il.prototype.blur = function () {
    var l = ll(this._fragmentFiber);
    l !== null &&
      ((l = ul(l)),
      (l = Ve(l).activeElement),
      l !== null && w(this._fragmentFiber.child, !1, mh, l, void 0, void 0));
  };
  function mh(l, t) {
    return l.tag === 6 ? !1 : ((l = ul(l)), l === t || l.contains(t) ? (t.blur(), !0) : !1);
  }
  Il.prototype.observeUsing = function (l) {
    this._observers === null && (this._observers = new Set()),
      this._observers.add(l),
      w(this._fragmentFiber.child, !1, oh, l, void 0, void 0);
  };
  function oh(l, t) {
    return (l.tag === 6 || ((l = ul(l)), t.observe(l)), !1);
  }
  Il.prototype.unobserveUsing = function (l) {
    var t = this._observers;
    if (t !== null && t.has(l)) {
      t.delete(l), w(this._fragmentFiber.child, !1, yh, l, void 0, void 0);
      for (var u = (t = 0); u < ht.length; u++) {
        var a = ht[u];
        a.fragmentInstance === this && a.observer === l ? l.unobserve(a.instance) : (ht[t++] = a);
      }
      ht.length = t;
    }
  };
  function yh(l, t) {
    return (l.tag === 6 || ((l = ul(l)), t.unobserve(l)), !1);
  }
  var ht = [],
    Pi = !1;
  function dh(l, t, u) {
    ht.push({ fragmentInstance: l, observer: t, instance: u }),
      Pi ||
        ((Pi = !0),
        Oh(() => {
          Pi = !1;
          var a = ht;
          ht = [];
          for (var e = 0; e < a.length; e++) {
            var n = a[e];
            n.observer.unobserve(n.instance);
          }
        }));
  }
  Il.prototype.getClientRects = function () {
    var l = [];
    return (w(this._fragmentFiber.child, !1, hh, l, void 0, void 0), l);
  };
  function hh(l, t) {
    if (l.tag === 6) {
      l = l.stateNode;
      var u = l.ownerDocument.createRange();
      u.selectNodeContents(l), t.push.apply(t, u.getClientRects());
    } else (l = ul(l)), t.push.apply(t, l.getClientRects());
    return !1;
  }
  (Il.prototype.getRootNode = function (l) {
    var t = ll(this._fragmentFiber);
    return t === null ? this : ul(t).getRootNode(l);
  }),
    (Il.prototype.compareDocumentPosition = function (l) {
      var t = ll(this._fragmentFiber);
      if (t === null) return Node.DOCUMENT_POSITION_DISCONNECTED;
      var u = [];
      w(this._fragmentFiber.child, !1, ki, u, void 0, void 0);
      var a = ul(t);
      if (u.length === 0) {
        if (((u = a), Pu(this._fragmentFiber))) {
          l: {
            for (t = this._fragmentFiber.return; t !== null; ) {
              if (t.tag === 4) {
                t = t.stateNode.containerInfo;
                break l;
              }
              if (t.tag === 3 || t.tag === 5 || t.tag === 27) break;
              t = t.return;
            }
            t = null;
          }
          t != null && (u = t);
        }
        t = this._fragmentFiber;
        var e = (a = u.compareDocumentPosition(l));
        return (
          u === l
            ? (e = Node.DOCUMENT_POSITION_CONTAINS)
            : a & Node.DOCUMENT_POSITION_CONTAINED_BY &&
              ((u = Wt(t)[1]),
              u === null
                ? (e = Node.DOCUMENT_POSITION_PRECEDING)
                : ((l = ul(u).compareDocumentPosition(l)),
                  (e =
                    l === 0 || l & Node.DOCUMENT_POSITION_FOLLOWING
                      ? Node.DOCUMENT_POSITION_FOLLOWING
                      : Node.DOCUMENT_POSITION_PRECEDING))),
          (e |= Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC)
        );
      }
      (t = ul(u[0])), (e = ul(u[u.length - 1]));
      var n = Pu(this._fragmentFiber) ? t.parentElement : a;
      if (n == null) return Node.DOCUMENT_POSITION_DISCONNECTED;
      (a = n.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_CONTAINED_BY),
        (n = n.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_CONTAINED_BY);
      var f = t.compareDocumentPosition(l),
        c = e.compareDocumentPosition(l),
        i = f & Node.DOCUMENT_POSITION_CONTAINED_BY || c & Node.DOCUMENT_POSITION_CONTAINED_BY;
      return (
        (c =
          a && n && f & Node.DOCUMENT_POSITION_FOLLOWING && c & Node.DOCUMENT_POSITION_PRECEDING),
        (t =
          (a && t === l) || (n && e === l) || i || c
            ? Node.DOCUMENT_POSITION_CONTAINED_BY
            : (!a && t === l) || (!n && e === l)
              ? Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
              : f),
        t & Node.DOCUMENT_POSITION_DISCONNECTED ||
        t & Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC ||
        gh(t, this._fragmentFiber, u[0], u[u.length - 1], l)
          ? t
          : Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
      );
    });
  function gh(l, t, u, a, e) {
    var n = Ru(e);
    if (l & Node.DOCUMENT_POSITION_CONTAINED_BY) {
      if ((u = !!n))
        l: {
          for (; n !== null; ) {
            if (n.tag === 7 && (n === t || n.alternate === t)) {
              u = !0;
              break l;
            }
            n = n.return;
          }
          u = !1;
        }
      return u;
    }
    if (l & Node.DOCUMENT_POSITION_CONTAINS) {
      if (n === null)
        return ((n = e.ownerDocument), e === n || e === n.documentElement || e === n.body);
      l: {
        for (n = t, t = ll(t); n !== null; ) {
          if (!((n.tag !== 5 && n.tag !== 3 && n.tag !== 27) || (n !== t && n.alternate !== t))) {
            n = !0;
            break l;
          }
          n = n.return;
        }
        n = !1;
      }
      return n;
    }
    return l & Node.DOCUMENT_POSITION_PRECEDING
      ? ((t = !!n) &&
          !(t = n === u) &&
          ((t = st(u, n, ua)),
          t === null ? (t = !1) : (w(t, !0, Ie, n, u), (n = Rt), (Rt = null), (t = n !== null))),
        t)
      : l & Node.DOCUMENT_POSITION_FOLLOWING
        ? ((t = !!n) &&
            !(t = n === a) &&
            ((t = st(a, n, ua)),
            t === null
              ? (t = !1)
              : (w(t, !0, ta, n, a), (n = Rt), (la = Rt = null), (t = n !== null))),
          t)
        : !1;
  }
  function o1(l, t) {
    var u = l.ownerDocument.createRange();
    u.selectNodeContents(l),
      (l = u.getBoundingClientRect()),
      window.scrollTo(
        window.scrollX + l.left,
        t ? window.scrollY + l.top : window.scrollY + l.bottom - window.innerHeight,
      );
  }
  Il.prototype.scrollIntoView = function (l) {
    if (typeof l == "object") throw Error(s(566));
    var t = [];
    w(this._fragmentFiber.child, !1, ki, t, void 0, void 0);
    var u = l !== !1;
    if (t.length === 0) {
      var a = Wt(this._fragmentFiber);
      if (((a = u ? a[1] || a[0] || ll(this._fragmentFiber) : a[0] || a[1]), a === null)) return;
      if (a.tag === 6) {
        (l = ul(a)), o1(l, u);
        return;
      }
      if (((a = ul(a)), a.nodeType !== 9)) {
        if (a.nodeType === 11) {
          (u = "host" in a ? a.host : null), u !== null && u.scrollIntoView(l);
          return;
        }
        a.scrollIntoView(l);
      }
    }
    for (a = u ? t.length - 1 : 0; a !== (u ? -1 : t.length); ) {
      var e = t[a];
      e.tag === 6 ? ((e = ul(e)), o1(e, u)) : ul(e).scrollIntoView(l), (a += u ? -1 : 1);
    }
  };
  function sh(l, t) {
    return ((l = ul(l)), y1(l, t), !1);
  }
  function y1(l, t) {
    l.reactFragments == null && (l.reactFragments = new Set()), l.reactFragments.add(t);
  }
  function d1(l, t) {
    var u = t._eventListeners;
    if (u !== null)
      for (var a = 0; a < u.length; a++) {
        var e = u[a];
        l.addEventListener(e.type, e.attachedListener, Ka(e.optionsOrUseCapture));
      }
    l.nodeType !== 3 &&
      ((u = t._observers),
      u !== null &&
        u.forEach((n) => {
          for (var f = 0, c = 0; c < ht.length; c++) {
            var i = ht[c];
            (i.fragmentInstance !== t || i.observer !== n || i.instance !== l) && (ht[f++] = i);
          }
          (ht.length = f), n.observe(l);
        }),
      y1(l, t));
  }
  function Sh(l, t) {
    var u = t._eventListeners;
    if (u !== null)
      for (var a = 0; a < u.length; a++) {
        var e = u[a];
        l.removeEventListener(e.type, e.attachedListener, Ka(e.optionsOrUseCapture));
      }
    l.nodeType !== 3 &&
      ((u = t._observers),
      u !== null &&
        u.forEach((n) => {
          typeof n.rootMargin == "string" ? dh(t, n, l) : n.unobserve(l);
        }),
      l.reactFragments != null && l.reactFragments.delete(t));
  }
  function l0(l) {
    var t = l.firstChild;
    for (t && t.nodeType === 10 && (t = t.nextSibling); t; ) {
      var u = t;
      switch (((t = t.nextSibling), u.nodeName)) {
        case "HTML":
        case "HEAD":
        case "BODY":
          l0(u), mn(u);
          continue;
        case "SCRIPT":
        case "STYLE":
          continue;
        case "LINK":
          if (u.rel.toLowerCase() === "stylesheet") continue;
      }
      l.removeChild(u);
    }
  }
  function zh(l, t, u, a) {
    for (; l.nodeType === 1; ) {
      var e = u;
      if (l.nodeName.toLowerCase() !== t.toLowerCase()) {
        if (!a && (l.nodeName !== "INPUT" || l.type !== "hidden")) break;
      } else if (a) {
        if (!l[ee])
          switch (t) {
            case "meta":
              if (!l.hasAttribute("itemprop")) break;
              return l;
            case "link":
              if (
                ((n = l.getAttribute("rel")),
                n === "stylesheet" && l.hasAttribute("data-precedence"))
              )
                break;
              if (
                n !== e.rel ||
                l.getAttribute("href") !== (e.href == null || e.href === "" ? null : e.href) ||
                l.getAttribute("crossorigin") !== (e.crossOrigin == null ? null : e.crossOrigin) ||
                l.getAttribute("title") !== (e.title == null ? null : e.title)
              )
                break;
              return l;
            case "style":
              if (l.hasAttribute("data-precedence")) break;
              return l;
            case "script":
              if (
                ((n = l.getAttribute("src")),
                (n !== (e.src == null ? null : e.src) ||
                  l.getAttribute("type") !== (e.type == null ? null : e.type) ||
                  l.getAttribute("crossorigin") !==
                    (e.crossOrigin == null ? null : e.crossOrigin)) &&
                  n &&
                  l.hasAttribute("async") &&
                  !l.hasAttribute("itemprop"))
              )
                break;
              return l;
            default:
              return l;
          }
      } else if (t === "input" && l.type === "hidden") {
        var n = e.name == null ? null : "" + e.name;
        if (e.type === "hidden" && l.getAttribute("name") === n) return l;
      } else return l;
      if (((l = ft(l.nextSibling)), l === null)) break;
    }
    return null;
  }
  function Th(l, t, u) {
    if (t === "") return null;
    for (; l.nodeType !== 3; )
      if (
        ((l.nodeType !== 1 || l.nodeName !== "INPUT" || l.type !== "hidden") && !u) ||
        ((l = ft(l.nextSibling)), l === null)
      )
        return null;
    return l;
  }
  function h1(l, t) {
    for (; l.nodeType !== 8; )
      if (
        ((l.nodeType !== 1 || l.nodeName !== "INPUT" || l.type !== "hidden") && !t) ||
        ((l = ft(l.nextSibling)), l === null)
      )
        return null;
    return l;
  }
  function t0(l) {
    return l.data === "$?" || l.data === "$~";
  }
  function u0(l) {
    return l.data === "$!" || (l.data === "$?" && l.ownerDocument.readyState !== "loading");
  }
  function bh(l, t) {
    var u = l.ownerDocument;
    if (l.data === "$~") l._reactRetry = t;
    else if (l.data !== "$?" || u.readyState !== "loading") t();
    else {
      var a = () => {
        t(), u.removeEventListener("DOMContentLoaded", a);
      };
      u.addEventListener("DOMContentLoaded", a), (l._reactRetry = a);
    }
  }
  function ft(l) {
    for (; l != null; l = l.nextSibling) {
      var t = l.nodeType;
      if (t === 1 || t === 3) break;
      if (t === 8) {
        if (
          ((t = l.data),
          t === "$" ||
            t === "$!" ||
            t === "$?" ||
            t === "$~" ||
            t === "&" ||
            t === "F!" ||
            t === "F")
        )
          break;
        if (t === "/$" || t === "/&") return null;
      }
    }
    return l;
  }
  var a0 = null;
  function g1(l) {
    l = l.nextSibling;
    for (var t = 0; l; ) {
      if (l.nodeType === 8) {
        var u = l.data;
        if (u === "/$" || u === "/&") {
          if (t === 0) return ft(l.nextSibling);
          t--;
        } else (u !== "$" && u !== "$!" && u !== "$?" && u !== "$~" && u !== "&") || t++;
      }
      l = l.nextSibling;
    }
    return null;
  }
  function s1(l) {
    l = l.previousSibling;
    for (var t = 0; l; ) {
      if (l.nodeType === 8) {
        var u = l.data;
        if (u === "$" || u === "$!" || u === "$?" || u === "$~" || u === "&") {
          if (t === 0) return l;
          t--;
        } else (u !== "/$" && u !== "/&") || t++;
      }
      l = l.previousSibling;
    }
    return null;
  }
  function Eh(l, t) {
    function u() {
      a = !0;
    }
    if (l.ownerDocument.activeElement === l) return !0;
    var a = !1;
    try {
      l.ownerDocument.addEventListener("focus", u, !0),
        (l.focus || HTMLElement.prototype.focus).call(l, t);
    } finally {
      l.ownerDocument.removeEventListener("focus", u, !0);
    }
    return a;
  }
  function Oh(l) {
    u1(() => {
      u1((t) => l(t));
    });
  }
  function S1(l, t, u) {
    switch (((t = Ve(u)), l)) {
      case "html":
        if (((l = t.documentElement), !l)) throw Error(s(452));
        return l;
      case "head":
        if (((l = t.head), !l)) throw Error(s(453));
        return l;
      case "body":
        if (((l = t.body), !l)) throw Error(s(454));
        return l;
      default:
        throw Error(s(451));
    }
  }
  function z1(l, t, u) {
    for (var a in u) {
      var e = u[a];
      Object.hasOwn(u, a) && e != null && J(l, t, a, null, Id, e);
    }
    u.dangerouslySetInnerHTML != null && (l.textContent = ""),
      l.onclick === bt && (l.onclick = null),
      mn(l);
  }
  function e0(l) {
    for (var t = l.attributes; t.length; ) l.removeAttributeNode(t[0]);
    mn(l);
  }
  var ct = new Map(),
    T1 = new Set();
  function je(l) {
    if (typeof l.getRootNode == "function") {
      var t = l.getRootNode();
      if (t.nodeType === 9 || t.nodeType === 11) return t;
    }
    return l.nodeType === 9 ? l : l.ownerDocument;
  }
  var wt = V.d;
  V.d = { f: Nh, r: Ah, D: Dh, C: Mh, L: _h, m: Uh, X: Ch, S: Hh, M: Rh };
  function Nh() {
    var l = wt.f(),
      t = hf();
    return l || t;
  }
  function Ah(l) {
    var t = va(l);
    t !== null && t.tag === 5 && t.type === "form" ? bm(t) : wt.r(l);
  }
  var Ja = typeof document > "u" ? null : document;
  function b1(l, t, u) {
    var a = Ja;
    if (a && typeof t == "string" && t) {
      var e = Pl(t);
      (e = 'link[rel="' + l + '"][href="' + e + '"]'),
        typeof u == "string" && (e += '[crossorigin="' + u + '"]'),
        T1.has(e) ||
          (T1.add(e),
          (l = { rel: l, crossOrigin: u, href: t }),
          a.querySelector(e) === null &&
            ((t = a.createElement("link")), Nl(t, "link", l), dl(t), a.head.appendChild(t)));
    }
  }
  function Dh(l) {
    wt.D(l), b1("dns-prefetch", l, null);
  }
  function Mh(l, t) {
    wt.C(l, t), b1("preconnect", l, t);
  }
  function _h(l, t, u) {
    wt.L(l, t, u);
    var a = Ja;
    if (a && l && t) {
      var e = 'link[rel="preload"][as="' + Pl(t) + '"]';
      t === "image" && u && u.imageSrcSet
        ? ((e += '[imagesrcset="' + Pl(u.imageSrcSet) + '"]'),
          typeof u.imageSizes == "string" && (e += '[imagesizes="' + Pl(u.imageSizes) + '"]'))
        : (e += '[href="' + Pl(l) + '"]');
      var n = e;
      switch (t) {
        case "style":
          n = pa(l);
          break;
        case "script":
          n = wa(l);
      }
      if (
        !(
          ct.has(n) ||
          ((l = X(
            { rel: "preload", href: t === "image" && u && u.imageSrcSet ? void 0 : l, as: t },
            u,
          )),
          ct.set(n, l),
          a.querySelector(e) !== null ||
            (t === "style" && a.querySelector(xe(n))) ||
            (t === "script" && a.querySelector(Le(n))))
        )
      ) {
        var f = a.createElement("link");
        Nl(f, "link", l),
          t === "style" &&
            ((f[vn] = !0),
            (f.onload = f.onerror =
              () => {
                r0(f);
              })),
          dl(f),
          a.head.appendChild(f);
      }
    }
  }
  function Uh(l, t) {
    wt.m(l, t);
    var u = Ja;
    if (u && l) {
      var a = t && typeof t.as == "string" ? t.as : "script",
        e = 'link[rel="modulepreload"][as="' + Pl(a) + '"][href="' + Pl(l) + '"]',
        n = e;
      switch (a) {
        case "audioworklet":
        case "paintworklet":
        case "serviceworker":
        case "sharedworker":
        case "worker":
        case "script":
          n = wa(l);
      }
      if (
        !ct.has(n) &&
        ((l = X({ rel: "modulepreload", href: l }, t)), ct.set(n, l), u.querySelector(e) === null)
      ) {
        switch (a) {
          case "audioworklet":
          case "paintworklet":
          case "serviceworker":
          case "sharedworker":
          case "worker":
          case "script":
            if (u.querySelector(Le(n))) return;
        }
        (a = u.createElement("link")), Nl(a, "link", l), dl(a), u.head.appendChild(a);
      }
    }
  }
  function Hh(l, t, u) {
    wt.S(l, t, u);
    var a = Ja;
    if (a && l) {
      var e = ma(a).hoistableStyles,
        n = pa(l);
      t = t || "default";
      var f = e.get(n);
      if (!f) {
        var c = { loading: 0, preload: null };
        if ((f = a.querySelector(xe(n)))) c.loading = 5;
        else {
          (l = X({ rel: "stylesheet", href: l, "data-precedence": t }, u)),
            (u = ct.get(n)) && n0(l, u);
          var i = (f = a.createElement("link"));
          dl(i),
            Nl(i, "link", l),
            (i._p = new Promise((y, g) => {
              (i.onload = y), (i.onerror = g);
            })),
            i.addEventListener("load", () => {
              c.loading |= 1;
            }),
            i.addEventListener("error", () => {
              c.loading |= 2;
            }),
            (c.loading |= 4),
            Ef(f, t, a);
        }
        (f = { type: "stylesheet", instance: f, count: 1, state: c }), e.set(n, f);
      }
    }
  }
  function Ch(l, t) {
    wt.X(l, t);
    var u = Ja;
    if (u && l) {
      var a = ma(u).hoistableScripts,
        e = wa(l),
        n = a.get(e);
      n ||
        ((n = u.querySelector(Le(e))),
        n ||
          ((l = X({ src: l, async: !0 }, t)),
          (t = ct.get(e)) && f0(l, t),
          (n = u.createElement("script")),
          dl(n),
          Nl(n, "link", l),
          u.head.appendChild(n)),
        (n = { type: "script", instance: n, count: 1, state: null }),
        a.set(e, n));
    }
  }
  function Rh(l, t) {
    wt.M(l, t);
    var u = Ja;
    if (u && l) {
      var a = ma(u).hoistableScripts,
        e = wa(l),
        n = a.get(e);
      n ||
        ((n = u.querySelector(Le(e))),
        n ||
          ((l = X({ src: l, async: !0, type: "module" }, t)),
          (t = ct.get(e)) && f0(l, t),
          (n = u.createElement("script")),
          dl(n),
          Nl(n, "link", l),
          u.head.appendChild(n)),
        (n = { type: "script", instance: n, count: 1, state: null }),
        a.set(e, n));
    }
  }
  function E1(l, t, u, a) {
    var e = (e = Pt.current) ? je(e) : null;
    if (!e) throw Error(s(446));
    switch (l) {
      case "meta":
      case "title":
        return null;
      case "style":
        return typeof u.precedence == "string" && typeof u.href == "string"
          ? ((u = pa(u.href)),
            (t = ma(e).hoistableStyles),
            (a = t.get(u)),
            a || ((a = { type: "style", instance: null, count: 0, state: null }), t.set(u, a)),
            a)
          : { type: "void", instance: null, count: 0, state: null };
      case "link":
        if (
          u.rel === "stylesheet" &&
          typeof u.href == "string" &&
          typeof u.precedence == "string"
        ) {
          l = pa(u.href);
          var n = ma(e).hoistableStyles,
            f = n.get(l);
          if (
            (f ||
              ((e = e.ownerDocument || e),
              (f = {
                type: "stylesheet",
                instance: null,
                count: 0,
                state: { loading: 0, preload: null },
              }),
              n.set(l, f),
              (n = e.querySelector(xe(l)))
                ? n._p || ((f.instance = n), (f.state.loading = 5))
                : ((n = ct.get(l)),
                  n ||
                    ((n = {
                      rel: "preload",
                      as: "style",
                      href: u.href,
                      crossOrigin: u.crossOrigin,
                      integrity: u.integrity,
                      media: u.media,
                      hrefLang: u.hrefLang,
                      referrerPolicy: u.referrerPolicy,
                    }),
                    ct.set(l, n)),
                  rh(e, l, n, f.state))),
            t && a === null)
          )
            throw Error(s(528, ""));
          return f;
        }
        if (t && a !== null) throw Error(s(529, ""));
        return null;
      case "script":
        return (
          (t = u.async),
          (u = u.src),
          typeof u == "string" && t && typeof t != "function" && typeof t != "symbol"
            ? ((u = wa(u)),
              (t = ma(e).hoistableScripts),
              (a = t.get(u)),
              a || ((a = { type: "script", instance: null, count: 0, state: null }), t.set(u, a)),
              a)
            : { type: "void", instance: null, count: 0, state: null }
        );
      default:
        throw Error(s(444, l));
    }
  }
  function pa(l) {
    return 'href="' + Pl(l) + '"';
  }
  function xe(l) {
    return 'link[rel="stylesheet"][' + l + "]";
  }
  function O1(l) {
    return X({}, l, { "data-precedence": l.precedence, precedence: null });
  }
  function rh(l, t, u, a) {
    if ((t = l.querySelector('link[rel="preload"][as="style"][' + t + "]"))) {
      if (t[vn] !== !0) {
        a.loading = 1;
        return;
      }
    } else
      (t = l.createElement("link")),
        (t[vn] = !0),
        (t.onload = t.onerror = r0.bind(null, t)),
        Nl(t, "link", u),
        dl(t),
        l.head.appendChild(t);
    (a.preload = t),
      t.addEventListener("load", () => (a.loading |= 1)),
      t.addEventListener("error", () => (a.loading |= 2));
  }
  function wa(l) {
    return '[src="' + Pl(l) + '"]';
  }
  function Le(l) {
    return "script[async]" + l;
  }
  function N1(l, t, u) {
    if ((t.count++, t.instance === null))
      switch (t.type) {
        case "style":
          var a = l.querySelector('style[data-href~="' + Pl(u.href) + '"]');
          if (a) return ((t.instance = a), dl(a), a);
          var e = X({}, u, {
            "data-href": u.href,
            "data-precedence": u.precedence,
            href: null,
            precedence: null,
          });
          return (
            (a = (l.ownerDocument || l).createElement("style")),
            dl(a),
            Nl(a, "style", e),
            Ef(a, u.precedence, l),
            (t.instance = a)
          );
        case "stylesheet":
          e = pa(u.href);
          var n = l.querySelector(xe(e));
          if (n) return ((t.state.loading |= 4), (t.instance = n), dl(n), n);
          (a = O1(u)),
            (e = ct.get(e)) && n0(a, e),
            (n = (l.ownerDocument || l).createElement("link")),
            dl(n);
          var f = n;
          return (
            (f._p = new Promise((c, i) => {
              (f.onload = c), (f.onerror = i);
            })),
            Nl(n, "link", a),
            (t.state.loading |= 4),
            Ef(n, u.precedence, l),
            (t.instance = n)
          );
        case "script":
          return (
            (n = wa(u.src)),
            (e = l.querySelector(Le(n)))
              ? ((t.instance = e), dl(e), e)
              : ((a = u),
                (e = ct.get(n)) && ((a = X({}, u)), f0(a, e)),
                (l = l.ownerDocument || l),
                (e = l.createElement("script")),
                dl(e),
                Nl(e, "link", a),
                l.head.appendChild(e),
                (t.instance = e))
          );
        case "void":
          return null;
        default:
          throw Error(s(443, t.type));
      }
    else
      t.type === "stylesheet" &&
        (t.state.loading & 4) === 0 &&
        ((a = t.instance), (t.state.loading |= 4), Ef(a, u.precedence, l));
    return t.instance;
  }
  function Ef(l, t, u) {
    for (
      var a = u.querySelectorAll('link[rel="stylesheet"][data-precedence],style[data-precedence]'),
        e = a.length ? a[a.length - 1] : null,
        n = e,
        f = 0;
      f < a.length;
      f++
    ) {
      var c = a[f];
      if (c.dataset.precedence === t) n = c;
      else if (n !== e) break;
    }
    n
      ? n.parentNode.insertBefore(l, n.nextSibling)
      : ((t = u.nodeType === 9 ? u.head : u), t.insertBefore(l, t.firstChild));
  }
  function n0(l, t) {
    l.crossOrigin == null && (l.crossOrigin = t.crossOrigin),
      l.referrerPolicy == null && (l.referrerPolicy = t.referrerPolicy),
      l.title == null && (l.title = t.title);
  }
  function f0(l, t) {
    l.crossOrigin == null && (l.crossOrigin = t.crossOrigin),
      l.referrerPolicy == null && (l.referrerPolicy = t.referrerPolicy),
      l.integrity == null && (l.integrity = t.integrity);
  }
  var Of = null;
  function A1(l, t, u) {
    if (Of === null) {
      var a = new Map(),
        e = (Of = new Map());
      e.set(u, a);
    } else (e = Of), (a = e.get(u)), a || ((a = new Map()), e.set(u, a));
    if (a.has(l)) return a;
    for (a.set(l, null), u = u.getElementsByTagName(l), e = 0; e < u.length; e++) {
      var n = u[e];
      if (
        !(n[ee] || n[zl] || (l === "link" && n.getAttribute("rel") === "stylesheet")) &&
        n.namespaceURI !== "http://www.w3.org/2000/svg"
      ) {
        var f = n.getAttribute(t) || "";
        f = l + f;
        var c = a.get(f);
        c ? c.push(n) : a.set(f, [n]);
      }
    }
    return a;
  }
  function c0(l, t, u) {
    (l = l.ownerDocument || l),
      l.head.insertBefore(u, t === "title" ? l.querySelector("head > title") : null);
  }
  function Bh(l, t, u) {
    if (u === 1 || t.itemProp != null) return !1;
    switch (l) {
      case "meta":
      case "title":
        return !0;
      case "style":
        if (typeof t.precedence != "string" || typeof t.href != "string" || t.href === "") break;
        return !0;
      case "link":
        if (
          typeof t.rel != "string" ||
          typeof t.href != "string" ||
          t.href === "" ||
          t.onLoad ||
          t.onError
        )
          break;
        return t.rel === "stylesheet"
          ? ((l = t.disabled), typeof t.precedence == "string" && l == null)
          : !0;
      case "script":
        if (
          t.async &&
          typeof t.async != "function" &&
          typeof t.async != "symbol" &&
          !t.onLoad &&
          !t.onError &&
          t.src &&
          typeof t.src == "string"
        )
          return !0;
    }
    return !1;
  }
  function D1(l, t) {
    return l === "img" && t.src != null && t.src !== "" && t.onLoad == null && t.loading !== "lazy";
  }
  function M1(l) {
    return !(l.type === "stylesheet" && (l.state.loading & 3) === 0);
  }
  function _1(l) {
    return (
      (l.width || 100) *
      (l.height || 100) *
      (typeof devicePixelRatio == "number" ? devicePixelRatio : 1) *
      0.25
    );
  }
  function U1(l, t) {
    typeof t.decode == "function" &&
      (l.imgCount++,
      t.complete || ((l.imgBytes += _1(t)), l.suspenseyImages.push(t)),
      (l = Gh.bind(l)),
      t.decode().then(l, l));
  }
  function qh(l, t, u, a) {
    if (
      u.type === "stylesheet" &&
      (typeof a.media != "string" || matchMedia(a.media).matches !== !1) &&
      (u.state.loading & 4) === 0
    ) {
      if (u.instance === null) {
        var e = pa(a.href),
          n = t.querySelector(xe(e));
        if (n) {
          (t = n._p),
            t !== null &&
              typeof t == "object" &&
              typeof t.then == "function" &&
              (l.count++, (l = Ke.bind(l)), t.then(l, l)),
            (u.state.loading |= 4),
            (u.instance = n),
            dl(n);
          return;
        }
        (n = t.ownerDocument || t),
          (a = O1(a)),
          (e = ct.get(e)) && n0(a, e),
          (n = n.createElement("link")),
          dl(n);
        var f = n;
        (f._p = new Promise((c, i) => {
          (f.onload = c), (f.onerror = i);
        })),
          Nl(n, "link", a),
          (u.instance = n);
      }
      l.stylesheets === null && (l.stylesheets = new Map()),
        l.stylesheets.set(u, t),
        (t = u.state.preload) &&
          (u.state.loading & 3) === 0 &&
          (l.count++,
          (u = Ke.bind(l)),
          t.addEventListener("load", u),
          t.addEventListener("error", u));
    }
  }
  var Nf = 0;
  function Yh(l, t) {
    return (
      l.stylesheets && l.count === 0 && Df(l, l.stylesheets),
      0 < l.count || 0 < l.imgCount
        ? (u) => {
            var a = setTimeout(() => {
              if ((l.stylesheets && Df(l, l.stylesheets), l.unsuspend)) {
                var n = l.unsuspend;
                (l.unsuspend = null), n();
              }
            }, 6e4 + t);
            0 < l.imgBytes && Nf === 0 && (Nf = 62500 * Pd());
            var e = setTimeout(
              () => {
                if (
                  ((l.waitingForImages = !1),
                  l.count === 0 && (l.stylesheets && Df(l, l.stylesheets), l.unsuspend))
                ) {
                  var n = l.unsuspend;
                  (l.unsuspend = null), n();
                }
              },
              (l.imgBytes > Nf ? 50 : 800) + t,
            );
            return (
              (l.unsuspend = u),
              () => {
                (l.unsuspend = null), clearTimeout(a), clearTimeout(e);
              }
            );
          }
        : null
    );
  }
  function H1(l) {
    if (l.count === 0 && (l.imgCount === 0 || !l.waitingForImages)) {
      if (l.stylesheets) Df(l, l.stylesheets);
      else if (l.unsuspend) {
        var t = l.unsuspend;
        (l.unsuspend = null), t();
      }
    }
  }
  function Ke() {
    this.count--, H1(this);
  }
  function Gh() {
    this.imgCount--, H1(this);
  }
  var Af = null;
  function Df(l, t) {
    (l.stylesheets = null),
      l.unsuspend !== null &&
        (l.count++, (Af = new Map()), t.forEach(Qh, l), (Af = null), Ke.call(l));
  }
  function Qh(l, t) {
    if (!(t.state.loading & 4)) {
      var u = Af.get(l);
      if (u) var a = u.get(null);
      else {
        (u = new Map()), Af.set(l, u);
        for (
          var e = l.querySelectorAll("link[data-precedence],style[data-precedence]"), n = 0;
          n < e.length;
          n++
        ) {
          var f = e[n];
          (f.nodeName === "LINK" || f.getAttribute("media") !== "not all") &&
            (u.set(f.dataset.precedence, f), (a = f));
        }
        a && u.set(null, a);
      }
      (e = t.instance),
        (f = e.getAttribute("data-precedence")),
        (n = u.get(f) || a),
        n === a && u.set(null, e),
        u.set(f, e),
        this.count++,
        (a = Ke.bind(this)),
        e.addEventListener("load", a),
        e.addEventListener("error", a),
        n
          ? n.parentNode.insertBefore(e, n.nextSibling)
          : ((l = l.nodeType === 9 ? l.head : l), l.insertBefore(e, l.firstChild)),
        (t.state.loading |= 4);
    }
  }
  var Fa = {
    $$typeof: Bl,
    Provider: null,
    Consumer: null,
    _currentValue: Hu,
    _currentValue2: Hu,
    _threadCount: 0,
  };
  function Xh(l, t, u, a, e, n, f, c, i) {
    (this.tag = 1),
      (this.containerInfo = l),
      (this.pingCache = this.current = this.pendingChildren = null),
      (this.timeoutHandle = -1),
      (this.callbackNode =
        this.next =
        this.pendingContext =
        this.context =
        this.cancelPendingCommit =
          null),
      (this.callbackPriority = 0),
      (this.expirationTimes = jf(-1)),
      (this.entangledLanes =
        this.shellSuspendCounter =
        this.errorRecoveryDisabledLanes =
        this.expiredLanes =
        this.warmLanes =
        this.pingedLanes =
        this.suspendedLanes =
        this.pendingLanes =
          0),
      (this.entanglements = jf(0)),
      (this.hiddenUpdates = jf(null)),
      (this.identifierPrefix = a),
      (this.onUncaughtError = e),
      (this.onCaughtError = n),
      (this.onRecoverableError = f),
      (this.pooledCache = null),
      (this.pooledCacheLanes = 0),
      (this.formState = i),
      (this.transitionTypes = null),
      (this.incompleteTransitions = new Map());
  }
  function C1(l, t, u, a, e, n, f, c, i, y, g, z) {
    return (
      (l = new Xh(l, t, u, f, i, y, g, z, c)),
      (t = 1),
      n === !0 && (t |= 24),
      (n = Yl(3, null, null, t)),
      (l.current = n),
      (n.stateNode = l),
      (t = Oc()),
      t.refCount++,
      (l.pooledCache = t),
      t.refCount++,
      (n.memoizedState = { element: a, isDehydrated: u, cache: t }),
      Mc(n),
      l
    );
  }
  function R1(l) {
    return l ? ((l = ba), l) : ba;
  }
  function r1(l, t, u, a, e, n) {
    (e = R1(e)),
      a.context === null ? (a.context = e) : (a.pendingContext = e),
      (a = mu(t)),
      (a.payload = { element: u }),
      (n = n === void 0 ? null : n),
      n !== null && (a.callback = n),
      (u = ou(l, a, t)),
      u !== null && (Zl(u, l, t), Ee(u, l, t));
  }
  function B1(l, t) {
    if (((l = l.memoizedState), l !== null && l.dehydrated !== null)) {
      var u = l.retryLane;
      l.retryLane = u !== 0 && u < t ? u : t;
    }
  }
  function i0(l, t) {
    B1(l, t), (l = l.alternate) && B1(l, t);
  }
  function q1(l) {
    if (l.tag === 13 || l.tag === 31) {
      var t = Yu(l, 67108864);
      t !== null && Zl(t, l, 67108864), i0(l, 67108864);
    }
  }
  function Y1(l) {
    if (l.tag === 13 || l.tag === 31) {
      var t = $l();
      t = xf(t);
      var u = Yu(l, t);
      u !== null && Zl(u, l, t), i0(l, t);
    }
  }
  var Wa = !0;
  function Zh(l, t, u, a) {
    var e = _.T;
    _.T = null;
    var n = V.p;
    try {
      (V.p = 2), v0(l, t, u, a);
    } finally {
      (V.p = n), (_.T = e);
    }
  }
  function Vh(l, t, u, a) {
    var e = _.T;
    _.T = null;
    var n = V.p;
    try {
      (V.p = 8), v0(l, t, u, a);
    } finally {
      (V.p = n), (_.T = e);
    }
  }
  function v0(l, t, u, a) {
    if (Wa) {
      var e = m0(a);
      if (e === null) Ki(l, t, a, Mf, u), Q1(l, a);
      else if (xh(e, l, t, u, a)) a.stopPropagation();
      else if ((Q1(l, a), t & 4 && -1 < jh.indexOf(l))) {
        for (; e !== null; ) {
          var n = va(e);
          if (n !== null)
            switch (n.tag) {
              case 3:
                if (((n = n.stateNode), n.current.memoizedState.isDehydrated)) {
                  var f = Cu(n.pendingLanes);
                  if (f !== 0) {
                    var c = n;
                    for (c.pendingLanes |= 2, c.entangledLanes |= 2; f; ) {
                      var i = 1 << (31 - Ll(f));
                      (c.entanglements[1] |= i), (f &= ~i);
                    }
                    Ct(n), (j & 6) === 0 && ((of = jl() + 500), Qe(0));
                  }
                }
                break;
              case 31:
              case 13:
                (c = Yu(n, 2)), c !== null && Zl(c, n, 2), hf(), i0(n, 2);
            }
          if (((n = m0(a)), n === null && Ki(l, t, a, Mf, u), n === e)) break;
          e = n;
        }
        e !== null && a.stopPropagation();
      } else Ki(l, t, a, null, u);
    }
  }
  function m0(l) {
    return ((l = Wf(l)), o0(l));
  }
  var Mf = null;
  function o0(l) {
    if (((Mf = null), (l = Ru(l)), l !== null)) {
      var t = ol(l);
      if (t === null) l = null;
      else {
        var u = t.tag;
        if (u === 13) {
          if (((l = Dl(t)), l !== null)) return l;
          l = null;
        } else if (u === 31) {
          if (((l = Ft(t)), l !== null)) return l;
          l = null;
        } else if (u === 3) {
          if (t.stateNode.current.memoizedState.isDehydrated)
            return t.tag === 3 ? t.stateNode.containerInfo : null;
          l = null;
        } else t !== l && (l = null);
      }
    }
    return ((Mf = l), null);
  }
  function G1(l) {
    switch (l) {
      case "beforetoggle":
      case "cancel":
      case "click":
      case "close":
      case "contextmenu":
      case "copy":
      case "cut":
      case "auxclick":
      case "dblclick":
      case "dragend":
      case "dragstart":
      case "drop":
      case "focusin":
      case "focusout":
      case "input":
      case "invalid":
      case "keydown":
      case "keypress":
      case "keyup":
      case "mousedown":
      case "mouseup":
      case "paste":
      case "pause":
      case "play":
      case "pointercancel":
      case "pointerdown":
      case "pointerup":
      case "ratechange":
      case "reset":
      case "seeked":
      case "submit":
      case "toggle":
      case "touchcancel":
      case "touchend":
      case "touchstart":
      case "volumechange":
      case "change":
      case "selectionchange":
      case "textInput":
      case "compositionstart":
      case "compositionend":
      case "compositionupdate":
      case "beforeblur":
      case "afterblur":
      case "beforeinput":
      case "blur":
      case "fullscreenchange":
      case "fullscreenerror":
      case "focus":
      case "hashchange":
      case "popstate":
      case "select":
      case "selectstart":
        return 2;
      case "drag":
      case "dragenter":
      case "dragexit":
      case "dragleave":
      case "dragover":
      case "mousemove":
      case "mouseout":
      case "mouseover":
      case "pointermove":
      case "pointerout":
      case "pointerover":
      case "resize":
      case "scroll":
      case "touchmove":
      case "wheel":
      case "mouseenter":
      case "mouseleave":
      case "pointerenter":
      case "pointerleave":
        return 8;
      case "message":
        switch (P1()) {
          case b0:
            return 2;
          case E0:
            return 8;
          case an:
          case ly:
            return 32;
          case O0:
            return 268435456;
          default:
            return 32;
        }
      default:
        return 32;
    }
  }
  var y0 = !1,
    Nu = null,
    Au = null,
    Du = null,
    Je = new Map(),
    pe = new Map(),
    Mu = [],
    jh =
      "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset".split(
        " ",
      );
  function Q1(l, t) {
    switch (l) {
      case "focusin":
      case "focusout":
        Nu = null;
        break;
      case "dragenter":
      case "dragleave":
        Au = null;
        break;
      case "mouseover":
      case "mouseout":
        Du = null;
        break;
      case "pointerover":
      case "pointerout":
        Je.delete(t.pointerId);
        break;
      case "gotpointercapture":
      case "lostpointercapture":
        pe.delete(t.pointerId);
    }
  }
  function we(l, t, u, a, e, n) {
    return l === null || l.nativeEvent !== n
      ? ((l = {
          blockedOn: t,
          domEventName: u,
          eventSystemFlags: a,
          nativeEvent: n,
          targetContainers: [e],
        }),
        t !== null && ((t = va(t)), t !== null && q1(t)),
        l)
      : ((l.eventSystemFlags |= a),
        (t = l.targetContainers),
        e !== null && t.indexOf(e) === -1 && t.push(e),
        l);
  }
  function xh(l, t, u, a, e) {
    switch (t) {
      case "focusin":
        return ((Nu = we(Nu, l, t, u, a, e)), !0);
      case "dragenter":
        return ((Au = we(Au, l, t, u, a, e)), !0);
      case "mouseover":
        return ((Du = we(Du, l, t, u, a, e)), !0);
      case "pointerover":
        var n = e.pointerId;
        return (Je.set(n, we(Je.get(n) || null, l, t, u, a, e)), !0);
      case "gotpointercapture":
        return ((n = e.pointerId), pe.set(n, we(pe.get(n) || null, l, t, u, a, e)), !0);
    }
    return !1;
  }
  function X1(l) {
    var t = Ru(l.target);
    if (t !== null) {
      var u = ol(t);
      if (u !== null) {
        if (((t = u.tag), t === 13)) {
          if (((t = Dl(u)), t !== null)) {
            (l.blockedOn = t),
              H0(l.priority, () => {
                Y1(u);
              });
            return;
          }
        } else if (t === 31) {
          if (((t = Ft(u)), t !== null)) {
            (l.blockedOn = t),
              H0(l.priority, () => {
                Y1(u);
              });
            return;
          }
        } else if (t === 3 && u.stateNode.current.memoizedState.isDehydrated) {
          l.blockedOn = u.tag === 3 ? u.stateNode.containerInfo : null;
          return;
        }
      }
    }
    l.blockedOn = null;
  }
  function _f(l) {
    if (l.blockedOn !== null) return !1;
    for (var t = l.targetContainers; 0 < t.length; ) {
      var u = m0(l.nativeEvent);
      if (u === null) {
        u = l.nativeEvent;
        var a = new u.constructor(u.type, u);
        (Ff = a), u.target.dispatchEvent(a), (Ff = null);
      } else return ((t = va(u)), t !== null && q1(t), (l.blockedOn = u), !1);
      t.shift();
    }
    return !0;
  }
  function Z1(l, t, u) {
    _f(l) && u.delete(t);
  }
  function Lh() {
    (y0 = !1),
      Nu !== null && _f(Nu) && (Nu = null),
      Au !== null && _f(Au) && (Au = null),
      Du !== null && _f(Du) && (Du = null),
      Je.forEach(Z1),
      pe.forEach(Z1);
  }
  function Uf(l, t) {
    l.blockedOn === t &&
      ((l.blockedOn = null),
      y0 || ((y0 = !0), A.unstable_scheduleCallback(A.unstable_NormalPriority, Lh)));
  }
  var Hf = null;
  function V1(l) {
    Hf !== l &&
      ((Hf = l),
      A.unstable_scheduleCallback(A.unstable_NormalPriority, () => {
        Hf === l && (Hf = null);
        for (var t = 0; t < l.length; t += 3) {
          var u = l[t],
            a = l[t + 1],
            e = l[t + 2];
          if (typeof a != "function") {
            if (o0(a || u) === null) continue;
            break;
          }
          var n = va(u);
          n !== null &&
            (l.splice(t, 3),
            (t -= 3),
            wc(n, { pending: !0, data: e, method: u.method, action: a }, a, e));
        }
      }));
  }
  function $a(l) {
    function t(i) {
      return Uf(i, l);
    }
    Nu !== null && Uf(Nu, l),
      Au !== null && Uf(Au, l),
      Du !== null && Uf(Du, l),
      Je.forEach(t),
      pe.forEach(t);
    for (var u = 0; u < Mu.length; u++) {
      var a = Mu[u];
      a.blockedOn === l && (a.blockedOn = null);
    }
    for (; 0 < Mu.length && ((u = Mu[0]), u.blockedOn === null); )
      X1(u), u.blockedOn === null && Mu.shift();
    if (((u = (l.ownerDocument || l).$$reactFormReplay), u != null))
      for (a = 0; a < u.length; a += 3) {
        var e = u[a],
          n = u[a + 1],
          f = e[ql] || null;
        if (typeof n == "function") f || V1(u);
        else if (f) {
          var c = null;
          if (n && n.hasAttribute("formAction")) {
            if (((e = n), (f = n[ql] || null))) c = f.formAction;
            else if (o0(e) !== null) continue;
          } else c = f.action;
          typeof c == "function" ? (u[a + 1] = c) : (u.splice(a, 3), (a -= 3)), V1(u);
        }
      }
  }
  function j1() {
    function l(n) {
      n.canIntercept &&
        n.info === "react-transition" &&
        n.intercept({
          handler: () => new Promise((f) => (e = f)),
          focusReset: "manual",
          scroll: "manual",
        });
    }
    function t() {
      e !== null && (e(), (e = null)), a || setTimeout(u, 20);
    }
    function u() {
      if (!a && !navigation.transition) {
        var n = navigation.currentEntry;
        n &&
          n.url != null &&
          navigation.navigate(n.url, {
            state: n.getState(),
            info: "react-transition",
            history: "replace",
          });
      }
    }
    if (typeof navigation == "object") {
      var a = !1,
        e = null;
      return (
        navigation.addEventListener("navigate", l),
        navigation.addEventListener("navigatesuccess", t),
        navigation.addEventListener("navigateerror", t),
        setTimeout(u, 100),
        () => {
          (a = !0),
            navigation.removeEventListener("navigate", l),
            navigation.removeEventListener("navigatesuccess", t),
            navigation.removeEventListener("navigateerror", t),
            e !== null && (e(), (e = null));
        }
      );
    }
  }
  function d0(l) {
    this._internalRoot = l;
  }
  (Cf.prototype.render = d0.prototype.render =
    function (l) {
      var t = this._internalRoot;
      if (t === null) throw Error(s(409));
      var u = t.current,
        a = $l();
      r1(u, a, l, t, null, null);
    }),
    (Cf.prototype.unmount = d0.prototype.unmount =
      function () {
        var l = this._internalRoot;
        if (l !== null) {
          this._internalRoot = null;
          var t = l.containerInfo;
          r1(l.current, 2, null, l, null, null), hf(), (t[ia] = null);
        }
      });
  function Cf(l) {
    this._internalRoot = l;
  }
  Cf.prototype.unstable_scheduleHydration = (l) => {
    if (l) {
      var t = U0();
      l = { blockedOn: null, target: l, priority: t };
      for (var u = 0; u < Mu.length && t !== 0 && t < Mu[u].priority; u++);
      Mu.splice(u, 0, l), u === 0 && X1(l);
    }
  };
  var x1 = Ul.version;
  if (x1 !== "19.3.1") throw Error(s(527, x1, "19.3.1"));
  V.findDOMNode = (l) => {
    var t = l._reactInternals;
    if (t === void 0)
      throw typeof l.render == "function"
        ? Error(s(188))
        : ((l = Object.keys(l).join(",")), Error(s(268, l)));
    return ((l = gt(t)), (l = l !== null ? $e(l) : null), (l = l === null ? null : l.stateNode), l);
  };
  var Kh = {
    bundleType: 0,
    version: "19.3.1",
    rendererPackageName: "react-dom",
    currentDispatcherRef: _,
    reconcilerVersion: "19.3.1",
  };
  if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < "u") {
    var Rf = __REACT_DEVTOOLS_GLOBAL_HOOK__;
    if (!Rf.isDisabled && Rf.supportsFiber)
      try {
        (te = Rf.inject(Kh)), (xl = Rf);
      } catch {}
  }
  return (
    (Fe.createRoot = (l, t) => {
      if (!Vl(l)) throw Error(s(299));
      var u = !1,
        a = "",
        e = Cm,
        n = Rm,
        f = rm;
      return (
        t != null &&
          (t.unstable_strictMode === !0 && (u = !0),
          t.identifierPrefix !== void 0 && (a = t.identifierPrefix),
          t.onUncaughtError !== void 0 && (e = t.onUncaughtError),
          t.onCaughtError !== void 0 && (n = t.onCaughtError),
          t.onRecoverableError !== void 0 && (f = t.onRecoverableError)),
        (t = C1(l, 1, !1, null, null, u, a, null, e, n, f, j1)),
        (l[ia] = t.current),
        Li(l),
        new d0(t)
      );
    }),
    (Fe.hydrateRoot = (l, t, u) => {
      if (!Vl(l)) throw Error(s(299));
      var a = !1,
        e = "",
        n = Cm,
        f = Rm,
        c = rm,
        i = null;
      return (
        u != null &&
          (u.unstable_strictMode === !0 && (a = !0),
          u.identifierPrefix !== void 0 && (e = u.identifierPrefix),
          u.onUncaughtError !== void 0 && (n = u.onUncaughtError),
          u.onCaughtError !== void 0 && (f = u.onCaughtError),
          u.onRecoverableError !== void 0 && (c = u.onRecoverableError),
          u.formState !== void 0 && (i = u.formState)),
        (t = C1(l, 1, !0, t, u ?? null, a, e, i, n, f, c, j1)),
        (t.context = R1(null)),
        (u = t.current),
        (a = $l()),
        (a = xf(a)),
        (e = mu(a)),
        (e.callback = null),
        ou(u, e, a),
        (u = a),
        (t.current.lanes = u),
        ae(t, u),
        Ct(t),
        (l[ia] = t.current),
        Li(l),
        new Cf(t)
      );
    }),
    (Fe.version = "19.3.1"),
    Fe
  );
}
var w1;
function yg() {
  if (w1) return h0.exports;
  w1 = 1;
  function A() {
    if (
      !(
        typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ > "u" ||
        typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE != "function"
      )
    )
      try {
        __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(A);
      } catch (Ul) {
        console.error(Ul);
      }
  }
  return (A(), (h0.exports = og()), h0.exports);
}
var dg = yg();
function hg(A) {
  return _l.createElement(wh, { flushSync: ig.flushSync, ...A });
}
let N = null,
  We = null;
function gg() {
  if (
    !N &&
    window.__reactRouterContext &&
    window.__reactRouterManifest &&
    window.__reactRouterRouteModules
  ) {
    if (window.__reactRouterManifest.sri === !0) {
      const A = document.querySelector("script[rr-importmap]");
      if (A?.textContent)
        try {
          window.__reactRouterManifest.sri = JSON.parse(A.textContent).integrity;
        } catch (Ul) {
          console.error("Failed to parse import map", Ul);
        }
    }
    N = {
      context: window.__reactRouterContext,
      manifest: window.__reactRouterManifest,
      routeModules: window.__reactRouterRouteModules,
      stateDecodingPromise: void 0,
      router: void 0,
      routerInitialized: !1,
    };
  }
}
function sg({ getContext: A, instrumentations: Ul }) {
  if ((gg(), !N))
    throw new Error(
      "You must be using the SSR features of React Router in order to skip passing a `router` prop to `<RouterProvider>`",
    );
  const Al = N;
  if (!N.stateDecodingPromise) {
    const Dl = N.context.stream;
    F1(Dl, "No stream found for single fetch decoding"),
      (N.context.stream = void 0),
      (N.stateDecodingPromise = Ih(Dl, window)
        .then((Ft) => {
          (N.context.state = Ft.value), (Al.stateDecodingPromise.value = !0);
        })
        .catch((Ft) => {
          Al.stateDecodingPromise.error = Ft;
        }));
  }
  if (N.stateDecodingPromise.error) throw N.stateDecodingPromise.error;
  if (!N.stateDecodingPromise.value) throw N.stateDecodingPromise;
  let s = kh(
      N.manifest.routes,
      N.routeModules,
      N.context.state,
      N.context.ssr,
      N.context.isSpaMode,
    ),
    Vl;
  if (N.context.isSpaMode) {
    const { loaderData: Dl } = N.context.state;
    N.manifest.routes.root?.hasLoader &&
      Dl &&
      "root" in Dl &&
      (Vl = { loaderData: { root: Dl.root } });
  } else
    Vl = Ph({
      state: N.context.state,
      routes: s,
      getRouteInfo: (Dl) => ({
        clientLoader: N.routeModules[Dl]?.clientLoader,
        hasLoader: N.manifest.routes[Dl]?.hasLoader === !0,
        hasHydrateFallback: N.routeModules[Dl]?.HydrateFallback != null,
      }),
      location: window.location,
      basename: window.__reactRouterContext?.basename,
      future: N.context.future,
      isSpaMode: N.context.isSpaMode,
    });
  window.history.state &&
    window.history.state.masked &&
    window.history.replaceState({ ...window.history.state, masked: void 0 }, "");
  const ol = lg({
    routes: s,
    history: ag(),
    basename: N.context.basename,
    getContext: A,
    hydrationData: Vl,
    mapRouteProperties: fg,
    hydrationRouteProperties: ng,
    instrumentations: Ul,
    dataStrategy: ug(() => ol, N.manifest, N.routeModules, N.context.ssr),
    patchRoutesOnNavigation: tg(
      () => ol,
      N.manifest,
      N.routeModules,
      N.context.ssr,
      N.context.routeDiscovery,
      N.context.isSpaMode,
      N.context.basename,
    ),
  });
  return (
    (N.router = ol),
    ol.state.initialized && ((N.routerInitialized = !0), ol.initialize()),
    (ol.createRoutesForHMR = eg),
    (window.__reactRouterDataRouter = ol),
    ol
  );
}
function Sg(A) {
  We || (We = sg({ getContext: A.getContext, instrumentations: A.instrumentations }));
  const [Ul, Al] = _l.useState(void 0);
  _l.useEffect(() => {}, []), _l.useEffect(() => {}, [Ul]);
  const [s, Vl] = _l.useState(We.state.location);
  return (
    _l.useLayoutEffect(() => {
      N && N.router && !N.routerInitialized && ((N.routerInitialized = !0), N.router.initialize());
    }, []),
    _l.useLayoutEffect(() => {
      if (N && N.router)
        return N.router.subscribe((ol) => {
          ol.location !== s && Vl(ol.location);
        });
    }, [s]),
    F1(N, "ssrInfo unavailable for HydratedRouter"),
    Fh(
      We,
      N.manifest,
      N.routeModules,
      N.context.ssr,
      N.context.routeDiscovery,
      N.context.isSpaMode,
    ),
    _l.createElement(
      _l.Fragment,
      null,
      _l.createElement(
        Wh.Provider,
        {
          value: {
            manifest: N.manifest,
            routeModules: N.routeModules,
            future: N.context.future,
            criticalCss: Ul,
            ssr: N.context.ssr,
            isSpaMode: N.context.isSpaMode,
            routeDiscovery: N.context.routeDiscovery,
          },
        },
        _l.createElement(
          $h,
          { location: s },
          _l.createElement(hg, {
            router: We,
            useTransitions: A.useTransitions,
            onError: A.onError,
          }),
        ),
      ),
      _l.createElement(_l.Fragment, null),
    )
  );
}
_l.startTransition(() => {
  dg.hydrateRoot(document, L1.jsx(_l.StrictMode, { children: L1.jsx(Sg, {}) }));
});
