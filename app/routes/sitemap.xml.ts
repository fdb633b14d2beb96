import { sitemapXml } from "~/sitemap/sitemap.server";

/** A resource route, prerendered to /sitemap.xml. */
export const loader = () =>
  new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
