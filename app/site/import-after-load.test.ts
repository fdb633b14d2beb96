import { describe, expect, it } from "vitest";
import { importAfterLoad } from "./import-after-load";

describe("importAfterLoad", () => {
  it("imports the module only after the load event and the frame painted after it", () => {
    const steps: string[] = [];
    let next: (() => void) | undefined;
    const later = (name: string) => (callback: () => void) => {
      steps.push(name);
      next = callback;
    };
    // The inline script's globals, in place of a browser's; its `import()` is the page's.
    const script = importAfterLoad("/assets/static-page-abc.js").replace("import(", "load(");
    new Function("addEventListener", "requestAnimationFrame", "setTimeout", "load", script)(
      (type: string, callback: () => void) => later(`on ${type}`)(callback),
      later("before the next frame"),
      later("after it is painted"),
      (src: string) => steps.push(`import ${src}`),
    );
    while (next) {
      const run = next;
      next = undefined;
      run();
    }
    expect(steps).toEqual([
      "on load",
      "before the next frame",
      "after it is painted",
      "import /assets/static-page-abc.js",
    ]);
  });
});
