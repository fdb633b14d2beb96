import { redirect } from "react-router";
import type { Route } from "./+types/missing-article";

/**
 * Prerendered as /guides/404 and /scenarios/404, which the build writes as `guides/404.html` and
 * `scenarios/404.html`. Cloudflare Pages answers a path with no file with the nearest 404.html, so an
 * unknown guide or scenario gets this page, status 404, and the visitor goes on to the library.
 * React Router prerenders a permanent redirect as a page with an immediate meta refresh (which
 * replaces the history entry) and noindex; a client-side visit follows the redirect in the router.
 */
export const loader = ({ url }: Route.LoaderArgs) =>
  redirect(url.pathname.replace(/\/404$/, ""), 301);

/** Never shown (the loader always redirects); being a page rather than a resource route is what
 * makes the prerender write the redirect as HTML. */
export default function MissingArticle() {
  return null;
}
