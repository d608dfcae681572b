import type { ToastMessage } from "@nivelia/domain/forms";
import { toast } from "@nivelia/ui";

/** Raises one of the domain's form toasts (TOASTS) with its title, description and type. */
export function showToast(message: ToastMessage): void {
  const show = message.type === "success" ? toast.success : toast.error;
  show(message.title, message.description === undefined ? undefined : { description: message.description });
}
