import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../app/site/config.schema";
import { contentSecurityPolicy, HEADER_LINE_LIMIT, HEADER_RULE_LIMIT, headersFile } from "./rules";

const plain = readSiteConfig({});
const page = (path: string, ...hashes: string[]) => ({ path, hashes });

/** The `_headers` file as { pattern: lines } for the assertions. */
function rules(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const block of text.trim().split("\n\n")) {
    const [pattern, ...lines] = block.split("\n");
    expect(map.has(pattern!), `one rule per pattern: ${pattern}`).toBe(false);
    map.set(
      pattern!,
      lines.map((line) => line.trim()),
    );
  }
  return map;
}

/** A policy as { directive: its sources }, and every https host it names. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}
const hosts = (policy: string) => policy.match(/https:\/\/[^\s;]+/g) ?? [];

const EMAILJS = {
  VITE_EMAILJS_SERVICE_ID: "service_x",
  VITE_EMAILJS_TEMPLATE_ID: "template_x",
  VITE_EMAILJS_PUBLIC_KEY: "key",
};
const ADSENSE = { VITE_ADSENSE_CLIENT: "ca-pub-1234567890123456" };
const ANALYTICS = { VITE_GA_MEASUREMENT_ID: "G-TEST123456" };

describe("contentSecurityPolicy", () => {
  it("runs scripts from our origin and the page's hashed inline scripts only, never unhashed inline code or eval", () => {
    const policy = directives(contentSecurityPolicy(plain, ["abc=", "def="]));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    for (const config of [plain, readSiteConfig({ ...ADSENSE, ...ANALYTICS, ...EMAILJS })]) {
      const scripts = directives(contentSecurityPolicy(config, ["abc="])).get("script-src")!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).toContain("'sha256-abc='");
    }
  });

  it("lets no other site frame the page, change its base or receive its forms, and loads nothing over http", () => {
    const policy = directives(contentSecurityPolicy(plain, []));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("names no third-party host when no third party is configured", () => {
    expect(hosts(contentSecurityPolicy(plain, ["abc="]))).toEqual([]);
  });

  it("admits each third party's hosts only when its ids are set, and only that party's", () => {
    const emailJs = contentSecurityPolicy(readSiteConfig(EMAILJS), []);
    expect(hosts(emailJs)).toEqual(["https://api.emailjs.com"]);
    expect(directives(emailJs).get("connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);

    const analytics = hosts(contentSecurityPolicy(readSiteConfig(ANALYTICS), []));
    expect(analytics.length).toBeGreaterThan(0);
    for (const host of analytics)
      expect(host).toMatch(
        /^https:\/\/\*\.(google-analytics\.com|analytics\.google\.com|googletagmanager\.com)$/,
      );

    const ads = hosts(contentSecurityPolicy(readSiteConfig(ADSENSE), []));
    expect(ads).toContain("https://pagead2.googlesyndication.com");
    for (const host of ads) {
      expect(host).toMatch(
        /(\.|\/)(google\.com|googlesyndication\.com|googletagservices\.com|doubleclick\.net|gstatic\.com|adtrafficquality\.google)$/,
      );
      expect(host).not.toMatch(/analytics|googletagmanager|emailjs/);
    }
  });

  it("admits Google's consent platform's script only when it is the platform in use", () => {
    const banner = contentSecurityPolicy(readSiteConfig(ADSENSE), []);
    const google = directives(
      contentSecurityPolicy(readSiteConfig({ ...ADSENSE, VITE_CONSENT_PLATFORM: "google" }), []),
    );
    expect(banner).not.toContain("fundingchoicesmessages");
    expect(google.get("script-src")).toContain("https://fundingchoicesmessages.google.com");
    for (const [name, sources] of directives(banner)) {
      const added = google.get(name)!.filter((source) => !sources.includes(source));
      expect(added, name).toEqual(
        name === "script-src" ? ["https://fundingchoicesmessages.google.com"] : [],
      );
    }
  });
});

describe("the consent platform setting", () => {
  it('is "banner" unless set, and "google" needs the AdSense client id', () => {
    expect(plain.consentPlatform).toBe("banner");
    expect(() => readSiteConfig({ VITE_CONSENT_PLATFORM: "google" })).toThrow(
      /VITE_CONSENT_PLATFORM: "google" needs VITE_ADSENSE_CLIENT/,
    );
    expect(() => readSiteConfig({ VITE_CONSENT_PLATFORM: "onetrust" })).toThrow(
      /VITE_CONSENT_PLATFORM: must be "banner" .* or "google"/,
    );
  });
});

describe("headersFile", () => {
  const file = headersFile(
    plain,
    [page("/", "home="), page("/guides/fuel-cost/commute", "guide=", "shared=")],
    [page("/404", "nf="), page("/guides/404")],
  );
  const byPattern = rules(file);

  it("puts the security headers and the not-found pages' policy on every response", () => {
    const all = byPattern.get("/*")!;
    expect(all).toContain(
      "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    );
    expect(all).toContain("X-Content-Type-Options: nosniff");
    expect(all).toContain("X-Frame-Options: DENY");
    expect(all.filter((line) => line.startsWith("Content-Security-Policy:"))).toEqual([
      `Content-Security-Policy: ${contentSecurityPolicy(plain, ["nf="])}`,
    ]);
  });

  it("gives each page its own policy in place of the default, and has it revalidated", () => {
    expect(byPattern.get("/guides/fuel-cost/commute")).toEqual([
      "Cache-Control: public, max-age=0, must-revalidate",
      "! Content-Security-Policy",
      `Content-Security-Policy: ${contentSecurityPolicy(plain, ["guide=", "shared="])}`,
    ]);
    expect(byPattern.get("/")?.[2]).toBe(
      `Content-Security-Policy: ${contentSecurityPolicy(plain, ["home="])}`,
    );
  });

  it("caches assets for a year, in a rule that sets nothing else", () => {
    expect(byPattern.get("/assets/*")).toEqual([
      "Cache-Control: public, max-age=31536000, immutable",
    ]);
  });

  it("writes no rule for the not-found pages, which have no URL of their own", () => {
    expect([...byPattern.keys()]).toEqual(["/*", "/assets/*", "/", "/guides/fuel-cost/commute"]);
  });

  it("fails the build past Cloudflare's 100 rules", () => {
    const pages = Array.from({ length: HEADER_RULE_LIMIT - 2 }, (_, i) => page(`/p${i}`, "h="));
    expect(() => headersFile(plain, pages, [])).not.toThrow();
    expect(() => headersFile(plain, [...pages, page("/one-more", "h=")], [])).toThrow(
      /101 rules; Cloudflare Pages accepts at most 100/,
    );
  });

  it("fails the build on a line longer than Cloudflare's 2,000 characters", () => {
    const hashes = Array.from({ length: 40 }, (_, i) => `${"x".repeat(43)}${i}`);
    expect(() => headersFile(plain, [page("/big", ...hashes)], [])).toThrow(
      new RegExp(`at most ${HEADER_LINE_LIMIT}`),
    );
  });
});
