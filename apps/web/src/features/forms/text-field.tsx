import { Input, Textarea } from "@nivelia/ui";
import type { ComponentProps, ReactNode } from "react";
import { fieldA11y } from "./field-a11y";
import { FormField } from "./form-field";

interface FieldFrameProps {
  /** The control's id, which the label and the error message point to. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled text input with its error message; spread `form.register(name)` into it. */
function TextField({ id, label, error, ...input }: FieldFrameProps & Omit<ComponentProps<"input">, "id">) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input id={id} {...fieldA11y(id, error)} {...input} />
    </FormField>
  );
}

/** A labelled multi-line text box with its error message; spread `form.register(name)` into it. */
function TextAreaField({
  id,
  label,
  error,
  ...textarea
}: FieldFrameProps & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea id={id} {...fieldA11y(id, error)} {...textarea} />
    </FormField>
  );
}

export { TextAreaField, TextField };
