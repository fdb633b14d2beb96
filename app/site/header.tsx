import Menu from "lucide/dist/esm/icons/menu.mjs";
import X from "lucide/dist/esm/icons/x.mjs";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "./icon";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav";
import { useHydrated } from "./use-hydrated";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? "text-brand-800" : "text-slate-700"
  }`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const ready = useHydrated();
  const { pathname } = useLocation();
  // A new page closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md"
          aria-label="Costwise home"
          prefetch="intent"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={navLinkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-60 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          disabled={!ready}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <Icon icon={X} className="size-6" />
          ) : (
            <Icon icon={Menu} className="size-6" />
          )}
          <span className="sr-only">Menu</span>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-slate-200 md:hidden"
      >
        <ul className="container-page flex flex-col py-2">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                className={(state) => `block ${navLinkClass(state)}`}
                prefetch="intent"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
