import { Dialog, DialogContent, DialogTitle } from "@nivelia/ui";

export interface BetaAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// Placeholder until the pricing section is built.
function BetaAccessDialog({ open, onOpenChange }: BetaAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar">
        <DialogTitle>Acceso beta</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}

export { BetaAccessDialog };
