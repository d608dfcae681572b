import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
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
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent closeLabel={closeLabel} onCloseAutoFocus={dialog.onCloseAutoFocus} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export { FormDialog };
