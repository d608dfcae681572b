import { HOME_ANCHORS } from "@nivelia/domain/site";
import { CUSTOM_STACK_RESULT_MS, type CustomStackResult, checkCustomStack } from "@nivelia/domain/stacks";
import { Button, cn, DialogDescription, DialogFrame, DialogTitle, Input, Label } from "@nivelia/ui";
import { CheckCircle2Icon, SearchIcon, XCircleIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { useCloseThenGoTo } from "../../shell/use-anchor-navigation";
import { useTimedCheck } from "./use-timed-result";

type ShownResult = Exclude<CustomStackResult, { kind: "none" }>;

interface CustomStackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Tu Stack Personalizado': checks a stack or technology name; each answer clears after 5 s (sections 4 and 5). */
function CustomStackDialog({ open, onOpenChange }: CustomStackDialogProps) {
  const { inputId, inputProps, result, submit } = useTimedCheck<ShownResult>((text) => {
    const outcome = checkCustomStack(text);
    return outcome.kind === "none" ? null : outcome;
  }, CUSTOM_STACK_RESULT_MS);
  const closeThenGoTo = useCloseThenGoTo(() => onOpenChange(false));

  // Closes the dialog first so the page under it can scroll, then goes to the contact form.
  const contactTeam = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    closeThenGoTo(HOME_ANCHORS.contact);
  };

  const found = result !== null && result.kind !== "not-found";

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Cerrar"
      className="sm:max-w-lg"
      header={
        <>
          <DialogTitle>Tu Stack Personalizado</DialogTitle>
          <DialogDescription>Verifica si soportamos tu stack</DialogDescription>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-2">
        <Label htmlFor={inputId} className="sr-only">
          Nombre de tu stack
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input {...inputProps} placeholder="Busca tu stack (ej: LAMP, Ruby on Rails, etc)" />
          <Button type="submit">
            <SearchIcon aria-hidden="true" />
            Verificar Stack
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <div
            className={cn(
              "flex items-start gap-2 rounded-lg border p-4 text-sm",
              found ? "border-success/40 bg-success/5" : "border-destructive/40 bg-destructive/5",
            )}
          >
            {found ? (
              <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <XCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            )}
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{result.title}</p>
              {"detail" in result && result.detail ? (
                <p className="text-muted-foreground">{result.detail}</p>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      <div className="rounded-lg bg-muted p-4 text-sm">
        <p className="font-semibold">¿No encuentras tu stack?</p>
        <a
          href={`/#${HOME_ANCHORS.contact}`}
          onClick={contactTeam}
          className="mt-1 inline-block font-medium text-primary underline-offset-4 hover:underline"
        >
          Contacta con nuestro equipo →
        </a>
      </div>
    </DialogFrame>
  );
}

export { CustomStackDialog };
