import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "./icon";

export interface IconTile {
  icon: IconNode;
  heading: string;
  body: ReactNode;
}

/** Three tiles in a row on wider screens, each an icon, a heading and a line: home, About, Contact. */
export function IconTiles({
  tiles,
  headingLevel: Heading = "h3",
  className = "",
}: {
  tiles: readonly IconTile[];
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 md:grid-cols-3 ${className}`}>
      {tiles.map(({ icon, heading, body }) => (
        <li key={heading} className="card">
          <Icon icon={icon} className="size-7 text-brand-700" />
          <Heading className="mt-3 text-lg font-semibold text-slate-900">{heading}</Heading>
          <p className="mt-1 text-slate-700">{body}</p>
        </li>
      ))}
    </ul>
  );
}
