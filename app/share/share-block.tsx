import Check from "lucide/dist/esm/icons/check.mjs";
import Link2 from "lucide/dist/esm/icons/link-2.mjs";
import Share2 from "lucide/dist/esm/icons/share-2.mjs";
import { useEffect, useState } from "react";
import { trackEvent } from "~/analytics/track";
import { Icon } from "~/site/icon";
import { toast } from "~/site/toast";
import { useHydrated } from "~/site/use-hydrated";

/** "Copied!" shows for 3 seconds; share popups are 600 × 400 (docs/product.md#share-block). */
const COPIED_MS = 3000;
const POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

const networks = [
  {
    name: "Facebook",
    href: (url: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: "Twitter",
    href: (url: string, text: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: "LinkedIn",
    href: (url: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    name: "WhatsApp",
    href: (url: string, text: string) =>
      `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
] as const;

/** Share this page (or `url`): the device's share sheet where there is one, else a copied link. */
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
  const ready = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const address = () => url ?? window.location.href;

  const share = async () => {
    trackEvent("share", {
      method: typeof navigator.share === "function" ? "share_sheet" : "copy_link",
    });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: address() });
        toast({ title: "Shared!", description: "Thank you for sharing." });
      } catch (error) {
        if ((error as Error)?.name !== "AbortError") console.error("Share failed", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(address());
      setCopied(true);
      toast({
        title: "Link Copied!",
        description: "Share link has been copied to your clipboard.",
      });
    } catch {
      toast({
        title: "Copy Failed",
        description: "Unable to copy link. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <section
      aria-label={heading}
      className="no-print rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 className="font-semibold text-slate-900">{heading}</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={share} disabled={!ready}>
          {copied ? (
            <Icon icon={Check} className="size-4" />
          ) : (
            <Icon icon={Share2} className="size-4" />
          )}
          {copied ? "Copied!" : "Share"}
        </button>
        {networks.map((network) => (
          <button
            key={network.name}
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={!ready}
            onClick={() => {
              trackEvent("share", { method: network.name });
              window.open(network.href(address(), text), "share", POPUP_FEATURES);
            }}
          >
            <Icon icon={Link2} className="size-4" />
            {network.name}
            <span className="sr-only"> (opens a window)</span>
          </button>
        ))}
      </div>
    </section>
  );
}
