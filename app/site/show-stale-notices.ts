/**
 * Shows every stale notice (site/stale-notice.tsx) before the first paint. Inline in every page (layouts/page.astro), after its content (CSP
 * admits it by hash, docs/decisions/0002): the page's own code may arrive much later.
 * Today's ISO date is put together by hand, as site/dates.ts does: a locale's date format
 * (`toLocaleDateString("sv")`) loads the browser's locale data first, 40 to 100 ms of a phone's
 * main thread before the page can respond, for one line of text.
 */
export const SHOW_STALE_NOTICES = `for(var d=new Date(),t=d.getFullYear()+"-"+("0"+(d.getMonth()+1)).slice(-2)+"-"+("0"+d.getDate()).slice(-2),n=document.querySelectorAll("[data-figure-until]"),i=0;i<n.length;i++)if(t>n[i].getAttribute("data-figure-until"))n[i].hidden=!1`;
