import { Spinner } from "@nivelia/ui";

/**
 * Where a dialog's form appears once its code has arrived: about the form's height (`className`), so the dialog
 * barely moves when it does.
 */
function FormLoading({ className = "min-h-80" }: { className?: string }) {
  return <Spinner label="Cargando el formulario…" className={className} />;
}

export { FormLoading };
