const No = (() => {
    const t = typeof document < "u" && document.createElement("link").relList;
    return t && t.supports && t.supports("modulepreload") ? "modulepreload" : "preload";
  })(),
  ko = (e) => "/" + e,
  Pn = {},
  ya = (t, r, n) => {
    let a = Promise.resolve();
    if (r && r.length > 0) {
      const s = (u) =>
        Promise.all(
          u.map((d) =>
            Promise.resolve(d).then(
              (h) => ({ status: "fulfilled", value: h }),
              (h) => ({ status: "rejected", reason: h }),
            ),
          ),
        );
      document.getElementsByTagName("link");
      const i = document.querySelector("meta[property=csp-nonce]"),
        l = i?.nonce || i?.getAttribute("nonce");
      a = s(
        r.map((u) => {
          if (((u = ko(u)), u in Pn)) return;
          Pn[u] = !0;
          const d = u.endsWith(".css"),
            h = d ? '[rel="stylesheet"]' : "";
          if (document.querySelector(`link[href="${u}"]${h}`)) return;
          const m = document.createElement("link");
          if (
            ((m.rel = d ? "stylesheet" : No),
            d || (m.as = "script"),
            (m.crossOrigin = ""),
            (m.href = u),
            l && m.setAttribute("nonce", l),
            document.head.appendChild(m),
            d)
          )
            return new Promise((v, E) => {
              m.addEventListener("load", v),
                m.addEventListener("error", () => E(new Error(`Unable to preload CSS for ${u}`)));
            });
        }),
      );
    }
    function o(i) {
      const l = new Event("vite:preloadError", { cancelable: !0 });
      if (((l.payload = i), window.dispatchEvent(l), !l.defaultPrevented)) throw i;
    }
    return a.then((i) => {
      for (const l of i || []) l.status === "rejected" && o(l.reason);
      return t().catch(o);
    });
  };
const qt = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i,
  Qt = /^[\\/]{2}/;
function va(e, t) {
  return t + e.replace(/\\/g, "/");
}
const Mn = "popstate";
function Tn(e) {
  return (
    typeof e == "object" &&
    e != null &&
    "pathname" in e &&
    "search" in e &&
    "hash" in e &&
    "state" in e &&
    "key" in e
  );
}
function ru(e = {}) {
  function t(n, a) {
    const o = a.state?.masked,
      { pathname: i, search: l, hash: s } = o || n.location;
    return St(
      "",
      { pathname: i, search: l, hash: s },
      (a.state && a.state.usr) || null,
      (a.state && a.state.key) || "default",
      o
        ? { pathname: n.location.pathname, search: n.location.search, hash: n.location.hash }
        : void 0,
    );
  }
  function r(n, a) {
    return typeof a == "string" ? a : ge(a);
  }
  return Ao(t, r, null, e);
}
function V(e, t) {
  if (e === !1 || e === null || typeof e > "u") throw new Error(t);
}
function de(e, t) {
  if (!e) {
    typeof console < "u" && console.warn(t);
    try {
      throw new Error(t);
    } catch {}
  }
}
function Oo() {
  return Math.random().toString(36).substring(2, 10);
}
function Dn(e, t) {
  return {
    usr: e.state,
    key: e.key,
    idx: t,
    masked: e.mask ? { pathname: e.pathname, search: e.search, hash: e.hash } : void 0,
  };
}
function St(e, t, r = null, n, a) {
  return {
    pathname: typeof e == "string" ? e : e.pathname,
    search: "",
    hash: "",
    ...(typeof t == "string" ? Ae(t) : t),
    state: r,
    key: (t && t.key) || n || Oo(),
    mask: a,
  };
}
function ge({ pathname: e = "/", search: t = "", hash: r = "" }) {
  return (
    t && t !== "?" && (e += t.charAt(0) === "?" ? t : "?" + t),
    r && r !== "#" && (e += r.charAt(0) === "#" ? r : "#" + r),
    e
  );
}
function Ae(e) {
  const t = {};
  if (e) {
    const r = e.indexOf("#");
    r >= 0 && ((t.hash = e.substring(r)), (e = e.substring(0, r)));
    const n = e.indexOf("?");
    n >= 0 && ((t.search = e.substring(n)), (e = e.substring(0, n))), e && (t.pathname = e);
  }
  return t;
}
function Ao(e, t, r, n = {}) {
  let { window: a = document.defaultView, v5Compat: o = !1 } = n,
    i = a.history,
    l = "POP",
    s = null,
    u = d();
  u == null && ((u = 0), i.replaceState({ ...i.state, idx: u }, ""));
  function d() {
    return (i.state || { idx: null }).idx;
  }
  function h() {
    l = "POP";
    const w = d(),
      P = w == null ? null : w - u;
    (u = w), s && s({ action: l, location: L.location, delta: P });
  }
  function m(w, P) {
    l = "PUSH";
    const x = Tn(w) ? w : St(L.location, w, P);
    u = d() + 1;
    const T = Dn(x, u),
      D = L.createHref(x.mask || x);
    try {
      i.pushState(T, "", D);
    } catch (_) {
      if (_ instanceof DOMException && _.name === "DataCloneError") throw _;
      a.location.assign(D);
    }
    o && s && s({ action: l, location: L.location, delta: 1 });
  }
  function v(w, P) {
    l = "REPLACE";
    const x = Tn(w) ? w : St(L.location, w, P);
    u = d();
    const T = Dn(x, u),
      D = L.createHref(x.mask || x);
    i.replaceState(T, "", D), o && s && s({ action: l, location: L.location, delta: 0 });
  }
  function E(w) {
    return ga(a, w);
  }
  const L = {
    get action() {
      return l;
    },
    get location() {
      return e(a, i);
    },
    listen(w) {
      if (s) throw new Error("A history only accepts one active listener");
      return (
        a.addEventListener(Mn, h),
        (s = w),
        () => {
          a.removeEventListener(Mn, h), (s = null);
        }
      );
    },
    createHref(w) {
      return t(a, w);
    },
    createURL: E,
    encodeLocation(w) {
      const P = E(w);
      return { pathname: P.pathname, search: P.search, hash: P.hash };
    },
    push: m,
    replace: v,
    go(w) {
      return i.go(w);
    },
  };
  return L;
}
function ga(e, t, r = !1) {
  let n = "http://localhost";
  e && (n = e.location.origin !== "null" ? e.location.origin : e.location.href),
    V(n, "No window.location.(origin|href) available to create URL");
  let a = typeof t == "string" ? t : ge(t);
  return ((a = a.replace(/ $/, "%20")), !r && Qt.test(a) && (a = n + a), new URL(a, n));
}
function Io(e) {
  return e && e.__esModule && Object.hasOwn(e, "default") ? e.default : e;
}
var mr = { exports: {} },
  B = {};
