import { robotsTxt } from "~/sitemap/sitemap.server";

/** Built to /robots.txt. */
export const GET = () =>
  new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
