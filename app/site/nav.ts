/** The header's navigation, in the product's order (docs/product.md#shell). */
export const MAIN_NAV = [
  { label: "Calculators", href: "/calculators" },
  { label: "Guides", href: "/guides" },
  { label: "Scenarios", href: "/scenarios" },
  { label: "FAQ", href: "/faq" },
  { label: "Contact", href: "/contact" },
] as const;
