import type { ReactNode } from "react";

/** A titled part of a calculator's results (its workings, a check, a table), spaced for screen and print. */
export function ResultsSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-6 print:mt-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}
