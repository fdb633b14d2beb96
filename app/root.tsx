import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { SHOW_STALE_NOTICES } from "~/site/show-stale-notices";
import type { Route } from "./+types/root";
import { useAnalytics } from "./analytics/use-analytics";
import { CookieSettingsButton } from "./consent/cookie-settings-button";
import { deferred } from "./site/deferred";
import { Header } from "./site/header";
import { importAfterLoad } from "./site/import-after-load";
import { InlineStylesheet } from "./site/inline-stylesheet";
import { needsApp } from "./site/page-handle";
import { SPECULATION_RULES } from "./site/speculation-rules";
// Built on its own, with everything it imports and no framework: the one script of a static page.
import staticPageScript from "./static-page.ts?worker&url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// The dev server keeps its hot-reloading stylesheet; built pages carry theirs inline.
if (import.meta.env.DEV) void import("./app.css");

const Footer = deferred(() => import("./site/footer").then((module) => module.Footer));

export function Layout({ children }: { children: React.ReactNode }) {
  // Decided for the prerendered document; in the browser, where React runs, the app is running.
  const app = needsApp(useMatches()) || typeof document !== "undefined";
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        <InlineStylesheet />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
        {/* A fixed script, admitted by its hash in the CSP: it shows notices of passed figures. */}
        <script dangerouslySetInnerHTML={{ __html: SHOW_STALE_NOTICES }} />
        {app ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <>
            <script dangerouslySetInnerHTML={{ __html: importAfterLoad(staticPageScript) }} />
            <script
              type="speculationrules"
              dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
            />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useAnalytics();
  useEffect(() => {
    void import("./page-behaviour").then((module) => module.startPageBehaviour());
  }, []);
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer LegalAction={CookieSettingsButton} />
    </>
  );
}

/**
 * The router's fallback screen (docs/product.md#error-fallback): status and status text, or the
 * message; the stack only in development, where it helps, never to visitors.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="container-page flex-1 py-12">
      <h1 className="page-title">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm">{stack}</pre>
      )}
      <p className="mt-6">
        <a href="/" className="link">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
