import { zodResolver } from "@hookform/resolvers/zod";
import type { ToastMessage } from "@nivelia/domain/forms";
import { ConsentField, SelectField, SubmitButton, TextAreaField, TextField } from "@nivelia/ui";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Mode,
  type Path,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
  useWatch,
} from "react-hook-form";
import type { z } from "zod";
import { FormConfirmation } from "./form-confirmation";
import { NewTabLink } from "./new-tab-link";
import { showToast } from "./show-toast";

export interface FormKitOptions<Input extends FieldValues, Output> {
  /** The domain schema that validates the form. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** When fields validate before a submit; on submit by default. */
  mode?: Mode;
  /** The work of a valid submit (sending, navigating); throwing is the failure. */
  action: (values: Output) => unknown;
  /**
   * After the action: a toast, a reset to the defaults, and what else the form does (close, show a screen). `confirm`
   * also says the toast's words under the submit button, and moves focus there: the form the visitor was in has
   * just been emptied, and a toast alone vanishes.
   */
  success?: { toast?: ToastMessage; reset?: boolean; after?: () => void; confirm?: boolean };
  /** A failed action: the toast, and the console line that goes with it (never the data). */
  failure?: { toast: ToastMessage; log: string };
  /** A submit the schema rejected: the form's toasts (section 5). */
  onInvalid?: (errors: FieldErrors<Input>, form: UseFormReturn<Input, unknown, Output>) => void;
}

export interface FormKit<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** True while a submit runs: fields and button are disabled. */
  busy: boolean;
  onSubmit: ReturnType<UseFormReturn<Input, unknown, Output>["handleSubmit"]>;
  /** Back to the defaults. */
  reset: () => void;
  /** What the form says under its button after a send (`success.confirm`), until the visitor types again. */
  confirmation: ToastMessage | null;
  dismissConfirmation: () => void;
}

/** The submit life cycle of a form: validation with the domain schema, pending state, toasts and reset. */
export function useFormKit<Input extends FieldValues, Output>(
  options: FormKitOptions<Input, Output>,
): FormKit<Input, Output> {
  const { schema, defaultValues, mode, action, success, failure, onInvalid } = options;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    shouldFocusError: true,
  });
  const [confirmation, setConfirmation] = useState<ToastMessage | null>(null);
  const reset = () => form.reset(defaultValues);
  const submitValid = async (values: Output) => {
    setConfirmation(null);
    try {
      await action(values);
    } catch (error) {
      if (!failure) throw error;
      console.warn(failure.log, error);
      showToast(failure.toast);
      return;
    }
    if (success?.reset) reset();
    success?.after?.();
    if (success?.toast) showToast(success.toast);
    if (success?.confirm && success.toast) setConfirmation(success.toast);
  };
  return {
    form,
    busy: form.formState.isSubmitting,
    onSubmit: form.handleSubmit(submitValid, (errors) => onInvalid?.(errors, form)),
    reset,
    confirmation,
    dismissConfirmation: () => setConfirmation(null),
  };
}

interface FormKitContextValue {
  idPrefix: string;
  busy: boolean;
  confirmation: ToastMessage | null;
}

const FormKitContext = createContext<FormKitContextValue>({
  idPrefix: "field",
  busy: false,
  confirmation: null,
});

/** The form element of a kit: its fields find the form, their ids and the busy state through context. */
export function KitForm<Input extends FieldValues, Output>({
  kit,
  children,
  ...props
}: { kit: FormKit<Input, Output> } & Omit<ComponentProps<"form">, "onSubmit" | "noValidate">) {
  const idPrefix = useId();
  // Enter in a field submits a form only while its button is enabled (HTML's implicit submission); while the button
  // waits for a consent, Enter validates instead, so the visitor sees what is missing, the first field focused.
  const validateOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || kit.busy || !(event.target instanceof HTMLInputElement)) return;
    const submit = event.currentTarget.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!submit?.disabled) return;
    event.preventDefault();
    void kit.onSubmit();
  };
  const dismiss = kit.confirmation ? kit.dismissConfirmation : undefined;
  return (
    <FormProvider {...kit.form}>
      <FormKitContext.Provider value={{ idPrefix, busy: kit.busy, confirmation: kit.confirmation }}>
        <form noValidate onSubmit={kit.onSubmit} onKeyDown={validateOnEnter} onInput={dismiss} {...props}>
          {children}
        </form>
      </FormKitContext.Provider>
    </FormProvider>
  );
}

/** The field's id, error message and the busy state. */
function useKitField(name: string) {
  const { idPrefix, busy } = useContext(FormKitContext);
  const form = useFormContext();
  const error = form.getFieldState(name, form.formState).error?.message;
  return { form, id: `${idPrefix}-${name}`, error, busy };
}

type KitFieldProps = { name: string; label: ReactNode };

