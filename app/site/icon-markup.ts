import type { IconNode } from "lucide";

/**
 * A Lucide icon as SVG markup, for the parts of a page built without React (the cookie banner);
 * drawn exactly as icon.tsx draws it, decorative and hidden from assistive technology.
 */
export function iconMarkup(icon: IconNode, className: string): string {
  const shapes = icon
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${value}"`)
          .join(" ")}/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="shrink-0 ${className}">${shapes}</svg>`;
}
