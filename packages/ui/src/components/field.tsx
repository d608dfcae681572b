import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { useDeferredValue, useState } from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import { Switch } from "./switch";
import { Textarea } from "./textarea";

/** The id of a field's error message, which its control names in aria-describedby. */
function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

/** aria-invalid and aria-describedby for a control that may show an error message next to it. */
function fieldControlProps(controlId: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldErrorId(controlId) : undefined,
  } as const;
}

/** One form field: its label, control, description and error stacked; `tight` for a consent's line and its error. */
function Field({ className, tight = false, ...props }: React.ComponentProps<"div"> & { tight?: boolean }) {
  return (
    <div
      data-slot="field"
      className={cn("flex flex-col", tight ? "gap-1.5" : "gap-2", className)}
      {...props}
    />
  );
}

function FieldLabel(props: React.ComponentProps<typeof Label>) {
  return <Label data-slot="field-label" {...props} />;
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="field-description" className={cn("text-muted-foreground text-sm", className)} {...props} />
  );
}

/** The control's message, announced as it appears; renders nothing without one. */
function FieldError({ controlId, children }: { controlId: string; children?: string | undefined }) {
  if (!children) return null;
  return (
    <p data-slot="field-error" id={fieldErrorId(controlId)} role="alert" className="text-destructive text-sm">
      {children}
    </p>
  );
}

interface FieldFrameProps {
  /** The control's id, which the label and the error message point to. */
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  className?: string;
}

/** A labelled control with its error message under it. */
function FieldFrame({
  id,
  label,
  error,
  className,
  children,
}: FieldFrameProps & { children: React.ReactNode }) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      <FieldError controlId={id}>{error}</FieldError>
    </Field>
  );
}

/** A labelled text input with its error message. */
function TextField({
  id,
  label,
  error,
  className,
  ...input
}: FieldFrameProps & Omit<React.ComponentProps<"input">, "id">) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <Input id={id} {...fieldControlProps(id, error)} {...input} />
    </FieldFrame>
  );
}

/** A labelled multi-line text box with its error message. */
function TextAreaField({
  id,
  label,
  error,
  className,
  ...textarea
}: FieldFrameProps & Omit<React.ComponentProps<"textarea">, "id">) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <Textarea id={id} {...fieldControlProps(id, error)} {...textarea} />
    </FieldFrame>
  );
}

interface SelectFieldProps<Value extends string> extends FieldFrameProps {
  options: readonly { readonly value: Value; readonly label: string }[];
  value: string | undefined;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  placeholder: string;
  disabled?: boolean;
  name?: string;
  /** A form library's ref, so that a failed submit can focus the select. */
  ref?: React.Ref<HTMLButtonElement>;
}

/** A labelled select over a fixed option list, with its error message. */
function SelectField<Value extends string>({
  id,
  label,
  error,
  className,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
  name,
  ref,
}: SelectFieldProps<Value>) {
  // The first render (hydration) leaves the list out, and React adds it in a background render right after: Radix
  // mounts each item (and a native option for each) in synchronous re-renders that would lengthen the task hydrating
  // the form. A flag, not the options themselves, so that a caller's new array is not a second render each time.
  // Opening the select lists them at once (a tap held from before hydration opens it first thing). The trigger
  // names the chosen option itself, so it never waits for the list (and the prerendered HTML shows it).
  const [opened, setOpened] = useState(false);
  const listed = useDeferredValue(true, false) || opened;
  const chosen = options.find((option) => option.value === value);
  const select = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onChange(option.value);
  };
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <Select
        value={value ?? ""}
        onValueChange={select}
        onOpenChange={(open) => open && setOpened(true)}
        disabled={disabled}
        name={name}
      >
        <SelectTrigger id={id} ref={ref} onBlur={onBlur} {...fieldControlProps(id, error)}>
          <SelectValue placeholder={placeholder}>{chosen?.label ?? null}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {listed
            ? options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))
            : null}
        </SelectContent>
      </Select>
    </FieldFrame>
  );
}

interface ConsentFieldProps {
  id: string;
  /** A switch or a checkbox. */
  kind: "switch" | "checkbox";
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** May hold links (to legal pages, for example). */
  label: React.ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  ref?: React.Ref<HTMLButtonElement>;
}

/** A consent toggle with its label and its error message. */
function ConsentField({ id, kind, onChange, label, error, ...control }: ConsentFieldProps) {
  const props = { id, ...control, ...fieldControlProps(id, error), className: "mt-0.5" };
  return (
    <Field tight>
      <div className="flex items-start gap-3">
        {kind === "switch" ? (
          <Switch {...props} onCheckedChange={onChange} />
        ) : (
          <Checkbox {...props} onCheckedChange={(value) => onChange(value === true)} />
        )}
        <FieldLabel htmlFor={id} variant="sentence">
          {label}
        </FieldLabel>
      </div>
      <FieldError controlId={id}>{error}</FieldError>
    </Field>
  );
}

interface SubmitButtonProps extends Omit<React.ComponentProps<typeof Button>, "type"> {
  /** While true the button is disabled, spins and reads pendingLabel. */
  pending: boolean;
  pendingLabel: string;
  /** Shown before the label when not pending. */
  icon?: React.ReactNode;
}

/** A form's submit button with its pending state. */
function SubmitButton({ pending, pendingLabel, icon, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        icon
      )}
      {pending ? pendingLabel : children}
    </Button>
  );
}

export {
  ConsentField,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldControlProps,
  fieldErrorId,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
};
