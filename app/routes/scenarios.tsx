import { ArticleLibrary, libraryMeta } from "~/articles/article-library";
import { libraryGroups } from "~/articles/library.server";
import type { Route } from "./+types/scenarios";

export const loader = () => ({ groups: libraryGroups("scenarios") });

export const meta: Route.MetaFunction = () => libraryMeta("scenarios");

export default function Scenarios({ loaderData }: Route.ComponentProps) {
  return <ArticleLibrary kind="scenarios" groups={loaderData.groups} />;
}
