/** Page metadata and JSON-LD, built one way for every page (site/page-head.astro writes it). */
import { DEFAULT_OG_IMAGE, SITE_NAME, siteConfig, TITLE_SUFFIX } from "./config";

export const absoluteUrl = (path: string) => new URL(path, siteConfig.siteUrl).href;

export interface Crumb {
  name: string;
  /** Omitted on the last crumb, the current page. */
  href?: string;
}

export interface PageMetaInput {
  /** The page's own title; the site suffix is appended. */
  title: string;
  description: string;
  /** Canonical path, e.g. /calculators/fuel-cost */
  path: string;
  image?: string;
  type?: "website" | "article";
  /** Breadcrumbs after "Home"; yields BreadcrumbList JSON-LD. */
  crumbs?: Crumb[];
  /** Further schema.org objects for this page. */
  jsonLd?: Record<string, unknown>[];
  /** ISO dates for articles (Open Graph article tags). */
  published?: string;
  modified?: string;
  /** Kept out of search results (the not-found pages). */
  noindex?: boolean;
}

/** What a page's <head> carries: its title, canonical URL, meta tags and JSON-LD. */
export interface PageHead {
  title: string;
  canonical: string;
  metas: { name?: string; property?: string; content: string }[];
  jsonLd: Record<string, unknown>[];
}

export function pageMeta(page: PageMetaInput): PageHead {
  const title = `${page.title}${TITLE_SUFFIX}`;
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? DEFAULT_OG_IMAGE);
  const metas: PageHead["metas"] = [
    { name: "description", content: page.description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${SITE_NAME}: free UK cost of living calculators` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.published) metas.push({ property: "article:published_time", content: page.published });
  if (page.modified) metas.push({ property: "article:modified_time", content: page.modified });
  if (page.noindex) metas.push({ name: "robots", content: "noindex" });
  const jsonLd = [
    ...(page.crumbs ? [breadcrumbJsonLd(page.crumbs, page.path)] : []),
    ...(page.jsonLd ?? []),
  ];
  return { title, canonical: url, metas, jsonLd };
}

/** JSON for inside a <script> element: "<" escaped, so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The full trail, "Home" first, as the page shows it. */
export const withHome = (crumbs: Crumb[]): Crumb[] => [{ name: "Home", href: "/" }, ...crumbs];

function breadcrumbJsonLd(crumbs: Crumb[], currentPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: withHome(crumbs).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href ?? currentPath),
    })),
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
