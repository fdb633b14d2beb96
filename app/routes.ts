/**
 * The route table. Each calculator folder (app/calculators/<key>/entry.ts) has its page at
 * /calculators/<key>, from routes/calculators/<key>.tsx; guides and scenarios share one route each.
 */
import { globSync } from "node:fs";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Read from the file system: this file is evaluated outside Vite, where import.meta.glob (which
// the registry uses) does not exist.
const calculatorKeys = globSync("*/entry.ts", { cwd: new URL("calculators", import.meta.url) })
  .map((file) => file.split("/")[0] ?? file)
  .sort();

export default [
  index("routes/home.tsx"),
  route("calculators", "routes/calculators.tsx"),
  ...calculatorKeys.map((key) => route(`calculators/${key}`, `routes/calculators/${key}.tsx`)),
  route("my-costs", "routes/my-costs.tsx"),
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
