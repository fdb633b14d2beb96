import { ArticleLibrary, libraryMeta } from "~/articles/article-library";
import { libraryGroups } from "~/articles/library.server";
import type { Route } from "./+types/guides";

export const loader = () => ({ groups: libraryGroups("guides") });

export const meta: Route.MetaFunction = () => libraryMeta("guides");

export default function Guides({ loaderData }: Route.ComponentProps) {
  return <ArticleLibrary kind="guides" groups={loaderData.groups} />;
}
