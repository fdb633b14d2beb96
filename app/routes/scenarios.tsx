import { ArticleLibrary } from "~/articles/article-library";
import { libraryGroups } from "~/articles/library.server";
import { pageMeta } from "~/site/meta";
import type { Route } from "./+types/scenarios";

const title = "Real-World Cost Scenarios";
const lead =
  "Worked examples for real UK households: the figures they entered, the results, and what they learned.";

export const loader = () => ({ groups: libraryGroups("scenarios") });

export const meta: Route.MetaFunction = () =>
  pageMeta({ title, description: lead, path: "/scenarios", crumbs: [{ name: "Scenarios" }] });

export default function Scenarios({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLibrary
      groups={loaderData.groups}
      labels={{
        title,
        lead,
        crumb: "Scenarios",
        searchPlaceholder: "Search scenarios...",
        groupSuffix: "Scenarios",
        noun: "scenarios",
        action: "View Scenario",
      }}
    />
  );
}
