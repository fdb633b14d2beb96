import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/site/config";
import { sendMessage } from "./send";

const emailjsSend = vi.fn();
vi.mock("@emailjs/browser", () => ({ default: { send: emailjsSend } }));

describe("sending a message", () => {
  it("refuses, without loading EmailJS, on a site built without its ids", async () => {
    expect(siteConfig.emailJs).toBeNull();
    await expect(
      sendMessage({ from_name: "Sam", from_email: "sam@example.co.uk", message: "Hi" }),
    ).rejects.toThrow("Email sending is not configured (VITE_EMAILJS_* are unset)");
    expect(emailjsSend).not.toHaveBeenCalled();
  });
});
