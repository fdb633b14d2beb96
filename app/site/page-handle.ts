import type { UIMatch } from "react-router";

/**
 * What a route tells the document shell in its `handle`. `app: false`: the page needs no app in
 * the browser (its text, tables and FAQ are in the prerendered HTML), so it ships no framework,
 * only static-page.ts. Any other route gets the app.
 */
export interface PageHandle {
  app: boolean;
}

export const STATIC_PAGE: PageHandle = { app: false };

/** Whether the page matched needs the app: unless its deepest route says it does not. */
export function needsApp(matches: readonly UIMatch[]): boolean {
  const handle = matches.at(-1)?.handle as Partial<PageHandle> | undefined;
  return handle?.app !== false;
}
