/** The phone menu (header.tsx draws it), without a framework: the same on every page. */
import { onPress } from "./on-press";

const TOGGLE = "[data-menu-toggle]";

function setOpen(button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (menu) menu.hidden = !open;
}

export function startMenu() {
  onPress(TOGGLE, (button) => setOpen(button, button.getAttribute("aria-expanded") !== "true"));
  // A link followed from the menu closes it: one to a place in the same page leaves the header where it is.
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("nav a")) return;
    for (const button of document.querySelectorAll(`${TOGGLE}[aria-expanded="true"]`))
      setOpen(button, false);
  });
}
