/**
 * How the built site is served, as the one source of truth: security headers, the
 * Content-Security-Policy and caching, written as the `_headers` file that Cloudflare Pages (the
 * reference host, and `npm start`, which runs its runtime) reads. The rules are written for
 * Cloudflare's matching (docs/hosting.md): every matching rule applies, a header two rules set is
 * joined with a comma, and `! Name` detaches a header an earlier rule set. Their number does not
 * grow with the pages: one policy admits every page's inline scripts (decision 37).
 */
import type { SiteConfig } from "../app/site/config.schema";

/** Headers every response carries. */
const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Fingerprinted build output never changes under the same name. */
const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages are checked with the host on every visit, so a deploy shows at once. */
const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Cloudflare Pages' limits on `_headers`: more rules, or a longer line, and it ignores the file. */
export const HEADER_RULE_LIMIT = 100;
export const HEADER_LINE_LIMIT = 2000;

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
    );
    // Google's consent platform (Privacy & messaging): its message script, which the AdSense code
    // loads, only where it is the platform in use. Its requests and frames are on *.google.com.
    if (config.consentPlatform === "google")
      script.push("https://fundingchoicesmessages.google.com");
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
 * The pages' policy. Scripts run only from our origin or, inline, when their SHA-256 is listed (the
 * stale-figure notices, the Speculation Rules, Astro's island element and its directives: the same
 * few scripts on every page, hashed at build time). No 'unsafe-inline' or 'unsafe-eval' for scripts.
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

/**
 * `_headers`: the security headers, the one policy (admitting every inline script any page runs,
 * the not-found pages' included, since Cloudflare serves a 404.html under whatever path was asked
 * for) and revalidation on every response; a year's caching for the fingerprinted assets. Throws,
 * failing the build, when the file would break one of Cloudflare's limits.
 */
export function headersFile(config: SiteConfig, inlineScriptHashes: readonly string[]): string {
  const header = (name: string, value: string) => `${name}: ${value}`;
  const hashes = [...new Set(inlineScriptHashes)].sort();
  return withinCloudflareLimits([
    {
      pattern: "/*",
      lines: [
        ...Object.entries(SECURITY_HEADERS).map(([name, value]) => header(name, value)),
        header("Content-Security-Policy", contentSecurityPolicy(config, hashes)),
        header("Cache-Control", CACHE_REVALIDATE),
      ],
    },
    {
      pattern: "/assets/*",
      lines: ["! Cache-Control", header("Cache-Control", CACHE_IMMUTABLE)],
    },
  ]);
}

/** One rule of `_headers`: a URL pattern and the header lines for the paths it matches. */
export interface HeaderRule {
  pattern: string;
  lines: readonly string[];
}

/** The rules as `_headers` text, or an error naming the limit of Cloudflare's they would break. */
export function withinCloudflareLimits(rules: readonly HeaderRule[]): string {
  if (rules.length > HEADER_RULE_LIMIT)
    throw new Error(
      `_headers would have ${rules.length} rules; Cloudflare Pages accepts at most ${HEADER_RULE_LIMIT}.`,
    );
  const text = `${rules
    .map((rule) => [rule.pattern, ...rule.lines.map((line) => `  ${line}`)].join("\n"))
    .join("\n\n")}\n`;
  const long = text.split("\n").find((line) => line.length > HEADER_LINE_LIMIT);
  if (long)
    throw new Error(
      `_headers has a line of ${long.length} characters; Cloudflare Pages accepts at most ${HEADER_LINE_LIMIT}: ${long.slice(0, 80)}…`,
    );
  return text;
}
