/** The header's navigation, in the order SPEC.md gives. */
export const MAIN_NAV = [
  { label: "Calculators", href: "/calculators" },
  { label: "Guides", href: "/guides" },
  { label: "Scenarios", href: "/scenarios" },
  { label: "FAQ", href: "/faq" },
  { label: "Contact", href: "/contact" },
] as const;
