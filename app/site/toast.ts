/**
 * Toasts, loaded on first use: sonner and the root it renders in are fetched only when the first
 * message is shown, so no page pays for them up front, and pages that ship no framework can show
 * one too. Titles and descriptions are the product's texts (docs/product.md).
 */
export interface ToastMessage {
  title: string;
  description: string;
  variant?: "default" | "destructive";
}

let toaster: ReturnType<typeof mountToaster> | null = null;

const mountToaster = () => import("./toaster").then((module) => module.mountToaster());

export async function toast(message: ToastMessage) {
  toaster ??= mountToaster();
  const show = await toaster;
  show(message);
}
