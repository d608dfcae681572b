import type * as React from "react";
import { Toaster as Sonner, toast } from "sonner";

type ToasterProps = Omit<React.ComponentProps<typeof Sonner>, "containerAriaLabel"> & {
  /** Accessible name of the notifications region, in the page's language. */
  regionLabel: string;
  /** Accessible name of each toast's close button, in the page's language. */
  closeLabel: string;
};

/** Toasts at the top right; the caller passes the labels in the page's language. */
function Toaster({ position = "top-right", regionLabel, closeLabel, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position={position}
      closeButton
      richColors
      containerAriaLabel={regionLabel}
      toastOptions={{ ...toastOptions, closeButtonAriaLabel: closeLabel, classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}

export { Toaster, type ToasterProps, toast };
