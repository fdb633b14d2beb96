import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastMessage } from "./toast";

/** Notifications show for about 5 seconds (docs/product.md#site-constants). */
const TOAST_DURATION_MS = 5000;

/**
 * Renders sonner's toaster in a root of its own at the end of the page, which works the same on a
 * page with a React island and on one without; resolves, once the toaster is listening, with the way to show a
 * message.
 */
export function mountToaster(): Promise<(message: ToastMessage) => void> {
  const host = document.createElement("div");
  document.body.append(host);
  return new Promise((resolve) => {
    createRoot(host).render(
      <>
        <Toaster position="bottom-center" duration={TOAST_DURATION_MS} richColors closeButton />
        <MountSignal onMounted={() => resolve(show)} />
      </>,
    );
  });
}

/** Its effect runs after the toaster's own, so toasts sent after it are seen. */
function MountSignal({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, []);
  return null;
}

function show(message: ToastMessage) {
  const seenOnly = message.announced === false;
  const title = seenOnly ? <span aria-hidden="true">{message.title}</span> : message.title;
  const options = seenOnly
    ? { description: <span aria-hidden="true">{message.description}</span>, closeButton: false }
    : { description: message.description };
  if (message.variant === "destructive") toast.error(title, options);
  else toast.success(title, options);
}
