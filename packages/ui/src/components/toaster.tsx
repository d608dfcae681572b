import type * as React from "react";
import { Toaster as Sonner, toast } from "sonner";

type ToasterProps = React.ComponentProps<typeof Sonner>;

/** Toasts at the top right; the caller passes the labels in the page's language. */
function Toaster({ position = "top-right", ...props }: ToasterProps) {
  return (
    <Sonner
      position={position}
      closeButton
      richColors
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}

export { Toaster, type ToasterProps, toast };
