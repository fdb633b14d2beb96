// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/site/toast";
import { ContactForm } from "./contact-form";
import { sendMessage } from "./send";

vi.mock("./send", () => ({ sendMessage: vi.fn() }));
vi.mock("~/site/toast", () => ({ toast: vi.fn() }));
// Limits only bound how long a failure takes to report, generous for a busy machine: the tests wait
// for what they look for, never for time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
const send = vi.mocked(sendMessage);
const toasts = vi.mocked(toast);
afterEach(() => {
  cleanup();
  send.mockReset();
  toasts.mockReset();
  vi.restoreAllMocks();
});

function renderForm() {
  render(<ContactForm />);
}
const field = (label: string) =>
  screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const press = () => fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
const fill = () => {
  type("Name", "Sam Patel");
  type("Email address", "sam@example.co.uk");
  type("Message", "Hello");
};

describe("the contact form", () => {
  it("after a failed check, focuses a summary that links to each field, marks the fields, and shows an unannounced toast", async () => {
    renderForm();
    type("Email address", "sam@example.co.uk");
    press();
    const summary = (await screen.findByText("There is a problem")).closest("[tabindex='-1']");
    // Focused (and the toast shown) by the form's effect, which React may run a moment after the
    // summary is drawn: wait for the focus itself, not for the page body, which holds the summary.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary?.textContent).toContain("Please fill in all fields.");
    expect(
      screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Name", "#contact-name"],
      ["Message", "#contact-message"],
    ]);
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Email address").getAttribute("aria-invalid")).toBeNull();
    expect(field("Email address").value).toBe("sam@example.co.uk");
    expect(toasts.mock.calls).toEqual([
      [
        {
          title: "Missing Information",
          description: "Please fill in all fields.",
          variant: "destructive",
          announced: false,
        },
      ],
    ]);
    expect(send).not.toHaveBeenCalled();

    // A summary link takes the visitor to its field.
    fireEvent.click(screen.getByRole("link", { name: "Message" }));
    expect(document.activeElement).toBe(field("Message"));
    // Changing a field takes its message out of the field and the summary; the others stay.
    type("Name", "Sam");
    expect(field("Name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Message"]);
    type("Message", "Hello");
    expect(screen.queryByText("There is a problem")).toBeNull();
  });

  it("shows Sending... while the message goes, ignores a second submit, then clears the form", async () => {
    let answer = () => {};
    send.mockReturnValue(
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    renderForm();
    fill();
    expect(screen.getByText("5/1000 characters")).toBeTruthy();
    press();
    const button = await screen.findByRole("button", { name: "Sending..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(button.closest("form")!);
    answer();
    await screen.findByRole("button", { name: "Send Message" });
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field("Name").value).toBe(""));
    expect(field("Message").value).toBe("");
    expect(screen.getByText("0/1000 characters")).toBeTruthy();
    expect(toasts.mock.calls).toEqual([
      [
        {
          title: "Message Sent!",
          description: "Thank you for contacting us. We'll get back to you soon.",
        },
      ],
    ]);
  });

  it("after a failed send keeps every value and says so once, in a notice beside the form", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    send.mockRejectedValue(new Error("offline"));
    renderForm();
    fill();
    press();
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toBe(
      "Your message was not sent, and everything you typed is still here. Please try again, or email us at hello@costwise.example.",
    );
    expect(field("Name").value).toBe("Sam Patel");
    expect(field("Message").value).toBe("Hello");
    // The toast is shown by an effect, which React may run a moment after the notice is drawn.
    await waitFor(() =>
      expect(toasts.mock.calls).toEqual([
        [
          {
            title: "Failed to Send",
            description:
              "There was an error sending your message. Please try again or email us directly.",
            variant: "destructive",
            announced: false,
          },
        ],
      ]),
    );
  });
});
