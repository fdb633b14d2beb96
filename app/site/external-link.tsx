import type { ComponentProps } from "react";

/** How a link to another site opens, and what it says to screen readers (articles write theirs in article-link.astro). */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;
export const OPENS_IN_A_NEW_TAB = " (opens in a new tab)";

/** A link to another site: it opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a href={href} {...EXTERNAL_LINK} {...props}>
      {children}
      <span className="sr-only">{OPENS_IN_A_NEW_TAB}</span>
    </a>
  );
}
