/** The route table, derived from the calculator registry; guides and scenarios share one route each. */
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { calculators } from "./calculators/registry";

export default [
  index("routes/home.tsx"),
  route("calculators", "routes/calculators.tsx"),
  ...calculators.map((calculator) =>
    route(calculator.path, `routes/calculators/${calculator.key}.tsx`),
  ),
  route("guides", "routes/guides.tsx"),
  route("guides/:calcKey/:slug", "routes/guide.tsx"),
  route("guides/404", "routes/missing-article.tsx", { id: "missing-guide" }),
  route("scenarios", "routes/scenarios.tsx"),
  route("scenarios/:calcKey/:slug", "routes/scenario.tsx"),
  route("scenarios/404", "routes/missing-article.tsx", { id: "missing-scenario" }),
  route("faq", "routes/faq.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("whats-changing", "routes/whats-changing.tsx"),
  route("whats-changing.ics", "routes/whats-changing.ics.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
