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

describe("contentSecurityPolicy", () => {
  it("allows scripts from our origin and the given inline hashes only", () => {
    expect(contentSecurityPolicy(plain, ["abc=", "def="])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc=' 'sha256-def='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self'; upgrade-insecure-requests",
    );
  });

  it("admits a third party's hosts only when the deployer configures it", () => {
    const withEmail = contentSecurityPolicy(
      readSiteConfig({
        VITE_EMAILJS_SERVICE_ID: "service_x",
        VITE_EMAILJS_TEMPLATE_ID: "template_x",
        VITE_EMAILJS_PUBLIC_KEY: "key",
      }),
      [],
    );
    expect(withEmail).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(withEmail).not.toContain("google");
    expect(contentSecurityPolicy(plain, [])).not.toContain("https://");
  });

  it("admits Google's consent platform only when it is the one in use", () => {
    const adsense = { VITE_ADSENSE_CLIENT: "ca-pub-1234567890123456" };
    const banner = contentSecurityPolicy(readSiteConfig(adsense), []);
    const google = contentSecurityPolicy(
      readSiteConfig({ ...adsense, VITE_CONSENT_PLATFORM: "google" }),
      [],
    );
    expect(banner).toContain("https://pagead2.googlesyndication.com");
    expect(banner).not.toContain("fundingchoicesmessages");
    expect(google).toContain("https://fundingchoicesmessages.google.com");
    expect(google.replace(" https://fundingchoicesmessages.google.com", "")).toBe(banner);
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

  it("caches assets for a year and page data for five minutes, in rules that set nothing else", () => {
    expect(byPattern.get("/assets/*")).toEqual([
      "Cache-Control: public, max-age=31536000, immutable",
    ]);
    expect(byPattern.get("/*.data")).toEqual(["Cache-Control: public, max-age=300"]);
  });

  it("writes no rule for the not-found pages, which have no URL of their own", () => {
    expect([...byPattern.keys()]).toEqual([
      "/*",
      "/assets/*",
      "/*.data",
      "/",
      "/guides/fuel-cost/commute",
    ]);
  });

  it("fails the build past Cloudflare's 100 rules", () => {
    const pages = Array.from({ length: HEADER_RULE_LIMIT - 3 }, (_, i) => page(`/p${i}`, "h="));
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
