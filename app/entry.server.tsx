import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** Longest a page may take to render at build time before the build fails. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a page for the prerender (and the dev server) with React's static API, which waits for
 * every part of the page. Every page becomes a static file, so nothing is gained by streaming: each
 * lazily loaded part is in place in the HTML, readable without JavaScript, instead of in a hidden
 * block that a script moves later.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let renderError: unknown;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // React would otherwise move a finished part past the first 12.8 KB out of place too.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails would ship as an empty box filled in by the browser: fail the build instead.
    onError(error) {
      renderError ??= error;
    },
  });
  if (renderError) throw renderError;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
