import { sitemapXml } from "~/sitemap/sitemap.server";

/** Built to /sitemap.xml from the registry and the article collections. */
export const GET = () =>
  new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
