import { DialogDescription, DialogFrame, DialogTitle } from "@nivelia/ui";
import type { ReactNode } from "react";

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A dialog holding one form: its title, the sentence under it, and the form. */
function FormDialog({
  title,
  description,
  closeLabel = "Cerrar",
  className,
  children,
  ...dialog
}: FormDialogProps & {
  title: string;
  description: string;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      {...dialog}
      closeLabel={closeLabel}
      className={className}
      header={
        <>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

export { FormDialog };
