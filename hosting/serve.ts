/**
 * `npm start`: builds the site if there is no build yet, then serves it with Cloudflare's own
 * runtime (`wrangler pages dev`, which runs workerd, the engine Cloudflare Pages runs in production),
 * so the `_headers`, URL handling and 404 pages are applied exactly as the host applies them.
 * Port 4173, or PORT; HOST to listen elsewhere than localhost. Needs no account and no network.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLIENT_DIR } from "./pages";

/**
 * Cloudflare's compatibility date for the runtime. It must not be later than the release of the
 * workerd that wrangler brings (1.20261117 with wrangler 4.164.0); raise both together.
 */
export const COMPATIBILITY_DATE = "2026-11-17";

if (!existsSync(path.join(CLIENT_DIR, "_headers"))) {
  console.log("No build found: building the site first…");
  execSync("npm run build", { stdio: "inherit" });
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
// Wrangler's own command-line entry, run on this same Node (the project's Node 24).
const wrangler = path.join(
  path.dirname(createRequire(import.meta.url).resolve("wrangler")),
  "../bin/wrangler.js",
);
const server = spawn(
  process.execPath,
  [
    wrangler,
    "pages",
    "dev",
    CLIENT_DIR,
    `--port=${port}`,
    `--ip=${host}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    // Each server its own debugger port, so two can run side by side (the browser tests do).
    `--inspector-port=${port + 5000}`,
    `--persist-to=${mkdtempSync(path.join(tmpdir(), "costwise-wrangler-"))}`,
    "--show-interactive-dev-session=false",
    "--log-level=warn",
  ],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      // Offline, wrangler would try to fetch request metadata and report usage: neither is needed.
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 1));

const origin = `http://${host}:${port}`;
for (let tries = 0; tries < 240; tries += 1) {
  try {
    await fetch(origin, { method: "HEAD" });
    console.log(`Costwise is being served at ${origin} (Cloudflare's runtime, wrangler pages dev)`);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
