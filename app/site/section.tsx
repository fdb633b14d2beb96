import type { ComponentProps, ReactNode } from "react";

/** A part of a page under an h2 that labels it, so the heading and the label cannot drift apart. */
export function Section({
  headingId,
  heading,
  children,
  ...props
}: { headingId: string; heading: ReactNode } & Omit<ComponentProps<"section">, "aria-labelledby">) {
  return (
    <section aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
