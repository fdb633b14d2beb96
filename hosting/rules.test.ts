import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../app/site/config.schema";
import {
  contentSecurityPolicy,
  HEADER_LINE_LIMIT,
  HEADER_RULE_LIMIT,
  headersFile,
  withinCloudflareLimits,
} from "./rules";

const plain = readSiteConfig({});

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
  const file = headersFile(plain, ["home=", "guide=", "shared=", "home="]);
  const byPattern = rules(file);

  it("puts the security headers, one policy and revalidation on every response", () => {
    const all = byPattern.get("/*")!;
    expect(all).toContain(
      "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    );
    expect(all).toContain("X-Content-Type-Options: nosniff");
    expect(all).toContain("X-Frame-Options: DENY");
    expect(all).toContain("Cache-Control: public, max-age=0, must-revalidate");
    // Every page's inline scripts, each once, in one policy (in a fixed order, so builds compare).
    expect(all.filter((line) => line.startsWith("Content-Security-Policy:"))).toEqual([
      `Content-Security-Policy: ${contentSecurityPolicy(plain, ["guide=", "home=", "shared="])}`,
    ]);
  });

  it("caches assets for a year in place of revalidation", () => {
    expect(byPattern.get("/assets/*")).toEqual([
      "! Cache-Control",
      "Cache-Control: public, max-age=31536000, immutable",
    ]);
  });

  it("writes two rules, however many pages there are", () => {
    expect([...byPattern.keys()]).toEqual(["/*", "/assets/*"]);
    const thousandPages = Array.from({ length: 1000 }, () => ["notices=", "rules=", "island="]);
    expect(rules(headersFile(plain, thousandPages.flat())).size).toBe(2);
  });

  it("fails the build on a line longer than Cloudflare's 2,000 characters", () => {
    const hashes = Array.from({ length: 40 }, (_, i) => `${"x".repeat(43)}${i}`);
    expect(() => headersFile(plain, hashes)).toThrow(
      new RegExp(
        `a line of \\d+ characters; Cloudflare Pages accepts at most ${HEADER_LINE_LIMIT}`,
      ),
    );
  });
});

describe("withinCloudflareLimits", () => {
  const rule = (index: number) => ({ pattern: `/p${index}`, lines: ["X-Test: 1"] });

  it("writes up to Cloudflare's 100 rules and refuses the 101st", () => {
    const hundred = Array.from({ length: HEADER_RULE_LIMIT }, (_, i) => rule(i));
    expect(withinCloudflareLimits(hundred).match(/^\/p\d+$/gm)).toHaveLength(100);
    expect(() => withinCloudflareLimits([...hundred, rule(100)])).toThrow(
      "_headers would have 101 rules; Cloudflare Pages accepts at most 100.",
    );
  });

  it("writes a 2,000-character line and refuses a 2,001-character one", () => {
    const line = (length: number) => [{ pattern: "/*", lines: [`X: ${"y".repeat(length - 5)}`] }];
    // Each header line is indented by two spaces: "  X: " is 5 characters.
    expect(withinCloudflareLimits(line(2000))).toContain("y".repeat(1995));
    expect(() => withinCloudflareLimits(line(2001))).toThrow(
      /a line of 2001 characters; Cloudflare Pages accepts at most 2000/,
    );
  });
});
