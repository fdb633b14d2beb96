/**
 * Shows every stale notice (site/stale-notice.tsx) before the first paint. Inline in every page (root.tsx), after its content (CSP
 * admits it by hash, docs/decisions/0002): the page's own code may arrive much later.
 */
export const SHOW_STALE_NOTICES = `for(var t=new Date().toLocaleDateString("sv"),n=document.querySelectorAll("[data-figure-until]"),i=0;i<n.length;i++)if(t>n[i].getAttribute("data-figure-until"))n[i].hidden=!1`;
