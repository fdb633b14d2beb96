/**
 * AdSense, loaded by our own code only after the visitor accepts cookies; never in the prerendered
 * HTML. An ad blocker (the script failing, or no window.adsbygoogle) is logged and nothing else.
 */
import { siteConfig } from "~/site/config";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let loading: Promise<void> | null = null;

export function loadAdSense(): Promise<void> {
  const client = siteConfig.adsense?.client;
  if (!client) return Promise.resolve();
  loading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.async = true;
    script.crossOrigin = "anonymous";
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      console.warn("Ad script failed to load");
      resolve();
    };
    document.head.append(script);
  });
  return loading;
}

/** One push per fresh <ins>: a slot that already holds an ad is never pushed again. */
export function fillAdSlot(ins: HTMLModElement) {
  if (ins.dataset.adsbygoogleStatus || ins.dataset.costwisePushed) return;
  ins.dataset.costwisePushed = "true";
  try {
    window.adsbygoogle = window.adsbygoogle || [];
    window.adsbygoogle.push({});
  } catch (error) {
    console.warn("Ad failed to load", error);
  }
}
