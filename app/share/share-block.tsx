import Check from "lucide/dist/esm/icons/check.mjs";
import Link2 from "lucide/dist/esm/icons/link-2.mjs";
import Share2 from "lucide/dist/esm/icons/share-2.mjs";
import { Icon } from "~/site/icon";
import { useButtonsAnswered } from "~/site/use-buttons-answered";
import { SHARE_NETWORKS } from "./share";

/**
 * Share this page (or `url`): the device's share sheet where there is one, else a copied link. What
 * the buttons do is share.ts, which every page runs; "Copied!" shows while the button is marked
 * `data-copied`.
 */
export function ShareBlock({
  title,
  text,
  url,
  heading = "Share",
}: {
  title: string;
  text: string;
  url?: string;
  heading?: string;
}) {
  const ready = useButtonsAnswered();
  return (
    <section
      aria-label={heading}
      className="no-print rounded-xl border border-slate-200 bg-slate-50 p-5"
      data-share-title={title}
      data-share-text={text}
      data-share-url={url}
    >
      <h2 className="font-semibold text-slate-900">{heading}</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="group btn btn-primary btn-sm"
          data-share="sheet"
          disabled={!ready}
        >
          <Icon icon={Check} className="hidden size-4 group-data-copied:block" />
          <Icon icon={Share2} className="size-4 group-data-copied:hidden" />
          <span className="group-data-copied:hidden">Share</span>
          <span className="hidden group-data-copied:inline">Copied!</span>
        </button>
        {Object.keys(SHARE_NETWORKS).map((network) => (
          <button
            key={network}
            type="button"
            className="btn btn-secondary btn-sm"
            data-share={network}
            disabled={!ready}
          >
            <Icon icon={Link2} className="size-4" />
            {network}
            <span className="sr-only"> (opens a window)</span>
          </button>
        ))}
      </div>
    </section>
  );
}
