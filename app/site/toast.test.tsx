// @vitest-environment happy-dom
import { configure, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// Limits only bound how long a failure takes to report, generous for a busy machine: the tests wait
// for what they look for, never for time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// The toaster is mounted once per page, so each test loads the module afresh, as a new page would,
// and counts the times sonner's code is fetched. Sonner's own list of toasts outlives the reload,
// so each test shows titles of its own.
let toast: typeof import("./toast").toast;
let sonnerLoads = 0;
beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = "";
  sonnerLoads = 0;
  vi.doMock("sonner", async () => {
    sonnerLoads += 1;
    return vi.importActual("sonner");
  });
  ({ toast } = await import("./toast"));
});

/** The toast's kind, as sonner marks it on the toast's element. */
const kindOf = (text: string) =>
  screen.getByText(text).closest("[data-type]")?.getAttribute("data-type");

describe("toasts", () => {
  it("mount nothing and fetch no toast code until the first message, then show it", async () => {
    expect(document.body.innerHTML).toBe("");
    expect(sonnerLoads).toBe(0);
    void toast({ title: "Saved", description: "Your inputs have been saved." });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByText("Your inputs have been saved.")).toBeTruthy();
    expect(sonnerLoads).toBe(1);
  });

  it("lose no message sent while the toaster is still loading", async () => {
    void toast({ title: "Shared!", description: "Thank you for sharing." });
    void toast({ title: "Reset Complete", description: "All inputs have been cleared." });
    expect(await screen.findByText("Reset Complete")).toBeTruthy();
    expect(await screen.findByText("Shared!")).toBeTruthy();
    expect(screen.getByText("Thank you for sharing.")).toBeTruthy();
  });

  it("show a destructive message as an error, and any other as a success", async () => {
    void toast({
      title: "Invalid Input",
      description: "Please enter a valid distance.",
      variant: "destructive",
    });
    void toast({
      title: "Link Copied!",
      description: "Share link has been copied to your clipboard.",
    });
    expect(await screen.findByText("Invalid Input")).toBeTruthy();
    expect(await screen.findByText("Link Copied!")).toBeTruthy();
    expect(kindOf("Invalid Input")).toBe("error");
    expect(kindOf("Link Copied!")).toBe("success");
  });

  it("hide a message the page already says from screen readers, and leave out its close button", async () => {
    void toast({ title: "Message Sent!", description: "Thank you for contacting us." });
    void toast({
      title: "Missing Information",
      description: "Please fill in all fields.",
      variant: "destructive",
      announced: false,
    });
    const hidden = (text: string) => screen.getByText(text).closest('[aria-hidden="true"]');
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(await screen.findByText("Message Sent!")).toBeTruthy();
    expect(hidden("Missing Information")).not.toBeNull();
    expect(hidden("Please fill in all fields.")).not.toBeNull();
    expect(hidden("Message Sent!")).toBeNull();
    expect(hidden("Thank you for contacting us.")).toBeNull();
    // sonner's toaster is the live region; only the announced toast has a close button.
    expect(
      screen.getByText("Message Sent!").closest("[aria-live]")?.getAttribute("aria-live"),
    ).toBe("polite");
    const closes = (text: string) =>
      screen.getByText(text).closest("li")?.querySelector('button[aria-label="Close toast"]');
    expect(closes("Message Sent!")).not.toBeNull();
    expect(closes("Missing Information")).toBeNull();
  });
});
