import Send from "lucide/dist/esm/icons/send.mjs";
import { startTransition, useActionState, useEffect, useRef, useState } from "react";
import { siteConfig } from "~/site/config";
import { FormField } from "~/site/form-field";
import { Icon } from "~/site/icon";
import { toast } from "~/site/toast";
import { useHydrated } from "~/site/use-hydrated";
import { type ContactOutcome, submitContact } from "./submit";
import { type ContactField, EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "./validate";

const LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email address",
  message: "Message",
};
const controlId = (field: ContactField) => `contact-${field}`;

const inputClass = (invalid: boolean) =>
  `mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-2 border-red-700" : "border-slate-500"}`;

/** Each press of Send Message: the form's values as they are, checked and sent (submit.ts). */
const send = (_last: ContactOutcome | undefined, form: FormData) => submitContact(form);

/**
 * The contact form (docs/product.md#contact-form), an island: each Send Message is an action
 * (React's useActionState): idle → sending → idle. The fields are the browser's own
 * (uncontrolled), so a failure keeps every value and what was typed before the code started is
 * never overwritten; a success resets the form.
 */
export function ContactForm() {
  const [answer, submit, sending] = useActionState(send, undefined);
  // While a new attempt is on its way, the last one's messages are no longer about the form.
  const outcome = sending ? undefined : answer;
  // Send Message is disabled until the code runs: the browser would post the form to the host.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [messageLength, setMessageLength] = useState(0);
  // The fields changed since the outcome they belong to: a field's message goes as soon as it
  // changes, the others stay.
  const [changed, setChanged] = useState<{ since?: ContactOutcome; fields: ContactField[] }>({
    fields: [],
  });
  const invalid =
    outcome?.status === "invalid"
      ? {
          ...outcome,
          fields: outcome.fields.filter(
            (field) => !(changed.since === outcome && changed.fields.includes(field)),
          ),
        }
      : undefined;
  const errorFor = (field: ContactField) =>
    invalid?.fields.includes(field) ? invalid.description : undefined;

  // The message may have been typed before the code started; its counter starts from it.
  useEffect(() => {
    const typed = form.current?.elements.namedItem("message");
    if (typed instanceof HTMLTextAreaElement) setMessageLength(typed.value.length);
  }, []);

  // Once for each answer: each submission's is a new object.
  useEffect(() => {
    if (answer?.status === "invalid") {
      summary.current?.focus();
      const { title, description } = answer;
      toast({ title, description, variant: "destructive", announced: false });
    } else if (answer?.status === "sent") {
      form.current?.reset();
      setMessageLength(0);
      toast({
        title: "Message Sent!",
        description: "Thank you for contacting us. We'll get back to you soon.",
      });
    } else if (answer?.status === "failed") {
      toast({
        title: "Failed to Send",
        description:
          "There was an error sending your message. Please try again or email us directly.",
        variant: "destructive",
        announced: false,
      });
    }
  }, [answer]);

  // One handler for the form: React's change events bubble from each field to it.
  const onChange = ({ target }: React.FormEvent<HTMLFormElement>) => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const field = target.name;
    if (field === "message") setMessageLength(target.value.length);
    if (field in LABELS) {
      setChanged((current) => ({
        since: answer,
        fields: [...(current.since === answer ? current.fields : []), field as ContactField],
      }));
    }
  };

  return (
    <form
      ref={form}
      method="post"
      noValidate
      // Sent from here rather than by the form's `action`, which would empty the fields whatever
      // the outcome. A second submission while sending does nothing, however it comes (the button
      // is disabled too).
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        const values = new FormData(event.currentTarget);
        startTransition(() => submit(values));
      }}
      onChange={onChange}
      aria-labelledby="contact-form-heading"
      className="card space-y-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        Send us a message
      </h2>
      {invalid && invalid.fields.length > 0 && (
        <ErrorSummary ref={summary} description={invalid.description} fields={invalid.fields} />
      )}
      <FormField id={controlId("name")} label={LABELS.name} error={errorFor("name")}>
        {(control) => (
          <input
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            className={inputClass(Boolean(errorFor("name")))}
            {...control}
          />
        )}
      </FormField>
      <FormField id={controlId("email")} label={LABELS.email} error={errorFor("email")}>
        {(control) => (
          <input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            className={inputClass(Boolean(errorFor("email")))}
            {...control}
          />
        )}
      </FormField>
      <FormField
        id={controlId("message")}
        label={LABELS.message}
        error={errorFor("message")}
        note={`${messageLength}/${MESSAGE_MAX} characters`}
      >
        {(control) => (
          <textarea
            name="message"
            rows={6}
            required
            maxLength={MESSAGE_MAX}
            className={inputClass(Boolean(errorFor("message")))}
            {...control}
          />
        )}
      </FormField>
      {/* A trap for bots: off screen, out of the tab order and hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {outcome?.status === "failed" && (
        // The toast goes after a few seconds and is not announced; this says it, and stays until
        // the next attempt.
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          Your message was not sent, and everything you typed is still here. Please try again, or
          email us at{" "}
          <a href={`mailto:${siteConfig.contactEmail}`} className="underline">
            {siteConfig.contactEmail}
          </a>
          .
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending || !hydrated}>
        <Icon icon={Send} className="size-5" />
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}

/**
 * GOV.UK Frontend's error summary: focused after a failed submit, so a screen reader reads it
 * there (its role="alert" is for screen readers that do not read a focused box); each link takes
 * the visitor to a field, whose own message is tied to it.
 */
function ErrorSummary({
  ref,
  description,
  fields,
}: {
  ref: React.Ref<HTMLDivElement>;
  description: string;
  fields: ContactField[];
}) {
  const goTo = (field: ContactField) => (event: React.MouseEvent) => {
    // The field itself takes focus (a link to its id would only scroll), with its label in view.
    event.preventDefault();
    document.querySelector(`label[for="${controlId(field)}"]`)?.scrollIntoView();
    document.getElementById(controlId(field))?.focus({ preventScroll: true });
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border-4 border-red-700 p-4 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500"
    >
      <div role="alert">
        <h2 className="text-lg font-bold text-slate-900">There is a problem</h2>
        <p className="mt-2 text-slate-900">{description}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map((field) => (
            <li key={field}>
              <a
                href={`#${controlId(field)}`}
                onClick={goTo(field)}
                className="font-semibold text-red-700 underline"
              >
                {LABELS[field]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
