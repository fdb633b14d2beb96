import { changesFrom } from "~/changes/changes.server";
import { WHATS_CHANGING, WhatsChangingPage } from "~/changes/whats-changing-page";
import { today } from "~/site/dates";
import { pageMeta } from "~/site/meta";
import { STATIC_PAGE } from "~/site/page-handle";
import type { Route } from "./+types/whats-changing";

/** Worked out when the site is built: the changes from six months before that day onwards. */

/** Text, tables and links only: the page ships no framework (page-handle.ts). */
export const handle = STATIC_PAGE;

export const loader = () => {
  const builtOn = today();
  return { builtOn, changes: changesFrom(builtOn) };
};

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: WHATS_CHANGING.title,
    description: WHATS_CHANGING.lead,
    path: "/whats-changing",
    crumbs: [{ name: WHATS_CHANGING.title }],
  });

export default function WhatsChanging({ loaderData }: Route.ComponentProps) {
  return <WhatsChangingPage changes={loaderData.changes} builtOn={loaderData.builtOn} />;
}
