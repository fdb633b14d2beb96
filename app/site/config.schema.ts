/**
 * The deployer's settings, read from build-time environment variables and validated once, at build
 * time, so a malformed value fails the build with a clear message. The parsed result reaches the
 * browser as a compile-time constant (see vite.config.ts), so zod never ships to visitors.
 */
import { z } from "zod";

/** Empty or whitespace-only values count as unset, as a blank line in a .env file would. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

const siteUrl = z
  .url({
    protocol: /^https?$/,
    error: "must be an absolute http(s) URL such as https://costwise.example",
  })
  .transform((url) => new URL(url).origin);
const adsenseClient = z
  .string()
  .regex(/^ca-pub-\d{10,20}$/, "must look like ca-pub-1234567890123456");
const adsenseSlot = z.string().regex(/^\d{6,12}$/, "must be the numeric ad unit id AdSense shows");
const gaId = z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX");
const emailJsId = z
  .string()
  .regex(/^[\w-]{3,64}$/, "must be the id EmailJS shows (letters, digits, _ and -)");

/** `VITE_ADSENSE_SLOT_CALCMID` and the like: one ad unit id per slot, named by the ads module. */
const SLOT_PREFIX = "VITE_ADSENSE_SLOT_";

/** Which consent platform stands behind app/consent/consent.ts (README: Ads, analytics and consent). */
const consentPlatform = z.enum(["banner", "google"], {
  error:
    'must be "banner" (the site\'s own cookie banner) or "google" (Google\'s Privacy & messaging)',
});

const envSchema = z.object({
  VITE_SITE_URL: optional(siteUrl),
  VITE_CONSENT_PLATFORM: optional(consentPlatform),
  VITE_CONTACT_EMAIL: optional(z.email("must be an email address")),
  VITE_ADSENSE_CLIENT: optional(adsenseClient),
  VITE_GA_MEASUREMENT_ID: optional(gaId),
  VITE_EMAILJS_SERVICE_ID: optional(emailJsId),
  VITE_EMAILJS_TEMPLATE_ID: optional(emailJsId),
  VITE_EMAILJS_PUBLIC_KEY: optional(emailJsId),
});

const slotIds = z.record(z.string(), optional(adsenseSlot));

export interface SiteConfig {
  siteUrl: string;
  contactEmail: string;
  /** `slots` by the upper-case name in the variable, e.g. CALCMID. */
  adsense: { client: string; slots: Partial<Record<string, string>> } | null;
  gaMeasurementId: string | null;
  /**
   * "banner": the site's own banner asks, and nothing is requested from Google before Accept All.
   * "google": Google's certified platform (TCF v2.2), served by the AdSense code from the start.
   */
  consentPlatform: "banner" | "google";
  emailJs: { serviceId: string; templateId: string; publicKey: string } | null;
}

const DEFAULT_SITE_URL = "http://localhost:4173";
const DEFAULT_CONTACT_EMAIL = "hello@costwise.example";

/** Parses the environment into the site config, or throws one error listing every bad variable. */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const parsed = envSchema.safeParse(env);
  const slotVars = Object.fromEntries(
    Object.entries(env).filter(([name]) => name.startsWith(SLOT_PREFIX)),
  );
  const parsedSlots = slotIds.safeParse(slotVars);
  const issues = [...(parsed.error?.issues ?? []), ...(parsedSlots.error?.issues ?? [])];
  // Google's platform is served by the AdSense code, so it needs the AdSense client id.
  if (parsed.data?.VITE_CONSENT_PLATFORM === "google" && !parsed.data.VITE_ADSENSE_CLIENT)
    issues.push({
      code: "custom",
      path: ["VITE_CONSENT_PLATFORM"],
      message:
        '"google" needs VITE_ADSENSE_CLIENT: the AdSense code serves Google\'s consent message',
      input: "google",
    });
  if (!parsed.success || !parsedSlots.success || issues.length > 0) {
    const lines = issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join("\n")}`);
  }
  const vars = parsed.data;
  const slots = Object.fromEntries(
    Object.entries(parsedSlots.data)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([name, id]) => [name.slice(SLOT_PREFIX.length), id]),
  );
  const { VITE_EMAILJS_SERVICE_ID: serviceId, VITE_EMAILJS_TEMPLATE_ID: templateId } = vars;
  const publicKey = vars.VITE_EMAILJS_PUBLIC_KEY;
  return {
    siteUrl: vars.VITE_SITE_URL ?? DEFAULT_SITE_URL,
    contactEmail: vars.VITE_CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
    adsense: vars.VITE_ADSENSE_CLIENT ? { client: vars.VITE_ADSENSE_CLIENT, slots } : null,
    gaMeasurementId: vars.VITE_GA_MEASUREMENT_ID ?? null,
    consentPlatform: vars.VITE_CONSENT_PLATFORM ?? "banner",
    emailJs: serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null,
  };
}
