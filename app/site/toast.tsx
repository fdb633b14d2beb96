/**
 * Toasts, loaded on first use: sonner's code is fetched only when the first message is shown, so
 * pages pay nothing for it up front. Titles and descriptions are the product's texts (docs/product.md).
 */
import { lazy, Suspense, useEffect, useState } from "react";

export interface ToastMessage {
  title: string;
  description: string;
  variant?: "default" | "destructive";
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
  const options = { description: message.description };
  if (message.variant === "destructive") show.error(message.title, options);
  else show.success(message.title, options);
}
