import Send from "lucide/dist/esm/icons/send.mjs";
import { useEffect, useRef, useState } from "react";
import { trackEvent } from "~/analytics/track";
import { siteConfig } from "~/site/config";
import { FormField } from "~/site/form-field";
import { Icon } from "~/site/icon";
import { toast } from "~/site/toast";
import { sendMessage } from "./send";
import {
  type ContactField,
  type ContactValues,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  validateContact,
} from "./validate";

const EMPTY: ContactValues = { name: "", email: "", message: "", website: "" };

const inputClass = (invalid: boolean) =>
  `mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-2 border-red-700" : "border-slate-500"}`;

/** The contact form (docs/product.md#contact-form): idle → sending → idle; success clears it, failure keeps every value. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; fields: ContactField[] } | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // Send Message is disabled until the code runs: the browser would send the form itself, as a
  // page address. What was typed before then is on screen but not in the state; it is taken in
  // in the same render that enables the button, so nothing typed is lost.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const typed = new FormData(form.current!);
    setValues((current) => {
      const read = (field: keyof ContactValues) => {
        const value = typed.get(field);
        return typeof value === "string" ? value : current[field];
      };
      return {
        name: read("name"),
        email: read("email"),
        message: read("message"),
        website: read("website"),
      };
    });
    setReady(true);
  }, []);

  const set =
    (field: keyof ContactValues) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      // A field's message goes as soon as the visitor changes it; the others stay.
      setError((current) => {
        if (!current?.fields.includes(field as ContactField)) return current;
        const fields = current.fields.filter((other) => other !== field);
        return fields.length ? { ...current, fields } : null;
      });
    };
  const errorFor = (field: ContactField) =>
    error?.fields.includes(field) ? error.message : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return; // a second press while sending does nothing
    const check = validateContact(values);
    if (!check.ok) {
      if (check.silent) return;
      setError({ message: check.description, fields: check.fields });
      toast({ title: check.title, description: check.description, variant: "destructive" });
      document.getElementById(`contact-${check.fields[0]}`)?.focus();
      return;
    }
    setError(null);
    setSendFailed(false);
    inFlight.current = true;
    setSending(true);
    trackEvent("contact_submit");
    try {
      await sendMessage(check.payload);
      setValues(EMPTY);
      toast({
        title: "Message Sent!",
        description: "Thank you for contacting us. We'll get back to you soon.",
      });
    } catch (failure) {
      console.error("Contact form send failed", failure);
      setSendFailed(true);
      toast({
        title: "Failed to Send",
        description:
          "There was an error sending your message. Please try again or email us directly.",
        variant: "destructive",
      });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
      className="card space-y-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        Send us a message
      </h2>
      <FormField id="contact-name" label="Name" error={errorFor("name")}>
        {(control) => (
          <input
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            value={values.name}
            onChange={set("name")}
            className={inputClass(Boolean(errorFor("name")))}
            {...control}
          />
        )}
      </FormField>
      <FormField id="contact-email" label="Email address" error={errorFor("email")}>
        {(control) => (
          <input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            value={values.email}
            onChange={set("email")}
            className={inputClass(Boolean(errorFor("email")))}
            {...control}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        error={errorFor("message")}
        note={`${values.message.length}/${MESSAGE_MAX} characters`}
      >
        {(control) => (
          <textarea
            name="message"
            rows={6}
            required
            maxLength={MESSAGE_MAX}
            value={values.message}
            onChange={set("message")}
            className={inputClass(Boolean(errorFor("message")))}
            {...control}
          />
        )}
      </FormField>
      {/* A trap for bots: off screen, out of the tab order and hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set("website")}
        />
      </div>
      {sendFailed && (
        // The toast goes after a few seconds; this stays until the next attempt.
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          Your message was not sent, and everything you typed is still here. Please try again, or
          email us at{" "}
          <a href={`mailto:${siteConfig.contactEmail}`} className="underline">
            {siteConfig.contactEmail}
          </a>
          .
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending || !ready}>
        <Icon icon={Send} className="size-5" />
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
