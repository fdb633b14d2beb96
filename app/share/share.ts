/**
 * What the share block's buttons do (share-block.tsx draws them), without a framework, so every
 * page shares the same way, an article as a calculator: the device's share sheet where there is
 * one, else a copied link; or a network's share window.
 */
import { trackEvent } from "~/analytics/track";
import { onPress } from "~/site/on-press";
import { toast } from "~/site/toast";

/** "Copied!" shows for 3 seconds; share popups are 600 × 400 (docs/product.md#share-block). */
const COPIED_MS = 3000;
const POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

export const SHARE_NETWORKS = {
  Facebook: (url: string) =>
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  Twitter: (url: string, text: string) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  LinkedIn: (url: string) =>
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  WhatsApp: (url: string, text: string) =>
    `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
} as const;

type Network = keyof typeof SHARE_NETWORKS;
const isNetwork = (name: string): name is Network => Object.hasOwn(SHARE_NETWORKS, name);

async function shareOrCopy(button: HTMLButtonElement, title: string, text: string, url: string) {
  trackEvent("share", {
    method: typeof navigator.share === "function" ? "share_sheet" : "copy_link",
  });
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      void toast({ title: "Shared!", description: "Thank you for sharing." });
    } catch (error) {
      if ((error as Error)?.name !== "AbortError") console.error("Share failed", error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    button.dataset.copied = "";
    setTimeout(() => delete button.dataset.copied, COPIED_MS);
    void toast({
      title: "Link Copied!",
      description: "Share link has been copied to your clipboard.",
    });
  } catch {
    void toast({
      title: "Copy Failed",
      description: "Unable to copy link. Please try again.",
      variant: "destructive",
    });
  }
}

export function startShareButtons() {
  onPress("[data-share]", (button) => {
    const block = button.closest<HTMLElement>("[data-share-title]");
    if (!block) return;
    const title = block.dataset.shareTitle ?? "";
    const text = block.dataset.shareText ?? "";
    const url = block.dataset.shareUrl || window.location.href;
    const how = button.dataset.share ?? "";
    if (isNetwork(how)) {
      trackEvent("share", { method: how });
      window.open(SHARE_NETWORKS[how](url, text), "share", POPUP_FEATURES);
    } else void shareOrCopy(button, title, text, url);
  });
}
