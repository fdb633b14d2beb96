/**
 * Sends a message through EmailJS's official browser SDK, imported only when the form is submitted
 * (the SDK touches localStorage as it loads, which throws where a visitor blocks site data, so the
 * import sits inside the same error handling). Every failure, whatever its shape, rejects.
 */
import { siteConfig } from "~/site/config";
import type { ContactPayload } from "./validate";

/** A request that has not answered by then counts as failed, and the form comes back. */
const SEND_TIMEOUT_MS = 15_000;
/** EmailJS's own rate limit: one message per 10 s from this browser. */
const RATE_LIMIT = { id: "costwise-contact", throttle: 10_000 };

export async function sendMessage(
  payload: ContactPayload,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  const config = siteConfig.emailJs;
  if (!config) throw new Error("Email sending is not configured (VITE_EMAILJS_* are unset)");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer from the email service within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  const send = (async () => {
    const { default: emailjs } = await import("@emailjs/browser");
    const response = await emailjs.send(
      config.serviceId,
      config.templateId,
      { ...payload },
      {
        publicKey: config.publicKey,
        limitRate: RATE_LIMIT,
      },
    );
    if (response.status !== 200) throw response;
  })();
  try {
    await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