var _n;
function jo() {
  if (_n) return B;
  _n = 1;
  var e = Symbol.for("react.transitional.element"),
    t = Symbol.for("react.portal"),
    r = Symbol.for("react.fragment"),
    n = Symbol.for("react.strict_mode"),
    a = Symbol.for("react.profiler"),
    o = Symbol.for("react.consumer"),
    i = Symbol.for("react.context"),
    l = Symbol.for("react.forward_ref"),
    s = Symbol.for("react.suspense"),
    u = Symbol.for("react.memo"),
    d = Symbol.for("react.lazy"),
    h = Symbol.for("react.activity"),
    m = Symbol.for("react.view_transition"),
    v = Symbol.iterator;
  function E(p) {
    return p === null || typeof p != "object"
      ? null
      : ((p = (v && p[v]) || p["@@iterator"]), typeof p == "function" ? p : null);
  }
  var L = {
      isMounted: () => !1,
      enqueueForceUpdate: () => {},
      enqueueReplaceState: () => {},
      enqueueSetState: () => {},
    },
    w = Object.assign,
    P = {};
  function x(p, S, I) {
    (this.props = p), (this.context = S), (this.refs = P), (this.updater = I || L);
  }
  (x.prototype.isReactComponent = {}),
    (x.prototype.setState = function (p, S) {
      if (typeof p != "object" && typeof p != "function" && p != null)
        throw Error(
          "takes an object of state variables to update or a function which returns an object of state variables.",
        );
      this.updater.enqueueSetState(this, p, S, "setState");
    }),
    (x.prototype.forceUpdate = function (p) {
      this.updater.enqueueForceUpdate(this, p, "forceUpdate");
    });
  function T() {}
  T.prototype = x.prototype;
  function D(p, S, I) {
    (this.props = p), (this.context = S), (this.refs = P), (this.updater = I || L);
  }
  var _ = (D.prototype = new T());
  (_.constructor = D), w(_, x.prototype), (_.isPureReactComponent = !0);
  var N = Array.isArray;
  function Y() {}
  var U = { H: null, A: null, T: null, S: null },
    R = Object.prototype.hasOwnProperty;
  function oe(p, S, I) {
    var A = I.ref;
    return { $$typeof: e, type: p, key: S, ref: A !== void 0 ? A : null, props: I };
  }
  function z(p, S) {
    return oe(p.type, S, p.props);
  }
  function te(p) {
    return typeof p == "object" && p !== null && p.$$typeof === e;
  }
  function k(p) {
    var S = { "=": "=0", ":": "=2" };
    return "$" + p.replace(/[=:]/g, (I) => S[I]);
  }
  var K = /\/+/g;
  function q(p, S) {
    return typeof p == "object" && p !== null && p.key != null ? k("" + p.key) : S.toString(36);
  }
  function fe(p) {
    switch (p.status) {
      case "fulfilled":
        return p.value;
      case "rejected":
        throw p.reason;
      default:
        switch (
          (typeof p.status == "string"
            ? p.then(Y, Y)
            : ((p.status = "pending"),
              p.then(
                (S) => {
                  p.status === "pending" && ((p.status = "fulfilled"), (p.value = S));
                },
                (S) => {
                  p.status === "pending" && ((p.status = "rejected"), (p.reason = S));
                },
              )),
          p.status)
        ) {
          case "fulfilled":
            return p.value;
          case "rejected":
            throw p.reason;
        }
    }
    throw p;
  }
  function G(p, S, I, A, X) {
    var ee = typeof p;
    (ee === "undefined" || ee === "boolean") && (p = null);
    var ne = !1;
    if (p === null) ne = !0;
    else
      switch (ee) {
        case "bigint":
        case "string":
        case "number":
          ne = !0;
          break;
        case "object":
          switch (p.$$typeof) {
            case e:
            case t:
              ne = !0;
              break;
            case d:
              return ((ne = p._init), G(ne(p._payload), S, I, A, X));
          }
      }
    if (ne)
      return (
        (X = X(p)),
        (ne = A === "" ? "." + q(p, 0) : A),
        N(X)
          ? ((I = ""), ne != null && (I = ne.replace(K, "$&/") + "/"), G(X, S, I, "", (ur) => ur))
          : X != null &&
            (te(X) &&
              (X = z(
                X,
                I +
                  (X.key == null || (p && p.key === X.key)
                    ? ""
                    : ("" + X.key).replace(K, "$&/") + "/") +
                  ne,
              )),
            S.push(X)),
        1
      );
    ne = 0;
    var Me = A === "" ? "." : A + ":";
    if (N(p))
      for (var pe = 0; pe < p.length; pe++)
        (A = p[pe]), (ee = Me + q(A, pe)), (ne += G(A, S, I, ee, X));
    else if (((pe = E(p)), typeof pe == "function"))
      for (p = pe.call(p), pe = 0; !(A = p.next()).done; )
        (A = A.value), (ee = Me + q(A, pe++)), (ne += G(A, S, I, ee, X));
    else if (ee === "object") {
      if (typeof p.then == "function") return G(fe(p), S, I, A, X);
      throw (
        (S = String(p)),
        Error(
          "Objects are not valid as a React child (found: " +
            (S === "[object Object]" ? "object with keys {" + Object.keys(p).join(", ") + "}" : S) +
            "). If you meant to render a collection of children, use an array instead.",
        )
      );
    }
    return ne;
  }
  function se(p, S, I) {
    if (p == null) return p;
    var A = [],
      X = 0;
    return (G(p, A, "", "", (ee) => S.call(I, ee, X++)), A);
  }
  function Ne(p) {
    if (p._status === -1) {
      var S = p._result,
        I = S();
      I.then(
        (A) => {
          (p._status === 0 || p._status === -1) &&
            ((p._status = 1),
            (p._result = A),
            I.status === void 0 && ((I.status = "fulfilled"), (I.value = A)));
        },
        (A) => {
          (p._status === 0 || p._status === -1) &&
            ((p._status = 2),
            (p._result = A),
            I.status === void 0 && ((I.status = "rejected"), (I.reason = A)));
        },
      ),
        p._status === -1 && ((p._status = 0), (p._result = I));
    }
    if (p._status === 1) return p._result.default;
    throw p._result;
  }
  var le =
    typeof reportError == "function"
      ? reportError
      : (p) => {
          if (typeof window == "object" && typeof window.ErrorEvent == "function") {
            var S = new window.ErrorEvent("error", {
              bubbles: !0,
              cancelable: !0,
              message:
                typeof p == "object" && p !== null && typeof p.message == "string"
                  ? String(p.message)
                  : String(p),
              error: p,
            });
            if (!window.dispatchEvent(S)) return;
          } else if (typeof process == "object" && typeof process.emit == "function") {
            process.emit("uncaughtException", p);
            return;
          }
          console.error(p);
        };
  function Se(p) {
    var S = U.T,
      I = {};
    (I.types = S !== null ? S.types : null), (U.T = I);
    try {
      var A = p(),
        X = U.S;
      X !== null && X(I, A),
        typeof A == "object" && A !== null && typeof A.then == "function" && A.then(Y, le);
    } catch (ee) {
      le(ee);
    } finally {
      S !== null && I.types !== null && (S.types = I.types), (U.T = S);
    }
  }
  function we(p) {
    var S = U.T;
    if (S !== null) {
      var I = S.types;
      I === null ? (S.types = [p]) : I.indexOf(p) === -1 && I.push(p);
    } else Se(we.bind(null, p));
  }
  var xe = {
    map: se,
    forEach: (p, S, I) => {
      se(
        p,
        function () {
          S.apply(this, arguments);
        },
        I,
      );
    },
    count: (p) => {
      var S = 0;
      return (
        se(p, () => {
          S++;
        }),
        S
      );
    },
    toArray: (p) => se(p, (S) => S) || [],
    only: (p) => {
      if (!te(p))
        throw Error("React.Children.only expected to receive a single React element child.");
      return p;
    },
  };
  return (
    (B.Activity = h),
    (B.Children = xe),
    (B.Component = x),
    (B.Fragment = r),
    (B.Profiler = a),
    (B.PureComponent = D),
    (B.StrictMode = n),
    (B.Suspense = s),
    (B.ViewTransition = m),
    (B.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = U),
    (B.__COMPILER_RUNTIME = { __proto__: null, c: (p) => U.H.useMemoCache(p) }),
    (B.addTransitionType = we),
    (B.cache = (p) =>
      function () {
        return p.apply(null, arguments);
      }),
    (B.cacheSignal = () => null),
    (B.cloneElement = function (p, S, I) {
      if (p == null) throw Error("The argument must be a React element, but you passed " + p + ".");
      var A = w({}, p.props),
        X = p.key;
      if (S != null)
        for (ee in (S.key !== void 0 && (X = "" + S.key), S))
          !R.call(S, ee) ||
            ee === "key" ||
            ee === "__self" ||
            ee === "__source" ||
            (ee === "ref" && S.ref === void 0) ||
            (A[ee] = S[ee]);
      var ee = arguments.length - 2;
      if (ee === 1) A.children = I;
      else if (1 < ee) {
        for (var ne = Array(ee), Me = 0; Me < ee; Me++) ne[Me] = arguments[Me + 2];
        A.children = ne;
      }
      return oe(p.type, X, A);
    }),
    (B.createContext = (p) => (
      (p = {
        $$typeof: i,
        _currentValue: p,
        _currentValue2: p,
        _threadCount: 0,
        Provider: null,
        Consumer: null,
      }),
      (p.Provider = p),
      (p.Consumer = { $$typeof: o, _context: p }),
      p
    )),
    (B.createElement = function (p, S, I) {
      var A,
        X = {},
        ee = null;
      if (S != null)
        for (A in (S.key !== void 0 && (ee = "" + S.key), S))
          R.call(S, A) && A !== "key" && A !== "__self" && A !== "__source" && (X[A] = S[A]);
      var ne = arguments.length - 2;
      if (ne === 1) X.children = I;
      else if (1 < ne) {
        for (var Me = Array(ne), pe = 0; pe < ne; pe++) Me[pe] = arguments[pe + 2];
        X.children = Me;
      }
      if (p && p.defaultProps)
        for (A in ((ne = p.defaultProps), ne)) X[A] === void 0 && (X[A] = ne[A]);
      return oe(p, ee, X);
    }),
    (B.createRef = () => ({ current: null })),
    (B.forwardRef = (p) => ({ $$typeof: l, render: p })),
    (B.isValidElement = te),
    (B.lazy = (p) => ({ $$typeof: d, _payload: { _status: -1, _result: p }, _init: Ne })),
    (B.memo = (p, S) => ({ $$typeof: u, type: p, compare: S === void 0 ? null : S })),
    (B.startTransition = Se),
    (B.unstable_useCacheRefresh = () => U.H.useCacheRefresh()),
    (B.use = (p) => U.H.use(p)),
    (B.useActionState = (p, S, I) => U.H.useActionState(p, S, I)),
    (B.useCallback = (p, S) => U.H.useCallback(p, S)),
    (B.useContext = (p) => U.H.useContext(p)),
    (B.useDebugValue = () => {}),
    (B.useDeferredValue = (p, S) => U.H.useDeferredValue(p, S)),
    (B.useEffect = (p, S) => U.H.useEffect(p, S)),
    (B.useEffectEvent = (p) => U.H.useEffectEvent(p)),
    (B.useId = () => U.H.useId()),
    (B.useImperativeHandle = (p, S, I) => U.H.useImperativeHandle(p, S, I)),
    (B.useInsertionEffect = (p, S) => U.H.useInsertionEffect(p, S)),
    (B.useLayoutEffect = (p, S) => U.H.useLayoutEffect(p, S)),
    (B.useMemo = (p, S) => U.H.useMemo(p, S)),
    (B.useOptimistic = (p, S) => U.H.useOptimistic(p, S)),
    (B.useReducer = (p, S, I) => U.H.useReducer(p, S, I)),
    (B.useRef = (p) => U.H.useRef(p)),
    (B.useState = (p) => U.H.useState(p)),
    (B.useSyncExternalStore = (p, S, I) => U.H.useSyncExternalStore(p, S, I)),
    (B.useTransition = () => U.H.useTransition()),
    (B.version = "19.3.1"),
    B
  );
}
var Nn;
function Fo() {
  return (Nn || ((Nn = 1), (mr.exports = jo())), mr.exports);
}
var c = Fo();
const nu = Io(c);
var kn = class {
  #e = new Map();
  constructor(e) {
    if (e) for (const [t, r] of e) this.set(t, r);
  }
  get(e) {
    if (this.#e.has(e)) return this.#e.get(e);
    if (e.defaultValue !== void 0) return e.defaultValue;
    throw new Error("No value found for context");
  }
  set(e, t) {
    this.#e.set(e, t);
  }
};
const Uo = new Set([
  "lazy",
  "caseSensitive",
  "path",
  "id",
  "index",
  "children",
  "unstable_validateParams",
]);
function $o(e) {
  return Uo.has(e);
}
const Ho = new Set([
  "lazy",
  "caseSensitive",
  "path",
  "id",
  "index",
  "middleware",
  "children",
  "unstable_validateParams",
]);
function zo(e) {
  return Ho.has(e);
}
function Bo(e) {
  return e.index === !0;
}
function Wo(e) {
  const t = {};
  return (
    e.Component && Object.assign(t, { element: c.createElement(e.Component), Component: void 0 }),
    e.HydrateFallback &&
      Object.assign(t, {
        hydrateFallbackElement: c.createElement(e.HydrateFallback),
        HydrateFallback: void 0,
      }),
    e.ErrorBoundary &&
      Object.assign(t, { errorElement: c.createElement(e.ErrorBoundary), ErrorBoundary: void 0 }),
    t
  );
}
function xt(e, t = Wo, r = [], n = {}, a = !1) {
  return e.map((o, i) => {
    const l = [...r, String(i)],
      s = typeof o.id == "string" ? o.id : l.join("-");
    if (
      (V(o.index !== !0 || !o.children, "Cannot specify children on an index route"),
      V(
        a || !n[s],
        `Found a route id collision on id "${s}".  Route id's must be globally unique within Data Router usages`,
      ),
      Bo(o))
    ) {
      const u = { ...o, id: s };
      return ((n[s] = On(u, t(u))), u);
    } else {
      const u = { ...o, id: s, children: void 0 };
      return ((n[s] = On(u, t(u))), o.children && (u.children = xt(o.children, t, l, n, a)), u);
    }
  });
}
function On(e, t) {
  return Object.assign(e, {
    ...t,
    ...(typeof t.lazy == "object" && t.lazy != null ? { lazy: { ...e.lazy, ...t.lazy } } : {}),
  });
}
function Vo(e, t, r = "/") {
  return wa(e, t, r, !1);
}
function wa(e, t, r, n, a) {
  const o = _e((typeof t == "string" ? Ae(t) : t).pathname || "/", r);
  if (o == null) return null;
  let i = a ?? Ra(e),
    l = null,
    s = ai(o);
  for (let u = 0; l == null && u < i.length; ++u) l = ni(i[u], s, n);
  return l;
}
function Ea(e, t) {
  const { route: r, pathname: n, params: a } = e;
  return { id: r.id, pathname: n, params: a, loaderData: t[r.id], handle: r.handle };
}
function Ra(e) {
  const t = ba(e);
  return (Yo(t), t);
}
function ba(e, t = [], r = [], n = "", a = !1) {
  const o = (i, l, s = a, u) => {
    const d = {
      relativePath: u === void 0 ? i.path || "" : u,
      caseSensitive: i.caseSensitive === !0,
      childrenIndex: l,
      route: i,
    };
    if (d.relativePath.startsWith("/")) {
      if (!d.relativePath.startsWith(n) && s) return;
      V(
        d.relativePath.startsWith(n),
        `Absolute route path "${d.relativePath}" nested under path "${n}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      ),
        (d.relativePath = d.relativePath.slice(n.length));
    }
    const h = Pe([n, d.relativePath]),
      m = r.concat(d);
    i.children &&
      i.children.length > 0 &&
      (V(
        i.index !== !0,
        `Index routes must not have child routes. Please remove all child routes from route path "${h}".`,
      ),
      ba(i.children, t, m, h, s)),
      !(i.path == null && !i.index) &&
        t.push({
          path: h,
          score: ti(h, i.index),
          routesMeta: m.map((v, E) => {
            const [L, w] = Vr(v.relativePath, v.caseSensitive, E === m.length - 1);
            return { ...v, matcher: L, compiledParams: w };
          }),
        });
  };
  return (
    e.forEach((i, l) => {
      if (i.path === "" || !i.path?.includes("?")) o(i, l);
      else for (const s of Sa(i.path)) o(i, l, !0, s);
    }),
    t
  );
}
function Sa(e) {
  const t = e.split("/");
  if (t.length === 0) return [];
  const [r, ...n] = t,
    a = r.endsWith("?"),
    o = r.replace(/\?$/, "");
  if (n.length === 0) return a ? [o, ""] : [o];
  const i = Sa(n.join("/")),
    l = [];
  return (
    l.push(...i.map((s) => (s === "" ? o : [o, s].join("/")))),
    a && l.push(...i),
    l.map((s) => (e.startsWith("/") && s === "" ? "/" : s))
  );
}
function Yo(e) {
  e.sort((t, r) =>
    t.score !== r.score
      ? r.score - t.score
      : ri(
          t.routesMeta.map((n) => n.childrenIndex),
          r.routesMeta.map((n) => n.childrenIndex),
        ),
  );
}
const Jo = /^:[\w-]+$/,
  Go = /^:[\w-]+/,
  Ko = 3.5,
  Xo = 3,
  qo = 2,
  Qo = 1,
  Zo = 10,
  ei = -2,
  An = (e) => e === "*";
function ti(e, t) {
  let r = e.split("/"),
    n = r.length;
  return (
    r.some(An) && (n += ei),
    t && (n += qo),
    r
      .filter((a) => !An(a))
      .reduce((a, o) => a + (Jo.test(o) ? Xo : Go.test(o) ? Ko : o === "" ? Qo : Zo), n)
  );
}
function ri(e, t) {
  return e.length === t.length && e.slice(0, -1).every((r, n) => r === t[n])
    ? e[e.length - 1] - t[t.length - 1]
    : 0;
}
function ni(e, t, r = !1) {
  let { routesMeta: n } = e,
    a = {},
    o = "/",
    i = [];
  for (let l = 0; l < n.length; ++l) {
    let s = n[l],
      u = l === n.length - 1,
      d = o === "/" ? t : t.slice(o.length) || "/",
      h = { path: s.relativePath, caseSensitive: s.caseSensitive, end: u },
      m = s.matcher && s.compiledParams ? xa(h, d, s.matcher, s.compiledParams) : Jt(h, d),
      v = s.route;
    if (
      (!m &&
        u &&
        r &&
        !n[n.length - 1].route.index &&
        (m = Jt({ path: s.relativePath, caseSensitive: s.caseSensitive, end: !1 }, d)),
      !m)
    )
      return null;
    Object.assign(a, m.params),
      i.push({
        params: a,
        pathname: Pe([o, m.pathname]),
        pathnameBase: li(Pe([o, m.pathnameBase])),
        route: v,
      }),
      m.pathnameBase !== "/" && (o = Pe([o, m.pathnameBase]));
  }
  return i;
}
function Jt(e, t) {
  typeof e == "string" && (e = { path: e, caseSensitive: !1, end: !0 });
  const [r, n] = Vr(e.path, e.caseSensitive, e.end);
  return xa(e, t, r, n);
}
function xa(e, t, r, n) {
  const a = t.match(r);
  if (!a) return null;
  let o = a[0],
    i = Gt(o, 1),
    l = a.slice(1);
  return {
    params: n.reduce((s, { paramName: u, isOptional: d }, h) => {
      if (u === "*") {
        const v = l[h] || "";
        i = Gt(o.slice(0, o.length - v.length), 1);
      }
      const m = l[h];
      return (d && !m ? (s[u] = void 0) : (s[u] = (m || "").replace(/%2F/g, "/")), s);
    }, {}),
    pathname: o,
    pathnameBase: i,
    pattern: e,
  };
}
function Vr(e, t = !1, r = !0) {
  de(
    e === "*" || !e.endsWith("*") || e.endsWith("/*"),
    `Route path "${e}" will be treated as if it were "${e.replace(/\*$/, "/*")}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/, "/*")}".`,
  );
  let n = [],
    a =
      "^" +
      e
        .replace(/\/*\*?$/, "")
        .replace(/^\/*/, "/")
        .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
        .replace(/\/:([\w-]+)(\?)?/g, (o, i, l, s, u) => {
          if ((n.push({ paramName: i, isOptional: l != null }), l)) {
            const d = u.charAt(s + o.length);
            return d && d !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
          }
          return "/([^\\/]+)";
        })
        .replace(/\/([\w-]+)\?(?=\/|$|\()/g, "(?:/$1)?");
  return (
    e.endsWith("*")
      ? (n.push({ paramName: "*" }), (a += e === "*" || e === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$"))
      : r
        ? (a += "\\/*$")
        : e !== "" && e !== "/" && (a += "(?:(?=\\/|$))"),
    [new RegExp(a, t ? void 0 : "i"), n]
  );
}
function ai(e) {
  try {
    return e
      .split("/")
      .map((t) => decodeURIComponent(t).replace(/\//g, "%2F"))
      .join("/");
  } catch (t) {
    return (
      de(
        !1,
        `The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`,
      ),
      e
    );
  }
}
function _e(e, t) {
  if (t === "/") return e;
  if (!e.toLowerCase().startsWith(t.toLowerCase())) return null;
  const r = t.endsWith("/") ? t.length - 1 : t.length,
    n = e.charAt(r);
  return n && n !== "/" ? null : e.slice(r) || "/";
}
function oi({ basename: e, pathname: t }) {
  return t === "/" ? e : Pe([e, t]);
}
const Yr = (e) => qt.test(e);
function ii(e, t = "/") {
  let { pathname: r, search: n = "", hash: a = "" } = typeof e == "string" ? Ae(e) : e,
    o;
  return (
    r
      ? ((r = Jr(r)),
        r.startsWith("/") || r.startsWith("\\") ? (o = In(r.substring(1), "/")) : (o = In(r, t)))
      : (o = t),
    { pathname: o, search: si(n), hash: ui(a) }
  );
}
function In(e, t) {
  const r = Gt(t).split("/");
  return (
    e.split("/").forEach((n) => {
      n === ".." ? r.length > 1 && r.pop() : n !== "." && r.push(n);
    }),
    r.length > 1 ? r.join("/") : "/"
  );
}
function pr(e, t, r, n) {
  return `Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(n)}].  Please separate it out to the \`to.${r}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function La(e) {
  return e.filter((t, r) => r === 0 || (t.route.path && t.route.path.length > 0));
}
function Zt(e) {
  const t = La(e);
  return t.map((r, n) => (n === t.length - 1 ? r.pathname : r.pathnameBase));
}
function Ct(e, t, r, n = !1) {
  let a;
  typeof e == "string"
    ? (a = Ae(e))
    : ((a = { ...e }),
      V(!a.pathname || !a.pathname.includes("?"), pr("?", "pathname", "search", a)),
      V(!a.pathname || !a.pathname.includes("#"), pr("#", "pathname", "hash", a)),
      V(!a.search || !a.search.includes("#"), pr("#", "search", "hash", a)));
  let o = e === "" || a.pathname === "",
    i = o ? "/" : a.pathname,
    l;
  if (i == null) l = r;
  else {
    let h = t.length - 1;
    if (!n && i.startsWith("..")) {
      const m = i.split("/");
      for (; m[0] === ".."; ) m.shift(), (h -= 1);
      a.pathname = m.join("/");
    }
    l = h >= 0 ? t[h] : "/";
  }
  const s = ii(a, l),
    u = i && i !== "/" && i.endsWith("/"),
    d = (o || i === ".") && r.endsWith("/");
  return (!s.pathname.endsWith("/") && (u || d) && (s.pathname += "/"), s);
}
const Jr = (e) => e.replace(/[\\/]{2,}/g, "/"),
  Pe = (e) => Jr(e.join("/"));
function Gt(e, t = 0) {
  let r = e.length;
  for (; r > t && e.charCodeAt(r - 1) === 47; ) r--;
  return r === e.length ? e : e.slice(0, r);
}
const li = (e) => Gt(e).replace(/^\/*/, "/"),
  si = (e) => (!e || e === "?" ? "" : e.startsWith("?") ? e : "?" + e),
  ui = (e) => (!e || e === "#" ? "" : e.startsWith("#") ? e : "#" + e);
var ci = class {
  type = "DataWithResponseInit";
  data;
  init;
  constructor(e, t) {
    (this.data = e), (this.init = t || null);
  }
};
function di(e, t) {
  return new ci(e, typeof t == "number" ? { status: t } : t);
}
const fi = (e, t = 302) => {
    let r = t;
    typeof r == "number" ? (r = { status: r }) : typeof r.status > "u" && (r.status = 302);
    const n = new Headers(r.headers);
    return (n.set("Location", e), new Response(null, { ...r, headers: n }));
  },
  Ca = ["EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError"];
var Ye = class {
  status;
  statusText;
  data;
  error;
  internal;
  constructor(e, t, r, n = !1) {
    (this.status = e),
      (this.statusText = t || ""),
      (this.internal = n),
      r instanceof Error ? ((this.data = r.toString()), (this.error = r)) : (this.data = r);
  }
};
function Qe(e) {
  return (
    e != null &&
    typeof e.status == "number" &&
    typeof e.statusText == "string" &&
    typeof e.internal == "boolean" &&
    "data" in e
  );
}
function ut(e) {
  return Pe(e.map((t) => t.route.path).filter(Boolean)) || "/";
}
function Gr(e, t) {
  const r = new URL(typeof e == "string" || e instanceof URL ? e : e.url),
    n = typeof t == "string" ? Ae(t) : t;
  if (((r.pathname = n.pathname || "/"), n.search)) {
    const a = new URLSearchParams(n.search),
      o = a.getAll("index");
    a.delete("index");
    for (const l of o.filter(Boolean)) a.append("index", l);
    const i = a.toString();
    r.search = i ? `?${i}` : "";
  } else r.search = "";
  return ((r.hash = n.hash || ""), r);
}
const Pa =
  typeof window < "u" && typeof window.document < "u" && typeof window.document.createElement < "u";
function Ma(e, t) {
  let r = e;
  if (typeof r != "string" || !qt.test(r)) return { absoluteURL: void 0, isExternal: !1, to: r };
  let n = r,
    a = !1;
  if (Pa)
    try {
      const o = new URL(window.location.href),
        i = Qt.test(r) ? new URL(va(r, o.protocol)) : new URL(r),
        l = _e(i.pathname, t);
      i.origin === o.origin && l != null ? (r = l + i.search + i.hash) : (a = !0);
    } catch {
      de(
        !1,
        `<Link to="${r}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`,
      );
    }
  return { absoluteURL: n, isExternal: a, to: r };
}
const Ta = Symbol("Uninstrumented");
const wt = new WeakMap();
function hi(e, t) {
  const r = {
    lazy: [],
    "lazy.loader": [],
    "lazy.action": [],
    "lazy.middleware": [],
    middleware: [],
    loader: [],
    action: [],
  };
  e.forEach((a) =>
    a({
      id: t.id,
      index: t.index,
      path: t.path,
      instrument(o) {
        o.lazy != null && r.lazy.push(o.lazy),
          o["lazy.loader"] != null && r["lazy.loader"].push(o["lazy.loader"]),
          o["lazy.action"] != null && r["lazy.action"].push(o["lazy.action"]),
          o["lazy.middleware"] != null && r["lazy.middleware"].push(o["lazy.middleware"]),
          o.middleware != null && r.middleware.push(o.middleware),
          o.loader != null && r.loader.push(o.loader),
          o.action != null && r.action.push(o.action);
      },
    }),
  );
  const n = {};
  if (typeof t.lazy == "function" && r.lazy.length > 0) {
    const a = t.lazy;
    n.lazy = async (...o) => He(await Oe(r.lazy, void 0, () => a(...o), ze));
  }
  if (typeof t.lazy == "object") {
    const a = t.lazy;
    if (typeof a.middleware == "function" && r["lazy.middleware"].length > 0) {
      const o = a.middleware;
      n.lazy = Object.assign(n.lazy || {}, {
        middleware: async (...i) => He(await Oe(r["lazy.middleware"], void 0, () => o(...i), ze)),
      });
    }
    if (typeof a.loader == "function" && r["lazy.loader"].length > 0) {
      const o = a.loader;
      n.lazy = Object.assign(n.lazy || {}, {
        loader: async (...i) => He(await Oe(r["lazy.loader"], void 0, () => o(...i), ze)),
      });
    }
    if (typeof a.action == "function" && r["lazy.action"].length > 0) {
      const o = a.action;
      n.lazy = Object.assign(n.lazy || {}, {
        action: async (...i) => He(await Oe(r["lazy.action"], void 0, () => o(...i), ze)),
      });
    }
  }
  if (typeof t.loader == "function" && r.loader.length > 0) {
    const a = Et(t.loader),
      o = async (...i) => He(await Oe(r.loader, yr(i[0]), () => a(...i), ze));
    a.hydrate === !0 && (o.hydrate = !0), Rt(o, a), (n.loader = o);
  }
  if (typeof t.action == "function" && r.action.length > 0) {
    const a = Et(t.action),
      o = async (...i) => He(await Oe(r.action, yr(i[0]), () => a(...i), ze));
    Rt(o, a), (n.action = o);
  }
  return (
    t.middleware &&
      t.middleware.length > 0 &&
      r.middleware.length > 0 &&
      (n.middleware = t.middleware.map((a) => {
        const o = Et(a),
          i = async (...l) => He(await Oe(r.middleware, yr(l[0]), () => o(...l), ze));
        return (Rt(i, o), i);
      })),
    n
  );
}
function mi(e, t) {
  const r = { navigate: [], fetch: [] };
  if (
    (t.forEach((n) =>
      n({
        instrument(a) {
          a.navigate != null && r.navigate.push(a.navigate),
            a.fetch != null && r.fetch.push(a.fetch);
        },
      }),
    ),
    r.navigate.length > 0)
  ) {
    const n = Et(e.navigate),
      a = async (...o) => {
        let [i, l] = o,
          s,
          u = {
            to: typeof i == "number" || typeof i == "string" ? i : i ? ge(i) : ".",
            ...Un(e, l ?? {}),
          };
        return He(
          await Oe(
            r.navigate,
            u,
            async () => {
              if (typeof i == "number") return await n(...o);
              const d = jn(e, (h) => {
                s = h;
              });
              try {
                return await n(...o);
              } finally {
                d();
              }
            },
            (d) => ({ ...ze(d), meta: s }),
          ),
        );
      };
    Rt(a, n), (e.navigate = a);
  }
  if (r.fetch.length > 0) {
    const n = Et(e.fetch),
      a = async (...o) => {
        let [i, l, s, u] = o,
          d;
        return He(
          await Oe(
            r.fetch,
            { href: s ?? ".", fetcherKey: i, ...Un(e, u ?? {}) },
            async () => {
              const h = jn(e, (m) => {
                d = m;
              });
              try {
                return await n(...o);
              } finally {
                h();
              }
            },
            (h) => ({ ...ze(h), meta: d }),
          ),
        );
      };
    Rt(a, n), (e.fetch = a);
  }
  return e;
}
function Et(e) {
  return e[Ta] ?? e;
}
function Rt(e, t) {
  e[Ta] = t;
}
function jn(e, t) {
  return (
    wt.set(e, t),
    () => {
      wt.get(e) === t && wt.delete(e);
    }
  );
}
function Fn(e) {
  const t = wt.get(e);
  return (wt.delete(e), t);
}
function He(e) {
  if (e.type === "error") throw e.value;
  return e.value;
}
async function Oe(e, t, r, n, a = { result: null, innerResult: null }, o = e.length - 1) {
  const i = e[o];
  if (i) {
    let l,
      s = async () => (
        l
          ? console.error("You cannot call instrumented handlers more than once")
          : (l = Oe(e, t, r, n, a, o - 1)),
        await l,
        V(a.innerResult, "Expected an inner result"),
        a.innerResult
      );
    try {
      await i(s, t);
    } catch (u) {
      console.error("An instrumentation function threw an error:", u);
    }
    l || (await s()), await l;
  } else {
    try {
      a.result = { type: "success", value: await r() };
    } catch (l) {
      a.result = { type: "error", value: l };
    }
    a.innerResult = n(a.result, t);
  }
  return (
    a.result ||
      ((a.result = {
        type: "error",
        value: new Error("No result assigned in instrumentation chain."),
      }),
      (a.innerResult = n(a.result, t))),
    a.result
  );
}
function ze(e) {
  return e.type === "error" && e.value instanceof Error
    ? { status: "error", error: e.value }
    : { status: "success", error: void 0 };
}
function yr(e) {
  const { request: t, context: r, params: n } = e;
  return { ...e, request: pi(t), params: { ...n }, context: yi(r) };
}
function Un(e, t) {
  return {
    currentUrl: ge(e.state.location),
    ...("formMethod" in t ? { formMethod: t.formMethod } : {}),
    ...("formEncType" in t ? { formEncType: t.formEncType } : {}),
    ...("formData" in t ? { formData: t.formData } : {}),
    ...("body" in t ? { body: t.body } : {}),
  };
}
function pi(e) {
  return { method: e.method, url: e.url, headers: { get: (...t) => e.headers.get(...t) } };
}
function yi(e) {
  return { get: (t) => e.get(t) };
}
var vi = class {
  #e = [];
  #t = [];
  #r;
  constructor(e) {
    this.#r = e;
  }
  update(e) {
    (this.#e = e), (this.#t = Ra(e));
  }
  match(e, t = !1) {
    return wa(this.#e, e, this.#r, t, this.#t);
  }
};
let gi;
function wi() {
  return gi;
}
const $n = new URL("http://localhost");
function Kr(e) {
  if (e.createURL) return e.createURL("/");
  try {
    return new URL(e.createHref("/"), $n);
  } catch {
    return $n;
  }
}
function vr(e, t) {
  return (
    e.origin === t.origin &&
    (e.origin !== "null" || (e.protocol === t.protocol && e.host === t.host))
  );
}
function Ei(e, t) {
  if (e.startsWith("//")) return !0;
  const r = t.protocol.toLowerCase();
  return e.toLowerCase().startsWith(r) ? t.host === "" || e.slice(r.length).startsWith("//") : !1;
}
function lt(e, t, r, n) {
  let a = null;
  try {
    a = e == null ? null : new URL(e, r);
  } catch {}
  const o = new URL(t, r),
    i = a != null && !vr(a, r),
    l = !vr(o, r);
  if (n === "reject") {
    if (i || l) throw new Error("External navigation is not allowed");
  } else if (l && (a == null || !Ei(e, a) || !vr(a, o)))
    throw new Error("External navigation is not allowed");
}
const Da = ["POST", "PUT", "PATCH", "DELETE"],
  Ri = new Set(Da),
  bi = ["GET", ...Da],
  Si = new Set(bi),
  _a = new Set([301, 302, 303, 307, 308]),
  xi = new Set([307, 308]),
  gr = {
    state: "idle",
    location: void 0,
    matches: void 0,
    historyAction: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  Li = {
    state: "idle",
    data: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  pt = { state: "unblocked", proceed: void 0, reset: void 0, location: void 0 },
  Na = "remix-router-transitions",
  ka = Symbol("ResetLoaderData");
function Oa(e, t) {
  if (e.unstable_routePatternMatching) {
    const r = wi();
    return (
      V(
        r,
        'You must call unstable_preloadRoutePattern() from "react-router/route-pattern" before enabling future.unstable_routePatternMatching.',
      ),
      new r(t)
    );
  }
  return new vi(t);
}
var Ci = class {
  #e;
  #t;
  #r;
  constructor(t, r) {
    (this.#e = t), (this.#r = r), this.#r.update(t);
  }
  get stableRoutes() {
    return this.#e;
  }
  get activeRoutes() {
    return this.#t ?? this.#e;
  }
  get hasHMRRoutes() {
    return this.#t != null;
  }
  setRoutes(t) {
    (this.#e = t), this.#t || this.#r.update(t);
  }
  setHmrRoutes(t) {
    (this.#t = t), this.#r.update(t);
  }
  commitHmrRoutes() {
    this.#t && ((this.#e = this.#t), (this.#t = void 0), this.#r.update(this.#e));
  }
};
function ou(e) {
  const t = e.window ? e.window : typeof window < "u" ? window : void 0,
    r = typeof t < "u" && typeof t.document < "u" && typeof t.document.createElement < "u";
  V(e.routes.length > 0, "You must provide a non-empty routes array to createRouter");
  let n = e.hydrationRouteProperties || [],
    a = e.mapRouteProperties,
    o = a || (() => ({}));
  if (e.instrumentations) {
    const f = e.instrumentations;
    o = (y) => ({ ...a?.(y), ...hi(f.map((g) => g.route).filter(Boolean), y) });
  }
  let i = { ...e.future },
    l = e.basename || "/";
  l.startsWith("/") || (l = `/${l}`);
  let s = Oa(i, l),
    u = {},
    d = new Ci(xt(e.routes, o, void 0, u), s),
    h = e.dataStrategy || _i,
    m = null,
    v = new Set(),
    E = null,
    L = null,
    w = null,
    P = null,
    x = e.hydrationData != null,
    T = s.match(e.history.location),
    D = !1,
    _ = null,
    N,
    Y;
  if (T == null && !e.patchRoutesOnNavigation) {
    const f = De(404, { pathname: e.history.location.pathname }),
      { matches: y, route: g } = It(d.activeRoutes);
    (N = !0), (Y = !N), (T = y), (_ = { [g.id]: f });
  } else if ((T && !e.hydrationData && Dt(T, e.history.location.pathname).active && (T = null), T))
    if (T.some((f) => f.route.lazy)) (N = !1), (Y = !N);
    else if (!T.some((f) => Xr(f.route))) (N = !0), (Y = !N);
    else {
      let f = e.hydrationData ? e.hydrationData.loaderData : null,
        y = e.hydrationData ? e.hydrationData.errors : null,
        g = T;
      if (y) {
        const b = T.findIndex((C) => y[C.route.id] !== void 0);
        g = g.slice(0, b + 1);
      }
      (Y = !1),
        (N = !0),
        g.forEach((b) => {
          const C = Aa(b.route, f, y);
          (Y = Y || C.renderFallback), (N = N && !C.shouldLoad);
        });
    }
  else {
    (N = !1), (Y = !N), (T = []);
    const f = Dt(null, e.history.location.pathname);
    f.active && f.matches && ((D = !0), (T = f.matches));
  }
  let U,
    R = {
      historyAction: e.history.action,
      location: e.history.location,
      matches: T,
      initialized: N,
      renderFallback: Y,
      navigation: gr,
      restoreScrollPosition: e.hydrationData != null ? !1 : null,
      preventScrollReset: !1,
      revalidation: "idle",
      loaderData: (e.hydrationData && e.hydrationData.loaderData) || {},
      actionData: (e.hydrationData && e.hydrationData.actionData) || null,
      errors: (e.hydrationData && e.hydrationData.errors) || _,
      fetchers: new Map(),
      blockers: new Map(),
    },
    oe = "POP",
    z = null,
    te = !1,
    k,
    K = !1,
    q = new Map(),
    fe = null,
    G = !1,
    se = !1,
    Ne = new Set(),
    le = new Map(),
    Se = 0,
    we = -1,
    xe = new Map(),
    p = new Set(),
    S = new Map(),
    I = new Map(),
    A = new Set(),
    X = new Map(),
    ee,
    ne = null;
  function Me() {
    if (
      ((m = e.history.listen(({ action: f, location: y, delta: g }) => {
        if (ee) {
          ee(), (ee = void 0);
          return;
        }
        de(
          X.size === 0 || g != null,
          "You are trying to use a blocker on a POP navigation to a location that was not created by @remix-run/router. This will fail silently in production. This can happen if you are navigating outside the router via `window.history.pushState`/`window.location.hash` instead of using router navigation APIs.  This can also happen if you are using createHashRouter and the user manually changes the URL.",
        );
        const b = bn({ currentLocation: R.location, nextLocation: y, historyAction: f });
        if (b && g != null) {
          const C = new Promise((j) => {
            ee = j;
          });
          e.history.go(g * -1),
            Tt(b, {
              state: "blocked",
              location: y,
              proceed() {
                Tt(b, { state: "proceeding", proceed: void 0, reset: void 0, location: y }),
                  C.then(() => e.history.go(g));
              },
              reset() {
                const j = new Map(R.blockers);
                j.set(b, pt), ye({ blockers: j });
              },
            }),
            z?.resolve(),
            (z = null);
          return;
        }
        return Je(f, y);
      })),
      r)
    ) {
      Xi(t, q);
      const f = () => qi(t, q);
      t.addEventListener("pagehide", f), (fe = () => t.removeEventListener("pagehide", f));
    }
    return (R.initialized || Je("POP", R.location, { initialHydration: !0 }), U);
  }
  function pe() {
    m && m(),
      fe && fe(),
      v.clear(),
      k && k.abort(),
      R.fetchers.forEach((f, y) => dr(R.fetchers, y)),
      R.blockers.forEach((f, y) => Rn(y));
  }
  function ur(f) {
    if ((v.add(f), E)) {
      const { newErrors: y } = E;
      (E = null),
        f(R, { deletedFetchers: [], newErrors: y, viewTransitionOpts: void 0, flushSync: !1 });
    }
    return () => v.delete(f);
  }
  function ye(f, y = {}) {
    f.matches &&
      (f.matches = f.matches.map((C) => {
        const j = u[C.route.id],
          F = C.route;
        return F.element !== j.element ||
          F.errorElement !== j.errorElement ||
          F.hydrateFallbackElement !== j.hydrateFallbackElement
          ? { ...C, route: j }
          : C;
      })),
      (R = { ...R, ...f });
    const g = [],
      b = [];
    R.fetchers.forEach((C, j) => {
      C.state === "idle" && (A.has(j) ? g.push(j) : b.push(j));
    }),
      A.forEach((C) => {
        !R.fetchers.has(C) && !le.has(C) && g.push(C);
      }),
      v.size === 0 && (E = { newErrors: f.errors ?? null }),
      [...v].forEach((C) =>
        C(R, {
          deletedFetchers: g,
          newErrors: f.errors ?? null,
          viewTransitionOpts: y.viewTransitionOpts,
          flushSync: y.flushSync === !0,
        }),
      ),
      g.forEach((C) => dr(R.fetchers, C)),
      b.forEach((C) => R.fetchers.delete(C));
  }
  function et(f, y, { flushSync: g } = {}) {
    let b =
        R.actionData != null &&
        R.navigation.formMethod != null &&
        ve(R.navigation.formMethod) &&
        R.navigation.state === "loading" &&
        f.state?._isRedirect !== !0,
      C;
    y.actionData
      ? Object.keys(y.actionData).length > 0
        ? (C = y.actionData)
        : (C = null)
      : b
        ? (C = R.actionData)
        : (C = null);
    let j = y.loaderData ? Xn(R.loaderData, y.loaderData, y.matches || [], y.errors) : R.loaderData,
      F = R.blockers;
    F.size > 0 && !G && ((F = new Map(F)), F.forEach(($, H) => F.set(H, pt)));
    const M = G ? !1 : xn(f, y.matches || R.matches),
      O =
        te === !0 ||
        (R.navigation.formMethod != null &&
          ve(R.navigation.formMethod) &&
          f.state?._isRedirect !== !0);
    d.commitHmrRoutes(),
      G ||
        oe === "POP" ||
        (oe === "PUSH"
          ? e.history.push(f, f.state)
          : oe === "REPLACE" && e.history.replace(f, f.state));
    let J;
    if (oe === "POP" && !G && f !== R.location) {
      const $ = q.get(R.location.pathname);
      $ && $.has(f.pathname)
        ? (J = { currentLocation: R.location, nextLocation: f })
        : q.has(f.pathname) && (J = { currentLocation: f, nextLocation: R.location });
    } else if (K) {
      let $ = q.get(R.location.pathname);
      $ ? $.add(f.pathname) : (($ = new Set([f.pathname])), q.set(R.location.pathname, $)),
        (J = { currentLocation: R.location, nextLocation: f });
    }
    ye(
      {
        ...y,
        actionData: C,
        loaderData: j,
        historyAction: oe,
        location: f,
        initialized: !0,
        renderFallback: !1,
        navigation: gr,
        revalidation: "idle",
        restoreScrollPosition: M,
        preventScrollReset: O,
        blockers: F,
      },
      { viewTransitionOpts: J, flushSync: g === !0 },
    ),
      (oe = "POP"),
      (te = !1),
      (K = !1),
      (G = !1),
      (se = !1),
      z?.resolve(),
      (z = null),
      ne?.resolve(),
      (ne = null);
  }
  async function pn(f, y) {
    if ((z?.resolve(), (z = null), typeof f == "number")) {
      z || (z = ea());
      const ae = z.promise;
      return (e.history.go(f), ae);
    }
    let g = Fn(U),
      {
        path: b,
        submission: C,
        error: j,
      } = Hn(!1, Cr(R.location, R.matches, l, f, y?.fromRouteId, y?.relative), y),
      F;
    if (y?.mask) {
      const ae = typeof y.mask == "string" ? Ae(y.mask) : { ...R.location.mask, ...y.mask };
      if (
        ((F = { pathname: ae.pathname ?? "", search: ae.search ?? "", hash: ae.hash ?? "" }),
        Qt.test(F.pathname))
      )
        throw new Error("External navigation is not allowed");
      F.pathname.startsWith("\\") && (F.pathname = F.pathname.replace(/^\\+/, "/")),
        lt(
          typeof y.mask == "string" ? y.mask : ge(y.mask),
          ge(F),
          e.history.createURL("/"),
          "reject",
        );
    }
    let M = R.location,
      O = St(M, b, y && y.state, void 0, F);
    (O = { ...O, ...e.history.encodeLocation(O) }),
      lt(
        f == null ? e.history.createHref(R.location) : typeof f == "string" ? f : ge(f),
        e.history.createHref(O.mask || O),
        e.history.createURL("/"),
        "reject",
      );
    let J = y && y.replace != null ? y.replace : void 0,
      $ = "PUSH";
    J === !0
      ? ($ = "REPLACE")
      : J === !1 ||
        (C != null &&
          ve(C.formMethod) &&
          C.formAction === R.location.pathname + R.location.search &&
          ($ = "REPLACE"));
    const H = y && "preventScrollReset" in y ? y.preventScrollReset === !0 : void 0,
      Q = (y && y.flushSync) === !0,
      ce = bn({ currentLocation: M, nextLocation: O, historyAction: $ });
    if (ce) {
      Tt(ce, {
        state: "blocked",
        location: O,
        proceed() {
          Tt(ce, { state: "proceeding", proceed: void 0, reset: void 0, location: O }), pn(f, y);
        },
        reset() {
          const ae = new Map(R.blockers);
          ae.set(ce, pt), ye({ blockers: ae });
        },
      });
      return;
    }
    await Je($, O, {
      submission: C,
      pendingError: j,
      preventScrollReset: H,
      replace: y && y.replace,
      enableViewTransition: y && y.viewTransition,
      flushSync: Q,
      callSiteDefaultShouldRevalidate: y && y.defaultShouldRevalidate,
      instrumentationNavigateMetaReceiver: g,
    });
  }
  function yo() {
    ne || (ne = ea()), cr(), ye({ revalidation: "loading" });
    const f = ne.promise;
    return R.navigation.state === "submitting"
      ? f
      : R.navigation.state === "idle"
        ? (Je(R.historyAction, R.location, { startUninterruptedRevalidation: !0 }), f)
        : (Je(oe || R.historyAction, R.navigation.location, {
            overrideNavigation: R.navigation,
            enableViewTransition: K === !0,
          }),
          f);
  }
  async function Je(f, y, g) {
    k && k.abort(),
      (k = null),
      (oe = f),
      (G = (g && g.startUninterruptedRevalidation) === !0),
      Mo(R.location, R.matches),
      (te = (g && g.preventScrollReset) === !0),
      (K = (g && g.enableViewTransition) === !0);
    let b = g?.initialHydration && R.matches && R.matches.length > 0 && !D ? R.matches : s.match(y),
      C = (g && g.flushSync) === !0;
    if (
      b &&
      R.initialized &&
      !se &&
      $i(R.location, y) &&
      !(g && g.submission && ve(g.submission.formMethod))
    ) {
      et(y, { matches: b }, { flushSync: C });
      return;
    }
    const j = Dt(b, y.pathname);
    if ((j.active && j.matches && (b = j.matches), g?.instrumentationNavigateMetaReceiver)) {
      const ie = Qn(e.history, y, b);
      g.instrumentationNavigateMetaReceiver(ie);
    }
    if (!b) {
      const { error: ie, notFoundMatches: re, route: me } = fr(y.pathname);
      et(y, { matches: re, loaderData: {}, errors: { [me.id]: ie } }, { flushSync: C });
      return;
    }
    let F =
      g && g.overrideNavigation
        ? { ...g.overrideNavigation, matches: b, historyAction: f }
        : void 0;
    k = new AbortController();
    let M = ot(e.history, y, k.signal, g && g.submission),
      O = e.getContext ? await e.getContext() : new kn(),
      J;
    if (g && g.pendingError) J = [Ve(b).route.id, { type: "error", error: g.pendingError }];
    else if (g && g.submission && ve(g.submission.formMethod)) {
      const ie = await vo(M, y, g.submission, b, f, O, j.active, g && g.initialHydration === !0, {
        replace: g.replace,
        flushSync: C,
      });
      if (ie.shortCircuited) return;
      if (ie.pendingActionResult) {
        const [re, me] = ie.pendingActionResult;
        if (Le(me) && Qe(me.error) && me.error.status === 404) {
          (k = null), et(y, { matches: ie.matches, loaderData: {}, errors: { [re]: me.error } });
          return;
        }
      }
      (b = ie.matches || b),
        (J = ie.pendingActionResult),
        (F = wr(y, b, f, g.submission)),
        (C = !1),
        (j.active = !1),
        (M = ot(e.history, M.url, M.signal));
    }
    const {
      shortCircuited: $,
      matches: H,
      loaderData: Q,
      errors: ce,
      workingFetchers: ae,
    } = await go(
      M,
      y,
      b,
      f,
      O,
      j.active,
      F,
      g && g.submission,
      g && g.fetcherSubmission,
      g && g.replace,
      g && g.initialHydration === !0,
      C,
      J,
      g && g.callSiteDefaultShouldRevalidate,
    );
    $ ||
      ((k = null),
      et(y, {
        matches: H || b,
        ...qn(J),
        loaderData: Q,
        errors: ce,
        ...(ae ? { fetchers: ae } : {}),
      }));
  }
  async function vo(f, y, g, b, C, j, F, M, O = {}) {
    if ((cr(), ye({ navigation: Gi(y, b, C, g) }, { flushSync: O.flushSync === !0 }), F)) {
      const H = await _t(b, y.pathname, f.signal);
      if (H.type === "aborted") return { shortCircuited: !0 };
      if (H.type === "error") {
        if (H.partialMatches.length === 0) {
          const { matches: ce, route: ae } = It(d.activeRoutes);
          return { matches: ce, pendingActionResult: [ae.id, { type: "error", error: H.error }] };
        }
        const Q = Ve(H.partialMatches).route.id;
        return {
          matches: H.partialMatches,
          pendingActionResult: [Q, { type: "error", error: H.error }],
        };
      } else if (H.matches) b = H.matches;
      else {
        const { notFoundMatches: Q, error: ce, route: ae } = fr(y.pathname);
        return { matches: Q, pendingActionResult: [ae.id, { type: "error", error: ce }] };
      }
    }
    let J,
      $ = Wt(b, y);
    if (!$.route.action && !$.route.lazy)
      J = {
        type: "error",
        error: De(405, { method: f.method, pathname: y.pathname, routeId: $.route.id }),
      };
    else {
      const H = await mt(f, y, st(o, u, f, y, b, $, M ? [] : n, j), j, null);
      if (((J = H[$.route.id]), !J)) {
        for (const Q of b)
          if (H[Q.route.id]) {
            J = H[Q.route.id];
            break;
          }
      }
      if (f.signal.aborted) return { shortCircuited: !0 };
    }
    if (qe(J)) {
      let H;
      return (
        O && O.replace != null
          ? (H = O.replace)
          : (H =
              Jn(J.response.headers.get("Location"), new URL(f.url), l, e.history) ===
              R.location.pathname + R.location.search),
        await Ge(f, J, !0, { submission: g, replace: H }),
        { shortCircuited: !0 }
      );
    }
    if (Le(J)) {
      const H = Ve(b, $.route.id);
      return (
        (O && O.replace) !== !0 && (oe = "PUSH"),
        { matches: b, pendingActionResult: [H.route.id, J, $.route.id] }
      );
    }
    return { matches: b, pendingActionResult: [$.route.id, J] };
  }
  async function go(f, y, g, b, C, j, F, M, O, J, $, H, Q, ce) {
    const ae = F || wr(y, g, b, M),
      ie = M || O || Zn(ae),
      re = !G && !$;
    if (j) {
      if (re) {
        const he = yn(Q);
        ye({ navigation: ae, ...(he !== void 0 ? { actionData: he } : {}) }, { flushSync: H });
      }
      const Z = await _t(g, y.pathname, f.signal);
      if (Z.type === "aborted") return { shortCircuited: !0 };
      if (Z.type === "error") {
        if (Z.partialMatches.length === 0) {
          const { matches: $e, route: at } = It(d.activeRoutes);
          return { matches: $e, loaderData: {}, errors: { [at.id]: Z.error } };
        }
        const he = Ve(Z.partialMatches).route.id;
        return { matches: Z.partialMatches, loaderData: {}, errors: { [he]: Z.error } };
      } else if (Z.matches) g = Z.matches;
      else {
        const { error: he, notFoundMatches: $e, route: at } = fr(y.pathname);
        return { matches: $e, loaderData: {}, errors: { [at.id]: he } };
      }
    }
    const { dsMatches: me, revalidatingFetchers: Re } = zn(
      f,
      C,
      o,
      u,
      e.history,
      R,
      g,
      ie,
      y,
      $ ? [] : n,
      $ === !0,
      se,
      Ne,
      A,
      S,
      p,
      s,
      Q,
      ce,
    );
    if (
      ((we = ++Se),
      !e.dataStrategy &&
        !me.some((Z) => Z.shouldLoad) &&
        !me.some((Z) => Z.route.middleware && Z.route.middleware.length > 0) &&
        Re.length === 0)
    ) {
      const Z = new Map(R.fetchers),
        he = wn(Z);
      return (
        et(
          y,
          {
            matches: g,
            loaderData: {},
            errors: Q && Le(Q[1]) ? { [Q[0]]: Q[1].error } : null,
            ...qn(Q),
            ...(he ? { fetchers: Z } : {}),
          },
          { flushSync: H },
        ),
        { shortCircuited: !0 }
      );
    }
    if (re) {
      const Z = {};
      if (!j) {
        Z.navigation = ae;
        const he = yn(Q);
        he !== void 0 && (Z.actionData = he);
      }
      Re.length > 0 && (Z.fetchers = wo(Re)), ye(Z, { flushSync: H });
    }
    Re.forEach((Z) => {
      Ue(Z.key), Z.controller && le.set(Z.key, Z.controller);
    });
    const We = () => Re.forEach((Z) => Ue(Z.key));
    k && k.signal.addEventListener("abort", We);
    const { loaderResults: Ke, fetcherResults: Nt } = await vn(me, Re, f, y, C);
    if (f.signal.aborted) return { shortCircuited: !0 };
    k && k.signal.removeEventListener("abort", We), Re.forEach((Z) => le.delete(Z.key));
    let Te = jt(Ke);
    if (Te) return (await Ge(f, Te.result, !0, { replace: J }), { shortCircuited: !0 });
    if (((Te = jt(Nt)), Te))
      return (p.add(Te.key), await Ge(f, Te.result, !0, { replace: J }), { shortCircuited: !0 });
    let tt = new Map(R.fetchers),
      { loaderData: rt, errors: nt } = Kn(R, g, Ke, Q, Re, Nt, tt);
    $ && R.errors && (nt = { ...R.errors, ...nt });
    const kt = wn(tt),
      Ot = En(we, tt),
      At = kt || Ot || Re.length > 0;
    return { matches: g, loaderData: rt, errors: nt, ...(At ? { workingFetchers: tt } : {}) };
  }
  function yn(f) {
    if (f && !Le(f[1])) return { [f[0]]: f[1].data };
    if (R.actionData) return Object.keys(R.actionData).length === 0 ? null : R.actionData;
  }
  function wo(f) {
    const y = new Map(R.fetchers);
    return (
      f.forEach((g) => {
        const b = y.get(g.key),
          C = yt(void 0, b ? b.data : void 0);
        y.set(g.key, C);
      }),
      y
    );
  }
  async function Eo(f, y, g, b) {
    Ue(f);
    let C = (b && b.flushSync) === !0,
      j = Fn(U),
      F = Cr(R.location, R.matches, l, g, y, b?.relative),
      M = s.match(F),
      O = Dt(M, F);
    if ((O.active && O.matches && (M = O.matches), j && j(Qn(e.history, F, M)), !M)) {
      Fe(f, y, De(404, { pathname: F }), { flushSync: C });
      return;
    }
    const { path: J, submission: $, error: H } = Hn(!0, F, b);
    if (H) {
      Fe(f, y, H, { flushSync: C });
      return;
    }
    const Q = e.getContext ? await e.getContext() : new kn(),
      ce = (b && b.preventScrollReset) === !0;
    if ($ && ve($.formMethod)) {
      await Ro(f, y, J, M, Q, O.active, C, ce, $, b && b.defaultShouldRevalidate);
      return;
    }
    const ae = { routeId: y, path: J, isDiscovering: O.active };
    S.set(f, ae), await bo(f, ae, M, Q, C, ce, $);
  }
  async function Ro(f, y, g, b, C, j, F, M, O, J) {
    cr(), S.delete(f), je(f, Ki(O, R.fetchers.get(f)), { flushSync: F });
    const $ = new AbortController(),
      H = ot(e.history, g, $.signal, O);
    if (j) {
      const ue = await _t(b, new URL(H.url).pathname, H.signal, f);
      if (ue.type === "aborted") return;
      if (ue.type === "error") {
        Fe(f, y, ue.error, { flushSync: F });
        return;
      } else if (ue.matches) b = ue.matches;
      else {
        Fe(f, y, De(404, { pathname: g }), { flushSync: F });
        return;
      }
    }
    const Q = Wt(b, g);
    if (!Q.route.action && !Q.route.lazy) {
      Fe(f, y, De(405, { method: O.formMethod, pathname: g, routeId: y }), { flushSync: F });
      return;
    }
    le.set(f, $);
    let ce = Se,
      ae = st(o, u, H, g, b, Q, n, C),
      ie = await mt(H, g, ae, C, f),
      re = ie[Q.route.id];
    if (!re) {
      for (const ue of ae)
        if (ie[ue.route.id]) {
          re = ie[ue.route.id];
          break;
        }
    }
    if (H.signal.aborted) {
      le.get(f) === $ && le.delete(f);
      return;
    }
    if (A.has(f)) {
      if (qe(re) || Le(re)) {
        je(f, ke(void 0));
        return;
      }
    } else {
      if (qe(re))
        if ((le.delete(f), we > ce)) {
          je(f, ke(void 0));
          return;
        } else
          return (
            p.add(f), je(f, yt(O)), Ge(H, re, !1, { fetcherSubmission: O, preventScrollReset: M })
          );
      if (Le(re)) {
        Fe(f, y, re.error);
        return;
      }
    }
    const me = R.navigation.location || R.location,
      Re = ot(e.history, me, $.signal),
      We = R.navigation.state !== "idle" ? s.match(R.navigation.location) : R.matches;
    V(We, "Didn't find any matches after fetcher action");
    const Ke = ++Se;
    xe.set(f, Ke);
    const { dsMatches: Nt, revalidatingFetchers: Te } = zn(
        Re,
        C,
        o,
        u,
        e.history,
        R,
        We,
        O,
        me,
        n,
        !1,
        se,
        Ne,
        A,
        S,
        p,
        s,
        [Q.route.id, re],
        J,
      ),
      tt = yt(O, re.data),
      rt = new Map(R.fetchers);
    rt.set(f, tt),
      Te.filter((ue) => ue.key !== f).forEach((ue) => {
        const Xe = ue.key,
          Cn = rt.get(Xe),
          _o = yt(void 0, Cn ? Cn.data : void 0);
        rt.set(Xe, _o), Ue(Xe), ue.controller && le.set(Xe, ue.controller);
      }),
      ye({ fetchers: rt });
    const nt = () => Te.forEach((ue) => Ue(ue.key));
    $.signal.addEventListener("abort", nt);
    const { loaderResults: kt, fetcherResults: Ot } = await vn(Nt, Te, Re, me, C);
    if ($.signal.aborted) {
      xe.get(f) === Ke && xe.delete(f);
      return;
    }
    $.signal.removeEventListener("abort", nt),
      xe.delete(f),
      le.delete(f),
      Te.forEach((ue) => le.delete(ue.key));
    let At = R.fetchers.has(f),
      Z = (ue) => {
        if (!At) return ue;
        const Xe = new Map(ue.fetchers);
        return (Xe.set(f, ke(re.data)), { ...ue, fetchers: Xe });
      },
      he = jt(kt);
    if (he) return ((R = Z(R)), Ge(Re, he.result, !1, { preventScrollReset: M }));
    if (((he = jt(Ot)), he))
      return (p.add(he.key), (R = Z(R)), Ge(Re, he.result, !1, { preventScrollReset: M }));
    const $e = new Map(R.fetchers);
    At && $e.set(f, ke(re.data));
    const { loaderData: at, errors: hr } = Kn(R, We, kt, void 0, Te, Ot, $e);
    En(Ke, $e),
      R.navigation.state === "loading" && Ke > we
        ? (V(oe, "Expected pending action"),
          k && k.abort(),
          et(R.navigation.location, { matches: We, loaderData: at, errors: hr, fetchers: $e }))
        : (ye({ errors: hr, loaderData: Xn(R.loaderData, at, We, hr), fetchers: $e }), (se = !1));
  }
  async function bo(f, y, g, b, C, j, F) {
    const { routeId: M, path: O } = y,
      J = R.fetchers.get(f);
    je(f, yt(F, J ? J.data : void 0), { flushSync: C });
    const $ = new AbortController(),
      H = ot(e.history, O, $.signal);
    if (y.isDiscovering) {
      const re = await _t(g, new URL(H.url).pathname, H.signal, f);
      if (re.type === "aborted") return;
      if (re.type === "error") {
        Fe(f, M, re.error, { flushSync: C });
        return;
      } else if (re.matches) (g = re.matches), (y.isDiscovering = !1);
      else {
        Fe(f, M, De(404, { pathname: O }), { flushSync: C });
        return;
      }
    }
    const Q = Wt(g, O);
    le.set(f, $);
    let ce = Se,
      ae = await mt(H, O, st(o, u, H, O, g, Q, n, b), b, f),
      ie = ae[Q.route.id];
    if (!ie) {
      for (const re of g)
        if (ae[re.route.id]) {
          ie = ae[re.route.id];
          break;
        }
    }
    if ((le.get(f) === $ && le.delete(f), !H.signal.aborted)) {
      if (A.has(f)) {
        je(f, ke(void 0));
        return;
      }
      if (qe(ie))
        if (we > ce) {
          je(f, ke(void 0));
          return;
        } else {
          p.add(f), await Ge(H, ie, !1, { preventScrollReset: j });
          return;
        }
      if (Le(ie)) {
        Fe(f, M, ie.error);
        return;
      }
      je(f, ke(ie.data));
    }
  }
  async function Ge(
    f,
    y,
    g,
    { submission: b, fetcherSubmission: C, preventScrollReset: j, replace: F } = {},
  ) {
    g || (z?.resolve(), (z = null)), y.response.headers.has("X-Remix-Revalidate") && (se = !0);
    let M = y.response.headers.get("Location");
    V(M, "Expected a Location header on the redirect Response");
    const O = M,
      J = new URL(f.url);
    (M = Jn(M, J, l, e.history)), lt(O, M, J, "allow-explicit");
    const $ = St(R.location, M, { _isRedirect: !0 });
    if (r) {
      let re = !1;
      if (y.response.headers.has("X-Remix-Reload-Document")) re = !0;
      else if (Yr(M)) {
        const me = ga(t, M, !0);
        re = me.origin !== t.location.origin || _e(me.pathname, l) == null;
      }
      if (re) {
        F ? t.location.replace(M) : t.location.assign(M);
        return;
      }
    }
    k = null;
    const H = F === !0 || y.response.headers.has("X-Remix-Replace") ? "REPLACE" : "PUSH",
      { formMethod: Q, formAction: ce, formEncType: ae } = R.navigation;
    !b && !C && Q && ce && ae && (b = Zn(R.navigation));
    const ie = b || C;
    xi.has(y.response.status) && ie && ve(ie.formMethod)
      ? await Je(H, $, {
          submission: { ...ie, formAction: M },
          preventScrollReset: j || te,
          enableViewTransition: g ? K : void 0,
        })
      : await Je(H, $, {
          overrideNavigation: wr($, [], H, b),
          fetcherSubmission: C,
          preventScrollReset: j || te,
          enableViewTransition: g ? K : void 0,
        });
  }
  async function mt(f, y, g, b, C) {
    let j,
      F = {};
    try {
      j = await ki(h, f, y, g, C, b, !1);
    } catch (M) {
      return (
        g
          .filter((O) => O.shouldLoad)
          .forEach((O) => {
            F[O.route.id] = { type: "error", error: M };
          }),
        F
      );
    }
    if (f.signal.aborted) return F;
    if (!ve(f.method))
      for (const M of g) {
        if (j[M.route.id]?.type === "error") break;
        !Object.hasOwn(j, M.route.id) &&
          !Object.hasOwn(R.loaderData, M.route.id) &&
          (!R.errors || !Object.hasOwn(R.errors, M.route.id)) &&
          M.shouldCallHandler() &&
          (j[M.route.id] = {
            type: "error",
            result: new Error(`No result returned from dataStrategy for route ${M.route.id}`),
          });
      }
    for (const [M, O] of Object.entries(j))
      if (Wi(O)) {
        const J = O.result;
        F[M] = { type: "redirect", response: ji(J, f, M, g, l) };
      } else F[M] = await Ii(O);
    return F;
  }
  async function vn(f, y, g, b, C) {
    const j = mt(g, b, f, C, null),
      F = Promise.all(
        y.map(async (M) => {
          if (M.matches && M.match && M.request && M.controller) {
            const O = (await mt(M.request, M.path, M.matches, C, M.key))[M.match.route.id];
            return { [M.key]: O };
          } else
            return Promise.resolve({
              [M.key]: { type: "error", error: De(404, { pathname: M.path }) },
            });
        }),
      );
    return {
      loaderResults: await j,
      fetcherResults: (await F).reduce((M, O) => Object.assign(M, O), {}),
    };
  }
  function cr() {
    (se = !0),
      S.forEach((f, y) => {
        le.has(y) && Ne.add(y), Ue(y);
      });
  }
  function je(f, y, g = {}) {
    const b = new Map(R.fetchers);
    b.set(f, y), ye({ fetchers: b }, { flushSync: (g && g.flushSync) === !0 });
  }
  function Fe(f, y, g, b = {}) {
    const C = Ve(R.matches, y),
      j = new Map(R.fetchers);
    dr(j, f),
      ye({ errors: { [C.route.id]: g }, fetchers: j }, { flushSync: (b && b.flushSync) === !0 });
  }
  function So(f) {
    return (I.set(f, (I.get(f) || 0) + 1), A.has(f) && A.delete(f), R.fetchers.get(f) || Li);
  }
  function xo(f, y) {
    Ue(f, y?.reason), je(f, ke(null));
  }
  function dr(f, y) {
    const g = R.fetchers.get(y);
    le.has(y) && !(g && g.state === "loading" && xe.has(y)) && Ue(y),
      S.delete(y),
      xe.delete(y),
      p.delete(y),
      A.delete(y),
      Ne.delete(y),
      f.delete(y);
  }
  function Lo(f) {
    const y = (I.get(f) || 0) - 1;
    y <= 0 ? (I.delete(f), A.add(f)) : I.set(f, y), ye({ fetchers: new Map(R.fetchers) });
  }
  function Ue(f, y) {
    const g = le.get(f);
    g && (g.abort(y), le.delete(f));
  }
  function gn(f, y) {
    for (const g of f) {
      const b = y.get(g);
      V(b, `Expected fetcher: ${g}`);
      const C = ke(b.data);
      y.set(g, C);
    }
  }
  function wn(f) {
    let y = [],
      g = !1;
    for (const b of p) {
      const C = f.get(b);
      V(C, `Expected fetcher: ${b}`), C.state === "loading" && (p.delete(b), y.push(b), (g = !0));
    }
    return (gn(y, f), g);
  }
  function En(f, y) {
    const g = [];
    for (const [b, C] of xe)
      if (C < f) {
        const j = y.get(b);
        V(j, `Expected fetcher: ${b}`), j.state === "loading" && (Ue(b), xe.delete(b), g.push(b));
      }
    return (gn(g, y), g.length > 0);
  }
  function Co(f, y) {
    const g = R.blockers.get(f) || pt;
    return (X.get(f) !== y && X.set(f, y), g);
  }
  function Rn(f) {
    R.blockers.delete(f), X.delete(f);
  }
  function Tt(f, y) {
    const g = R.blockers.get(f) || pt;
    V(
      (g.state === "unblocked" && y.state === "blocked") ||
        (g.state === "blocked" && y.state === "blocked") ||
        (g.state === "blocked" && y.state === "proceeding") ||
        (g.state === "blocked" && y.state === "unblocked") ||
        (g.state === "proceeding" && y.state === "unblocked"),
      `Invalid blocker state transition: ${g.state} -> ${y.state}`,
    );
    const b = new Map(R.blockers);
    b.set(f, y), ye({ blockers: b });
  }
  function bn({ currentLocation: f, nextLocation: y, historyAction: g }) {
    if (X.size === 0) return;
    X.size > 1 && de(!1, "A router only supports one blocker at a time");
    const b = Array.from(X.entries()),
      [C, j] = b[b.length - 1],
      F = R.blockers.get(C);
    if (
      !(F && F.state === "proceeding") &&
      j({ currentLocation: f, nextLocation: y, historyAction: g })
    )
      return C;
  }
  function fr(f) {
    const y = De(404, { pathname: f }),
      g = d.activeRoutes,
      { matches: b, route: C } = It(g);
    return { notFoundMatches: b, route: C, error: y };
  }
  function Po(f, y, g) {
    if (((L = f), (P = y), (w = g || null), !x && R.navigation === gr)) {
      x = !0;
      const b = xn(R.location, R.matches);
      b != null && ye({ restoreScrollPosition: b });
    }
    return () => {
      (L = null), (P = null), (w = null);
    };
  }
  function Sn(f, y) {
    return (
      (w &&
        w(
          f,
          y.map((g) => Ea(g, R.loaderData)),
        )) ||
      f.key
    );
  }
  function Mo(f, y) {
    if (L && P) {
      const g = Sn(f, y);
      L[g] = P();
    }
  }
  function xn(f, y) {
    if (L) {
      const g = Sn(f, y),
        b = L[g];
      if (typeof b == "number") return b;
    }
    return null;
  }
  function Dt(f, y) {
    if (e.patchRoutesOnNavigation)
      if (f) {
        if (Object.keys(f[0].params).length > 0) return { active: !0, matches: s.match(y, !0) };
      } else return { active: !0, matches: s.match(y, !0) || [] };
    return { active: !1, matches: null };
  }
  async function _t(f, y, g, b) {
    if (!e.patchRoutesOnNavigation) return { type: "success", matches: f };
    let C = f;
    for (;;) {
      const j = u;
      try {
        await e.patchRoutesOnNavigation({
          signal: g,
          path: y,
          matches: C,
          fetcherKey: b,
          patch: (O, J) => {
            g.aborted || Bn(O, J, d, j, o, !1);
          },
        });
      } catch (O) {
        return { type: "error", error: O, partialMatches: C };
      }
      if (g.aborted) return { type: "aborted" };
      let F = s.match(y),
        M = null;
      if (F) {
        if (Object.keys(F[0].params).length === 0) return { type: "success", matches: F };
        if (((M = s.match(y, !0)), !(M && C.length < M.length && Ln(C, M.slice(0, C.length)))))
          return { type: "success", matches: F };
      }
      if ((M || (M = s.match(y, !0)), !M || Ln(C, M))) return { type: "success", matches: null };
      C = M;
    }
  }
  function Ln(f, y) {
    return f.length === y.length && f.every((g, b) => g.route.id === y[b].route.id);
  }
  function To(f) {
    (u = {}), d.setHmrRoutes(xt(f, o, void 0, u));
  }
  function Do(f, y, g = !1) {
    Bn(f, y, d, u, o, g), d.hasHMRRoutes || ye({});
  }
  return (
    (U = {
      get basename() {
        return l;
      },
      get future() {
        return i;
      },
      get state() {
        return R;
      },
      get routes() {
        return d.stableRoutes;
      },
      match(f) {
        return s.match(f);
      },
      get manifest() {
        return u;
      },
      get window() {
        return t;
      },
      initialize: Me,
      subscribe: ur,
      enableScrollRestoration: Po,
      navigate: pn,
      fetch: Eo,
      revalidate: yo,
      createHref: (f) => e.history.createHref(f),
      createURL: (f) => e.history.createURL(f),
      encodeLocation: (f) => e.history.encodeLocation(f),
      getFetcher: So,
      resetFetcher: xo,
      deleteFetcher: Lo,
      dispose: pe,
      getBlocker: Co,
      deleteBlocker: Rn,
      patchRoutes: Do,
      _internalFetchControllers: le,
      _internalSetRoutes: To,
      _internalSetStateDoNotUseOrYouWillBreakYourApp(f) {
        ye(f);
      },
    }),
    e.instrumentations && (U = mi(U, e.instrumentations.map((f) => f.router).filter(Boolean))),
    U
  );
}
function Pi(e) {
  return (
    e != null && (("formData" in e && e.formData != null) || ("body" in e && e.body !== void 0))
  );
}
function Cr(e, t, r, n, a, o) {
  let i, l;
  if (a) {
    i = [];
    for (const u of t)
      if ((i.push(u), u.route.id === a)) {
        l = u;
        break;
      }
  } else (i = t), (l = t[t.length - 1]);
  const s = Ct(n || ".", Zt(i), _e(e.pathname, r) || e.pathname, o === "path");
  if (
    (n == null && ((s.search = e.search), (s.hash = e.hash)),
    (n == null || n === "" || n === ".") && l)
  ) {
    const u = qr(s.search);
    if (l.route.index && !u) s.search = s.search ? s.search.replace(/^\?/, "?index&") : "?index";
    else if (!l.route.index && u) {
      const d = new URLSearchParams(s.search),
        h = d.getAll("index");
      d.delete("index"), h.filter((v) => v).forEach((v) => d.append("index", v));
      const m = d.toString();
      s.search = m ? `?${m}` : "";
    }
  }
  return (r !== "/" && (s.pathname = oi({ basename: r, pathname: s.pathname })), ge(s));
}
function Hn(e, t, r) {
  if (!r || !Pi(r)) return { path: t };
  if (r.formMethod && !Ji(r.formMethod))
    return { path: t, error: De(405, { method: r.formMethod }) };
  const n = () => ({ path: t, error: De(400, { type: "invalid-body" }) }),
    a = (r.formMethod || "get").toUpperCase(),
    o = Ha(t);
  if (r.body !== void 0) {
    if (r.formEncType === "text/plain") {
      if (!ve(a)) return n();
      const d =
        typeof r.body == "string"
          ? r.body
          : r.body instanceof FormData || r.body instanceof URLSearchParams
            ? Array.from(r.body.entries()).reduce(
                (h, [m, v]) => `${h}${m}=${v}
`,
                "",
              )
            : String(r.body);
      return {
        path: t,
        submission: {
          formMethod: a,
          formAction: o,
          formEncType: r.formEncType,
          formData: void 0,
          json: void 0,
          text: d,
        },
      };
    } else if (r.formEncType === "application/json") {
      if (!ve(a)) return n();
      try {
        const d = typeof r.body == "string" ? JSON.parse(r.body) : r.body;
        return {
          path: t,
          submission: {
            formMethod: a,
            formAction: o,
            formEncType: r.formEncType,
            formData: void 0,
            json: d,
            text: void 0,
          },
        };
      } catch {
        return n();
      }
    }
  }
  V(typeof FormData == "function", "FormData is not available in this environment");
  let i, l;
  if (r.formData) (i = Tr(r.formData)), (l = r.formData);
  else if (r.body instanceof FormData) (i = Tr(r.body)), (l = r.body);
  else if (r.body instanceof URLSearchParams) (i = r.body), (l = Gn(i));
  else if (r.body == null) (i = new URLSearchParams()), (l = new FormData());
  else
    try {
      (i = new URLSearchParams(r.body)), (l = Gn(i));
    } catch {
      return n();
    }
  const s = {
    formMethod: a,
    formAction: o,
    formEncType: (r && r.formEncType) || "application/x-www-form-urlencoded",
    formData: l,
    json: void 0,
    text: void 0,
  };
  if (ve(s.formMethod)) return { path: t, submission: s };
  const u = Ae(t);
  return (
    e && u.search && qr(u.search) && i.append("index", ""),
    (u.search = `?${i}`),
    { path: ge(u), submission: s }
  );
}
function zn(e, t, r, n, a, o, i, l, s, u, d, h, m, v, E, L, w, P, x) {
  let T = P ? (Le(P[1]) ? P[1].error : P[1].data) : void 0,
    D = a.createURL(o.location),
    _ = a.createURL(s),
    N;
  if (d && o.errors) {
    const k = Object.keys(o.errors)[0];
    N = i.findIndex((K) => K.route.id === k);
  } else if (P && Le(P[1])) {
    const k = P[0];
    N = i.findIndex((K) => K.route.id === k) - 1;
  }
  const Y = P ? P[1].statusCode : void 0,
    U = Y && Y >= 400,
    R = {
      currentUrl: D,
      currentParams: o.matches[0]?.params || {},
      nextUrl: _,
      nextParams: i[0].params,
      ...l,
      actionResult: T,
      actionStatus: Y,
    },
    oe = ut(i),
    z = i.map((k, K) => {
      let { route: q } = k,
        fe = null;
      if (N != null && K > N) fe = !1;
      else if (q.lazy) fe = !0;
      else if (!Xr(q)) fe = !1;
      else if (d) {
        const { shouldLoad: Ne } = Aa(q, o.loaderData, o.errors);
        fe = Ne;
      } else Mi(o.loaderData, o.matches[K], k) && (fe = !0);
      if (fe !== null) return Pr(r, n, e, s, oe, k, u, t, fe);
      let G = !1;
      typeof x == "boolean"
        ? (G = x)
        : U
          ? (G = !1)
          : (h ||
              D.pathname + D.search === _.pathname + _.search ||
              D.search !== _.search ||
              Ti(o.matches[K], k)) &&
            (G = !0);
      const se = { ...R, defaultShouldRevalidate: G };
      return Pr(r, n, e, s, oe, k, u, t, bt(k, se), se, x);
    }),
    te = [];
  return (
    E.forEach((k, K) => {
      if (d || !i.some((we) => we.route.id === k.routeId) || v.has(K) || k.isDiscovering) return;
      const q = o.fetchers.get(K),
        fe = q && q.state !== "idle" && q.data === void 0,
        G = w.match(k.path);
      if (!G) {
        te.push({
          key: K,
          routeId: k.routeId,
          path: k.path,
          matches: null,
          match: null,
          request: null,
          controller: null,
        });
        return;
      }
      if (L.has(K)) return;
      let se = Wt(G, k.path),
        Ne = new AbortController(),
        le = ot(a, k.path, Ne.signal),
        Se = null;
      if (m.has(K)) m.delete(K), (Se = st(r, n, le, k.path, G, se, u, t));
      else if (fe) h && (Se = st(r, n, le, k.path, G, se, u, t));
      else {
        let we;
        typeof x == "boolean" ? (we = x) : U ? (we = !1) : (we = h);
        const xe = { ...R, defaultShouldRevalidate: we };
        bt(se, xe) && (Se = st(r, n, le, k.path, G, se, u, t, xe));
      }
      Se &&
        te.push({
          key: K,
          routeId: k.routeId,
          path: k.path,
          matches: Se,
          match: se,
          request: le,
          controller: Ne,
        });
    }),
    { dsMatches: z, revalidatingFetchers: te }
  );
}
function Xr(e) {
  return e.loader != null || (e.middleware != null && e.middleware.length > 0);
}
function Aa(e, t, r) {
  if (e.lazy) return { shouldLoad: !0, renderFallback: !0 };
  if (!Xr(e)) return { shouldLoad: !1, renderFallback: !1 };
  const n = t != null && e.id in t,
    a = r != null && r[e.id] !== void 0;
  if (!n && a) return { shouldLoad: !1, renderFallback: !1 };
  if (typeof e.loader == "function" && e.loader.hydrate === !0)
    return { shouldLoad: !0, renderFallback: !n };
  const o = !n && !a;
  return { shouldLoad: o, renderFallback: o };
}
function Mi(e, t, r) {
  const n = !t || r.route.id !== t.route.id,
    a = !Object.hasOwn(e, r.route.id);
  return n || a;
}
function Ti(e, t) {
  const r = e.route.path;
  return (
    e.pathname !== t.pathname || (r != null && r.endsWith("*") && e.params["*"] !== t.params["*"])
  );
}
function bt(e, t) {
  if (e.route.shouldRevalidate) {
    const r = e.route.shouldRevalidate(t);
    if (typeof r == "boolean") return r;
  }
  return t.defaultShouldRevalidate;
}
function Bn(e, t, r, n, a, o) {
  let i;
  if (e) {
    const u = n[e];
    V(u, `No route found to patch children into: routeId = ${e}`),
      u.children || (u.children = []),
      (i = u.children);
  } else i = r.activeRoutes;
  const l = [],
    s = [];
  if (
    (t.forEach((u) => {
      const d = i.find((h) => Ia(u, h));
      d ? s.push({ existingRoute: d, newRoute: u }) : l.push(u);
    }),
    l.length > 0)
  ) {
    const u = xt(l, a, [e || "_", "patch", String(i?.length || "0")], n);
    i.push(...u);
  }
  if (o && s.length > 0)
    for (let u = 0; u < s.length; u++) {
      const { existingRoute: d, newRoute: h } = s[u],
        m = d,
        [v] = xt([h], a, [], {}, !0);
      Object.assign(m, {
        element: v.element ? v.element : m.element,
        errorElement: v.errorElement ? v.errorElement : m.errorElement,
        hydrateFallbackElement: v.hydrateFallbackElement
          ? v.hydrateFallbackElement
          : m.hydrateFallbackElement,
      });
    }
  r.hasHMRRoutes || r.setRoutes([...r.activeRoutes]);
}
function Ia(e, t) {
  return "id" in e && "id" in t && e.id === t.id
    ? !0
    : e.index === t.index && e.path === t.path && e.caseSensitive === t.caseSensitive
      ? (!e.children || e.children.length === 0) && (!t.children || t.children.length === 0)
        ? !0
        : (e.children?.every((r, n) => t.children?.some((a) => Ia(r, a))) ?? !1)
      : !1;
}
const Wn = new WeakMap(),
  ja = ({ key: e, route: t, manifest: r, mapRouteProperties: n }) => {
    const a = r[t.id];
    if ((V(a, "No route found in manifest"), !a.lazy || typeof a.lazy != "object")) return;
    const o = a.lazy[e];
    if (!o) return;
    let i = Wn.get(a);
    i || ((i = {}), Wn.set(a, i));
    const l = i[e];
    if (l) return l;
    const s = (async () => {
      const u = $o(e),
        d = a[e] !== void 0;
      if (u)
        de(
          !u,
          "Route property " +
            e +
            " is not a supported lazy route property. This property will be ignored.",
        ),
          (i[e] = Promise.resolve());
      else if (d)
        de(
          !1,
          `Route "${a.id}" has a static property "${e}" defined. The lazy property will be ignored.`,
        );
      else {
        const h = await o();
        h != null && (Object.assign(a, { [e]: h }), Object.assign(a, n(a)));
      }
      typeof a.lazy == "object" &&
        ((a.lazy[e] = void 0),
        Object.values(a.lazy).every((h) => h === void 0) && (a.lazy = void 0));
    })();
    return ((i[e] = s), s);
  },
  Vn = new WeakMap();
function Di(e, t, r, n, a) {
  const o = r[e.id];
  if ((V(o, "No route found in manifest"), !e.lazy))
    return { lazyRoutePromise: void 0, lazyHandlerPromise: void 0 };
  if (typeof e.lazy == "function") {
    const d = Vn.get(o);
    if (d) return { lazyRoutePromise: d, lazyHandlerPromise: d };
    const h = (async () => {
      V(typeof e.lazy == "function", "No lazy route function found");
      const m = await e.lazy(),
        v = {};
      for (const E in m) {
        const L = m[E];
        if (L === void 0) continue;
        const w = zo(E),
          P = o[E] !== void 0;
        w
          ? de(
              !w,
              "Route property " +
                E +
                " is not a supported property to be returned from a lazy route function. This property will be ignored.",
            )
          : P
            ? de(
                !P,
                `Route "${o.id}" has a static property "${E}" defined but its lazy function is also returning a value for this property. The lazy route property "${E}" will be ignored.`,
              )
            : (v[E] = L);
      }
      Object.assign(o, v), Object.assign(o, { ...n(o), lazy: void 0 });
    })();
    return (Vn.set(o, h), h.catch(() => {}), { lazyRoutePromise: h, lazyHandlerPromise: h });
  }
  let i = Object.keys(e.lazy),
    l = [],
    s;
  for (const d of i) {
    if (a && a.includes(d)) continue;
    const h = ja({ key: d, route: e, manifest: r, mapRouteProperties: n });
    h && (l.push(h), d === t && (s = h));
  }
  const u = l.length > 0 ? Promise.all(l).then(() => {}) : void 0;
  return (u?.catch(() => {}), s?.catch(() => {}), { lazyRoutePromise: u, lazyHandlerPromise: s });
}
async function Yn(e) {
  const t = e.matches.filter((n) => n.shouldLoad),
    r = {};
  return (
    (await Promise.all(t.map((n) => n.resolve()))).forEach((n, a) => {
      r[t[a].route.id] = n;
    }),
    r
  );
}
async function _i(e) {
  return e.matches.some((t) => t.route.middleware) ? Fa(e, () => Yn(e)) : Yn(e);
}
function Fa(e, t) {
  return Ni(
    e,
    t,
    (n) => {
      if (Yi(n)) throw n;
      return n;
    },
    zi,
    r,
  );
  async function r(n, a, o) {
    if (o) return Object.assign(o.value, { [a]: { type: "error", result: n } });
    {
      let { matches: i } = e,
        l = Math.min(
          Math.max(
            i.findIndex((u) => u.route.id === a),
            0,
          ),
          Math.max(
            i.findIndex((u) => u.shouldCallHandler()),
            0,
          ),
        ),
        s = i[l].route.id;
      for (const u of i.slice(0, l + 1))
        try {
          await u._lazyPromises?.route;
        } catch {
          s = u.route.id;
          break;
        }
      return { [Ve(i, s).route.id]: { type: "error", result: n } };
    }
  }
}
async function Ni(e, t, r, n, a) {
  const { matches: o, ...i } = e;
  return await Ua(
    i,
    o.flatMap((l) => (l.route.middleware ? l.route.middleware.map((s) => [l.route.id, s]) : [])),
    t,
    r,
    n,
    a,
  );
}
async function Ua(e, t, r, n, a, o, i = 0) {
  const { request: l } = e;
  if (l.signal.aborted) throw l.signal.reason ?? new Error(`Request aborted: ${l.method} ${l.url}`);
  const s = t[i];
  if (!s) return await r();
  let [u, d] = s,
    h,
    m = async () => {
      if (h) throw new Error("You may only call `next()` once per middleware");
      try {
        return ((h = { value: await Ua(e, t, r, n, a, o, i + 1) }), h.value);
      } catch (v) {
        return ((h = { value: await o(v, u, h) }), h.value);
      }
    };
  try {
    const v = await d(e, m),
      E = v != null ? n(v) : void 0;
    return a(E) ? E : h ? (E ?? h.value) : ((h = { value: await m() }), h.value);
  } catch (v) {
    return await o(v, u, h);
  }
}
function $a(e, t, r, n, a) {
  const o = ja({ key: "middleware", route: n.route, manifest: t, mapRouteProperties: e }),
    i = Di(n.route, ve(r.method) ? "action" : "loader", t, e, a);
  return { middleware: o, route: i.lazyRoutePromise, handler: i.lazyHandlerPromise };
}
function Pr(e, t, r, n, a, o, i, l, s, u = null, d) {
  let h = !1,
    m = $a(e, t, r, o, i);
  return {
    ...o,
    _lazyPromises: m,
    shouldLoad: s,
    shouldRevalidateArgs: u,
    shouldCallHandler(v) {
      return (
        (h = !0),
        u
          ? typeof d == "boolean"
            ? bt(o, { ...u, defaultShouldRevalidate: d })
            : typeof v == "boolean"
              ? bt(o, { ...u, defaultShouldRevalidate: v })
              : bt(o, u)
          : s
      );
    },
    resolve(v) {
      const { lazy: E, loader: L, middleware: w } = o.route,
        P = h || s || (v && !ve(r.method) && (E || L)),
        x = w && w.length > 0 && !L && !E;
      return P && (ve(r.method) || !x)
        ? Oi({
            request: r,
            path: n,
            pattern: a,
            match: o,
            lazyHandlerPromise: m?.handler,
            lazyRoutePromise: m?.route,
            handlerOverride: v,
            scopedContext: l,
          })
        : Promise.resolve({ type: "data", result: void 0 });
    },
  };
}
function st(e, t, r, n, a, o, i, l, s = null) {
  return a.map((u) =>
    u.route.id !== o.route.id
      ? {
          ...u,
          shouldLoad: !1,
          shouldRevalidateArgs: s,
          shouldCallHandler: () => !1,
          _lazyPromises: $a(e, t, r, u, i),
          resolve: () => Promise.resolve({ type: "data", result: void 0 }),
        }
      : Pr(e, t, r, n, ut(a), u, i, l, !0, s),
  );
}
async function ki(e, t, r, n, a, o, i) {
  n.some((d) => d._lazyPromises?.middleware) &&
    (await Promise.all(n.map((d) => d._lazyPromises?.middleware)));
  const l = {
      request: t,
      url: Gr(t, r),
      pattern: ut(n),
      params: n[0].params,
      context: o,
      matches: n,
    },
    u = await e({
      ...l,
      fetcherKey: a,
      runClientMiddleware: (d) => {
        const h = l;
        return Fa(h, () =>
          d({
            ...h,
            fetcherKey: a,
            runClientMiddleware: () => {
              throw new Error(
                "Cannot call `runClientMiddleware()` from within an `runClientMiddleware` handler",
              );
            },
          }),
        );
      },
    });
  try {
    await Promise.all(n.flatMap((d) => [d._lazyPromises?.handler, d._lazyPromises?.route]));
  } catch {}
  return u;
}
async function Oi({
  request: e,
  path: t,
  pattern: r,
  match: n,
  lazyHandlerPromise: a,
  lazyRoutePromise: o,
  handlerOverride: i,
  scopedContext: l,
}) {
  let s,
    u,
    d = ve(e.method),
    h = d ? "action" : "loader",
    m = (v) => {
      let E,
        L = new Promise((x, T) => (E = T));
      (u = () => E()), e.signal.addEventListener("abort", u);
      const w = (x) =>
          typeof v != "function"
            ? Promise.reject(
                new Error(
                  `You cannot call the handler for a route which defines a boolean "${h}" [routeId: ${n.route.id}]`,
                ),
              )
            : v(
                { request: e, url: Gr(e, t), pattern: r, params: n.params, context: l },
                ...(x !== void 0 ? [x] : []),
              ),
        P = (async () => {
          try {
            return { type: "data", result: await (i ? i((x) => w(x)) : w()) };
          } catch (x) {
            return { type: "error", result: x };
          }
        })();
      return Promise.race([P, L]);
    };
  try {
    const v = d ? n.route.action : n.route.loader;
    if (a || o)
      if (v) {
        let E,
          [L] = await Promise.all([
            m(v).catch((w) => {
              E = w;
            }),
            a,
            o,
          ]);
        if (E !== void 0) throw E;
        s = L;
      } else {
        await a;
        const E = d ? n.route.action : n.route.loader;
        if (E) [s] = await Promise.all([m(E), o]);
        else if (h === "action") {
          const L = new URL(e.url),
            w = L.pathname + L.search;
          throw De(405, { method: e.method, pathname: w, routeId: n.route.id });
        } else return { type: "data", result: void 0 };
      }
    else if (v) s = await m(v);
    else {
      const E = new URL(e.url);
      throw De(404, { pathname: E.pathname + E.search });
    }
  } catch (v) {
    return { type: "error", result: v };
  } finally {
    u && e.signal.removeEventListener("abort", u);
  }
  return s;
}
async function Ai(e) {
  const t = e.headers.get("Content-Type");
  return t && /\bapplication\/json\b/.test(t) ? (e.body == null ? null : e.json()) : e.text();
}
async function Ii(e) {
  const { result: t, type: r } = e;
  if (er(t)) {
    let n;
    try {
      n = await Ai(t);
    } catch (a) {
      return { type: "error", error: a };
    }
    return r === "error"
      ? {
          type: "error",
          error: new Ye(t.status, t.statusText, n),
          statusCode: t.status,
          headers: t.headers,
        }
      : { type: "data", data: n, statusCode: t.status, headers: t.headers };
  }
  return r === "error"
    ? Dr(t)
      ? t.data instanceof Error
        ? {
            type: "error",
            error: t.data,
            statusCode: t.init?.status,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
        : {
            type: "error",
            error: Hi(t),
            statusCode: Qe(t) ? t.status : void 0,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
      : { type: "error", error: t, statusCode: Qe(t) ? t.status : void 0 }
    : Dr(t)
      ? {
          type: "data",
          data: t.data,
          statusCode: t.init?.status,
          headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
        }
      : { type: "data", data: t };
}
function ji(e, t, r, n, a) {
  let o = e.headers.get("Location");
  if (
    (V(o, "Redirects returned/thrown from loaders/actions must have a Location header"), !Yr(o))
  ) {
    const i = n.slice(0, n.findIndex((l) => l.route.id === r) + 1);
    (o = Cr(new URL(t.url), i, a, o)), e.headers.set("Location", o);
  }
  return e;
}
const Fi = [
  "about:",
  "blob:",
  "chrome:",
  "chrome-untrusted:",
  "content:",
  "data:",
  "devtools:",
  "file:",
  "filesystem:",
  "javascript:",
];
function Mr(e) {
  try {
    return Fi.includes(new URL(e).protocol);
  } catch {
    return !1;
  }
}
function Jn(e, t, r, n) {
  if (Yr(e)) {
    const a = e,
      o = Qt.test(a) ? new URL(va(a, t.protocol)) : new URL(a);
    if (Mr(o.toString())) throw new Error("Invalid redirect location");
    const i = _e(o.pathname, r) != null;
    if (o.origin === t.origin && i) return Jr(o.pathname) + o.search + o.hash;
  }
  try {
    if (Mr(n.createURL(e).toString())) throw new Error("Invalid redirect location");
  } catch {}
  return e;
}
function ot(e, t, r, n) {
  const a = e.createURL(Ha(t)).toString(),
    o = { signal: r };
  if (n && ve(n.formMethod)) {
    const { formMethod: i, formEncType: l } = n;
    (o.method = i.toUpperCase()),
      l === "application/json"
        ? ((o.headers = new Headers({ "Content-Type": l })), (o.body = JSON.stringify(n.json)))
        : l === "text/plain"
          ? (o.body = n.text)
          : l === "application/x-www-form-urlencoded" && n.formData
            ? (o.body = Tr(n.formData))
            : (o.body = n.formData);
  }
  return new Request(a, o);
}
function Tr(e) {
  const t = new URLSearchParams();
  for (const [r, n] of e.entries()) t.append(r, typeof n == "string" ? n : n.name);
  return t;
}
function Gn(e) {
  const t = new FormData();
  for (const [r, n] of e.entries()) t.append(r, n);
  return t;
}
function Ui(e, t, r, n = !1, a = !1) {
  let o = {},
    i = null,
    l,
    s = !1,
    u = {},
    d = r && Le(r[1]) ? r[1].error : void 0;
  return (
    e.forEach((h) => {
      if (!(h.route.id in t)) return;
      const m = h.route.id,
        v = t[m];
      if ((V(!qe(v), "Cannot handle redirect results in processLoaderData"), Le(v))) {
        let E = v.error;
        if ((d !== void 0 && ((E = d), (d = void 0)), (i = i || {}), a)) i[m] = E;
        else {
          const L = Ve(e, m);
          i[L.route.id] == null && (i[L.route.id] = E);
        }
        n || (o[m] = ka),
          s || ((s = !0), (l = Qe(v.error) ? v.error.status : 500)),
          v.headers && (u[m] = v.headers);
      } else
        (o[m] = v.data),
          v.statusCode && v.statusCode !== 200 && !s && (l = v.statusCode),
          v.headers && (u[m] = v.headers);
    }),
    d !== void 0 && r && ((i = { [r[0]]: d }), r[2] && (o[r[2]] = void 0)),
    { loaderData: o, errors: i, statusCode: l || 200, loaderHeaders: u }
  );
}
function Kn(e, t, r, n, a, o, i) {
  let { loaderData: l, errors: s } = Ui(t, r, n);
  return (
    a
      .filter((u) => !u.matches || u.matches.some((d) => d.shouldLoad))
      .forEach((u) => {
        const { key: d, match: h, controller: m } = u;
        if (m && m.signal.aborted) return;
        const v = o[d];
        if ((V(v, "Did not find corresponding fetcher result"), Le(v))) {
          const E = Ve(e.matches, h?.route.id);
          (s && s[E.route.id]) || (s = { ...s, [E.route.id]: v.error }), i.delete(d);
        } else if (qe(v)) V(!1, "Unhandled fetcher revalidation redirect");
        else {
          const E = ke(v.data);
          i.set(d, E);
        }
      }),
    { loaderData: l, errors: s }
  );
}
function Xn(e, t, r, n) {
  let a = Object.entries(t)
      .filter(([, i]) => i !== ka)
      .reduce((i, [l, s]) => ((i[l] = s), i), {}),
    o = 0;
  for (const i of r) {
    const l = i.route.id;
    if (
      (!Object.hasOwn(t, l) && Object.hasOwn(e, l) && i.route.loader && ((a[l] = e[l]), o++),
      n && Object.hasOwn(n, l))
    )
      break;
  }
  return Object.keys(t).length === 0 && o === Object.keys(e).length ? e : a;
}
function qn(e) {
  return e ? (Le(e[1]) ? { actionData: {} } : { actionData: { [e[0]]: e[1].data } }) : {};
}
function Ve(e, t) {
  return (
    (t ? e.slice(0, e.findIndex((r) => r.route.id === t) + 1) : [...e])
      .reverse()
      .find((r) => r.route.ErrorBoundary != null || r.route.errorElement != null) || e[0]
  );
}
function It(e) {
  const t =
    e.length === 1
      ? e[0]
      : e.find((r) => r.index || !r.path || r.path === "/") || { id: "__shim-error-route__" };
  return { matches: [{ params: {}, pathname: "", pathnameBase: "", route: t }], route: t };
}
function De(e, { pathname: t, routeId: r, method: n, type: a, message: o } = {}) {
  let i = "Unknown Server Error",
    l = "Unknown @remix-run/router error";
  return (
    e === 400
      ? ((i = "Bad Request"),
        n && t && r
          ? (l = `You made a ${n} request to "${t}" but did not provide a \`loader\` for route "${r}", so there is no way to handle the request.`)
          : a === "invalid-body" && (l = "Unable to encode submission body"))
      : e === 403
        ? ((i = "Forbidden"), (l = `Route "${r}" does not match URL "${t}"`))
        : e === 404
          ? ((i = "Not Found"), (l = `No route matches URL "${t}"`))
          : e === 405 &&
            ((i = "Method Not Allowed"),
            n && t && r
              ? (l = `You made a ${n.toUpperCase()} request to "${t}" but did not provide an \`action\` for route "${r}", so there is no way to handle the request.`)
              : n && (l = `Invalid request method "${n.toUpperCase()}"`)),
    new Ye(e || 500, i, new Error(l), !0)
  );
}
function jt(e) {
  const t = Object.entries(e);
  for (let r = t.length - 1; r >= 0; r--) {
    const [n, a] = t[r];
    if (qe(a)) return { key: n, result: a };
  }
}
function Ha(e) {
  return ge({ ...(typeof e == "string" ? Ae(e) : e), hash: "" });
}
function $i(e, t) {
  return e.pathname !== t.pathname || e.search !== t.search
    ? !1
    : e.hash === ""
      ? t.hash !== ""
      : e.hash === t.hash
        ? !0
        : t.hash !== "";
}
function Hi(e) {
  return new Ye(e.init?.status ?? 500, e.init?.statusText ?? "Internal Server Error", e.data);
}
function zi(e) {
  return (
    e != null &&
    typeof e == "object" &&
    Object.entries(e).every(([t, r]) => typeof t == "string" && Bi(r))
  );
}
function Bi(e) {
  return (
    e != null &&
    typeof e == "object" &&
    "type" in e &&
    "result" in e &&
    (e.type === "data" || e.type === "error")
  );
}
function Wi(e) {
  return er(e.result) && _a.has(e.result.status);
}
function Le(e) {
  return e.type === "error";
}
function qe(e) {
  return (e && e.type) === "redirect";
}
function Dr(e) {
  return (
    typeof e == "object" &&
    e != null &&
    "type" in e &&
    "data" in e &&
    "init" in e &&
    e.type === "DataWithResponseInit"
  );
}
function er(e) {
  return (
    e != null &&
    typeof e.status == "number" &&
    typeof e.statusText == "string" &&
    typeof e.headers == "object" &&
    typeof e.body < "u"
  );
}
function Vi(e) {
  return _a.has(e);
}
function Yi(e) {
  return er(e) && Vi(e.status) && e.headers.has("Location");
}
function Ji(e) {
  return Si.has(e.toUpperCase());
}
function ve(e) {
  return Ri.has(e.toUpperCase());
}
function qr(e) {
  return new URLSearchParams(e).getAll("index").some((t) => t === "");
}
function Wt(e, t) {
  const r = typeof t == "string" ? Ae(t).search : t.search;
  if (e[e.length - 1].route.index && qr(r || "")) return e[e.length - 1];
  const n = La(e);
  return n[n.length - 1];
}
function Qn(e, t, r) {
  return {
    url: Gr(e.createURL(t), t),
    pattern: r ? ut(r) : "",
    params: r?.[0]?.params ? { ...r[0].params } : {},
  };
}
function Zn(e) {
  const { formMethod: t, formAction: r, formEncType: n, text: a, formData: o, json: i } = e;
  if (!(!t || !r || !n)) {
    if (a != null)
      return {
        formMethod: t,
        formAction: r,
        formEncType: n,
        formData: void 0,
        json: void 0,
        text: a,
      };
    if (o != null)
      return {
        formMethod: t,
        formAction: r,
        formEncType: n,
        formData: o,
        json: void 0,
        text: void 0,
      };
    if (i !== void 0)
      return {
        formMethod: t,
        formAction: r,
        formEncType: n,
        formData: void 0,
        json: i,
        text: void 0,
      };
  }
}
function wr(e, t, r, n) {
  return n
    ? {
        state: "loading",
        location: e,
        matches: t,
        historyAction: r,
        formMethod: n.formMethod,
        formAction: n.formAction,
        formEncType: n.formEncType,
        formData: n.formData,
        json: n.json,
        text: n.text,
      }
    : {
        state: "loading",
        location: e,
        matches: t,
        historyAction: r,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
      };
}
function Gi(e, t, r, n) {
  return {
    state: "submitting",
    location: e,
    matches: t,
    historyAction: r,
    formMethod: n.formMethod,
    formAction: n.formAction,
    formEncType: n.formEncType,
    formData: n.formData,
    json: n.json,
    text: n.text,
  };
}
function yt(e, t) {
  return e
    ? {
        state: "loading",
        formMethod: e.formMethod,
        formAction: e.formAction,
        formEncType: e.formEncType,
        formData: e.formData,
        json: e.json,
        text: e.text,
        data: t,
      }
    : {
        state: "loading",
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
        data: t,
      };
}
function Ki(e, t) {
  return {
    state: "submitting",
    formMethod: e.formMethod,
    formAction: e.formAction,
    formEncType: e.formEncType,
    formData: e.formData,
    json: e.json,
    text: e.text,
    data: t ? t.data : void 0,
  };
}
function ke(e) {
  return {
    state: "idle",
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
    data: e,
  };
}
function Xi(e, t) {
  try {
    const r = e.sessionStorage.getItem(Na);
    if (r) {
      const n = JSON.parse(r);
      for (const [a, o] of Object.entries(n || {}))
        o && Array.isArray(o) && t.set(a, new Set(o || []));
    }
  } catch {}
}
function qi(e, t) {
  if (t.size > 0) {
    const r = {};
    for (const [n, a] of t) r[n] = [...a];
    try {
      e.sessionStorage.setItem(Na, JSON.stringify(r));
    } catch (n) {
      de(!1, `Failed to save applied view transitions in sessionStorage (${n}).`);
    }
  }
}
function ea() {
  let e,
    t,
    r = new Promise((n, a) => {
      (e = async (o) => {
        n(o);
        try {
          await r;
        } catch {}
      }),
        (t = async (o) => {
          a(o);
          try {
            await r;
          } catch {}
        });
    });
  return { promise: r, resolve: e, reject: t };
}
const ct = c.createContext(null);
ct.displayName = "DataRouter";
const Qr = c.createContext(null);
Qr.displayName = "DataRouterState";
const Zr = c.createContext(null);
Zr.displayName = "DataRouterData";
const tr = c.createContext(null);
tr.displayName = "DataRouterNavigation";
const za = c.createContext(!1);
function en() {
  return c.useContext(za);
}
const tn = c.createContext({ isTransitioning: !1 });
tn.displayName = "ViewTransition";
const Ba = c.createContext(null);
Ba.displayName = "Fetchers";
const Qi = c.createContext(null);
Qi.displayName = "Await";
const be = c.createContext(null);
be.displayName = "Navigation";
const rr = c.createContext(null);
rr.displayName = "Location";
const Ie = c.createContext({ outlet: null, matches: [], isDataRoute: !1 });
Ie.displayName = "Route";
const nr = c.createContext(!1);
nr.displayName = "IsDataRoute";
const ar = c.createContext(void 0);
ar.displayName = "RouteId";
const rn = c.createContext(null);
rn.displayName = "RouteError";
const Wa = "REACT_ROUTER_ERROR",
  Zi = "REDIRECT",
  el = "ROUTE_ERROR_RESPONSE";
function tl(e) {
  if (e.startsWith(`${Wa}:${Zi}:{`))
    try {
      const t = JSON.parse(e.slice(28));
      if (
        typeof t == "object" &&
        t &&
        typeof t.status == "number" &&
        typeof t.statusText == "string" &&
        typeof t.location == "string" &&
        typeof t.reloadDocument == "boolean" &&
        typeof t.replace == "boolean"
      )
        return t;
    } catch {}
}
function rl(e) {
  if (e.startsWith(`${Wa}:${el}:{`))
    try {
      const t = JSON.parse(e.slice(40));
      if (
        typeof t == "object" &&
        t &&
        typeof t.status == "number" &&
        typeof t.statusText == "string"
      )
        return new Ye(t.status, t.statusText, t.data);
    } catch {}
}
function nl(e, { relative: t } = {}) {
  V(dt(), "useHref() may be used only in the context of a <Router> component.");
  let { basename: r, navigator: n } = c.useContext(be),
    { hash: a, pathname: o, search: i } = Pt(e, { relative: t }),
    l = o;
  return (
    r !== "/" && (l = o === "/" ? r : Pe([r, o])), n.createHref({ pathname: l, search: i, hash: a })
  );
}
function dt() {
  return c.useContext(rr) != null;
}
function Ee() {
  return (
    V(dt(), "useLocation() may be used only in the context of a <Router> component."),
    c.useContext(rr).location
  );
}
const Va =
  "You should call navigate() in a React.useEffect(), not when your component is first rendered.";
function nn() {
  return c.useContext(nr) ? yl() : al();
}
function al() {
  V(dt(), "useNavigate() may be used only in the context of a <Router> component.");
  const e = c.useContext(ct),
    { basename: t, navigator: r } = c.useContext(be),
    { matches: n } = c.useContext(Ie),
    { pathname: a } = Ee(),
    o = JSON.stringify(Zt(n)),
    i = c.useRef(!1);
  return (
    c.useLayoutEffect(() => {
      i.current = !0;
    }),
    c.useCallback(
      (l, s = {}) => {
        if ((de(i.current, Va), !i.current)) return;
        if (typeof l == "number") {
          r.go(l);
          return;
        }
        const u = Ct(l, JSON.parse(o), a, s.relative === "path");
        e == null && t !== "/" && (u.pathname = u.pathname === "/" ? t : Pe([t, u.pathname])),
          lt(typeof l == "string" ? l : ge(l), r.createHref(u), Kr(r), "reject"),
          (s.replace ? r.replace : r.push)(u, s.state, s);
      },
      [t, r, o, a, e],
    )
  );
}
const ol = c.createContext(null);
function il(e) {
  const t = c.useContext(Ie).outlet;
  return c.useMemo(() => t && c.createElement(ol.Provider, { value: e }, t), [t, e]);
}
function Ya() {
  const { matches: e } = c.useContext(Ie);
  return e[e.length - 1]?.params ?? {};
}
function Pt(e, { relative: t } = {}) {
  const { matches: r } = c.useContext(Ie),
    { pathname: n } = Ee(),
    a = JSON.stringify(Zt(r));
  return c.useMemo(() => Ct(e, JSON.parse(a), n, t === "path"), [e, a, n, t]);
}
function ll(e, t, r) {
  V(dt(), "useRoutes() may be used only in the context of a <Router> component.");
  const { navigator: n } = c.useContext(be),
    { matches: a } = c.useContext(Ie),
    o = a[a.length - 1],
    i = o ? o.params : {};
  o && o.pathname;
  const l = o ? o.pathnameBase : "/";
  o && o.route;
  let s = Ee(),
    u;
  u = s;
  let d = u.pathname || "/",
    h = d;
  if (l !== "/") {
    const E = l.replace(/^\//, "").split("/");
    h = "/" + d.replace(/^\//, "").split("/").slice(E.length).join("/");
  }
  let m;
  return (
    r
      ? r.state.matches.length
        ? (m = r.state.matches.map((E) =>
            Object.assign(E, { route: r.manifest[E.route.id] || E.route }),
          ))
        : (m = r.router.match(r.state.location))
      : (m = Vo(e, { pathname: h })),
    hl(
      m &&
        m.map((E) =>
          Object.assign({}, E, {
            params: Object.assign({}, i, E.params),
            pathname: Pe([
              l,
              n.encodeLocation
                ? n.encodeLocation(
                    E.pathname.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23"),
                  ).pathname
                : E.pathname,
            ]),
            pathnameBase:
              E.pathnameBase === "/"
                ? l
                : Pe([
                    l,
                    n.encodeLocation
                      ? n.encodeLocation(
                          E.pathnameBase
                            .replace(/%/g, "%25")
                            .replace(/\?/g, "%3F")
                            .replace(/#/g, "%23"),
                        ).pathname
                      : E.pathnameBase,
                  ]),
          }),
        ),
      a,
      r,
    )
  );
}
function sl() {
  const e = on(),
    t = Qe(e) ? `${e.status} ${e.statusText}` : e instanceof Error ? e.message : JSON.stringify(e),
    r = e instanceof Error ? e.stack : null;
  return c.createElement(
    c.Fragment,
    null,
    c.createElement("h2", null, "Unexpected Application Error!"),
    c.createElement("h3", { style: { fontStyle: "italic" } }, t),
    r
      ? c.createElement(
          "pre",
          { style: { padding: "0.5rem", backgroundColor: "rgba(200,200,200, 0.5)" } },
          r,
        )
      : null,
    null,
  );
}
const ul = c.createElement(sl, null);
var cl = class extends c.Component {
  constructor(e) {
    super(e), (this.state = { location: e.location, revalidation: e.revalidation, error: e.error });
  }
  static contextType = za;
  static getDerivedStateFromError(e) {
    return { error: e };
  }
  static getDerivedStateFromProps(e, t) {
    return t.location !== e.location || (t.revalidation !== "idle" && e.revalidation === "idle")
      ? { error: e.error, location: e.location, revalidation: e.revalidation }
      : {
          error: e.error !== void 0 ? e.error : t.error,
          location: t.location,
          revalidation: e.revalidation || t.revalidation,
        };
  }
  componentDidCatch(e, t) {
    this.props.onError
      ? this.props.onError(e, t)
      : console.error("React Router caught the following error during render", e);
  }
  render() {
    let e = this.state.error;
    if (this.context && typeof e == "object" && e && "digest" in e && typeof e.digest == "string") {
      const r = rl(e.digest);
      r && (e = r);
    }
    const t =
      e !== void 0
        ? c.createElement(
            Ie.Provider,
            { value: this.props.routeContext },
            c.createElement(
              nr.Provider,
              { value: this.props.routeContext.isDataRoute },
              c.createElement(
                ar.Provider,
                {
                  value:
                    this.props.routeContext.matches[this.props.routeContext.matches.length - 1]
                      ?.route.id,
                },
                c.createElement(rn.Provider, { value: e, children: this.props.component }),
              ),
            ),
          )
        : this.props.children;
    return this.context ? c.createElement(dl, { error: e }, t) : t;
  }
};
const Er = new WeakMap();
function dl({ children: e, error: t }) {
  const { basename: r, navigator: n } = c.useContext(be);
  if (typeof t == "object" && t && "digest" in t && typeof t.digest == "string") {
    const a = tl(t.digest);
    if (a) {
      const o = Er.get(t);
      if (o) throw o;
      const i = Ma(a.location, r),
        l = i.absoluteURL || i.to;
      if ((lt(a.location, l, Kr(n), "allow-explicit"), Mr(l)))
        throw new Error("Invalid redirect location");
      if (Pa && !Er.get(t))
        if (i.isExternal || a.reloadDocument) window.location.href = l;
        else {
          const s = Promise.resolve().then(() =>
            window.__reactRouterDataRouter.navigate(i.to, { replace: a.replace }),
          );
          throw (Er.set(t, s), s);
        }
      return c.createElement("meta", { httpEquiv: "refresh", content: `0;url=${l}` });
    }
  }
  return e;
}
function fl({ routeContext: e, match: t, children: r }) {
  const n = c.useContext(ct);
  return (
    n &&
      n.static &&
      n.staticContext &&
      (t.route.errorElement || t.route.ErrorBoundary) &&
      (n.staticContext._deepestRenderedBoundaryId = t.route.id),
    c.createElement(
      Ie.Provider,
      { value: e },
      c.createElement(
        nr.Provider,
        { value: e.isDataRoute },
        c.createElement(ar.Provider, { value: t.route.id }, r),
      ),
    )
  );
}
function hl(e, t = [], r) {
  const n = r?.state;
  if (e == null) {
    if (!n) return null;
    if (n.errors) e = n.matches;
    else if (t.length === 0 && !n.initialized && n.matches.length > 0) e = n.matches;
    else return null;
  }
  let a = e,
    o = n?.errors;
  if (o != null) {
    const d = a.findIndex((h) => h.route.id && o?.[h.route.id] !== void 0);
    V(
      d >= 0,
      `Could not find a matching route for errors on route IDs: ${Object.keys(o).join(",")}`,
    ),
      (a = a.slice(0, Math.min(a.length, d + 1)));
  }
  let i = !1,
    l = -1;
  if (r && n) {
    i = n.renderFallback;
    for (let d = 0; d < a.length; d++) {
      const h = a[d];
      if (((h.route.HydrateFallback || h.route.hydrateFallbackElement) && (l = d), h.route.id)) {
        const { loaderData: m, errors: v } = n,
          E = h.route.loader && !Object.hasOwn(m, h.route.id) && (!v || v[h.route.id] === void 0);
        if (h.route.lazy || E) {
          r.isStatic && (i = !0), l >= 0 ? (a = a.slice(0, l + 1)) : (a = [a[0]]);
          break;
        }
      }
    }
  }
  const s = r?.onError,
    u =
      n && s
        ? (d, h) => {
            s(d, {
              location: n.location,
              params: n.matches?.[0]?.params ?? {},
              pattern: ut(n.matches),
              errorInfo: h,
            });
          }
        : void 0;
  return a.reduceRight((d, h, m) => {
    let v,
      E = !1,
      L = null,
      w = null;
    n &&
      ((v = o && h.route.id ? o[h.route.id] : void 0),
      (L = h.route.errorElement || ul),
      i &&
        (l < 0 && m === 0
          ? (vl(
              "route-fallback",
              !1,
              "No `HydrateFallback` element provided to render during initial hydration",
            ),
            (E = !0),
            (w = null))
          : l === m && ((E = !0), (w = h.route.hydrateFallbackElement || null))));
    const P = t.concat(a.slice(0, m + 1)),
      x = () => {
        let T;
        return (
          v
            ? (T = L)
            : E
              ? (T = w)
              : h.route.Component
                ? (T = c.createElement(h.route.Component, null))
                : h.route.element
                  ? (T = h.route.element)
                  : (T = d),
          c.createElement(fl, {
            match: h,
            routeContext: { outlet: d, matches: P, isDataRoute: n != null },
            children: T,
          })
        );
      };
    return n && (h.route.ErrorBoundary || h.route.errorElement || m === 0)
      ? c.createElement(cl, {
          location: n.location,
          revalidation: n.revalidation,
          component: L,
          error: v,
          children: x(),
          routeContext: { outlet: null, matches: P, isDataRoute: !0 },
          onError: u,
        })
      : x();
  }, null);
}
function or(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function ft(e) {
  const t = c.useContext(ct);
  return (V(t, or(e)), t);
}
function ht(e) {
  const t = c.useContext(Qr);
  return (V(t, or(e)), t);
}
function Ze(e) {
  const t = c.useContext(Zr);
  return (V(t, or(e)), t);
}
function ml(e) {
  const t = c.useContext(tr);
  return (V(t, or(e)), t);
}
function Mt(e) {
  const t = c.useContext(ar);
  return (V(t, `${e} can only be used on routes that contain a unique "id"`), t);
}
function pl() {
  const { navigation: e } = ml("useNavigation");
  return c.useMemo(() => {
    const { matches: t, historyAction: r, ...n } = e;
    return n;
  }, [e]);
}
function an() {
  const { matches: e } = ht("useMatches"),
    { loaderData: t } = Ze("useMatches");
  return c.useMemo(() => e.map((r) => Ea(r, t)), [e, t]);
}
function Ja() {
  const e = Ze("useLoaderData"),
    t = Mt("useLoaderData");
  return e.loaderData[t];
}
function Ga() {
  const e = Ze("useActionData"),
    t = Mt("useActionData");
  return e.actionData ? e.actionData[t] : void 0;
}
function on() {
  const e = c.useContext(rn),
    t = Ze("useRouteError"),
    r = Mt("useRouteError");
  return e !== void 0 ? e : t.errors?.[r];
}
function yl() {
  const { router: e } = ft("useNavigate"),
    t = Mt("useNavigate"),
    r = c.useRef(!1);
  return (
    c.useLayoutEffect(() => {
      r.current = !0;
    }),
    c.useCallback(
      async (n, a = {}) => {
        de(r.current, Va),
          r.current &&
            (typeof n == "number"
              ? await e.navigate(n)
              : await e.navigate(n, { fromRouteId: t, ...a }));
      },
      [e, t],
    )
  );
}
const ta = {};
function vl(e, t, r) {
  ta[e] || ((ta[e] = !0), de(!1, r));
}
const ra = {};
function _r(e, t) {
  !e && !ra[t] && ((ra[t] = !0), console.warn(t));
}
const iu = ["HydrateFallback", "hydrateFallbackElement"];
var gl = class {
  status = "pending";
  promise;
  resolve;
  reject;
  constructor() {
    this.promise = new Promise((t, r) => {
      (this.resolve = (n) => {
        this.status === "pending" && ((this.status = "resolved"), t(n));
      }),
        (this.reject = (n) => {
          this.status === "pending" && ((this.status = "rejected"), r(n));
        });
    });
  }
};
function su({ router: e, flushSync: t, onError: r, useTransitions: n }) {
  n = en() || n;
  const [a, o] = c.useState(e.state),
    [i, l] = c.useOptimistic(a),
    [s, u] = c.useState(),
    [d, h] = c.useState({ isTransitioning: !1 }),
    [m, v] = c.useState(),
    [E, L] = c.useState(),
    [w, P] = c.useState(),
    x = c.useRef(new Map()),
    T = c.useCallback(
      (z, { deletedFetchers: te, newErrors: k, flushSync: K, viewTransitionOpts: q }) => {
        k &&
          r &&
          Object.values(k).forEach((G) =>
            r(G, {
              location: z.location,
              params: z.matches[0]?.params ?? {},
              pattern: ut(z.matches),
            }),
          ),
          z.fetchers.forEach((G, se) => {
            G.data !== void 0 && x.current.set(se, G.data);
          }),
          te.forEach((G) => x.current.delete(G)),
          _r(
            K === !1 || t != null,
            'You provided the `flushSync` option to a router update, but you are not using the `<RouterProvider>` from `react-router/dom` so `ReactDOM.flushSync()` is unavailable.  Please update your app to `import { RouterProvider } from "react-router/dom"` and ensure you have `react-dom` installed as a dependency to use the `flushSync` option.',
          );
        const fe =
          e.window != null &&
          e.window.document != null &&
          typeof e.window.document.startViewTransition == "function";
        if (
          (_r(
            q == null || fe,
            "You provided the `viewTransition` option to a router update, but you do not appear to be running in a DOM environment as `window.startViewTransition` is not available.",
          ),
          !q || !fe)
        ) {
          t && K
            ? t(() => o(z))
            : n === !1
              ? o(z)
              : c.startTransition(() => {
                  n === !0 && l((G) => na(G, z)), o(z);
                });
          return;
        }
        if (t && K) {
          t(() => {
            E && (m?.resolve(), E.skipTransition()),
              h({
                isTransitioning: !0,
                flushSync: !0,
                currentLocation: q.currentLocation,
                nextLocation: q.nextLocation,
              });
          });
          const G = e.window.document.startViewTransition(() => {
            t(() => o(z));
          });
          G.finished.finally(() => {
            t(() => {
              v(void 0), L(void 0), u(void 0), h({ isTransitioning: !1 });
            });
          }),
            t(() => L(G));
          return;
        }
        E
          ? (m?.resolve(),
            E.skipTransition(),
            P({ state: z, currentLocation: q.currentLocation, nextLocation: q.nextLocation }))
          : (u(z),
            h({
              isTransitioning: !0,
              flushSync: !1,
              currentLocation: q.currentLocation,
              nextLocation: q.nextLocation,
            }));
      },
      [e.window, t, E, m, n, l, r],
    );
  c.useLayoutEffect(() => e.subscribe(T), [e, T]),
    c.useEffect(() => {
      d.isTransitioning && !d.flushSync && v(new gl());
    }, [d]),
    c.useEffect(() => {
      if (m && s && e.window) {
        const z = s,
          te = m.promise,
          k = e.window.document.startViewTransition(async () => {
            n === !1
              ? o(z)
              : c.startTransition(() => {
                  n === !0 && l((K) => na(K, z)), o(z);
                }),
              await te;
          });
        k.finished.finally(() => {
          v(void 0), L(void 0), u(void 0), h({ isTransitioning: !1 });
        }),
          L(k);
      }
    }, [s, m, e.window, n, l]),
    c.useEffect(() => {
      m && s && i.location.key === s.location.key && m.resolve();
    }, [m, E, i.location, s]),
    c.useEffect(() => {
      !d.isTransitioning &&
        w &&
        (u(w.state),
        h({
          isTransitioning: !0,
          flushSync: !1,
          currentLocation: w.currentLocation,
          nextLocation: w.nextLocation,
        }),
        P(void 0));
    }, [d.isTransitioning, w]);
  const D = c.useMemo(
      () => ({
        createHref: e.createHref,
        createURL: e.createURL,
        encodeLocation: e.encodeLocation,
        go: (z) => e.navigate(z),
        push: (z, te, k) => e.navigate(z, { state: te, preventScrollReset: k?.preventScrollReset }),
        replace: (z, te, k) =>
          e.navigate(z, { replace: !0, state: te, preventScrollReset: k?.preventScrollReset }),
      }),
      [e],
    ),
    _ = e.basename || "/",
    N = c.useMemo(
      () => ({ router: e, navigator: D, static: !1, basename: _, onError: r }),
      [e, D, _, r],
    ),
    Y = c.useMemo(
      () => ({
        historyAction: i.historyAction,
        location: i.location,
        matches: i.matches,
        initialized: i.initialized,
        renderFallback: i.renderFallback,
        restoreScrollPosition: i.restoreScrollPosition,
        preventScrollReset: i.preventScrollReset,
        blockers: i.blockers,
      }),
      [
        i.historyAction,
        i.location,
        i.matches,
        i.initialized,
        i.renderFallback,
        i.restoreScrollPosition,
        i.preventScrollReset,
        i.blockers,
      ],
    ),
    U = c.useMemo(
      () => ({ navigation: i.navigation, revalidation: i.revalidation }),
      [i.navigation, i.revalidation],
    ),
    R = c.useMemo(
      () => ({ loaderData: i.loaderData, actionData: i.actionData, errors: i.errors }),
      [i.loaderData, i.actionData, i.errors],
    ),
    oe = c.useMemo(() => ({ fetchers: i.fetchers, fetcherData: x.current }), [i.fetchers]);
  return c.createElement(
    c.Fragment,
    null,
    c.createElement(
      ct.Provider,
      { value: N },
      c.createElement(
        Qr.Provider,
        { value: Y },
        c.createElement(
          tr.Provider,
          { value: U },
          c.createElement(
            Zr.Provider,
            { value: R },
            c.createElement(
              Ba.Provider,
              { value: oe },
              c.createElement(
                tn.Provider,
                { value: d },
                c.createElement(
                  Rl,
                  {
                    basename: _,
                    location: i.location,
                    navigationType: i.historyAction,
                    navigator: D,
                    useTransitions: n,
                  },
                  c.createElement(wl, {
                    routes: e.routes,
                    manifest: e.manifest,
                    state: i,
                    isStatic: !1,
                    onError: r,
                  }),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
    null,
  );
}
function na(e, t) {
  return {
    ...e,
    navigation: t.navigation.state !== "idle" ? t.navigation : e.navigation,
    revalidation: t.revalidation !== "idle" ? t.revalidation : e.revalidation,
    actionData: t.navigation.state !== "submitting" ? t.actionData : e.actionData,
    fetchers: t.fetchers,
  };
}
const wl = c.memo(El);
function El({ routes: e, manifest: t, state: r, isStatic: n, onError: a }) {
  const o = c.useContext(ct);
  return (
    V(o, "You must render this element inside a <DataRouterContext.Provider> element"),
    ll(e, void 0, { router: o.router, manifest: t, state: r, isStatic: n, onError: a })
  );
}
function uu({ to: e, replace: t, state: r, relative: n }) {
  V(dt(), "<Navigate> may be used only in the context of a <Router> component.");
  const { static: a, navigator: o } = c.useContext(be);
  de(
    !a,
    "<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.",
  );
  const { matches: i } = c.useContext(Ie),
    { pathname: l } = Ee(),
    s = nn(),
    u = Ct(e, Zt(i), l, n === "path");
  lt(typeof e == "string" ? e : ge(e), o.createHref(u), Kr(o), "reject");
  const d = JSON.stringify(u);
  return (
    c.useEffect(() => {
      s(JSON.parse(d), { replace: t, state: r, relative: n });
    }, [s, d, n, t, r]),
    null
  );
}
function cu(e) {
  return il(e.context);
}
function Rl({
  basename: e = "/",
  children: t = null,
  location: r,
  navigationType: n = "POP",
  navigator: a,
  static: o = !1,
  useTransitions: i,
}) {
  V(
    !dt(),
    "You cannot render a <Router> inside another <Router>. You should never have more than one in your app.",
  );
  const l = e.replace(/^\/*/, "/"),
    s = c.useMemo(
      () => ({ basename: l, navigator: a, static: o, useTransitions: i, future: {} }),
      [l, a, o, i],
    );
  typeof r == "string" && (r = Ae(r));
  const {
      pathname: u = "/",
      search: d = "",
      hash: h = "",
      state: m = null,
      key: v = "default",
      mask: E,
    } = r,
    L = c.useMemo(() => {
      const w = _e(u, l);
      return w == null
        ? null
        : {
            location: { pathname: w, search: d, hash: h, state: m, key: v, mask: E },
            navigationType: n,
          };
    }, [l, u, d, h, m, v, n, E]);
  return (
    de(
      L != null,
      `<Router basename="${l}"> is not able to match the URL "${u}${d}${h}" because it does not start with the basename, so the <Router> won't render anything.`,
    ),
    L == null
      ? null
      : c.createElement(
          be.Provider,
          { value: s },
          c.createElement(rr.Provider, { children: t, value: L }),
        )
  );
}
function bl() {
  return { params: Ya(), loaderData: Ja(), actionData: Ga(), matches: an() };
}
function du(e) {
  return () => {
    const r = bl();
    return c.createElement(e, r);
  };
}
function Sl() {
  return { params: Ya(), loaderData: Ja(), actionData: Ga(), error: on() };
}
function fu(e) {
  return () => {
    const r = Sl();
    return c.createElement(e, r);
  };
}
const Vt = "application/x-www-form-urlencoded";
function ir(e) {
  return typeof HTMLElement < "u" && e instanceof HTMLElement;
}
function xl(e) {
  return ir(e) && e.tagName.toLowerCase() === "button";
}
function Ll(e) {
  return ir(e) && e.tagName.toLowerCase() === "form";
}
function Cl(e) {
  return ir(e) && e.tagName.toLowerCase() === "input";
}
function Pl(e) {
  return !!(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}
function Ml(e, t) {
  return e.button === 0 && (!t || t === "_self") && !Pl(e);
}
function Nr(e = "") {
  return new URLSearchParams(
    typeof e == "string" || Array.isArray(e) || e instanceof URLSearchParams
      ? e
      : Object.keys(e).reduce((t, r) => {
          const n = e[r];
          return t.concat(Array.isArray(n) ? n.map((a) => [r, a]) : [[r, n]]);
        }, []),
  );
}
function Tl(e, t) {
  const r = Nr(e);
  return (
    t &&
      t.forEach((n, a) => {
        r.has(a) ||
          t.getAll(a).forEach((o) => {
            r.append(a, o);
          });
      }),
    r
  );
}
let Ft = null;
function Dl() {
  if (Ft === null)
    try {
      new FormData(document.createElement("form"), 0), (Ft = !1);
    } catch {
      Ft = !0;
    }
  return Ft;
}
const _l = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);
function Rr(e) {
  return e != null && !_l.has(e)
    ? (de(
        !1,
        `"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${Vt}"`,
      ),
      null)
    : e;
}
function Nl(e, t) {
  let r, n, a, o, i;
  if (Ll(e)) {
    const l = e.getAttribute("action");
    (n = l ? _e(l, t) : null),
      (r = e.getAttribute("method") || "get"),
      (a = Rr(e.getAttribute("enctype")) || Vt),
      (o = new FormData(e));
  } else if (xl(e) || (Cl(e) && (e.type === "submit" || e.type === "image"))) {
    const l = e.form;
    if (l == null)
      throw new Error('Cannot submit a <button> or <input type="submit"> without a <form>');
    const s = e.getAttribute("formaction") || l.getAttribute("action");
    if (
      ((n = s ? _e(s, t) : null),
      (r = e.getAttribute("formmethod") || l.getAttribute("method") || "get"),
      (a = Rr(e.getAttribute("formenctype")) || Rr(l.getAttribute("enctype")) || Vt),
      (o = new FormData(l, e)),
      !Dl())
    ) {
      const { name: u, type: d, value: h } = e;
      if (d === "image") {
        const m = u ? `${u}.` : "";
        o.append(`${m}x`, "0"), o.append(`${m}y`, "0");
      } else u && o.append(u, h);
    }
  } else {
    if (ir(e))
      throw new Error(
        'Cannot submit element that is not <form>, <button>, or <input type="submit|image">',
      );
    (r = "get"), (n = null), (a = Vt), (i = e);
  }
  return (
    o && a === "text/plain" && ((i = o), (o = void 0)),
    { action: n, method: r.toLowerCase(), encType: a, formData: o, body: i }
  );
}
function Ce(e, t) {
  if (e === !1 || e === null || typeof e > "u") throw new Error(t);
}
const kl = {
    "&": "\\u0026",
    ">": "\\u003e",
    "<": "\\u003c",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029",
  },
  Ol = /[&><\u2028\u2029]/g;
function kr(e) {
  return e.replace(Ol, (t) => kl[t]);
}
var Ka = class {
  promise;
  resolve;
  reject;
  constructor() {
    this.promise = new Promise((e, t) => {
      (this.resolve = e), (this.reject = t);
    });
  }
};
function Al() {
  const e = new TextDecoder();
  let t = "";
  return new TransformStream({
    transform(r, n) {
      const a = e.decode(r, { stream: !0 }),
        o = (t + a).split(`
`);
      t = o.pop() || "";
      for (const i of o) n.enqueue(i);
    },
    flush(r) {
      t && r.enqueue(t);
    },
  });
}
const Ut = typeof window < "u" ? window : typeof globalThis < "u" ? globalThis : void 0;
function Or(e) {
  const { hydrated: t, values: r } = this;
  if (typeof e == "number") return aa.call(this, e);
  if (!Array.isArray(e) || !e.length) throw new SyntaxError();
  const n = r.length;
  for (const a of e) r.push(a);
  return ((t.length = r.length), aa.call(this, n));
}
function aa(e) {
  const { hydrated: t, values: r, deferred: n, plugins: a } = this;
  let o;
  const i = [
    [
      e,
      (s) => {
        o = s;
      },
    ],
  ];
  const l = [];
  for (; i.length > 0; ) {
    const [s, u] = i.pop();
    switch (s) {
      case -7:
        u(void 0);
        continue;
      case -5:
        u(null);
        continue;
      case -2:
        u(NaN);
        continue;
      case -6:
        u(1 / 0);
        continue;
      case -3:
        u(-1 / 0);
        continue;
      case -4:
        u(-0);
        continue;
    }
    if (t[s]) {
      u(t[s]);
      continue;
    }
    const d = r[s];
    if (!d || typeof d != "object") {
      (t[s] = d), u(d);
      continue;
    }
    if (Array.isArray(d))
      if (typeof d[0] == "string") {
        const [h, m, v] = d;
        switch (h) {
          case "D":
            u((t[s] = new Date(m)));
            continue;
          case "U":
            u((t[s] = new URL(m)));
            continue;
          case "B":
            u((t[s] = BigInt(m)));
            continue;
          case "R":
            u((t[s] = new RegExp(m, v)));
            continue;
          case "Y":
            u((t[s] = Symbol.for(m)));
            continue;
          case "S": {
            const E = new Set();
            t[s] = E;
            for (let D = d.length - 1; D > 0; D--)
              i.push([
                d[D],
                (_) => {
                  E.add(_);
                },
              ]);
            u(E);
            continue;
          }
          case "M": {
            const L = new Map();
            t[s] = L;
            for (let D = d.length - 2; D > 0; D -= 2) {
              const _ = [];
              i.push([
                d[D + 1],
                (N) => {
                  _[1] = N;
                },
              ]),
                i.push([
                  d[D],
                  (N) => {
                    _[0] = N;
                  },
                ]),
                l.push(() => {
                  L.set(_[0], _[1]);
                });
            }
            u(L);
            continue;
          }
          case "N": {
            const w = Object.create(null);
            t[s] = w;
            for (const D of Object.keys(m).reverse()) {
              const _ = [];
              i.push([
                m[D],
                (N) => {
                  _[1] = N;
                },
              ]),
                i.push([
                  Number(D.slice(1)),
                  (N) => {
                    _[0] = N;
                  },
                ]),
                l.push(() => {
                  w[_[0]] = _[1];
                });
            }
            u(w);
            continue;
          }
          case "P":
            if (t[m]) u((t[s] = t[m]));
            else {
              const D = new Ka();
              (n[m] = D), u((t[s] = D.promise));
            }
            continue;
          case "E": {
            const [, P, x] = d;
            const T =
              x && Ut && Ca.includes(x) && x in Ut && typeof Ut[x] == "function"
                ? new Ut[x](P)
                : new Error(P);
            (t[s] = T), u(T);
            continue;
          }
          case "Z":
            u((t[s] = t[m]));
            continue;
          default:
            if (Array.isArray(a)) {
              const D = [],
                _ = d.slice(1);
              for (let N = 0; N < _.length; N++) {
                const Y = _[N];
                i.push([
                  Y,
                  (U) => {
                    D[N] = U;
                  },
                ]);
              }
              l.push(() => {
                for (const N of a) {
                  const Y = N(d[0], ...D);
                  if (Y) {
                    u((t[s] = Y.value));
                    return;
                  }
                }
                throw new SyntaxError();
              });
              continue;
            }
            throw new SyntaxError();
        }
      } else {
        const h = [];
        t[s] = h;
        for (let m = 0; m < d.length; m++) {
          const v = d[m];
          v !== -1 &&
            i.push([
              v,
              (E) => {
                h[m] = E;
              },
            ]);
        }
        u(h);
      }
    else {
      const h = {};
      t[s] = h;
      for (const m of Object.keys(d).reverse()) {
        const v = [];
        i.push([
          d[m],
          (E) => {
            v[1] = E;
          },
        ]),
          i.push([
            Number(m.slice(1)),
            (E) => {
              v[0] = E;
            },
          ]),
          l.push(() => {
            h[v[0]] = v[1];
          });
      }
      u(h);
    }
  }
  for (; l.length > 0; ) l.pop()();
  return o;
}
async function Il(e, t) {
  const { plugins: r } = t ?? {},
    n = new Ka(),
    a = e.pipeThrough(Al()).getReader(),
    o = { values: [], hydrated: [], deferred: {}, plugins: r },
    i = await jl.call(o, a);
  let l = n.promise;
  return (
    i.done
      ? n.resolve()
      : (l = Fl.call(o, a)
          .then(n.resolve)
          .catch((s) => {
            for (const u of Object.values(o.deferred)) u.reject(s);
            n.reject(s);
          })),
    { done: l.then(() => a.closed), value: i.value }
  );
}
async function jl(e) {
  const t = await e.read();
  if (!t.value) throw new SyntaxError();
  let r;
  try {
    r = JSON.parse(t.value);
  } catch {
    throw new SyntaxError();
  }
  return { done: t.done, value: Or.call(this, r) };
}
async function Fl(e) {
  let t = await e.read();
  for (; !t.done; ) {
    if (!t.value) continue;
    const r = t.value;
    switch (r[0]) {
      case "P": {
        const n = r.indexOf(":"),
          a = Number(r.slice(1, n)),
          o = this.deferred[a];
        if (!o) throw new Error(`Deferred ID ${a} not found in stream`);
        const i = r.slice(n + 1);
        let l;
        try {
          l = JSON.parse(i);
        } catch {
          throw new SyntaxError();
        }
        const s = Or.call(this, l);
        o.resolve(s);
        break;
      }
      case "E": {
        const n = r.indexOf(":"),
          a = Number(r.slice(1, n)),
          o = this.deferred[a];
        if (!o) throw new Error(`Deferred ID ${a} not found in stream`);
        const i = r.slice(n + 1);
        let l;
        try {
          l = JSON.parse(i);
        } catch {
          throw new SyntaxError();
        }
        const s = Or.call(this, l);
        o.reject(s);
        break;
      }
      default:
        throw new SyntaxError();
    }
    t = await e.read();
  }
}
async function Ul(e) {
  const t = { signal: e.signal };
  if (e.method !== "GET") {
    t.method = e.method;
    const r = e.headers.get("Content-Type");
    r && /\bapplication\/json\b/.test(r)
      ? ((t.headers = { "Content-Type": r }), (t.body = JSON.stringify(await e.json())))
      : r && /\btext\/plain\b/.test(r)
        ? ((t.headers = { "Content-Type": r }), (t.body = await e.text()))
        : r && /\bapplication\/x-www-form-urlencoded\b/.test(r)
          ? (t.body = new URLSearchParams(await e.text()))
          : (t.body = await e.formData());
  }
  return t;
}
const Ar = Symbol("SingleFetchRedirect");
var Xa = class extends Error {};
const $l = new Set([100, 101, 204, 205]);
function hu(e, t, r, n) {
  const a = Hl(
    e,
    (o) => {
      const i = t.routes[o.route.id];
      return (
        Ce(i, "Route not found in manifest"),
        { hasLoader: i.hasLoader, hasClientLoader: i.hasClientLoader }
      );
    },
    Gl,
    n,
  );
  return async (o) => o.runClientMiddleware(a);
}
function Hl(e, t, r, n, a = () => !0) {
  return async (o) => {
    const { request: i, matches: l, fetcherKey: s } = o,
      u = e();
    if (i.method !== "GET") return zl(o, r);
    const d = l.some((h) => {
      const { hasLoader: m, hasClientLoader: v } = t(h);
      return h.shouldCallHandler() && m && !v;
    });
    return !n && !d ? Bl(o, t, r) : s ? Yl(o, r) : Wl(o, u, t, r, n, a);
  };
}
async function zl(e, t) {
  const r = e.matches.find((o) => o.shouldCallHandler());
  Ce(r, "No action match found");
  let n,
    a = await r.resolve(
      async (o) =>
        await o(async () => {
          const { data: i, status: l } = await t(e, [r.route.id]);
          return ((n = l), Lt(i, r.route.id));
        }),
    );
  return er(a.result) || Qe(a.result) || Dr(a.result)
    ? { [r.route.id]: a }
    : { [r.route.id]: { type: a.type, result: di(a.result, n) } };
}
async function Bl(e, t, r) {
  const n = e.matches.filter((o) => o.shouldCallHandler()),
    a = {};
  return (
    await Promise.all(
      n.map(async (o) => {
        const i = o.route.id;
        a[i] = await o.resolve(async (l) => {
          const { hasClientLoader: s } = t(o);
          return s
            ? l(async () => {
                const { data: u } = await r(e, [i]);
                return Lt(u, i);
              })
            : l();
        });
      }),
    ),
    a
  );
}
async function Wl(e, t, r, n, a, o = () => !0) {
  let i = new Set(),
    l = !1,
    s = e.matches.map(() => oa()),
    u = oa(),
    d = {},
    h = Promise.all(
      e.matches.map(async (m, v) =>
        m.resolve(async (E) => {
          s[v].resolve();
          const L = m.route.id,
            { hasLoader: w, hasClientLoader: P } = r(m),
            x =
              !m.shouldRevalidateArgs ||
              m.shouldRevalidateArgs.actionStatus == null ||
              m.shouldRevalidateArgs.actionStatus < 400;
          if (!m.shouldCallHandler(x)) {
            l ||= m.shouldRevalidateArgs != null && w;
            return;
          }
          if (o(m) && P) {
            w && (l = !0);
            try {
              d[L] = {
                type: "data",
                result: await E(async () => {
                  const { data: T } = await n(e, [L]);
                  return Lt(T, L);
                }),
              };
            } catch (T) {
              d[L] = { type: "error", result: T };
            }
            return;
          }
          w && i.add(L);
          try {
            d[L] = { type: "data", result: await E(async () => Lt(await u.promise, L)) };
          } catch (T) {
            d[L] = { type: "error", result: T };
          }
        }),
      ),
    );
  if (
    (await Promise.all(s.map((m) => m.promise)),
    ((!t.state.initialized && t.state.navigation.state === "idle") || i.size === 0) &&
      !window.__reactRouterHdrActive)
  )
    u.resolve({ routes: {} });
  else {
    const m = a && l && i.size > 0 ? [...i.keys()] : void 0;
    try {
      const v = await n(e, m);
      u.resolve(v.data);
    } catch (v) {
      u.reject(v);
    }
  }
  return (await h, await Vl(u.promise, e.matches, i, d), d);
}
async function Vl(e, t, r, n) {
  try {
    let a,
      o = await e;
    if ("routes" in o) {
      for (const i of t)
        if (i.route.id in o.routes) {
          const l = o.routes[i.route.id];
          if ("error" in l) {
            (a = l.error),
              n[i.route.id]?.result == null && (n[i.route.id] = { type: "error", result: a });
            break;
          }
        }
    }
    a !== void 0 &&
      Array.from(r.values()).forEach((i) => {
        n[i].result instanceof Xa && (n[i].result = a);
      });
  } catch {}
}
async function Yl(e, t) {
  const r = e.matches.find((o) => o.shouldCallHandler());
  Ce(r, "No fetcher match found");
  const n = r.route.id,
    a = await r.resolve(async (o) =>
      o(async () => {
        const { data: i } = await t(e, [n]);
        return Lt(i, n);
      }),
    );
  return { [r.route.id]: a };
}
function Jl(e) {
  const t = e.searchParams.getAll("index");
  e.searchParams.delete("index");
  const r = [];
  for (const n of t) n && r.push(n);
  for (const n of r) e.searchParams.append("index", n);
  return e;
}
function ln(e, t) {
  const r =
    typeof e == "string"
      ? new URL(e, typeof window > "u" ? "server://singlefetch/" : window.location.origin)
      : e;
  return (
    r.pathname.endsWith("/")
      ? (r.pathname = `${r.pathname}_.${t}`)
      : (r.pathname = `${r.pathname}.${t}`),
    r
  );
}
async function Gl(e, t) {
  let { request: r } = e,
    n = ln(r.url, "data");
  r.method === "GET" && ((n = Jl(n)), t && n.searchParams.set("_routes", t.join(",")));
  const a = await fetch(n, await Ul(r));
  if (a.status >= 400 && !a.headers.has("X-Remix-Response"))
    throw new Ye(a.status, a.statusText, await a.text());
  if (a.status === 204 && a.headers.has("X-Remix-Redirect"))
    return {
      status: 202,
      data: {
        redirect: {
          redirect: a.headers.get("X-Remix-Redirect"),
          status: Number(a.headers.get("X-Remix-Status") || "302"),
          revalidate: a.headers.get("X-Remix-Revalidate") === "true",
          reload: a.headers.get("X-Remix-Reload-Document") === "true",
          replace: a.headers.get("X-Remix-Replace") === "true",
        },
      },
    };
  if ($l.has(a.status)) {
    const o = {};
    return (
      t && r.method !== "GET" && (o[t[0]] = { data: void 0 }),
      { status: a.status, data: { routes: o } }
    );
  }
  Ce(a.body, "No response body to decode");
  try {
    let o = await Kl(a.body, window),
      i;
    if (r.method === "GET") {
      const l = o.value;
      Ar in l ? (i = { redirect: l[Ar] }) : (i = { routes: l });
    } else {
      const l = o.value,
        s = t?.[0];
      Ce(s, "No routeId found for single fetch call decoding"),
        "redirect" in l ? (i = { redirect: l }) : (i = { routes: { [s]: l } });
    }
    return { status: a.status, data: i };
  } catch (o) {
    throw new Error("Unable to decode turbo-stream response", { cause: o });
  }
}
function Kl(e, t) {
  return Il(e, {
    plugins: [
      (r, ...n) => {
        if (r === "SanitizedError") {
          let [a, o, i] = n,
            l = Error;
          a && Ca.includes(a) && a in t && typeof t[a] == "function" && (l = t[a]);
          const s = new l(o);
          return ((s.stack = i), { value: s });
        }
        if (r === "ErrorResponse") {
          const [a, o, i] = n;
          return { value: new Ye(o, i, a) };
        }
        if (r === "SingleFetchRedirect") return { value: { [Ar]: n[0] } };
        if (r === "SingleFetchClassInstance") return { value: n[0] };
        if (r === "SingleFetchFallback") return { value: void 0 };
      },
    ],
  });
}
function Lt(e, t) {
  if ("redirect" in e) {
    const { redirect: n, revalidate: a, reload: o, replace: i, status: l } = e.redirect;
    throw fi(n, {
      status: l,
      headers: {
        ...(a ? { "X-Remix-Revalidate": "yes" } : null),
        ...(o ? { "X-Remix-Reload-Document": "yes" } : null),
        ...(i ? { "X-Remix-Replace": "yes" } : null),
      },
    });
  }
  const r = e.routes[t];
  if (r == null) throw new Xa(`No result found for routeId "${t}"`);
  if ("error" in r) throw r.error;
  if ("data" in r) return r.data;
  throw new Error(`Invalid response found for routeId "${t}"`);
}
function oa() {
  let e,
    t,
    r = new Promise((n, a) => {
      (e = async (o) => {
        n(o);
        try {
          await r;
        } catch {}
      }),
        (t = async (o) => {
          a(o);
          try {
            await r;
          } catch {}
        });
    });
  return { promise: r, resolve: e, reject: t };
}
async function qa(e, t) {
  if (e.id in t) return t[e.id];
  try {
    const r = await import(e.module);
    return ((t[e.id] = r), r);
  } catch (r) {
    return (
      console.error(`Error loading route module \`${e.module}\`, reloading page...`),
      console.error(r),
      window.__reactRouterContext && window.__reactRouterContext.isSpaMode,
      window.location.reload(),
      new Promise(() => {})
    );
  }
}
function Xl(e, t, r) {
  return to(
    e
      .map((n) => {
        const a = t[n.route.id],
          o = r.routes[n.route.id];
        return [
          o && o.css ? o.css.map((i) => ({ rel: "stylesheet", href: i })) : [],
          a?.links?.() || [],
        ];
      })
      .flat(2),
    un(e, r),
  );
}
function Qa(e) {
  return e.css ? e.css.map((t) => ({ rel: "stylesheet", href: t })) : [];
}
async function ql(e) {
  if (!e.css) return;
  const t = Qa(e);
  await Promise.all(t.map(eo));
}
async function Za(e, t) {
  if ((!e.css && !t.links) || !rs()) return;
  const r = [];
  if ((e.css && r.push(...Qa(e)), t.links && r.push(...t.links()), r.length === 0)) return;
  const n = [];
  for (const a of r)
    !sn(a) && a.rel === "stylesheet" && n.push({ ...a, rel: "preload", as: "style" });
  await Promise.all(n.map(eo));
}
async function eo(e) {
  return new Promise((t) => {
    if (
      (e.media && !window.matchMedia(e.media).matches) ||
      document.querySelector(`link[rel="stylesheet"][href="${e.href}"]`)
    )
      return t();
    const r = document.createElement("link");
    Object.assign(r, e);
    function n() {
      document.head.contains(r) && document.head.removeChild(r);
    }
    (r.onload = () => {
      n(), t();
    }),
      (r.onerror = () => {
        n(), t();
      }),
      document.head.appendChild(r);
  });
}
function sn(e) {
  return e != null && typeof e.page == "string";
}
function Ql(e) {
  return e == null
    ? !1
    : e.href == null
      ? e.rel === "preload" && typeof e.imageSrcSet == "string" && typeof e.imageSizes == "string"
      : typeof e.rel == "string" && typeof e.href == "string";
}
async function Zl(e, t, r) {
  return to(
    (
      await Promise.all(
        e.map(async (n) => {
          const a = t.routes[n.route.id];
          if (a) {
            const o = await qa(a, r);
            return o.links ? o.links() : [];
          }
          return [];
        }),
      )
    )
      .flat(1)
      .filter(Ql)
      .filter((n) => n.rel === "stylesheet" || n.rel === "preload")
      .map((n) =>
        n.rel === "stylesheet" ? { ...n, rel: "prefetch", as: "style" } : { ...n, rel: "prefetch" },
      ),
  );
}
function ia(e, t, r, n, a, o) {
  const i = (s, u) => (r[u] ? s.route.id !== r[u].route.id : !0),
    l = (s, u) =>
      r[u].pathname !== s.pathname ||
      (r[u].route.path?.endsWith("*") && r[u].params["*"] !== s.params["*"]);
  return o === "assets"
    ? t.filter((s, u) => i(s, u) || l(s, u))
    : o === "data"
      ? t.filter((s, u) => {
          const d = n.routes[s.route.id];
          if (!d || !d.hasLoader) return !1;
          if (i(s, u) || l(s, u)) return !0;
          if (s.route.shouldRevalidate) {
            const h = s.route.shouldRevalidate({
              currentUrl: new URL(a.pathname + a.search + a.hash, window.origin),
              currentParams: r[0]?.params || {},
              nextUrl: new URL(e, window.origin),
              nextParams: s.params,
              defaultShouldRevalidate: !0,
            });
            if (typeof h == "boolean") return h;
          }
          return !0;
        })
      : [];
}
function un(e, t, { includeHydrateFallback: r } = {}) {
  return es(
    e.flatMap((n) => {
      const a = t.routes[n.route.id];
      if (!a) return [];
      let o = [a.module];
      return (
        a.clientActionModule && (o = o.concat(a.clientActionModule)),
        a.clientLoaderModule && (o = o.concat(a.clientLoaderModule)),
        r && a.hydrateFallbackModule && (o = o.concat(a.hydrateFallbackModule)),
        a.imports && (o = o.concat(a.imports)),
        o
      );
    }),
  );
}
function es(e) {
  return [...new Set(e)];
}
function ts(e) {
  const t = {},
    r = Object.keys(e).sort();
  for (const n of r) t[n] = e[n];
  return t;
}
function to(e, t) {
  const r = new Set(),
    n = new Set(t);
  return e.reduce((a, o) => {
    if (t && !sn(o) && o.as === "script" && o.href && n.has(o.href)) return a;
    const i = JSON.stringify(ts(o));
    return (r.has(i) || (r.add(i), a.push({ key: i, link: o })), a);
  }, []);
}
let $t;
function rs() {
  if ($t !== void 0) return $t;
  let e = document.createElement("link");
  return (($t = e.relList.supports("preload")), (e = null), $t);
}
function ns() {
  const { nonce: e } = Be();
  return c.createElement(Ir, { title: "Loading...", renderScripts: !0 }, null);
}
function ro(e) {
  const t = {};
  return (
    Object.values(e).forEach((r) => {
      if (r) {
        const n = r.parentId || "";
        t[n] || (t[n] = []), t[n].push(r);
      }
    }),
    t
  );
}
function as(e, t, r) {
  const n = no(t),
    a =
      t.HydrateFallback && (!r || e.id === "root")
        ? t.HydrateFallback
        : e.id === "root"
          ? ns
          : void 0,
    o = t.ErrorBoundary
      ? t.ErrorBoundary
      : e.id === "root"
        ? () => c.createElement(lo, { error: on() })
        : void 0;
  return e.id === "root" && t.Layout
    ? {
        ...(n
          ? { element: c.createElement(t.Layout, null, c.createElement(n, null)) }
          : { Component: n }),
        ...(o
          ? { errorElement: c.createElement(t.Layout, null, c.createElement(o, null)) }
          : { ErrorBoundary: o }),
        ...(a
          ? { hydrateFallbackElement: c.createElement(t.Layout, null, c.createElement(a, null)) }
          : { HydrateFallback: a }),
      }
    : { Component: n, ErrorBoundary: o, HydrateFallback: a };
}
function mu(e, t, r, n, a, o) {
  return cn(t, r, n, a, o, "", ro(t), e);
}
function Ht(e, t) {
  if ((e === "loader" && !t.hasLoader) || (e === "action" && !t.hasAction)) {
    const r = `You are trying to call ${e === "action" ? "serverAction()" : "serverLoader()"} on a route that does not have a server ${e} (routeId: "${t.id}")`;
    throw (console.error(r), new Ye(400, "Bad Request", new Error(r), !0));
  }
}
function br(e, t) {
  const r = e === "clientAction" ? "a" : "an",
    n = `Route "${t}" does not have ${r} ${e}, but you are trying to submit to it. To fix this, please add ${r} \`${e}\` function to the route`;
  throw (console.error(n), new Ye(405, "Method Not Allowed", new Error(n), !0));
}
function cn(e, t, r, n, a, o = "", i = ro(e), l) {
  return (i[o] || []).map((s) => {
    const u = t[s.id];
    function d(x) {
      return (
        Ce(typeof x == "function", "No single fetch function available for route handler"), x()
      );
    }
    function h(x) {
      return s.hasLoader ? d(x) : Promise.resolve(null);
    }
    function m(x) {
      if (!s.hasAction) throw br("action", s.id);
      return d(x);
    }
    function v(x) {
      import(x);
    }
    function E(x) {
      x.clientActionModule && v(x.clientActionModule),
        x.clientLoaderModule && v(x.clientLoaderModule);
    }
    async function L(x) {
      const T = t[s.id],
        D = T ? Za(s, T) : Promise.resolve();
      try {
        return x();
      } finally {
        await D;
      }
    }
    const w = { id: s.id, index: s.index, path: s.path };
    if (u) {
      Object.assign(w, {
        ...w,
        ...as(s, u, a),
        middleware: u.clientMiddleware,
        handle: u.handle,
        shouldRevalidate: la(w.path, u, s, n, l),
      });
      let x = r && r.loaderData && s.id in r.loaderData,
        T = x ? r?.loaderData?.[s.id] : void 0,
        D = r && r.errors && s.id in r.errors,
        _ = D ? r?.errors?.[s.id] : void 0,
        N = l == null && (u.clientLoader?.hydrate === !0 || !s.hasLoader);
      (w.loader = async ({ request: Y, params: U, context: R, pattern: oe, url: z }, te) => {
        const k = N;
        return (
          (N = !1),
          await L(
            async () => (
              Ce(u, "No `routeModule` available for critical-route loader"),
              u.clientLoader
                ? u.clientLoader({
                    request: Y,
                    params: U,
                    context: R,
                    pattern: oe,
                    url: z,
                    async serverLoader() {
                      if ((Ht("loader", s), k)) {
                        if (x) return T;
                        if (D) throw _;
                      }
                      return h(te);
                    },
                  })
                : h(te)
            ),
          )
        );
      }),
        (w.loader.hydrate = ao(s.id, u.clientLoader, s.hasLoader, a)),
        (w.action = ({ request: Y, params: U, context: R, pattern: oe, url: z }, te) =>
          L(async () => {
            if ((Ce(u, "No `routeModule` available for critical-route action"), !u.clientAction)) {
              if (a) throw br("clientAction", s.id);
              return m(te);
            }
            return u.clientAction({
              request: Y,
              params: U,
              context: R,
              pattern: oe,
              url: z,
              async serverAction() {
                return (Ht("action", s), m(te));
              },
            });
          }));
    } else {
      s.hasClientLoader || (w.loader = (D, _) => L(() => h(_))),
        s.hasClientAction ||
          (w.action = (D, _) =>
            L(() => {
              if (a) throw br("clientAction", s.id);
              return m(_);
            }));
      let x;
      async function T() {
        return x
          ? await x
          : ((x = (async () => {
              (s.clientLoaderModule || s.clientActionModule) &&
                (await new Promise((_) => setTimeout(_, 0)));
              const D = is(s, t);
              return (E(s), await D);
            })()),
            await x);
      }
      w.lazy = {
        loader: s.hasClientLoader
          ? async () => {
              const { clientLoader: D } = s.clientLoaderModule
                ? await import(s.clientLoaderModule)
                : await T();
              return (
                Ce(D, "No `clientLoader` export found"),
                (_, N) =>
                  D({
                    ..._,
                    async serverLoader() {
                      return (Ht("loader", s), h(N));
                    },
                  })
              );
            }
          : void 0,
        action: s.hasClientAction
          ? async () => {
              const D = s.clientActionModule ? import(s.clientActionModule) : T();
              E(s);
              const { clientAction: _ } = await D;
              return (
                Ce(_, "No `clientAction` export found"),
                (N, Y) =>
                  _({
                    ...N,
                    async serverAction() {
                      return (Ht("action", s), m(Y));
                    },
                  })
              );
            }
          : void 0,
        middleware: s.hasClientMiddleware
          ? async () => {
              const { clientMiddleware: D } = s.clientMiddlewareModule
                ? await import(s.clientMiddlewareModule)
                : await T();
              return (Ce(D, "No `clientMiddleware` export found"), D);
            }
          : void 0,
        shouldRevalidate: async () => {
          const D = await T();
          return la(w.path, D, s, n, l);
        },
        handle: async () => (await T()).handle,
        Component: async () => (await T()).Component,
        ErrorBoundary: s.hasErrorBoundary ? async () => (await T()).ErrorBoundary : void 0,
      };
    }
    const P = cn(e, t, r, n, a, s.id, i, l);
    return (P.length > 0 && (w.children = P), w);
  });
}
function la(e, t, r, n, a) {
  if (a) return os(r.id, t.shouldRevalidate, a);
  if (!n && r.hasLoader && !r.hasClientLoader) {
    const o = e ? Vr(e)[1].map((l) => l.paramName) : [];
    const i = (l) => o.some((s) => l.currentParams[s] !== l.nextParams[s]);
    if (t.shouldRevalidate) {
      const l = t.shouldRevalidate;
      return (s) => l({ ...s, defaultShouldRevalidate: i(s) });
    } else return (l) => i(l);
  }
  return t.shouldRevalidate;
}
function os(e, t, r) {
  let n = !1;
  return (a) => (n ? (t ? t(a) : a.defaultShouldRevalidate) : ((n = !0), r.has(e)));
}
async function is(e, t) {
  const r = qa(e, t),
    n = ql(e),
    a = await r;
  return (
    await Promise.all([n, Za(e, a)]),
    {
      Component: no(a),
      ErrorBoundary: a.ErrorBoundary,
      clientMiddleware: a.clientMiddleware,
      clientAction: a.clientAction,
      clientLoader: a.clientLoader,
      handle: a.handle,
      links: a.links,
      meta: a.meta,
      shouldRevalidate: a.shouldRevalidate,
    }
  );
}
function no(e) {
  if (e.default != null && !(typeof e.default == "object" && Object.keys(e.default).length === 0))
    return e.default;
}
function ao(e, t, r, n) {
  return (n && e !== "root") || (t != null && (t.hydrate === !0 || r !== !0));
}
const Yt = new Set(),
  ls = 1e3,
  Kt = new Set();
function ss(e) {
  const t = new Set();
  return (
    e.forEach((r) => {
      r.startsWith("/") || (r = `/${r}`);
      for (let n = 1; n < r.length; n++) r[n] === "/" && t.add(r.slice(0, n));
      t.add(r);
    }),
    Array.from(t)
  );
}
function dn(e, t) {
  return e.mode === "lazy" && t === !0;
}
function us({ sri: e, ...t }, r) {
  const n = new Set(r.state.matches.map((l) => l.route.id)),
    a = r.state.location.pathname.split("/").filter(Boolean),
    o = ["/"];
  for (a.pop(); a.length > 0; ) o.push(`/${a.join("/")}`), a.pop();
  o.forEach((l) => {
    const s = r.match(l);
    s && s.forEach((u) => n.add(u.route.id));
  });
  const i = [...n].reduce((l, s) => Object.assign(l, { [s]: t.routes[s] }), {});
  return { ...t, routes: i, sri: e ? !0 : void 0 };
}
function pu(e, t, r, n, a, o, i) {
  if (dn(a, n))
    return async ({ path: l, patch: s, signal: u, fetcherKey: d }) => {
      if (Kt.has(l)) return;
      const { state: h } = e();
      await oo(
        [l],
        d ? window.location.href : ge(h.navigation.location || h.location),
        t,
        r,
        n,
        o,
        i,
        a.manifestPath,
        s,
        u,
      );
    };
}
function yu(e, t, r, n, a, o) {
  c.useEffect(() => {
    if (!dn(a, n) || window.navigator?.connection?.saveData === !0) return;
    function i(d) {
      const h = d.tagName === "FORM" ? d.getAttribute("action") : d.getAttribute("href");
      if (!h) return;
      const m = d.tagName === "A" ? d.pathname : new URL(h, window.location.origin).pathname;
      Kt.has(m) || Yt.add(m);
    }
    async function l() {
      document.querySelectorAll("a[data-discover], form[data-discover]").forEach(i);
      const d = Array.from(Yt.keys()).filter((h) => (Kt.has(h) ? (Yt.delete(h), !1) : !0));
      if (d.length !== 0)
        try {
          await oo(d, null, t, r, n, o, e.basename, a.manifestPath, e.patchRoutes);
        } catch (h) {
          console.error("Failed to fetch manifest patches", h);
        }
    }
    const s = ms(l, 100);
    l();
    const u = new MutationObserver(() => s());
    return (
      u.observe(document.documentElement, {
        subtree: !0,
        childList: !0,
        attributes: !0,
        attributeFilter: ["data-discover", "href", "action"],
      }),
      () => u.disconnect()
    );
  }, [n, o, t, r, e, a]);
}
function cs(e, t) {
  const r = e || "/__manifest";
  return t == null ? r : Pe([t, r]);
}
const Sr = "react-router-manifest-version",
  ds = 5e3;
let zt;
async function fs(e, t, r) {
  if (zt) return zt;
  if (!e) {
    try {
      sessionStorage.removeItem(Sr);
    } catch {}
    return !1;
  }
  if (!r)
    return (
      console.warn(
        "Detected a manifest version mismatch during eager route discovery. The next navigation/fetch to an undiscovered route will result in a new document navigation to sync up with the latest manifest.",
      ),
      !0
    );
  let n = !1;
  try {
    (n = sessionStorage.getItem(Sr) === t), n || sessionStorage.setItem(Sr, t);
  } catch {}
  if (n) throw new Error("Unable to discover routes due to manifest version mismatch.");
  let a,
    o = new Promise((u, d) => {
      a = d;
    });
  zt = o;
  const i = () => {
      clearTimeout(l),
        window.removeEventListener("pageshow", s),
        (zt = void 0),
        a(new Error("Unable to discover routes due to manifest version mismatch."));
    },
    l = setTimeout(i, ds),
    s = (u) => {
      u.persisted && i();
    };
  window.addEventListener("pageshow", s);
  try {
    (window.location.href = r), console.warn("Detected manifest version mismatch, reloading...");
  } catch {
    i();
  }
  return o;
}
async function oo(e, t, r, n, a, o, i, l, s, u) {
  e = ss(e);
  const d = new URLSearchParams();
  d.set("paths", e.sort().join(",")), d.set("version", r.version);
  const h = new URL(cs(l, i), window.location.origin);
  if (((h.search = d.toString()), h.toString().length > 7680)) {
    Yt.clear();
    return;
  }
  let m;
  try {
    const w = await fetch(h, { signal: u });
    if (!w.ok) throw new Error(`${w.status} ${w.statusText}`);
    if (await fs(w.status === 204 && w.headers.has("X-Remix-Reload-Document"), r.version, t))
      return;
    m = await w.json();
  } catch (w) {
    if (u?.aborted) return;
    throw w;
  }
  if (u?.aborted) return;
  const v = new Set(Object.keys(r.routes)),
    E = Object.values(m).reduce((w, P) => (P && !v.has(P.id) && (w[P.id] = P), w), {});
  Object.assign(r.routes, E), e.forEach((w) => hs(w, Kt));
  const L = new Set();
  Object.values(E).forEach((w) => {
    w && (!w.parentId || !E[w.parentId]) && L.add(w.parentId);
  }),
    L.forEach((w) => s(w || null, cn(E, n, null, a, o, w)));
}
function hs(e, t) {
  if (t.size >= ls) {
    const r = t.values().next().value;
    r !== void 0 && t.delete(r);
  }
  t.add(e);
}
function ms(e, t) {
  let r;
  return (...n) => {
    window.clearTimeout(r), (r = window.setTimeout(() => e(...n), t));
  };
}
const lr = c.createContext(void 0);
lr.displayName = "FrameworkContext";
function Be() {
  const e = c.useContext(lr);
  return (Ce(e, "You must render this element inside a <HydratedRouter> element"), e);
}
function ps(e, t) {
  const r = c.useContext(lr),
    [n, a] = c.useState(!1),
    [o, i] = c.useState(!1),
    { onFocus: l, onBlur: s, onMouseEnter: u, onMouseLeave: d, onTouchStart: h } = t,
    m = c.useRef(null);
  c.useEffect(() => {
    if ((e === "render" && i(!0), e === "viewport")) {
      const L = (P) => {
          P.forEach((x) => {
            i(x.isIntersecting);
          });
        },
        w = new IntersectionObserver(L, { threshold: 0.5 });
      return (
        m.current && w.observe(m.current),
        () => {
          w.disconnect();
        }
      );
    }
  }, [e]),
    c.useEffect(() => {
      if (n) {
        const L = setTimeout(() => {
          i(!0);
        }, 100);
        return () => {
          clearTimeout(L);
        };
      }
    }, [n]);
  const v = () => {
      a(!0);
    },
    E = () => {
      a(!1), i(!1);
    };
  return r
    ? e !== "intent"
      ? [o, m, {}]
      : [
          o,
          m,
          {
            onFocus: vt(l, v),
            onBlur: vt(s, E),
            onMouseEnter: vt(u, v),
            onMouseLeave: vt(d, E),
            onTouchStart: vt(h, v),
          },
        ]
    : [!1, m, {}];
}
function vt(e, t) {
  return (r) => {
    e && e(r), r.defaultPrevented || t(r);
  };
}
function fn(e, t, r) {
  if (r && !Xt) return [e[0]];
  if (t) {
    const n = e.findIndex((a) => t[a.route.id] !== void 0);
    return e.slice(0, n + 1);
  }
  return e;
}
const sa = "data-react-router-critical-css";
function vu({ nonce: e, crossOrigin: t }) {
  const { isSpaMode: r, manifest: n, routeModules: a, criticalCss: o, nonce: i } = Be(),
    { matches: l } = ht("Links"),
    { errors: s } = Ze("Links"),
    u = fn(l, s, r),
    d = c.useMemo(() => Xl(u, a, n), [u, a, n]);
  return (
    e == null && i && (e = i),
    c.createElement(
      c.Fragment,
      null,
      typeof o == "string"
        ? c.createElement("style", { [sa]: "", nonce: e, dangerouslySetInnerHTML: { __html: o } })
        : null,
      typeof o == "object"
        ? c.createElement("link", {
            [sa]: "",
            rel: "stylesheet",
            href: o.href,
            nonce: e,
            crossOrigin: t,
          })
        : null,
      d.map(({ key: h, link: m }) =>
        sn(m)
          ? c.createElement(io, { key: h, nonce: e, ...m, crossOrigin: m.crossOrigin ?? t })
          : c.createElement("link", { key: h, nonce: e, ...m, crossOrigin: m.crossOrigin ?? t }),
      ),
    )
  );
}
function io({ page: e, ...t }) {
  const r = en(),
    { nonce: n } = Be(),
    { router: a } = ft("PrefetchPageLinks"),
    o = c.useMemo(() => a.match(e), [a, a.routes, e]);
  return o
    ? (t.nonce == null && n && (t = { ...t, nonce: n }),
      r
        ? c.createElement(vs, { page: e, matches: o, ...t })
        : c.createElement(gs, { page: e, matches: o, ...t }))
    : null;
}
function ys(e) {
  const { manifest: t, routeModules: r } = Be(),
    [n, a] = c.useState([]);
  return (
    c.useEffect(() => {
      let o = !1;
      return (
        Zl(e, t, r).then((i) => {
          o || a(i);
        }),
        () => {
          o = !0;
        }
      );
    }, [e, t, r]),
    n
  );
}
function vs({ page: e, matches: t, ...r }) {
  const n = Ee(),
    a = c.useMemo(() => {
      if (e === n.pathname + n.search + n.hash) return [];
      let o = ln(e, "rsc"),
        i = !1,
        l = [];
      for (const s of t)
        typeof s.route.shouldRevalidate == "function" ? (i = !0) : l.push(s.route.id);
      return (
        i && l.length > 0 && o.searchParams.set("_routes", l.join(",")), [o.pathname + o.search]
      );
    }, [e, n, t]);
  return c.createElement(
    c.Fragment,
    null,
    a.map((o) => c.createElement("link", { key: o, rel: "prefetch", as: "fetch", href: o, ...r })),
  );
}
function gs({ page: e, matches: t, ...r }) {
  const n = Ee(),
    { manifest: a, routeModules: o } = Be(),
    { matches: i } = ht("PrefetchPageLinks"),
    { loaderData: l } = Ze("PrefetchPageLinks"),
    s = c.useMemo(() => ia(e, t, i, a, n, "data"), [e, t, i, a, n]),
    u = c.useMemo(() => ia(e, t, i, a, n, "assets"), [e, t, i, a, n]),
    d = c.useMemo(() => {
      if (e === n.pathname + n.search + n.hash) return [];
      let v = new Set(),
        E = !1;
      if (
        (t.forEach((w) => {
          const P = a.routes[w.route.id];
          !P ||
            !P.hasLoader ||
            ((!s.some((x) => x.route.id === w.route.id) &&
              w.route.id in l &&
              o[w.route.id]?.shouldRevalidate) ||
            P.hasClientLoader
              ? (E = !0)
              : v.add(w.route.id));
        }),
        v.size === 0)
      )
        return [];
      const L = ln(e, "data");
      return (
        E &&
          v.size > 0 &&
          L.searchParams.set(
            "_routes",
            t
              .filter((w) => v.has(w.route.id))
              .map((w) => w.route.id)
              .join(","),
          ),
        [L.pathname + L.search]
      );
    }, [l, n, a, s, t, e, o]),
    h = c.useMemo(() => un(u, a), [u, a]),
    m = ys(u);
  return c.createElement(
    c.Fragment,
    null,
    d.map((v) => c.createElement("link", { key: v, rel: "prefetch", as: "fetch", href: v, ...r })),
    h.map((v) => c.createElement("link", { key: v, rel: "modulepreload", href: v, ...r })),
    m.map(({ key: v, link: E }) =>
      c.createElement("link", {
        key: v,
        nonce: r.nonce,
        ...E,
        crossOrigin: E.crossOrigin ?? r.crossOrigin,
      }),
    ),
  );
}
function gu() {
  let { isSpaMode: e, routeModules: t } = Be(),
    { matches: r } = ht("Meta"),
    { errors: n, loaderData: a } = Ze("Meta"),
    o = Ee(),
    i = fn(r, n, e),
    l = null;
  n && (l = n[i[i.length - 1].route.id]);
  let s = [],
    u = null,
    d = [];
  for (let h = 0; h < i.length; h++) {
    let m = i[h],
      v = m.route.id,
      E = a[v],
      L = m.params,
      w = t[v],
      P = [],
      x = {
        id: v,
        loaderData: E,
        meta: [],
        params: m.params,
        pathname: m.pathname,
        handle: m.route.handle,
        error: l,
      };
    if (
      ((d[h] = x),
      w?.meta
        ? (P =
            typeof w.meta == "function"
              ? w.meta({ loaderData: E, params: L, location: o, matches: d, error: l })
              : Array.isArray(w.meta)
                ? [...w.meta]
                : w.meta)
        : u && (P = [...u]),
      (P = P || []),
      !Array.isArray(P))
    )
      throw new Error(
        "The route at " +
          m.route.path +
          ` returns an invalid value. All route meta functions must return an array of meta objects.

To reference the meta function API, see https://reactrouter.com/start/framework/route-module#meta`,
      );
    (x.meta = P), (d[h] = x), (s = [...P]), (u = s);
  }
  return c.createElement(
    c.Fragment,
    null,
    s.flat().map((h) => {
      if (!h) return null;
      if ("tagName" in h) {
        const { tagName: m, ...v } = h;
        if (!ws(m))
          return (
            console.warn(
              `A meta object uses an invalid tagName: ${m}. Expected either 'link' or 'meta'`,
            ),
            null
          );
        const E = m;
        return c.createElement(E, { key: JSON.stringify(v), ...v });
      }
      if ("title" in h) return c.createElement("title", { key: "title" }, String(h.title));
      if (
        ("charset" in h && ((h.charSet ??= h.charset), delete h.charset),
        "charSet" in h && h.charSet != null)
      )
        return typeof h.charSet == "string"
          ? c.createElement("meta", { key: "charSet", charSet: h.charSet })
          : null;
      if ("script:ld+json" in h)
        try {
          const m = JSON.stringify(h["script:ld+json"]);
          return c.createElement("script", {
            key: `script:ld+json:${m}`,
            type: "application/ld+json",
            dangerouslySetInnerHTML: { __html: kr(m) },
          });
        } catch {
          return null;
        }
      return c.createElement("meta", { key: JSON.stringify(h), ...h });
    }),
  );
}
function ws(e) {
  return typeof e == "string" && /^(meta|link)$/.test(e);
}
let Xt = !1;
function Es() {
  Xt = !0;
}
function Rs(e) {
  const {
      manifest: t,
      serverHandoffString: r,
      isSpaMode: n,
      renderMeta: a,
      routeDiscovery: o,
      ssr: i,
      nonce: l,
    } = Be(),
    { router: s, static: u, staticContext: d } = ft("Scripts"),
    { matches: h } = ht("Scripts"),
    m = en(),
    v = dn(o, i);
  e.nonce == null && l && (e = { ...e, nonce: l }), a && (a.didRenderScripts = !0);
  const E = fn(h, null, n);
  c.useEffect(() => {
    Es();
  }, []);
  const L = c.useMemo(() => {
      if (m) return null;
      const x = d
          ? `window.__reactRouterContext = ${r};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
          : " ",
        T = u
          ? `${t.hmr?.runtime ? `import ${JSON.stringify(t.hmr.runtime)};` : ""}${v ? "" : `import ${JSON.stringify(t.url)}`};
${E.map((D, _) => {
  const N = `route${_}`,
    Y = t.routes[D.route.id];
  Ce(Y, `Route ${D.route.id} not found in manifest`);
  const {
      clientActionModule: U,
      clientLoaderModule: R,
      clientMiddlewareModule: oe,
      hydrateFallbackModule: z,
      module: te,
    } = Y,
    k = [
      ...(U ? [{ module: U, varName: `${N}_clientAction` }] : []),
      ...(R ? [{ module: R, varName: `${N}_clientLoader` }] : []),
      ...(oe ? [{ module: oe, varName: `${N}_clientMiddleware` }] : []),
      ...(z ? [{ module: z, varName: `${N}_HydrateFallback` }] : []),
      { module: te, varName: `${N}_main` },
    ];
  return k.length === 1
    ? `import * as ${N} from ${JSON.stringify(te)};`
    : [
        k
          .map((K) => `import * as ${K.varName} from "${K.module}";`)
          .join(`
`),
        `const ${N} = {${k.map((K) => `...${K.varName}`).join(",")}};`,
      ].join(`
`);
}).join(`
`)}
  ${v ? `window.__reactRouterManifest = ${JSON.stringify(us(t, s), null, 2)};` : ""}
  window.__reactRouterRouteModules = {${E.map((D, _) => `${JSON.stringify(D.route.id)}:route${_}`).join(",")}};

import(${JSON.stringify(t.entry.module)});`
          : " ";
      return c.createElement(
        c.Fragment,
        null,
        c.createElement("script", {
          ...e,
          suppressHydrationWarning: !0,
          dangerouslySetInnerHTML: { __html: x },
          type: void 0,
        }),
        c.createElement("script", {
          ...e,
          suppressHydrationWarning: !0,
          dangerouslySetInnerHTML: { __html: T },
          type: "module",
          async: !0,
        }),
      );
    }, []),
    w =
      Xt || m ? [] : [...new Set(t.entry.imports.concat(un(E, t, { includeHydrateFallback: !0 })))],
    P = typeof t.sri == "object" ? t.sri : {};
  return (
    _r(!m, "The <Scripts /> element is a no-op when using RSC and can be safely removed."),
    Xt || m
      ? null
      : c.createElement(
          c.Fragment,
          null,
          typeof t.sri == "object"
            ? c.createElement("script", {
                ...e,
                "rr-importmap": "",
                type: "importmap",
                suppressHydrationWarning: !0,
                dangerouslySetInnerHTML: { __html: JSON.stringify({ integrity: P }) },
              })
            : null,
          v
            ? null
            : c.createElement("link", {
                rel: "modulepreload",
                href: t.url,
                crossOrigin: e.crossOrigin,
                integrity: P[t.url],
                nonce: e.nonce,
                suppressHydrationWarning: !0,
              }),
          c.createElement("link", {
            rel: "modulepreload",
            href: t.entry.module,
            crossOrigin: e.crossOrigin,
            integrity: P[t.entry.module],
            nonce: e.nonce,
            suppressHydrationWarning: !0,
          }),
          w.map((x) =>
            c.createElement("link", {
              key: x,
              rel: "modulepreload",
              href: x,
              crossOrigin: e.crossOrigin,
              integrity: P[x],
              nonce: e.nonce,
              suppressHydrationWarning: !0,
            }),
          ),
          L,
        )
  );
}
function bs(...e) {
  return (t) => {
    e.forEach((r) => {
      typeof r == "function" ? r(t) : r != null && (r.current = t);
    });
  };
}
var wu = class extends c.Component {
  constructor(e) {
    super(e), (this.state = { error: e.error || null, location: e.location });
  }
  static getDerivedStateFromError(e) {
    return { error: e };
  }
  static getDerivedStateFromProps(e, t) {
    return t.location !== e.location
      ? { error: e.error || null, location: e.location }
      : { error: e.error || t.error, location: t.location };
  }
  render() {
    return this.state.error
      ? c.createElement(lo, { error: this.state.error, isOutsideRemixApp: !0 })
      : this.props.children;
  }
};
function lo({ error: e, isOutsideRemixApp: t }) {
  const { nonce: r } = Be();
  console.error(e);
  const n = c.createElement("script", {
    nonce: r,
    dangerouslySetInnerHTML: {
      __html: `
        console.log(
          "💿 Hey developer 👋. You can provide a way better UX than this when your app throws errors. Check out https://reactrouter.com/how-to/error-boundary for more information."
        );
      `,
    },
  });
  if (Qe(e))
    return c.createElement(
      Ir,
      { title: "Unhandled Thrown Response!" },
      c.createElement("h1", { style: { fontSize: "24px" } }, e.status, " ", e.statusText),
      null,
    );
  let a;
  if (e instanceof Error) a = e;
  else {
    const o =
      e == null
        ? "Unknown Error"
        : typeof e == "object" && "toString" in e
          ? e.toString()
          : JSON.stringify(e);
    a = new Error(o);
  }
  return c.createElement(
    Ir,
    { title: "Application Error!", isOutsideRemixApp: t },
    c.createElement("h1", { style: { fontSize: "24px" } }, "Application Error"),
    c.createElement(
      "pre",
      {
        style: {
          padding: "2rem",
          background: "hsla(10, 50%, 50%, 0.1)",
          color: "red",
          overflow: "auto",
        },
      },
      a.stack,
    ),
    n,
  );
}
function Ir({ title: e, renderScripts: t, isOutsideRemixApp: r, children: n }) {
  const { routeModules: a } = Be();
  return a.root?.Layout && !r
    ? n
    : c.createElement(
        "html",
        { lang: "en" },
        c.createElement(
          "head",
          null,
          c.createElement("meta", { charSet: "utf-8" }),
          c.createElement("meta", {
            name: "viewport",
            content: "width=device-width,initial-scale=1,viewport-fit=cover",
          }),
          c.createElement("title", null, e),
        ),
        c.createElement(
          "body",
          null,
          c.createElement(
            "main",
            { style: { fontFamily: "system-ui, sans-serif", padding: "2rem" } },
            n,
            t ? c.createElement(Rs, null) : null,
          ),
        ),
      );
}
const Ss =
  typeof window < "u" && typeof window.document < "u" && typeof window.document.createElement < "u";
try {
  Ss && (window.__reactRouterVersion = "8");
} catch {}
const sr = c.forwardRef(
  (
    {
      onClick: t,
      discover: r = "render",
      prefetch: n = "none",
      relative: a,
      reloadDocument: o,
      replace: i,
      mask: l,
      state: s,
      target: u,
      to: d,
      preventScrollReset: h,
      viewTransition: m,
      defaultShouldRevalidate: v,
      ...E
    },
    L,
  ) => {
    const { basename: w, navigator: P, useTransitions: x } = c.useContext(be),
      T = typeof d == "string" && qt.test(d),
      D = Ma(d, w);
    d = D.to;
    let _ = nl(d, { relative: a }),
      N = Ee(),
      Y = null;
    if (l) {
      const q = Ct(l, [], N.mask ? N.mask.pathname : "/", !0);
      w !== "/" && (q.pathname = q.pathname === "/" ? w : Pe([w, q.pathname])),
        (Y = P.createHref(q));
    }
    const [U, R, oe] = ps(n, E),
      z = Cs(d, {
        replace: i,
        mask: l,
        state: s,
        target: u,
        preventScrollReset: h,
        relative: a,
        viewTransition: m,
        defaultShouldRevalidate: v,
        useTransitions: x,
      });
    function te(q) {
      t && t(q), q.defaultPrevented || z(q);
    }
    const k = !(D.isExternal || o),
      K = c.createElement("a", {
        ...E,
        ...oe,
        href: (k ? Y : void 0) || D.absoluteURL || _,
        onClick: k ? te : t,
        ref: bs(L, R),
        target: u,
        "data-discover": !T && r === "render" ? "true" : void 0,
      });
    return U && !T ? c.createElement(c.Fragment, null, K, c.createElement(io, { page: _ })) : K;
  },
);
sr.displayName = "Link";
const jr = c.forwardRef(
  (
    {
      "aria-current": t = "page",
      caseSensitive: r = !1,
      className: n = "",
      end: a = !1,
      style: o,
      to: i,
      viewTransition: l,
      children: s,
      ...u
    },
    d,
  ) => {
    let h = Pt(i, { relative: u.relative }),
      m = Ee(),
      v = c.useContext(tr),
      { navigator: E, basename: L } = c.useContext(be),
      w = v != null && Os(h) && l === !0,
      P = E.encodeLocation ? E.encodeLocation(h).pathname : h.pathname,
      x = m.pathname,
      T = v?.navigation.location ? v.navigation.location.pathname : null;
    r || ((x = x.toLowerCase()), (T = T ? T.toLowerCase() : null), (P = P.toLowerCase())),
      T && L && (T = _e(T, L) || T);
    const D = P !== "/" && P.endsWith("/") ? P.length - 1 : P.length;
    let _ = x === P || (!a && x.startsWith(P) && x.charAt(D) === "/"),
      N = T != null && (T === P || (!a && T.startsWith(P) && T.charAt(D) === "/")),
      Y = { isActive: _, isPending: N, isTransitioning: w },
      U = _ ? t : void 0,
      R;
    typeof n == "function"
      ? (R = n(Y))
      : (R = [n, _ ? "active" : null, N ? "pending" : null, w ? "transitioning" : null]
          .filter(Boolean)
          .join(" "));
    const oe = typeof o == "function" ? o(Y) : o;
    return c.createElement(
      sr,
      { ...u, "aria-current": U, className: R, ref: d, style: oe, to: i, viewTransition: l },
      typeof s == "function" ? s(Y) : s,
    );
  },
);
jr.displayName = "NavLink";
const xs = c.forwardRef(
  (
    {
      discover: e = "render",
      fetcherKey: t,
      navigate: r,
      reloadDocument: n,
      replace: a,
      state: o,
      method: i = "get",
      action: l,
      onSubmit: s,
      relative: u,
      preventScrollReset: d,
      viewTransition: h,
      defaultShouldRevalidate: m,
      ...v
    },
    E,
  ) => {
    const { useTransitions: L } = c.useContext(be),
      w = Ts(),
      P = Ds(l, { relative: u }),
      x = i.toLowerCase() === "get" ? "get" : "post",
      T = typeof l == "string" && qt.test(l),
      D = (_) => {
        if ((s && s(_), _.defaultPrevented)) return;
        _.preventDefault();
        const N = _.nativeEvent.submitter,
          Y = N?.getAttribute("formmethod") || i,
          U = () =>
            w(N || _.currentTarget, {
              fetcherKey: t,
              method: Y,
              navigate: r,
              replace: a,
              state: o,
              relative: u,
              preventScrollReset: d,
              viewTransition: h,
              defaultShouldRevalidate: m,
            });
        L && r !== !1 ? c.startTransition(() => U()) : U();
      };
    return c.createElement("form", {
      ref: E,
      method: x,
      action: P,
      onSubmit: n ? s : D,
      ...v,
      "data-discover": !T && e === "render" ? "true" : void 0,
    });
  },
);
xs.displayName = "Form";
function Ls({ getKey: e, storageKey: t, ...r }) {
  const n = c.useContext(lr),
    { basename: a } = c.useContext(be),
    o = Ee(),
    i = an();
  _s({ getKey: e, storageKey: t });
  const l = c.useMemo(() => {
    if (!n || !e) return null;
    const u = Ur(o, i, a, e);
    return u !== o.key ? u : null;
  }, []);
  if (!n || n.isSpaMode) return null;
  const s = ((u, d) => {
    if (!window.history.state || !window.history.state.key) {
      const h = Math.random().toString(32).slice(2);
      window.history.replaceState({ key: h }, "");
    }
    try {
      const h = JSON.parse(sessionStorage.getItem(u) || "{}")[d || window.history.state.key];
      typeof h == "number" && window.scrollTo(0, h);
    } catch (h) {
      console.error(h), sessionStorage.removeItem(u);
    }
  }).toString();
  return (
    r.nonce == null && n?.nonce && (r.nonce = n.nonce),
    c.createElement("script", {
      ...r,
      suppressHydrationWarning: !0,
      dangerouslySetInnerHTML: {
        __html: `(${s})(${kr(JSON.stringify(t || Fr))}, ${kr(JSON.stringify(l))})`,
      },
    })
  );
}
Ls.displayName = "ScrollRestoration";
function Cs(
  e,
  {
    target: t,
    replace: r,
    mask: n,
    state: a,
    preventScrollReset: o,
    relative: i,
    viewTransition: l,
    defaultShouldRevalidate: s,
    useTransitions: u,
  } = {},
) {
  const d = nn(),
    h = Ee(),
    m = Pt(e, { relative: i });
  return c.useCallback(
    (v) => {
      if (Ml(v, t)) {
        v.preventDefault();
        const E = r !== void 0 ? r : ge(h) === ge(m),
          L = () =>
            d(e, {
              replace: E,
              mask: n,
              state: a,
              preventScrollReset: o,
              relative: i,
              viewTransition: l,
              defaultShouldRevalidate: s,
            });
        u ? c.startTransition(() => L()) : L();
      }
    },
    [h, d, m, r, n, a, t, e, o, i, l, s, u],
  );
}
function Eu(e) {
  de(
    typeof URLSearchParams < "u",
    "You cannot use the `useSearchParams` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.",
  );
  const t = c.useRef(Nr(e)),
    r = c.useRef(!1),
    n = Ee(),
    a = c.useMemo(() => Tl(n.search, r.current ? null : t.current), [n.search]),
    o = nn();
  return [
    a,
    c.useCallback(
      (i, l) => {
        const s = Nr(typeof i == "function" ? i(new URLSearchParams(a)) : i);
        (r.current = !0), o("?" + s, l);
      },
      [o, a],
    ),
  ];
}
let Ps = 0,
  Ms = () => `__${String(++Ps)}__`;
function Ts() {
  const { router: e } = ft("useSubmit"),
    { basename: t } = c.useContext(be),
    r = Mt("useSubmit"),
    n = e.fetch,
    a = e.navigate;
  return c.useCallback(
    async (o, i = {}) => {
      const { action: l, method: s, encType: u, formData: d, body: h } = Nl(o, t);
      i.navigate === !1
        ? await n(i.fetcherKey || Ms(), r, i.action || l, {
            defaultShouldRevalidate: i.defaultShouldRevalidate,
            preventScrollReset: i.preventScrollReset,
            relative: i.relative,
            formData: d,
            body: h,
            formMethod: i.method || s,
            formEncType: i.encType || u,
            flushSync: i.flushSync,
          })
        : await a(i.action || l, {
            defaultShouldRevalidate: i.defaultShouldRevalidate,
            preventScrollReset: i.preventScrollReset,
            relative: i.relative,
            formData: d,
            body: h,
            formMethod: i.method || s,
            formEncType: i.encType || u,
            replace: i.replace,
            state: i.state,
            fromRouteId: r,
            flushSync: i.flushSync,
            viewTransition: i.viewTransition,
          });
    },
    [n, a, t, r],
  );
}
function Ds(e, { relative: t } = {}) {
  const { basename: r } = c.useContext(be),
    n = c.useContext(Ie);
  V(n, "useFormAction must be used inside a RouteContext");
  const [a] = n.matches.slice(-1),
    o = { ...Pt(e || ".", { relative: t }) },
    i = Ee();
  if (e == null) {
    o.search = i.search;
    const l = new URLSearchParams(o.search),
      s = l.getAll("index");
    if (s.some((u) => u === "")) {
      l.delete("index"), s.filter((d) => d).forEach((d) => l.append("index", d));
      const u = l.toString();
      o.search = u ? `?${u}` : "";
    }
  }
  return (
    (!e || e === ".") &&
      a.route.index &&
      (o.search = o.search ? o.search.replace(/^\?/, "?index&") : "?index"),
    r !== "/" && (o.pathname = o.pathname === "/" ? r : Pe([r, o.pathname])),
    ge(o)
  );
}
const Fr = "react-router-scroll-positions";
let Bt = {};
function Ur(e, t, r, n) {
  let a = null;
  return (
    n &&
      (r !== "/" ? (a = n({ ...e, pathname: _e(e.pathname, r) || e.pathname }, t)) : (a = n(e, t))),
    a == null && (a = e.key),
    a
  );
}
function _s({ getKey: e, storageKey: t } = {}) {
  const { router: r } = ft("useScrollRestoration"),
    { restoreScrollPosition: n, preventScrollReset: a } = ht("useScrollRestoration"),
    { basename: o } = c.useContext(be),
    i = Ee(),
    l = an(),
    s = pl();
  c.useEffect(
    () => (
      (window.history.scrollRestoration = "manual"),
      () => {
        window.history.scrollRestoration = "auto";
      }
    ),
    [],
  ),
    ks(
      c.useCallback((u) => {
        u.persisted && (window.history.scrollRestoration = "manual");
      }, []),
    ),
    Ns(
      c.useCallback(() => {
        if (s.state === "idle") {
          const u = Ur(i, l, o, e);
          Bt[u] = window.scrollY;
        }
        try {
          sessionStorage.setItem(t || Fr, JSON.stringify(Bt));
        } catch (u) {
          de(
            !1,
            `Failed to save scroll positions in sessionStorage, <ScrollRestoration /> will not work properly (${u}).`,
          );
        }
        window.history.scrollRestoration = "auto";
      }, [s.state, e, o, i, l, t]),
    ),
    typeof document < "u" &&
      (c.useLayoutEffect(() => {
        try {
          const u = sessionStorage.getItem(t || Fr);
          u && (Bt = JSON.parse(u));
        } catch {}
      }, [t]),
      c.useLayoutEffect(() => {
        const u = r?.enableScrollRestoration(
          Bt,
          () => window.scrollY,
          e ? (d, h) => Ur(d, h, o, e) : void 0,
        );
        return () => u && u();
      }, [r, o, e]),
      c.useLayoutEffect(() => {
        if (n !== !1) {
          if (typeof n == "number") {
            window.scrollTo(0, n);
            return;
          }
          try {
            if (i.hash) {
              const u = document.getElementById(decodeURIComponent(i.hash.slice(1)));
              if (u) {
                u.scrollIntoView();
                return;
              }
            }
          } catch {
            de(
              !1,
              `"${i.hash.slice(1)}" is not a decodable element ID. The view will not scroll to it.`,
            );
          }
          a !== !0 && window.scrollTo(0, 0);
        }
      }, [i, n, a]));
}
function Ns(e, t) {
  const { capture: r } = {};
  c.useEffect(() => {
    const n = r != null ? { capture: r } : void 0;
    return (
      window.addEventListener("pagehide", e, n),
      () => {
        window.removeEventListener("pagehide", e, n);
      }
    );
  }, [e, r]);
}
function ks(e, t) {
  const { capture: r } = {};
  c.useEffect(() => {
    const n = r != null ? { capture: r } : void 0;
    return (
      window.addEventListener("pageshow", e, n),
      () => {
        window.removeEventListener("pageshow", e, n);
      }
    );
  }, [e, r]);
}
function Os(e, { relative: t } = {}) {
  const r = c.useContext(tn);
  V(
    r != null,
    "`useViewTransitionState` must be used within `react-router/dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?",
  );
  const { basename: n } = ft("useViewTransitionState"),
    a = Pt(e, { relative: t });
  if (!r.isTransitioning) return !1;
  const o = _e(r.currentLocation.pathname, n) || r.currentLocation.pathname,
    i = _e(r.nextLocation.pathname, n) || r.nextLocation.pathname;
  return Jt(a.pathname, i) != null || Jt(a.pathname, o) != null;
}
function Ru({
  state: e,
  routes: t,
  getRouteInfo: r,
  location: n,
  basename: a,
  future: o,
  isSpaMode: i,
}) {
  const l = { ...e, loaderData: { ...e.loaderData } },
    s = Oa(o, a || "/");
  s.update(t);
  const u = s.match(n);
  if (u)
    for (const d of u) {
      const h = d.route.id,
        m = r(h);
      ao(h, m.clientLoader, m.hasLoader, i) && (m.hasHydrateFallback || !m.hasLoader)
        ? delete l.loaderData[h]
        : m.hasLoader || (l.loaderData[h] = null);
    }
  return l;
}
var xr = { exports: {} },
  gt = {};
var ua;
function As() {
  if (ua) return gt;
  ua = 1;
  var e = Symbol.for("react.transitional.element"),
    t = Symbol.for("react.fragment");
  function r(n, a, o) {
    var i = null;
    if ((o !== void 0 && (i = "" + o), a.key !== void 0 && (i = "" + a.key), "key" in a)) {
      o = {};
      for (var l in a) l !== "key" && (o[l] = a[l]);
    } else o = a;
    return ((a = o.ref), { $$typeof: e, type: n, key: i, ref: a !== void 0 ? a : null, props: o });
  }
  return ((gt.Fragment = t), (gt.jsx = r), (gt.jsxs = r), gt);
}
var ca;
function Is() {
  return (ca || ((ca = 1), (xr.exports = As())), xr.exports);
}
var W = Is(),
  js = { siteUrl: "http://localhost:4173", contactEmail: "hello@costwise.example", adsense: null };
const so = js,
  da = "Costwise",
  Fs = 2025,
  Us = ` | Free Cost of Living & Home Calculators (${Fs})`,
  $s = "/og.jpg",
  Hs = "costwise:",
  bu = "2026-11-22",
  zs = "(min-width: 768px)",
  fa = "(max-width: 767.98px)",
  Su = {
    header: { width: 728, height: 90, responsive: !0, media: zs },
    headerMobile: { width: 320, height: 100, responsive: !0, media: fa },
    inContent: { width: 728, height: 90, responsive: !1 },
    footer: { width: 728, height: 90, responsive: !0 },
    stickyMobile: { width: 320, height: 50, responsive: !0, media: fa },
    calcMid: { width: 728, height: 90, responsive: !1 },
    articleEnd: { width: 728, height: 90, responsive: !1 },
  },
  xu = (e) => so.adsense?.slots[e.toUpperCase()],
  Lu = 300,
  Cu = ["inContent"],
  uo = "cookie_consent",
  $r = "consent-updated",
  Hr = "costwise:open-consent-settings";
let it;
function Bs() {
  if (it !== void 0) return it;
  try {
    const e = window.localStorage.getItem(uo),
      t = e ? JSON.parse(e) : null;
    it = typeof t?.analytics == "boolean" && typeof t.timestamp == "string" ? t.analytics : null;
  } catch {
    it = null;
  }
  return it;
}
function Pu(e) {
  const t = { analytics: e, timestamp: new Date().toISOString() };
  it = e;
  try {
    window.localStorage.setItem(uo, JSON.stringify(t));
  } catch {}
  window.dispatchEvent(new CustomEvent($r, { detail: t }));
}
function Ws(e) {
  return (window.addEventListener($r, e), () => window.removeEventListener($r, e));
}
function Mu() {
  window.dispatchEvent(new Event(Hr));
}
function Tu(e) {
  return (window.addEventListener(Hr, e), () => window.removeEventListener(Hr, e));
}
function Du() {
  return c.useSyncExternalStore(Ws, Bs, () => null);
}
let hn = null;
const _u = (e) => {
  hn = e;
};
function Nu(e, t = {}) {
  hn?.trackEvent(e, t);
}
function ku() {
  hn?.trackPageView();
}
function Ou(e) {
  const t = c.lazy(() => e().then((r) => ({ default: r })));
  return c.memo((n) => W.jsx(c.Suspense, { fallback: null, children: W.jsx(t, { ...n }) }));
}
const Vs = [
  ["path", { d: "M4 5h16" }],
  ["path", { d: "M4 12h16" }],
  ["path", { d: "M4 19h16" }],
];
const Ys = [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
];
function zr({ icon: e, className: t = "", ...r }) {
  return W.jsx("svg", {
    xmlns: "http://www.w3.org/2000/svg",
    width: "24",
    height: "24",
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "2",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    "aria-hidden": "true",
    focusable: "false",
    className: `shrink-0 ${t}`,
    ...r,
    children: e.map(([n, a], o) => c.createElement(n, { key: o, ...a })),
  });
}
function Js({ className: e = "" }) {
  return W.jsxs("span", {
    className: `flex items-center gap-2 ${e}`,
    children: [
      W.jsxs("svg", {
        viewBox: "0 0 32 32",
        width: "32",
        height: "32",
        "aria-hidden": "true",
        className: "shrink-0",
        children: [
          W.jsx("rect", { width: "32", height: "32", rx: "8", fill: "var(--color-brand-700)" }),
          W.jsx("path", {
            d: "M20.5 10.6a4.6 4.6 0 0 0-8.3 2.7v2.9h-2v2.3h2v3.2h-2.4v2.3h12.4v-2.3h-7.5v-3.2h4.6v-2.3h-4.6v-2.9a2.3 2.3 0 0 1 4.2-1.3z",
            fill: "#fff",
          }),
        ],
      }),
      W.jsx("span", {
        className: "text-xl font-bold tracking-tight text-slate-900",
        children: "Costwise",
      }),
    ],
  });
}
const ha = [
    { label: "Calculators", href: "/calculators" },
    { label: "Guides", href: "/guides" },
    { label: "Scenarios", href: "/scenarios" },
    { label: "FAQ", href: "/faq" },
    { label: "Contact", href: "/contact" },
  ],
  ma = ({ isActive: e }) =>
    `rounded-md px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 ${e ? "text-brand-800" : "text-slate-700"}`;
function Au() {
  const [e, t] = c.useState(!1),
    r = c.useId(),
    { pathname: n } = Ee();
  return (
    c.useEffect(() => t(!1), [n]),
    W.jsxs("header", {
      className: "no-print border-b border-slate-200 bg-white",
      children: [
        W.jsxs("div", {
          className: "container-page flex h-16 items-center justify-between gap-4",
          children: [
            W.jsx(sr, {
              to: "/",
              className: "flex items-center gap-2 rounded-md",
              "aria-label": "Costwise home",
              prefetch: "intent",
              children: W.jsx(Js, {}),
            }),
            W.jsx("nav", {
              "aria-label": "Main",
              className: "hidden md:block",
              children: W.jsx("ul", {
                className: "flex items-center gap-1",
                children: ha.map((a) =>
                  W.jsx(
                    "li",
                    {
                      children: W.jsx(jr, {
                        to: a.href,
                        className: ma,
                        prefetch: "intent",
                        children: a.label,
                      }),
                    },
                    a.href,
                  ),
                ),
              }),
            }),
            W.jsxs("button", {
              type: "button",
              className:
                "inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden",
              "aria-expanded": e,
              "aria-controls": r,
              onClick: () => t((a) => !a),
              children: [
                e
                  ? W.jsx(zr, { icon: Ys, className: "size-6" })
                  : W.jsx(zr, { icon: Vs, className: "size-6" }),
                W.jsx("span", { className: "sr-only", children: "Menu" }),
              ],
            }),
          ],
        }),
        W.jsx("nav", {
          id: r,
          "aria-label": "Main",
          hidden: !e,
          className: "border-t border-slate-200 md:hidden",
          children: W.jsx("ul", {
            className: "container-page flex flex-col py-2",
            children: ha.map((a) =>
              W.jsx(
                "li",
                {
                  children: W.jsx(jr, {
                    to: a.href,
                    className: (o) => `block ${ma(o)}`,
                    prefetch: "intent",
                    children: a.label,
                  }),
                },
                a.href,
              ),
            ),
          }),
        }),
      ],
    })
  );
}
function Iu() {
  return null;
}
const Gs = 5e3,
  co = () => ya(() => import("./dist-SgXAJXnP.js"), []),
  Ks = c.lazy(() => co().then((e) => ({ default: e.Toaster })));
let Br = null,
  Lr = null,
  fo = () => {};
function ju() {
  const [e, t] = c.useState(!1);
  return (
    c.useEffect(
      () => (
        (Br = () => t(!0)),
        () => {
          Br = null;
        }
      ),
      [],
    ),
    e
      ? W.jsxs(c.Suspense, {
          fallback: null,
          children: [
            W.jsx(Ks, { position: "bottom-center", duration: Gs, richColors: !0, closeButton: !0 }),
            W.jsx(Xs, {}),
          ],
        })
      : null
  );
}
function Xs() {
  return (c.useEffect(() => fo(), []), null);
}
async function Fu(e) {
  Lr ||
    ((Lr = new Promise((n) => {
      fo = n;
    })),
    Br?.());
  const [{ toast: t }] = await Promise.all([co(), Lr]),
    r = { description: e.description };
  e.variant === "destructive" ? t.error(e.title, r) : t.success(e.title, r);
}
const Wr = (e) => new URL(e, so.siteUrl).href;
function Uu(e) {
  const t = `${e.title}${Us}`,
    r = Wr(e.path),
    n = Wr(e.image ?? $s),
    a = [
      { title: t },
      { name: "description", content: e.description },
      { tagName: "link", rel: "canonical", href: r },
      { property: "og:site_name", content: da },
      { property: "og:locale", content: "en_GB" },
      { property: "og:type", content: e.type ?? "website" },
      { property: "og:title", content: t },
      { property: "og:description", content: e.description },
      { property: "og:url", content: r },
      { property: "og:image", content: n },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: `${da}: free UK cost of living calculators` },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: t },
      { name: "twitter:description", content: e.description },
      { name: "twitter:image", content: n },
    ];
  e.published && a.push({ property: "article:published_time", content: e.published }),
    e.modified && a.push({ property: "article:modified_time", content: e.modified }),
    e.crumbs && a.push({ "script:ld+json": qs(e.crumbs, e.path) });
  for (const o of e.jsonLd ?? []) a.push({ "script:ld+json": o });
  return a;
}
const ho = (e) => [{ name: "Home", href: "/" }, ...e];
function qs(e, t) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: ho(e).map((r, n) => ({
      "@type": "ListItem",
      position: n + 1,
      name: r.name,
      item: Wr(r.href ?? t),
    })),
  };
}
function $u(e) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: e.map((t) => ({
      "@type": "Question",
      name: t.question,
      acceptedAnswer: { "@type": "Answer", text: t.answer },
    })),
  };
}
const Qs = [["path", { d: "m9 18 6-6-6-6" }]];
function Zs({ items: e }) {
  const t = ho(e);
  return W.jsx("nav", {
    "aria-label": "Breadcrumb",
    className: "no-print mb-4 text-sm text-slate-600",
    children: W.jsx("ol", {
      className: "flex flex-wrap items-center gap-1",
      children: t.map((r, n) => {
        const a = n === t.length - 1;
        return W.jsxs(
          "li",
          {
            className: "flex items-center gap-1",
            children: [
              a || !r.href
                ? W.jsx("span", {
                    "aria-current": a ? "page" : void 0,
                    className: "text-slate-800",
                    children: r.name,
                  })
                : W.jsx(sr, {
                    to: r.href,
                    className: "link inline-block py-0.5",
                    prefetch: "intent",
                    children: r.name,
                  }),
              !a && W.jsx(zr, { icon: Qs, className: "size-3.5 text-slate-400" }),
            ],
          },
          r.name,
        );
      }),
    }),
  });
}
function Hu({ crumbs: e, title: t, lead: r }) {
  return W.jsxs("header", {
    className: "mb-8",
    children: [
      W.jsx(Zs, { items: e }),
      W.jsx("h1", { className: "page-title", children: t }),
      r && W.jsx("p", { className: "lead", children: r }),
    ],
  });
}
const eu = [
    "rent-affordability",
    "mortgage-payment",
    "fuel-cost",
    "ev-charging",
    "energy-bill",
    "moving-cost",
  ],
  mo = [
    {
      key: "rent-affordability",
      name: "Rent Affordability Calculator",
      path: "/calculators/rent-affordability",
      shortDescription: "See how much rent fits your take-home pay, after your other debts.",
      category: "rent",
      icon: "house",
    },
    {
      key: "mortgage-payment",
      name: "Mortgage Payment Calculator",
      path: "/calculators/mortgage-payment",
      shortDescription:
        "Estimate your monthly repayment, total interest and what overpaying saves.",
      category: "mortgage",
      icon: "landmark",
    },
    {
      key: "fuel-cost",
      name: "Fuel Cost Calculator",
      path: "/calculators/fuel-cost",
      shortDescription: "Price a journey or a month of commuting in petrol or diesel.",
      category: "fuel",
      icon: "fuel",
    },
    {
      key: "ev-charging",
      name: "EV Charging Cost Calculator",
      path: "/calculators/ev-charging",
      shortDescription: "Compare the cost per mile of an electric car against petrol.",
      category: "ev",
      icon: "plug-zap",
    },
    {
      key: "energy-bill",
      name: "Energy Bill Estimator",
      path: "/calculators/energy-bill",
      shortDescription: "Estimate your monthly electricity and gas bill from your home.",
      category: "energy",
      icon: "lightbulb",
    },
    {
      key: "moving-cost",
      name: "Moving Cost Calculator",
      path: "/calculators/moving-cost",
      shortDescription: "Budget for a house move: removals, packing, storage and assembly.",
      category: "moving",
      icon: "truck",
    },
  ];
function zu(e) {
  return mo.find((t) => t.key === e);
}
function Bu(e, t = 3) {
  return mo.filter((r) => r.key !== e).slice(0, t);
}
const Wu = [
  ["path", { d: "M12 15V3" }],
  ["path", { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" }],
  ["path", { d: "m7 10 5 5 5-5" }],
];
c.lazy(() => ya(() => import("./ad-unit-DbcJbQlI.js"), []));
function pa({ name: e, className: t = "" }) {
  return null;
}
function Vu() {
  return W.jsxs(W.Fragment, {
    children: [
      W.jsx(pa, { name: "header", className: "my-6" }),
      W.jsx(pa, { name: "headerMobile", className: "my-6" }),
    ],
  });
}
const tu =
  "Our calculators give estimates only. They are not professional financial advice, moving quotes or mortgage brokerage. Check important decisions with a qualified adviser.";
function Yu({ className: e = "" }) {
  return W.jsxs("p", {
    className: e,
    children: [
      W.jsx("strong", { className: "font-semibold text-slate-700", children: "Disclaimer:" }),
      " ",
      tu,
    ],
  });
}
const mn = (e) => `${Hs}${e}:inputs`;
function po(e) {
  let t;
  try {
    t = window.localStorage.getItem(mn(e));
  } catch {
    return null;
  }
  if (t === null) return null;
  try {
    const r = JSON.parse(t),
      n = r.inputs;
    if (!n || typeof n != "object" || Object.values(n).some((a) => typeof a != "string"))
      throw new Error("not an inputs record");
    return { savedAt: typeof r.savedAt == "string" ? r.savedAt : "", inputs: n };
  } catch (r) {
    return (console.warn("Failed to load saved inputs", r), null);
  }
}
const Ju = (e) => po(e)?.inputs ?? null;
function Gu(e, t) {
  try {
    const r = { savedAt: new Date().toISOString(), inputs: t };
    return (window.localStorage.setItem(mn(e), JSON.stringify(r)), !0);
  } catch {
    return !1;
  }
}
function Ku(e) {
  try {
    window.localStorage.removeItem(mn(e));
  } catch {}
}
function Xu(e = 3) {
  return eu
    .map((t) => ({ key: t, record: po(t) }))
    .filter((t) => t.record !== null)
    .sort((t, r) => r.record.savedAt.localeCompare(t.record.savedAt))
    .slice(0, e)
    .map((t) => t.key);
}
function qu({ label: e, className: t, children: r }) {
  return W.jsx("div", { className: t, role: "region", "aria-label": e, tabIndex: 0, children: r });
}
export {
  _u as J,
  $u as Z,
  Au as M,
  Bs as C,
  Bu as y,
  bu as h,
  Cu as x,
  c as r,
  cn as ae,
  cu as O,
  Du as m,
  da as a2,
  du as w,
  Ee as z,
  Eu as u,
  Fo as a6,
  Fu as t,
  fu as g,
  Gu as s,
  gu as N,
  Hu as P,
  hu as ai,
  Io as a7,
  Iu as U,
  io as a0,
  iu as al,
  Js as i,
  Ju as l,
  ju as T,
  Kl as ad,
  Ku as b,
  ku as E,
  Ls as V,
  Lu as v,
  lr as ab,
  Mu as o,
  mo as e,
  mu as ak,
  Nu as a,
  nn as $,
  nu as R,
  Ou as d,
  on as a3,
  ou as ag,
  Pu as k,
  pa as A,
  pu as ah,
  Qe as Y,
  qu as S,
  Rs as W,
  Ru as af,
  ru as aj,
  Su as n,
  so as G,
  sr as L,
  su as a8,
  Tu as K,
  Uu as p,
  uu as a4,
  V as a9,
  Vu as H,
  vu as Q,
  W as j,
  Wo as am,
  Wr as a1,
  Ws as F,
  Wu as D,
  wu as ac,
  Xu as a5,
  xu as q,
  Ys as X,
  Yu as c,
  ya as _,
  yu as aa,
  Zs as B,
  zr as I,
  zu as f,
};
