import { isRouteErrorResponse, Navigate, useRouteError } from "react-router";

/**
 * An article's error boundary. An article that is not in the build has no data file, so a client
 * navigation to it fails with a 404: the visitor goes to the article's library instead, replacing
 * the history entry as the server's redirect does. Any other error goes on to the site's error page.
 * (A boundary rather than a clientLoader, so that the article's data can be prefetched.)
 */
export function libraryFallback(library: "/guides" | "/scenarios") {
  return function ArticleErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404)
      return <Navigate to={library} replace />;
    throw error;
  };
}
