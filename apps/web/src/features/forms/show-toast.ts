import type { ToastMessage } from "@nivelia/domain/forms";
import { toast } from "@nivelia/ui";
import { wantToaster } from "../shell/toaster-demand";

// Every part that raises a toast imports this module: the shell mounts its toaster as soon as one is on the page,
// before any toast (sonner's toaster also shows those raised before it mounted).
wantToaster();

/** Raises a toast: the domain's form toasts (TOASTS), or an error of our own with its title and description. */
export function showToast(message: ToastMessage): void {
  const show = message.type === "success" ? toast.success : toast.error;
  show(message.title, message.description === undefined ? undefined : { description: message.description });
}
