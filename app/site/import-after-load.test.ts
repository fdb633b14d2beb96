import { describe, expect, it } from "vitest";
import { importAfterLoad } from "./import-after-load";

describe("importAfterLoad", () => {
  it("imports the module only when the page's load event fires", () => {
    const listeners = new Map<string, () => void>();
    const imported: string[] = [];
    // The inline script's two globals, in place of a browser's: its `import()` is the page's.
    const script = importAfterLoad("/assets/static-page-abc.js").replace("import(", "load(");
    new Function("addEventListener", "load", script)(
      (type: string, listener: () => void) => listeners.set(type, listener),
      (src: string) => imported.push(src),
    );
    expect(imported).toEqual([]);
    listeners.get("load")!();
    expect(imported).toEqual(["/assets/static-page-abc.js"]);
  });
});
