/**
 * Toasts, loaded on first use: sonner and the root it renders in are fetched only when the first
 * message is shown, so no page pays for them up front, and pages that ship no framework can show
 * one too. Titles and descriptions are the product's texts (docs/product.md).
 */
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

let toaster: ReturnType<typeof mountToaster> | null = null;

const mountToaster = () => import("./toaster").then((module) => module.mountToaster());

export async function toast(message: ToastMessage) {
  toaster ??= mountToaster();
  const show = await toaster;
  show(message);
}
