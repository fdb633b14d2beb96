import ChevronRight from "lucide/dist/esm/icons/chevron-right.mjs";
import { Icon } from "./icon";
import { type Crumb, withHome } from "./meta";

/** Home > … > current page; every item a link except the last, which is plain text. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = withHome(items);
  return (
    <nav aria-label="Breadcrumb" className="no-print mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.name} className="flex items-center gap-1">
              {last || !crumb.href ? (
                <span aria-current={last ? "page" : undefined} className="text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.href} className="link inline-block py-0.5">
                  {crumb.name}
                </a>
              )}
              {!last && <Icon icon={ChevronRight} className="size-3.5 text-slate-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
