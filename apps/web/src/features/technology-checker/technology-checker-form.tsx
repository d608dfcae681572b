import { FIELD_LIMITS, validateTechnologyInput } from "@nivelia/domain/forms";
import { Badge, Button, Input, Label } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CheckCircle2Icon, Loader2Icon, SearchIcon, XCircleIcon } from "lucide-react";
import { type FormEvent, type InputEvent, useId, useState } from "react";
import { QueryProvider } from "../../lib/query-client";
import { useVerifyTechnology } from "./use-verify-technology";

/** The error text that earns a link to the team (section 2.4). */
const NOT_DEVELOPMENT_MARK = "tecnología de desarrollo";

interface TechnologyCheckerFormProps {
  /** Closes the dialog (the link to the team does, as it leaves for the contact page). */
  onClose: () => void;
}

/**
 * The checker's form and its answer. It lives in the dialog's content, which Radix unmounts as the dialog closes:
 * closing resets everything (section 4).
 */
function TechnologyCheckerForm(props: TechnologyCheckerFormProps) {
  return (
    <QueryProvider>
      <TechnologyChecker {...props} />
    </QueryProvider>
  );
}

function TechnologyChecker({ onClose }: TechnologyCheckerFormProps) {
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useVerifyTechnology();
  const inputId = useId();
  const errorId = useId();

  // Typing stops at the limit (section 5); a longer paste goes through so that validation can say why.
  const blockTypingPastLimit = (event: InputEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const selected = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
    const typedOneCharacter = [...event.data].length === 1;
    if (typedOneCharacter && input.value.length - selected >= FIELD_LIMITS.shortText) event.preventDefault();
  };

  const change = (next: string) => {
    setValue(next);
    // Emptying the field says what is missing; any other message waits for the next submit.
    if (next.trim() === "" && value.trim() !== "") {
      const checked = validateTechnologyInput(next);
      setFieldError(checked.ok ? null : checked.message);
    } else if (fieldError) {
      setFieldError(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTechnologyInput(value);
    if (!checked.ok) {
      setFieldError(checked.message);
      verify.reset();
      return;
    }
    setFieldError(null);
    verify.mutate(checked.value);
  };

  const busy = verify.isPending;
  const result = verify.data;
  const errorMessage = verify.error?.message;

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Label htmlFor={inputId}>¿Qué tecnología quieres verificar?</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={value}
            disabled={busy}
            placeholder="Ej: React, PostgreSQL…"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onBeforeInput={blockTypingPastLimit}
            onChange={(event) => change(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" disabled={busy || value.trim() === ""}>
            {busy ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <SearchIcon aria-hidden="true" />
            )}
            {busy ? "Analizando" : "Verificar"}
          </Button>
        </div>
        {fieldError ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {fieldError}
          </p>
        ) : null}
      </form>
      <div aria-live="polite">
        {result ? (
          <div className="flex flex-col gap-4 rounded-lg border border-success/40 bg-success/5 p-4">
            <p className="flex items-center gap-2 font-semibold text-success">
              <CheckCircle2Icon aria-hidden="true" className="size-5" />¡{result.technology} está soportado!
            </p>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="font-medium">Familia</dt>
                <dd className="text-muted-foreground">{result.family}</dd>
              </div>
              <BadgeTerm term="Tecnologías relacionadas" items={result.relatedTechs} variant="secondary" />
              <BadgeTerm term="Stacks compatibles" items={result.possibleStacks} variant="outline" />
            </dl>
            <Button asChild className="self-start">
              <Link to="/prueba-gratis" onClick={onClose}>
                Empieza tu prueba gratis
              </Link>
            </Button>
          </div>
        ) : null}
        {errorMessage ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
          >
            <p className="flex items-start gap-2 text-sm">
              <XCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
              {errorMessage}
            </p>
            {errorMessage.includes(NOT_DEVELOPMENT_MARK) ? (
              <Button asChild variant="outline" className="self-start">
                <Link to="/contacto" onClick={onClose}>
                  Contactar con el equipo
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** A term of the result with its values as badges; nothing when there are none. */
function BadgeTerm({
  term,
  items,
  variant,
}: {
  term: string;
  items: readonly string[];
  variant: "secondary" | "outline";
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <Badge key={item} variant={variant}>
            {item}
          </Badge>
        ))}
      </dd>
    </div>
  );
}

export { TechnologyCheckerForm };
