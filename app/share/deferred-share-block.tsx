import { deferred } from "~/site/deferred";

/** The share block at the foot of an article: prerendered, its code loaded after the page's own. */
export const DeferredShareBlock = deferred(() =>
  import("./share-block").then((module) => module.ShareBlock),
);
