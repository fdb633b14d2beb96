/**
 * sitemap.xml and robots.txt, built at prerender time from the calculator registry and the article
 * collections, so a new calculator or article is listed without anyone editing a list of URLs.
 */

import { guides, scenarios } from "~/articles/collections.server";
import { calculators } from "~/calculators/registry";
import { siteConfig } from "~/site/config";

/** The pages that are neither a calculator nor an article (the monthly costs sheet is one of them). The not-found page is never listed. */
const OTHER_PAGES = [
  "/",
  "/calculators",
  "/guides",
  "/scenarios",
  "/faq",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/whats-changing",
  "/my-costs",
] as const;

interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, for articles: the date their content last changed. */
  lastModified?: string;
}

function sitemapEntries(): SitemapEntry[] {
  return [
    ...OTHER_PAGES.map((path) => ({ path })),
    ...calculators.map((calculator) => ({ path: calculator.path })),
    ...[...guides, ...scenarios].map((article) => ({
      path: article.path,
      lastModified: article.frontmatter.dateModified,
    })),
  ];
}

export function sitemapXml(origin = siteConfig.siteUrl): string {
  const urls = sitemapEntries().map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
    return `  <url><loc>${new URL(path, origin).href}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin = siteConfig.siteUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
