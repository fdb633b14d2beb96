import { afterEach, describe, expect, it, vi } from "vitest";
import { sendMessage } from "./send";
import { submitContact } from "./submit";

vi.mock("./send", () => ({ sendMessage: vi.fn() }));
const send = vi.mocked(sendMessage);
afterEach(() => {
  send.mockReset();
  vi.restoreAllMocks();
});

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [field, value] of Object.entries(values)) data.set(field, value);
  return data;
};
const filled = {
  name: " Sam Patel ",
  email: " sam@example.co.uk ",
  message: " Hi \n",
  website: "",
};

describe("Send Message (the contact route's clientAction)", () => {
  it("sends the trimmed name, email and message once, and says it was sent", async () => {
    send.mockResolvedValue();
    expect(await submitContact(form(filled))).toEqual({ status: "sent" });
    expect(send.mock.calls).toEqual([
      [{ from_name: "Sam Patel", from_email: "sam@example.co.uk", message: "Hi" }],
    ]);
  });

  it("says a failed send failed, logs it, and never throws", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("429 Too Many Requests");
    send.mockRejectedValue(failure);
    expect(await submitContact(form(filled))).toEqual({ status: "failed" });
    expect(log).toHaveBeenCalledWith("Contact form send failed", failure);
  });

  it("sends nothing and says nothing when the honeypot is filled", async () => {
    expect(await submitContact(form({ ...filled, website: "https://spam.example" }))).toEqual({
      status: "ignored",
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends nothing when a check fails, and names the fields concerned with the product's texts (docs/product.md)", async () => {
    expect(await submitContact(form({ ...filled, name: "  ", message: "" }))).toEqual({
      status: "invalid",
      title: "Missing Information",
      description: "Please fill in all fields.",
      fields: ["name", "message"],
    });
    // A field the form does not send at all counts as blank.
    expect(await submitContact(form({ name: "Sam", email: "sam@example.co.uk" }))).toMatchObject({
      fields: ["message"],
    });
    expect(await submitContact(form({ ...filled, email: "sam@example" }))).toEqual({
      status: "invalid",
      title: "Invalid Email",
      description: "Please enter a valid email address.",
      fields: ["email"],
    });
    expect(send).not.toHaveBeenCalled();
  });
});
