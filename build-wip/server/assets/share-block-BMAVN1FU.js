import { jsxs, jsx } from "react/jsx-runtime";
import Check from "lucide/dist/esm/icons/check.mjs";
import Link2 from "lucide/dist/esm/icons/link-2.mjs";
import Share2 from "lucide/dist/esm/icons/share-2.mjs";
import { useState, useEffect } from "react";
import { I as Icon, b as trackEvent, t as toast } from "./shell-CUZjnTwD.js";
import "lucide/dist/esm/icons/menu.mjs";
import "lucide/dist/esm/icons/x.mjs";
import "react-router";
import "lucide/dist/esm/icons/chevron-right.mjs";
const COPIED_MS = 3e3;
const POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";
const networks = [
  {
    name: "Facebook",
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`
  },
  {
    name: "Twitter",
    href: (url, text) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`
  },
  {
    name: "LinkedIn",
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`
  },
  {
    name: "WhatsApp",
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`
  }
];
function ShareBlock({
  title,
  text,
  url,
  heading = "Share"
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const address = () => url ?? window.location.href;
  const share = async () => {
    trackEvent("share", {
      method: typeof navigator.share === "function" ? "share_sheet" : "copy_link"
    });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: address() });
        toast({ title: "Shared!", description: "Thank you for sharing." });
      } catch (error) {
        if (error?.name !== "AbortError") console.error("Share failed", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(address());
      setCopied(true);
      toast({
        title: "Link Copied!",
        description: "Share link has been copied to your clipboard."
      });
    } catch {
      toast({
        title: "Copy Failed",
        description: "Unable to copy link. Please try again.",
        variant: "destructive"
      });
    }
  };
  return /* @__PURE__ */ jsxs(
    "section",
    {
      "aria-label": heading,
      className: "no-print rounded-xl border border-slate-200 bg-slate-50 p-5",
      children: [
        /* @__PURE__ */ jsx("h2", { className: "font-semibold text-slate-900", children: heading }),
        /* @__PURE__ */ jsxs("div", { className: "mt-3 flex flex-wrap gap-2", children: [
          /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-primary btn-sm", onClick: share, children: [
            copied ? /* @__PURE__ */ jsx(Icon, { icon: Check, className: "size-4" }) : /* @__PURE__ */ jsx(Icon, { icon: Share2, className: "size-4" }),
            copied ? "Copied!" : "Share"
          ] }),
          networks.map((network) => /* @__PURE__ */ jsxs(
            "button",
            {
              type: "button",
              className: "btn btn-secondary btn-sm",
              onClick: () => {
                trackEvent("share", { method: network.name });
                window.open(network.href(address(), text), "share", POPUP_FEATURES);
              },
              children: [
                /* @__PURE__ */ jsx(Icon, { icon: Link2, className: "size-4" }),
                network.name,
                /* @__PURE__ */ jsx("span", { className: "sr-only", children: " (opens a window)" })
              ]
            },
            network.name
          ))
        ] })
      ]
    }
  );
}
export {
  ShareBlock
};
