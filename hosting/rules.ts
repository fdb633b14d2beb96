/**
 * How the built site is served: security headers, the Content-Security-Policy, caching and redirects.
 * The local server (server.ts) applies these, and the build writes the same rules out as the
 * `_headers` and `_redirects` files that static hosts and CDNs read (postbuild.ts). One source of truth.
 */
import type { SiteConfig } from "../app/site/config.schema";

export const ARTICLE_LISTS = ["/guides", "/scenarios"] as const;

/** Headers every response carries. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_STATIC = "public, max-age=86400";
// Long enough for a page's data, prefetched when the visitor points at a link, to serve the click
// without another request; short enough that a new deploy's content shows within minutes.
export const CACHE_PAGE_DATA = "public, max-age=300";

/** Fingerprinted build output never changes under the same name; pages revalidate. */
export function cacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/")) return CACHE_IMMUTABLE;
  if (pathname.endsWith(".data")) return CACHE_PAGE_DATA;
  if (pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname)) {
    return CACHE_REVALIDATE;
  }
  return CACHE_STATIC;
}

/** Hosts the third parties need, added to the policy only when the deployer configures them. */
function thirdPartySources(config: SiteConfig) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (config.adsense) {
    // Google's documented AdSense CSP.
    script.push(
      "https://pagead2.googlesyndication.com",
      "https://*.googlesyndication.com",
      "https://*.google.com",
      "https://adservice.google.com",
      "https://www.googletagservices.com",
      "https://fundingchoicesmessages.google.com",
    );
    connect.push(
      "https://pagead2.googlesyndication.com",
      "https://*.google.com",
      "https://*.googlesyndication.com",
      "https://*.doubleclick.net",
      "https://*.adtrafficquality.google",
    );
    img.push(
      "https://*.googlesyndication.com",
      "https://*.google.com",
      "https://*.doubleclick.net",
      "https://*.gstatic.com",
    );
    frame.push(
      "https://*.googlesyndication.com",
      "https://*.doubleclick.net",
      "https://*.google.com",
      "https://*.adtrafficquality.google",
    );
  }
  if (config.gaMeasurementId) {
    // Google's documented GA4 CSP.
    script.push("https://*.googletagmanager.com");
    connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (config.emailJs) connect.push("https://api.emailjs.com");
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(script),
    connect: unique(connect),
    img: unique(img),
    frame: unique(frame),
  };
}

/**
 * The page's policy. Scripts run only from our origin or, inline, when their SHA-256 is listed: the
 * router's inline bootstrap scripts are hashed per page at build time. No 'unsafe-inline' or
 * 'unsafe-eval' for scripts.
 */
export function contentSecurityPolicy(
  config: SiteConfig,
  inlineScriptHashes: readonly string[],
): string {
  const extra = thirdPartySources(config);
  const hashes = inlineScriptHashes.map((hash) => `'sha256-${hash}'`);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...extra.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...extra.img]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...extra.connect]],
    ["frame-src", extra.frame.length ? extra.frame : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
  ];
  return [
    ...directives.map(([name, values]) => `${name} ${values.join(" ")}`),
    "upgrade-insecure-requests",
  ].join("; ");
}

export type Resolution = { status: 301 | 302; location: string } | { status: 404 };

/**
 * What to do with a path that matches no file: an unknown guide or scenario goes to its list; a page
 * path with a trailing slash goes to the canonical path; anything else is the 404 page.
 */
export function resolveMissing(pathname: string): Resolution {
  if (pathname.endsWith(".data")) return { status: 404 };
  for (const list of ARTICLE_LISTS) {
    if (pathname.startsWith(`${list}/`)) return { status: 302, location: list };
  }
  return { status: 404 };
}

/** The same redirects in the `_redirects` format (Netlify, Cloudflare Pages): applied only where no file exists. */
export function redirectsFile(): string {
  return [
    "# Unknown guides and scenarios go to their library; everything else unknown is the 404 page.",
    ...ARTICLE_LISTS.map((list) => `${list}/*  ${list}  302`),
    "",
  ].join("\n");
}

/** `_headers` (Netlify, Cloudflare Pages): shared headers, caching, and each page's own CSP. */
export function headersFile(
  config: SiteConfig,
  pages: { path: string; hashes: string[] }[],
): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return [
    block("/*", SECURITY_HEADERS),
    block("/assets/*", { "Cache-Control": CACHE_IMMUTABLE }),
    ...pages.map((page) =>
      block(page.path, {
        "Cache-Control": CACHE_REVALIDATE,
        "Content-Security-Policy": contentSecurityPolicy(config, page.hashes),
      }),
    ),
    "",
  ].join("\n\n");
}
