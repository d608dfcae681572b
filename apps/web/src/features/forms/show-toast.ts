import type { ToastMessage } from "@nivelia/domain/forms";
import { Toaster, toast } from "@nivelia/ui/toaster";
import { provideToaster } from "../shell/toaster-demand";

// Every part that raises a toast imports this module: the shell mounts the toaster as soon as one is on the page,
// before any toast (sonner's toaster also shows those raised before it mounted).
provideToaster(Toaster);

/** Raises a toast: the domain's form toasts (TOASTS), or an error of our own with its title and description. */
export function showToast(message: ToastMessage): void {
  const show = message.type === "success" ? toast.success : toast.error;
  show(message.title, message.description === undefined ? undefined : { description: message.description });
}
