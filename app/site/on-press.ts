/**
 * Buttons answered without a framework, on every page. A prerendered button is disabled until the
 * code that answers it runs (docs/product.md#before-the-code-starts): `onPress` enables the ones in
 * the page when it is called, and `buttonsAnswered` tells the app, whose buttons then render enabled
 * (use-buttons-answered.ts).
 */
const ANSWERED_EVENT = "costwise:buttons-answered";
let answered = false;

/**
 * Runs `handler` whenever a button matching `selector` is pressed, wherever and whenever it appears
 * in the page (one listener on the document covers buttons a later page or part renders).
 */
export function onPress(selector: string, handler: (button: HTMLButtonElement) => void) {
  for (const button of document.querySelectorAll<HTMLButtonElement>(selector))
    button.disabled = false;
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>(selector) : null;
    if (button && !button.disabled) handler(button);
  });
}

/** Every button's handler is in place. */
export function buttonsAnswered() {
  answered = true;
  window.dispatchEvent(new Event(ANSWERED_EVENT));
}

export const areButtonsAnswered = () => answered;

export function subscribeButtonsAnswered(onChange: () => void) {
  window.addEventListener(ANSWERED_EVENT, onChange);
  return () => window.removeEventListener(ANSWERED_EVENT, onChange);
}
