import { DialogDescription, DialogFrame, DialogTitle } from "@nivelia/ui";
import { lazyDialog } from "../../lib/lazy-dialog";
import { FormLoading } from "../forms/form-loading";

// The form and its answers (validation, the API client) follow the dialog, which opens with its title at once.
const TechnologyCheckerForm = lazyDialog(
  () => import("./technology-checker-form").then((module) => module.TechnologyCheckerForm),
  <FormLoading className="min-h-24" />,
);

interface TechnologyCheckerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Verificador de Tecnologías': checks a technology against the API; closing resets everything (section 4). */
function TechnologyCheckerDialog({ open, onOpenChange }: TechnologyCheckerDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Cerrar el verificador"
      className="sm:max-w-xl"
      header={
        <>
          <DialogTitle>Verificador de Tecnologías</DialogTitle>
          <DialogDescription>
            Comprueba si podemos evaluar a tus candidatos en una tecnología concreta.
          </DialogDescription>
        </>
      }
    >
      <TechnologyCheckerForm onClose={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

export { TechnologyCheckerDialog };
