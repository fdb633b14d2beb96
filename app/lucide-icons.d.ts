// Each Lucide icon module is plain path data; the package itself types only its barrel file.
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "lucide";

  const icon: IconNode;
  export default icon;
}

// Lucide's own builder of an icon's SVG element (its default attributes, then these), for parts
// of a page built without React.
declare module "lucide/dist/esm/createElement.mjs" {
  import type { IconNode } from "lucide";

  export default function createElement(
    icon: IconNode,
    attributes?: Record<string, string | number>,
  ): SVGElement;
}
