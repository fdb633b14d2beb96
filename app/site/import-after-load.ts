/**
 * The inline script of a page without the app (root.tsx, decision 24) that fetches the page's one
 * module once the page has loaded and painted the frame after it (a loaded page can be loaded
 * before its first paint). Nothing the reader sees first waits for that module (its buttons stay
 * disabled until it runs, decision 12), so it never competes with the page for a slow connection,
 * and Lighthouse's estimate of the page's first and largest paints, which counts every request
 * made before them, is the page's own. Admitted by its hash in the page's policy
 * (docs/decisions/0002); the module is same-origin, which `'self'` admits.
 */
export const importAfterLoad = (src: string) =>
  `addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(src)})})})})`;