/** A text input bound to the kit's form field `name`. */
export function KitTextField({
  name,
  label,
  ...input
}: KitFieldProps & Omit<ComponentProps<"input">, "name">) {
  const { form, id, error, busy } = useKitField(name);
  return (
    <TextField id={id} label={label} error={error} disabled={busy} {...input} {...form.register(name)} />
  );
}

/** A multi-line text box bound to the kit's form field `name`. */
export function KitTextAreaField({
  name,
  label,
  ...textarea
}: KitFieldProps & Omit<ComponentProps<"textarea">, "name">) {
  const { form, id, error, busy } = useKitField(name);
  return (
    <TextAreaField
      id={id}
      label={label}
      error={error}
      disabled={busy}
      {...textarea}
      {...form.register(name)}
    />
  );
}

/** The props a controlled part (select, consent) takes from its form field, and the field's value and setter. */
function useKitControl(name: string) {
  const { form, id, error, busy } = useKitField(name);
  const { field } = useController({ name, control: form.control });
  const control = { id, error, disabled: busy, name: field.name, onBlur: field.onBlur, ref: field.ref };
  return { control, value: field.value, onChange: field.onChange };
}

/** A select over a domain option list, bound to the kit's form field `name`. */
export function KitSelectField({
  name,
  label,
  options,
  placeholder,
}: KitFieldProps & {
  options: readonly { readonly value: string; readonly label: string }[];
  placeholder: string;
}) {
  const { control, value, onChange } = useKitControl(name);
  return (
    <SelectField
      {...control}
      label={label}
      options={options}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
    />
  );
}

/** A consent switch or checkbox bound to the kit's boolean form field `name`. */
export function KitConsentField({ name, label, kind }: KitFieldProps & { kind: "switch" | "checkbox" }) {
  const { control, value, onChange } = useKitControl(name);
  return <ConsentField {...control} kind={kind} label={label} checked={value === true} onChange={onChange} />;
}

/** The privacy-policy consent every form asks for, with its link opening in a new tab. */
export function KitPrivacyConsent({
  name,
  kind,
  lead = "Acepto la",
}: {
  name: string;
  kind: "switch" | "checkbox";
  /** The words before the link. */
  lead?: string;
}) {
  return (
    <KitConsentField
      name={name}
      kind={kind}
      label={
        <>
          {lead} <NewTabLink href="/privacidad">política de privacidad</NewTabLink>
        </>
      }
    />
  );
}

/** Why a submit button waits, said beside it. */
const WAITING_FOR = {
  privacy: "Acepta la política de privacidad para enviar.",
  errors: "Corrige los campos marcados para enviar.",
} as const;

interface KitSubmitProps<Input extends FieldValues>
  extends Omit<ComponentProps<typeof SubmitButton>, "pending" | "pendingLabel" | "disabled"> {
  /** The specification's enable rule: these boolean fields must be on… */
  requires?: readonly Path<Input>[];
  /** …and these fields must have no error message showing. */
  blockedByErrorIn?: readonly Path<Input>[];
  /** What the visitor reads beside the button while `requires` is not met; the privacy consent by default. */
  requiresHint?: string;
}

/**
 * The submit button: disabled while busy and until the form's enable rule holds, saying why beside it (and to
 * screen readers, through aria-describedby); 'Enviando...' while sending; the confirmation of a send under it.
 */
export function KitSubmit<Input extends FieldValues>({
  requires = [],
  blockedByErrorIn = [],
  requiresHint = WAITING_FOR.privacy,
  ...button
}: KitSubmitProps<Input>) {
  const { idPrefix, busy, confirmation } = useContext(FormKitContext);
  const form = useFormContext<Input>();
  const required = useWatch({ control: form.control, name: [...requires] });
  const blocked = blockedByErrorIn.some(
    (name) => form.getFieldState(name, form.formState).error !== undefined,
  );
  const waitingFor = !required.every((value) => value === true)
    ? requiresHint
    : blocked
      ? WAITING_FOR.errors
      : null;
  const hintId = `${idPrefix}-submit-hint`;
  // Just after a send the form is empty again: the confirmation speaks, not the rule.
  const hint = busy || confirmation ? null : waitingFor;
  return (
    <div data-slot="form-submit" className="flex flex-col gap-2">
      <SubmitButton
        pending={busy}
        pendingLabel="Enviando..."
        disabled={waitingFor !== null}
        aria-describedby={hint ? hintId : undefined}
        {...button}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {confirmation ? <FormConfirmation message={confirmation} /> : null}
    </div>
  );
}

/** The kit's parts under one name, so a form imports one thing: `<Kit.Form kit={kit}>`, `<Kit.TextField name="…" />`. */
export const Kit = {
  Form: KitForm,
  TextField: KitTextField,
  TextAreaField: KitTextAreaField,
  SelectField: KitSelectField,
  ConsentField: KitConsentField,
  PrivacyConsent: KitPrivacyConsent,
  Submit: KitSubmit,
};
