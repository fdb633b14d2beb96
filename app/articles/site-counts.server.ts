/** How many calculators, guides and scenarios the site has: the registry and the article collections. Build time only. */
import { calculators } from "~/calculators/registry";
import type { SiteCounts } from "~/page-texts/site-counts";
import { guides, scenarios } from "./collections.server";

export const SITE_COUNTS: SiteCounts = {
  calculators: calculators.length,
  guides: guides.length,
  scenarios: scenarios.length,
};
