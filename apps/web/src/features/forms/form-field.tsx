import { cn, Label } from "@nivelia/ui";
import type { ReactNode } from "react";
import { fieldErrorId } from "./field-a11y";

interface FormFieldProps {
  /** The id of the control, which the label points to. */
  id: string;
  label: ReactNode;
  /** The field's message; it is announced as it appears. */
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label, its control and, under it, the control's error message (the control names it with fieldA11y). */
function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField };
