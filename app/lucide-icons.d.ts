// Each Lucide icon module is plain path data; the package itself types only its barrel file.
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "lucide";

  const icon: IconNode;
  export default icon;
}
