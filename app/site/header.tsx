import Menu from "lucide/dist/esm/icons/menu.mjs";
import X from "lucide/dist/esm/icons/x.mjs";
import { useId } from "react";
import { Icon } from "./icon";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav";

const navLinkClass = (isActive: boolean) =>
  `rounded-md px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "text-brand-800" : "text-slate-700"
  }`;

/** A main section's link, marked as the current page's section on its pages. */
function NavLink({
  href,
  label,
  currentPath,
  block = false,
}: {
  href: string;
  label: string;
  currentPath: string;
  block?: boolean;
}) {
  const isActive = currentPath === href || currentPath.startsWith(`${href}/`);
  return (
    <a
      href={href}
      className={`${block ? "block " : ""}${navLinkClass(isActive)}`}
      aria-current={currentPath === href ? "page" : undefined}
    >
      {label}
    </a>
  );
}

/** The site header, rendered to HTML only. Its phone menu opens and closes by menu.ts, which every page runs. */
export function Header({ currentPath }: { currentPath: string }) {
  const menuId = useId();

  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex items-center gap-2 rounded-md" aria-label="Costwise home">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} currentPath={currentPath} />
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="group inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-60 md:hidden"
          aria-expanded="false"
          aria-controls={menuId}
          data-menu-toggle
          // Rendered to HTML only: menu.ts enables it when its code runs (docs/product.md#before-the-code-starts).
          disabled
        >
          <Icon icon={X} className="hidden size-6 group-aria-expanded:block" />
          <Icon icon={Menu} className="size-6 group-aria-expanded:hidden" />
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav id={menuId} aria-label="Main" hidden className="border-t border-slate-200 md:hidden">
        <ul className="container-page flex flex-col py-2">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} label={item.label} currentPath={currentPath} block />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
