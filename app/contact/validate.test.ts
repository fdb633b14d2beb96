import { describe, expect, it } from "vitest";
import { validateContact } from "./validate";

const valid = {
  name: "Sam Patel",
  email: "sam@example.co.uk",
  message: "Hello there",
  website: "",
};
const failure = (values: Partial<typeof valid>) => {
  const check = validateContact({ ...valid, ...values });
  return check.ok ? "ok" : check.silent ? "silent" : `${check.title} / ${check.description}`;
};

describe("contact form validation, in the product's order (docs/product.md#contact-form)", () => {
  it("accepts a valid message and trims what it sends", () => {
    expect(
      validateContact({
        ...valid,
        name: "  Sam  ",
        email: " sam@example.co.uk ",
        message: " Hi \n",
      }),
    ).toEqual({
      ok: true,
      payload: { from_name: "Sam", from_email: "sam@example.co.uk", message: "Hi" },
    });
  });

  it("1. a filled honeypot is silently ignored, before anything else", () => {
    expect(failure({ website: "spam", name: "" })).toBe("silent");
  });

  it("2. blank fields (after trimming) are missing information", () => {
    for (const field of ["name", "email", "message"] as const) {
      expect(failure({ [field]: "   " })).toBe("Missing Information / Please fill in all fields.");
    }
    expect(failure({ name: "", email: "not an email" })).toBe(
      "Missing Information / Please fill in all fields.",
    );
  });

  it("3. a name of 100 characters passes, 101 does not", () => {
    expect(failure({ name: "n".repeat(100) })).toBe("ok");
    expect(failure({ name: "n".repeat(101), message: "m".repeat(1001) })).toBe(
      "Invalid Input / Name must be less than 100 characters.",
    );
  });

  it("4. a message of 1000 characters passes, 1001 does not", () => {
    expect(failure({ message: "m".repeat(1000) })).toBe("ok");
    expect(failure({ message: "m".repeat(1001), email: "bad" })).toBe(
      "Invalid Input / Message must be less than 1000 characters.",
    );
  });

  it("5. the email needs no spaces, an at-sign and a dot in the domain, and at most 255 characters", () => {
    const at255 = `${"a".repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(failure({ email: at255 })).toBe("ok");
    expect(failure({ email: `a${at255}` })).toBe(
      "Invalid Email / Please enter a valid email address.",
    );
    for (const email of [
      "sam smith@example.com",
      "sam@example",
      "sam.example.com",
      "sam@exa mple.com",
      "@example.com",
    ]) {
      expect(failure({ email }), email).toBe("Invalid Email / Please enter a valid email address.");
    }
  });
});
