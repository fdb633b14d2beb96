import { Link } from "react-router";
import { openConsentSettings } from "~/consent/consent";
import { OTHER_CALCULATORS } from "./config";
import { Disclaimer } from "./disclaimer";
import { Logo } from "./logo";

const columns = [
  {
    heading: "About",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Contact", href: "/contact" },
      { label: "FAQ", href: "/faq" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "All Calculators", href: "/calculators" },
      { label: "Guides", href: "/guides" },
      { label: "Scenarios", href: "/scenarios" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="no-print mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo />
          <p className="mt-3 text-slate-600">
            Free calculators for the everyday costs of UK households.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="footer-link" prefetch="intent">
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.heading === "Legal" && (
                <li>
                  <button type="button" className="footer-link" onClick={openConsentSettings}>
                    Cookie settings
                  </button>
                </li>
              )}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-semibold text-slate-900">Other Calculators</h2>
          <ul className="mt-3 space-y-1">
            {OTHER_CALCULATORS.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer-link"
                >
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="container-page space-y-2 py-6 text-slate-600">
          <Disclaimer />
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Costwise. All rights
            reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
