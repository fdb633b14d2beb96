import { robotsTxt } from "~/sitemap/sitemap.server";

/** A resource route, prerendered to /robots.txt. */
export const loader = () =>
  new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
