/**
 * Serves the static build as a CDN would: precompressed files, immutable assets, security headers
 * and each page's CSP, redirects for unknown articles, and the 404 page with status 404.
 * All policy comes from rules.ts; this file only wires it to Node's http server and sirv.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { builtPages, CLIENT_DIR } from "./pages";
import { cacheControl, contentSecurityPolicy, resolveMissing, SECURITY_HEADERS } from "./rules";
import { loadSiteConfig } from "./site-config";

export function createSiteServer(dir = CLIENT_DIR) {
  const config = loadSiteConfig();
  const policies = new Map(
    builtPages(dir).map((page) => [page.path, contentSecurityPolicy(config, page.hashes)]),
  );
  const notFoundHtml = readFileSync(path.join(dir, "404.html"));
  const notFoundPolicy = policies.get("/404") ?? contentSecurityPolicy(config, []);

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": notFoundPolicy,
    });
    res.end(req.method === "HEAD" ? undefined : notFoundHtml);
  };

  const applyHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl(pathname));
    const page = pathname.replace(/\/index\.html$/, "").replace(/\/$/, "") || "/";
    const policy = policies.get(page);
    if (policy) res.setHeader("Content-Security-Policy", policy);
  };

  const serve = sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders: applyHeaders,
    onNoMatch(req, res) {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      const resolution = resolveMissing(pathname);
      if (resolution.status !== 404) {
        res.writeHead(resolution.status, {
          Location: resolution.location,
          "Cache-Control": "no-cache",
        });
        res.end();
        return;
      }
      notFound(req, res);
    },
  });

  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // One canonical address per page: /guides/ → /guides
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
      res.end();
      return;
    }
    // The not-found page exists as a file for hosts to serve, but is not a page of its own.
    if (url.pathname === "/404" || url.pathname === "/404.html") return notFound(req, res);
    serve(req, res);
  });
}
