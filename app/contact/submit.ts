/**
 * What a press of Send Message does, as the contact route's clientAction runs it (decision 22):
 * the checks of docs/product.md#contact-form, then the message through EmailJS. It never throws:
 * every outcome, a failed send included, is data the form shows.
 */
import { trackEvent } from "~/analytics/track";
import { sendMessage } from "./send";
import { type ContactField, type ContactValues, validateContact } from "./validate";

export type ContactOutcome =
  /** The honeypot was filled: nothing sent, nothing said. */
  | { status: "ignored" }
  | { status: "invalid"; title: string; description: string; fields: ContactField[] }
  | { status: "sent" }
  | { status: "failed" };

function valuesOf(form: FormData): ContactValues {
  const text = (field: keyof ContactValues) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    message: text("message"),
    website: text("website"),
  };
}

export async function submitContact(form: FormData): Promise<ContactOutcome> {
  const check = validateContact(valuesOf(form));
  if (!check.ok) {
    if (check.silent) return { status: "ignored" };
    const { title, description, fields } = check;
    return { status: "invalid", title, description, fields };
  }
  trackEvent("contact_submit");
  try {
    await sendMessage(check.payload);
    return { status: "sent" };
  } catch (failure) {
    console.error("Contact form send failed", failure);
    return { status: "failed" };
  }
}
