import { createHash } from "node:crypto";

/** SHA-256 (base64) of each inline <script> a page's policy must admit (code and Speculation Rules), as CSP 'sha256-…' sources need. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc\s*=/.test(attributes) || body === "") continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // JSON-LD and other data blocks do not run; Speculation Rules are checked against script-src.
    if (type && !["module", "text/javascript", "speculationrules"].includes(type)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}
