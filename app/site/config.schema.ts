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

const envSchema = z.object({
  VITE_SITE_URL: optional(siteUrl),
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
  if (!parsed.success || !parsedSlots.success) {
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
    emailJs: serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null,
  };
}
