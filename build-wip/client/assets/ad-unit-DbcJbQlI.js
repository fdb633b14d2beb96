import { n as a, v as d, x as f, q as i, r as s, m as u } from "./shell-CyLvIMRH.js";
function S(e) {
  const [n, o] = s.useState(e === 0);
  return (
    s.useEffect(() => {
      if (n) return;
      const t = () => window.scrollY > e && o(!0);
      return (
        t(),
        window.addEventListener("scroll", t, { passive: !0 }),
        () => window.removeEventListener("scroll", t)
      );
    }, [n, e]),
    n
  );
}
function N({ name: e, className: n = "" }) {
  const o = i(e),
    t = u(),
    r = a[e],
    c = S(f.includes(e) ? d : 0);
  s.useRef(null);
  const [l] = s.useState(() => Symbol(e)),
    [E, v] = s.useState(!1);
  return (s.useEffect(() => {}, [o, t, c, l, r.media]), null);
}
export { N as default };
