import type { IconNode } from "lucide";
import createElement from "lucide/dist/esm/createElement.mjs";

/**
 * A Lucide icon as an SVG element, for the parts of a page built without React (the cookie banner,
 * the sticky ad), made by Lucide's own `createElement` with its default attributes; decorative and
 * hidden from assistive technology, as icon.tsx draws it.
 */
export const iconElement = (icon: IconNode, className: string) =>
  createElement(icon, {
    "aria-hidden": "true",
    focusable: "false",
    class: `shrink-0 ${className}`,
  });
