import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script that runs, once each", () => {
    const html = `<script>window.a = 1;</script><script type="module">import "/x.js";</script><script>window.a = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a = 1;"), sha256('import "/x.js";')]);
  });

  it("hashes Speculation Rules, which the policy's script-src governs", () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([
      sha256(rules),
    ]);
  });

  it("skips external scripts, empty ones and data blocks such as JSON-LD", () => {
    const html = `<script src="/a.js"></script><script></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("matches the hash a browser computes, known for a fixed text", () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes("<script>alert(1)</script>")).toEqual([
      "bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=",
    ]);
  });
});
