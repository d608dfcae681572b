import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { FormLoading } from "../../forms/form-loading";

/** The beta dialog's title and the sentence under it: shown at once, before the form's code has arrived. */
function BetaAccessHeading() {
  return (
    <DialogHeader>
      <DialogTitle>Solicita acceso gratuito a la beta</DialogTitle>
      <DialogDescription>
        Gratis hasta agotar las plazas de la beta privada y con un 30% de descuento de por vida.
      </DialogDescription>
    </DialogHeader>
  );
}

// The form (its validation, its select and switch widgets, the API client: about 100 KB gzip) follows the dialog.
const BetaAccessBody = lazyDialog(
  () => import("./beta-access-form").then((module) => module.BetaAccessBody),
  <>
    <BetaAccessHeading />
    <FormLoading />
  </>,
);

interface BetaAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The beta / early-access dialog (sections 2.4, 4 and 5): it opens with its title at once and its form as soon as
 * the form's code is there, which its first opening fetches.
 */
function BetaAccessDialog({ open, onOpenChange }: BetaAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar la solicitud" className="sm:max-w-2xl">
        <BetaAccessBody />
      </DialogContent>
    </Dialog>
  );
}

export { BetaAccessDialog, BetaAccessHeading };
