import { ArticleLibrary } from "~/articles/article-library";
import { libraryGroups } from "~/articles/library.server";
import { pageMeta } from "~/site/meta";
import type { Route } from "./+types/guides";

const title = "Complete Guides Library";
const lead =
  "Plain-English guides to renting, buying, driving, energy and moving in the UK, each linked to its calculator.";

export const loader = () => ({ groups: libraryGroups("guides") });

export const meta: Route.MetaFunction = () =>
  pageMeta({ title, description: lead, path: "/guides", crumbs: [{ name: "Guides" }] });

export default function Guides({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLibrary
      groups={loaderData.groups}
      labels={{
        title,
        lead,
        crumb: "Guides",
        searchPlaceholder: "Search guides...",
        groupSuffix: "Guides",
        noun: "guides",
        action: "Read Guide",
      }}
    />
  );
}
