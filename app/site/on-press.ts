/**
 * Runs `handler` whenever a button matching `selector` is pressed, wherever and whenever it appears
 * in the page (one listener on the document, so buttons a later page or part renders are covered),
 * and enables the ones already in the page: prerendered, they are disabled until the code that
 * answers them runs (docs/product.md#before-the-code-starts).
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
