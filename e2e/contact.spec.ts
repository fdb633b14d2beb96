import { expect, type Page, test } from "@playwright/test";
import { googleSite } from "./google";
import { holdScripts, networkSettled, open, pauseClock, ready } from "./site";

const SEND = "https://api.emailjs.com/api/v1.0/email/send";
const MESSAGE = " A question about the fuel calculator. ";

async function fillForm(page: Page) {
  await page.getByLabel("Name", { exact: true }).fill("  Sam Patel ");
  await page.getByLabel("Email address", { exact: true }).fill(" sam@example.co.uk ");
  await page.getByLabel("Message", { exact: true }).fill(MESSAGE);
}

async function expectKeptAfterFailure(page: Page) {
  await expect(
    page.getByText(
      "There was an error sending your message. Please try again or email us directly.",
    ),
    // The email SDK and the toaster both load on this first send: allow for a slow machine.
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("  Sam Patel ");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    " A question about the fuel calculator. ",
  );
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  // The toast fades; a message beside the form stays until the next attempt, and is what a screen
  // reader announces: the toaster's live region does not read the toast as well.
  await expect(
    page.getByRole("alert").filter({ hasText: "Your message was not sent" }),
  ).toBeVisible();
  expect(await page.locator("section[aria-live]").ariaSnapshot()).not.toContain("Failed to Send");
}

test.describe("with EmailJS configured", () => {
  test.use({ baseURL: googleSite });

  test("sends the trimmed message through EmailJS, shows Sending..., then clears the form", async ({
    page,
  }) => {
    const bodies: unknown[] = [];
    // The answer is held until the test has seen the form while it sends.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(SEND, async (route) => {
      bodies.push(route.request().postDataJSON());
      await answered;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await open(page, "/contact");
    await fillForm(page);
    await expect(page.getByText(`${MESSAGE.length}/1000 characters`)).toBeVisible();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.getByRole("button", { name: "Sending..." }).click({ force: true });
    answer();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    // The only message about a sent message: announced.
    expect(await page.locator("section[aria-live]").ariaSnapshot()).toContain("Message Sent!");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      service_id: "service_test",
      template_id: "template_test",
      user_id: "public-key-test",
      template_params: {
        from_name: "Sam Patel",
        from_email: "sam@example.co.uk",
        message: "A question about the fuel calculator.",
      },
    });
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByText("0/1000 characters")).toBeVisible();
  });

  for (const [name, answer] of [
    ["a 400", { status: 400, body: "The template ID is invalid" }],
    ["a 429", { status: 429, body: "Too Many Requests" }],
  ] as const) {
    test(`keeps every value and shows the failure toast on ${name}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.route(SEND, (route) => route.fulfill(answer));
      await open(page, "/contact");
      await fillForm(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectKeptAfterFailure(page);
      expect(errors.some((text) => text.includes("Contact form send failed"))).toBe(true);
    });
  }

  test("keeps every value when the network fails", async ({ page }) => {
    await page.route(SEND, (route) => route.abort("internetdisconnected"));
    await open(page, "/contact");
    await fillForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectKeptAfterFailure(page);
  });

  test("gives up on a request that never answers after 15 seconds", async ({ page }) => {
    await page.route(SEND, () => {}); // never answers
    await page.clock.install();
    await open(page, "/contact");
    await fillForm(page);
    await pauseClock(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.clock.runFor(14_900);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.clock.runFor(200);
    await page.clock.resume();
    await expectKeptAfterFailure(page);
  });

  test("a filled honeypot sends nothing and says nothing", async ({ page }) => {
    let requests = 0;
    await page.route(SEND, (route) => {
      requests += 1;
      return route.fulfill({ status: 200, body: "OK" });
    });
    await open(page, "/contact");
    await fillForm(page);
    await page.locator("#contact-website").fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await networkSettled(page);
    expect(requests).toBe(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("  Sam Patel ");
  });
});

test("a failed check focuses the error summary, marks each field, and its toast is not announced again", async ({
  page,
}) => {
  await open(page, "/contact");
  // The form's action runs in the browser: a submission asks the host for nothing.
  const fromHost: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin === new URL(page.url()).origin) fromHost.push(request.url());
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  const summary = page
    .getByRole("main")
    .locator('[tabindex="-1"]', { has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Please fill in all fields.");
  await expect(summary.getByRole("link")).toHaveText(["Name", "Email address", "Message"]);
  // The product's toast (docs/product.md) is on screen, but the toaster's live region does not read it: the summary speaks.
  await expect(page.getByText("Missing Information")).toBeVisible();
  const liveRegion = page.locator("section[aria-live]");
  expect(await liveRegion.ariaSnapshot()).not.toMatch(/Missing Information|Please fill in all/);
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Please fill in all fields\./);
  await summary.getByRole("link", { name: "Email address" }).click();
  await expect(page.getByLabel("Email address", { exact: true })).toBeFocused();
  // Correcting one field clears its message and its link, and leaves the others'.
  await name.fill("Sam");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(summary.getByRole("link")).toHaveText(["Email address", "Message"]);
  await expect(page.getByLabel("Email address", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await fillForm(page);
  await page.getByLabel("Email address", { exact: true }).fill("sam@example");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Invalid Email")).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(["Email address"]);
  await expect(page.getByLabel("Email address", { exact: true })).toHaveAccessibleDescription(
    /Please enter a valid email address\./,
  );
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(MESSAGE);
  expect(fromHost.filter((url) => !/\/assets\//.test(url))).toEqual([]);
});

test("without EmailJS keys a send fails like any failure, and the address to write to is on the page", async ({
  page,
}) => {
  await open(page, "/contact");
  await expect(page.getByRole("link", { name: "hello@costwise.example" })).toHaveAttribute(
    "href",
    "mailto:hello@costwise.example",
  );
  await fillForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectKeptAfterFailure(page);
});

test("the FAQ accordion works by keyboard alone, one item open at a time", async ({ page }) => {
  await open(page, "/faq");
  const items = page.locator("details");
  // The FAQ's eleven questions (app/page-texts/faq.ts), the childcare calculator's among them.
  await expect(items).toHaveCount(11);
  const summaries = page.locator("summary");
  await summaries.first().focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(page.getByText(/^It stays in your browser\./)).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(summaries.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await page.keyboard.press("Enter");
  await expect(items.nth(1)).not.toHaveAttribute("open", "");
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("what is typed before the page's code has started is kept, and Send Message waits for the code", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await fillForm(page);
  release();
  await ready(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("  Sam Patel ");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(MESSAGE);
  await expect(page.getByText(`${MESSAGE.length}/1000 characters`)).toBeVisible();
});
