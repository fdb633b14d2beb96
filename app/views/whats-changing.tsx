import { changesFrom } from "~/changes/changes.server";
import { WHATS_CHANGING, WhatsChangingPage } from "~/changes/whats-changing-page";
import { today } from "~/site/dates";
import { pageMeta } from "~/site/meta";

export const head = pageMeta({
  title: WHATS_CHANGING.title,
  description: WHATS_CHANGING.lead,
  path: "/whats-changing",
  crumbs: [{ name: WHATS_CHANGING.title }],
});

/** Worked out when the site is built: the changes from six months before that day onwards. */
export default function WhatsChanging() {
  const builtOn = today();
  return <WhatsChangingPage changes={changesFrom(builtOn)} builtOn={builtOn} />;
}
