import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

/**
 * A Lucide icon drawn from its path data (the `lucide` package is data only), so pages carry the
 * icons they show and none of an icon runtime. Icons here are decorative: the text beside them
 * carries the meaning, so they are hidden from assistive technology.
 */
export function Icon({
  icon,
  className = "",
  ...props
}: { icon: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
      {...props}
    >
      {icon.map(([tag, attributes], index) =>
        // Lucide's path lists are fixed, so the position is a stable key.
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
