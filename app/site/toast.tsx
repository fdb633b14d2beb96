/**
 * Toasts, loaded on first use: sonner's code is fetched only when the first message is shown, so
 * pages pay nothing for it up front. Titles and descriptions are the product's texts (docs/product.md).
 */
import { lazy, Suspense, useEffect, useState } from "react";

export interface ToastMessage {
  title: string;
  description: string;
  variant?: "default" | "destructive";
  /**
   * False when the page already tells a screen reader the same, where it takes the visitor (a
   * form's error summary, or its notice of a failed send): the toast is then shown but not
   * announced, so the message is heard once. sonner's toaster is a live region that reads every
   * toast it adds, so the title and description are hidden from assistive technology and the toast
   * has no close button, whose name would be read on its own (decision 22).
   */
  announced?: boolean;
}

/** Notifications show for about 5 seconds (docs/product.md#site-constants). */
const TOAST_DURATION_MS = 5000;

const sonner = () => import("sonner");
const SonnerToaster = lazy(() => sonner().then((module) => ({ default: module.Toaster })));

let requestMount: (() => void) | null = null;
let mounted: Promise<void> | null = null;
let resolveMounted: () => void = () => {};

/** Placed once in the root; renders sonner's toaster only after the first toast is asked for. */
export function Toasts() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    requestMount = () => setActive(true);
    return () => {
      requestMount = null;
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton />
      <MountSignal />
    </Suspense>
  );
}

/** Its effect runs after the toaster's own, so toasts sent after it are seen. */
function MountSignal() {
  useEffect(() => resolveMounted(), []);
  return null;
}

export async function toast(message: ToastMessage) {
  if (!mounted) {
    mounted = new Promise((resolve) => {
      resolveMounted = resolve;
    });
    requestMount?.();
  }
  const [{ toast: show }] = await Promise.all([sonner(), mounted]);
  const seenOnly = message.announced === false;
  const title = seenOnly ? <span aria-hidden="true">{message.title}</span> : message.title;
  const options = seenOnly
    ? { description: <span aria-hidden="true">{message.description}</span>, closeButton: false }
    : { description: message.description };
  if (message.variant === "destructive") show.error(title, options);
  else show.success(title, options);
}
