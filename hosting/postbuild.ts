/**
 * After `react-router build`: module preloads marked low priority, the 404 page where hosts look for it, sitemap.xml and robots.txt from
 * the prerendered pages, the host's _headers and _redirects from rules.ts, and brotli and gzip copies
 * of every compressible file so the server never compresses on the fly.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { builtPages, CLIENT_DIR } from "./pages";
import { headersFile, redirectsFile } from "./rules";
import { lowerModulePreloadPriority } from "./script-priority";
import { loadSiteConfig } from "./site-config";

const config = loadSiteConfig();
for (const page of builtPages()) writeFileSync(page.file, lowerModulePreloadPriority(page.html));
const pages = builtPages();

// Hosts serve /404.html with status 404 for unknown paths.
copyFileSync(path.join(CLIENT_DIR, "404", "index.html"), path.join(CLIENT_DIR, "404.html"));
// Every page is prerendered, so the SPA fallback is never served.
rmSync(path.join(CLIENT_DIR, "__spa-fallback.html"), { force: true });

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const modified = (html: string) =>
  /<meta property="article:modified_time" content="([^"]+)"/.exec(html)?.[1];
const indexable = pages.filter((page) => page.path !== "/404");
const urls = indexable.map((page) => {
  const loc = canonical(page.html);
  if (!loc) throw new Error(`${page.path} has no canonical link`);
  const lastmod = modified(page.html);
  return `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
});
writeFileSync(
  path.join(CLIENT_DIR, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
writeFileSync(
  path.join(CLIENT_DIR, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", config.siteUrl).href}\n`,
);
writeFileSync(path.join(CLIENT_DIR, "_headers"), headersFile(config, pages));
writeFileSync(path.join(CLIENT_DIR, "_redirects"), redirectsFile());

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
let compressed = 0;
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 512) {
      const body = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      compressed += 1;
    }
  }
};
walk(CLIENT_DIR);
console.log(
  `postbuild: ${indexable.length} pages in the sitemap, ${compressed} files precompressed`,
);
