// @vitest-environment happy-dom
/** The phone menu: refused until its code runs, then it opens and closes. */
import { beforeEach, describe, expect, it, vi } from "vitest";

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("the phone menu", () => {
  beforeEach(() => {
    document.body.innerHTML = `<header><button type="button" data-menu-toggle aria-expanded="false" aria-controls="menu" disabled>Menu</button>
<nav id="menu" aria-label="Main" hidden><a href="#faq">FAQ</a></nav></header>`;
  });
  const button = () => document.querySelector<HTMLButtonElement>("[data-menu-toggle]")!;
  const menu = () => document.getElementById("menu")!;

  it("is refused until its code runs, then opens and closes", async () => {
    button().click();
    expect(menu().hidden).toBe(true);
    const { startMenu } = await import("./menu");
    startMenu();
    expect(button().disabled).toBe(false);
    button().click();
    expect(menu().hidden).toBe(false);
    expect(button().getAttribute("aria-expanded")).toBe("true");
    button().click();
    expect(menu().hidden).toBe(true);
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when a link in it is followed", async () => {
    const { startMenu } = await import("./menu");
    startMenu();
    button().click();
    document.querySelector<HTMLAnchorElement>("#menu a")!.click();
    expect(menu().hidden).toBe(true);
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });
});
