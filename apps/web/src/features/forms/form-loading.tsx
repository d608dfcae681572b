import { Spinner } from "@nivelia/ui";

/** Where a dialog's form appears once its code has arrived: about the form's height, so the dialog barely moves. */
function FormLoading() {
  return <Spinner label="Cargando el formulario…" className="min-h-80" />;
}

export { FormLoading };
