import ArrowRight from "lucide/dist/esm/icons/arrow-right.mjs";
import type { ReactNode } from "react";
import { Icon } from "~/site/icon";

/** The box near an article's end that sends the reader on to its calculator. */
export function TryCalculator({
  id,
  className,
  heading,
  text,
  to,
  action,
  children,
}: {
  /** The heading's id, which labels the box. */
  id: string;
  className: string;
  heading: string;
  text: string;
  to: string;
  action: ReactNode;
  /** Anything after the link (a scenario's share buttons). */
  children?: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={id}
      className={`max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8 ${className}`}
    >
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <a href={to} className="btn btn-primary mt-5">
        {action}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
      {children}
    </aside>
  );
}
