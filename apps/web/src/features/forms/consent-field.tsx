import { Checkbox, Label, Switch } from "@nivelia/ui";
import type { ReactNode, Ref } from "react";
import { fieldA11y, fieldErrorId } from "./field-a11y";

interface ConsentFieldProps {
  id: string;
  /** A switch for the beta dialog's toggles, a checkbox elsewhere. */
  kind: "switch" | "checkbox";
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  /** React Hook Form's ref, so that a failed submit can focus the control. */
  ref?: Ref<HTMLButtonElement>;
}

/** A consent toggle with its label (which may hold links to legal pages) and its error message. */
function ConsentField({
  id,
  kind,
  checked,
  onChange,
  onBlur,
  label,
  error,
  disabled,
  name,
  ref,
}: ConsentFieldProps) {
  const control = {
    id,
    ref,
    name,
    checked,
    onBlur,
    disabled,
    ...fieldA11y(id, error),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        {kind === "switch" ? (
          <Switch {...control} onCheckedChange={onChange} className="mt-0.5" />
        ) : (
          <Checkbox {...control} onCheckedChange={(value) => onChange(value === true)} className="mt-0.5" />
        )}
        <Label htmlFor={id} className="font-normal leading-snug">
          {label}
        </Label>
      </div>
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { ConsentField };
