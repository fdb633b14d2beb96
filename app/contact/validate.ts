/** The contact form's rules, checked in order with their exact messages (docs/product.md#contact-form). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;
export const MESSAGE_MAX = 1000;

export interface ContactValues {
  name: string;
  email: string;
  message: string;
  /** Hidden from people; only bots fill it. */
  website: string;
}

export interface ContactPayload {
  from_name: string;
  from_email: string;
  message: string;
}

export type ContactField = "name" | "email" | "message";

export type ContactCheck =
  | { ok: true; payload: ContactPayload }
  | { ok: false; silent: true }
  | { ok: false; silent: false; title: string; description: string; fields: ContactField[] };

/** No spaces, an at-sign, and a dot in the domain part. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): ContactCheck {
  if (values.website.trim() !== "") return { ok: false, silent: true };
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  const missing = (["name", "email", "message"] as const).filter(
    (field) => !{ name, email, message }[field],
  );
  if (missing.length > 0) {
    return {
      ok: false,
      silent: false,
      title: "Missing Information",
      description: "Please fill in all fields.",
      fields: missing,
    };
  }
  if (name.length > NAME_MAX) {
    return {
      ok: false,
      silent: false,
      title: "Invalid Input",
      description: "Name must be less than 100 characters.",
      fields: ["name"],
    };
  }
  if (message.length > MESSAGE_MAX) {
    return {
      ok: false,
      silent: false,
      title: "Invalid Input",
      description: "Message must be less than 1000 characters.",
      fields: ["message"],
    };
  }
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
    return {
      ok: false,
      silent: false,
      title: "Invalid Email",
      description: "Please enter a valid email address.",
      fields: ["email"],
    };
  }
  return { ok: true, payload: { from_name: name, from_email: email, message } };
}
