import type { ComponentType } from "react";
import { Disclaimer } from "./disclaimer";
import { ExternalLink } from "./external-link";
import { Logo } from "./logo";

// Free UK public tools we point visitors to ("Other Calculators"). Kept here rather than in config
// so that only the footer, which loads after the page's own code, carries them.
const OTHER_CALCULATORS = [
  {
    name: "MoneyHelper budget planner",
    url: "https://www.moneyhelper.org.uk/en/everyday-money/budgeting/budget-planner",
  },
  {
    name: "MoneyHelper mortgage calculator",
    url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-calculator",
  },
  {
    name: "MoneyHelper mortgage affordability",
    url: "https://www.moneyhelper.org.uk/en/homes/buying-a-home/mortgage-affordability-calculator",
  },
  {
    name: "MoneyHelper pension calculator",
    url: "https://www.moneyhelper.org.uk/en/pensions-and-retirement/pensions-basics/pension-calculator",
  },
  {
    name: "HMRC Stamp Duty calculator",
    url: "https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/",
  },
  { name: "GOV.UK income tax estimate", url: "https://www.gov.uk/estimate-income-tax" },
  { name: "GOV.UK benefits calculators", url: "https://www.gov.uk/benefits-calculators" },
  {
    name: "GOV.UK Child Benefit tax calculator",
    url: "https://www.gov.uk/child-benefit-tax-calculator",
  },
] as const;

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
      { label: "What's changing", href: "/whats-changing" },
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

/**
 * The site's footer. `LegalAction` is placed last in the Legal column: the layout gives it the
 * cookie settings button, which the consent feature owns.
 */
export function Footer({ LegalAction }: { LegalAction?: ComponentType<{ className?: string }> }) {
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
                  <a href={link.href} className="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
              {column.heading === "Legal" && LegalAction && (
                <li>
                  <LegalAction className="footer-link" />
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
                <ExternalLink href={link.url} className="footer-link">
                  {link.name}
                </ExternalLink>
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
