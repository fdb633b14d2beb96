/**
 * The inline script of a page without the app (root.tsx, decision 24) that fetches the page's one
 * module once the page has loaded. Nothing the reader sees first waits for that module (its buttons
 * stay disabled until it runs, decision 12), so it does not compete with the page for a slow
 * connection, and Lighthouse's estimate of the page's largest paint, which counts every request
 * made before that paint, is the same as the page's without scripts. Admitted by its hash in the
 * page's policy (docs/decisions/0002); the module is same-origin, which `'self'` admits.
 */
export const importAfterLoad = (src: string) =>
  `addEventListener("load",function(){import(${JSON.stringify(src)})})`;
