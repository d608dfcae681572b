import { QUICK_SEARCH_RESULT_MS, type QuickSearchResult, quickSearch } from "@nivelia/domain/stacks";
import { Button, cn, Input, Label } from "@nivelia/ui";
import { CheckCircle2Icon, SearchIcon, XCircleIcon } from "lucide-react";
import { useTimedCheck } from "./use-timed-result";

type ShownResult = Exclude<QuickSearchResult, { status: "none" }>;

/** The 'Buscar' panel: checks a technology against the main list; the answer clears after 3 s (sections 4 and 5). */
function QuickSearchPanel({ id }: { id: string }) {
  const { inputId, inputProps, result, submit } = useTimedCheck<ShownResult>((text) => {
    const outcome = quickSearch(text);
    return outcome.status === "none" ? null : outcome;
  }, QUICK_SEARCH_RESULT_MS);

  return (
    <div id={id} className="mt-4 rounded-xl border border-border bg-card p-4 text-card-foreground">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>Busca una tecnología</Label>
          <Input {...inputProps} placeholder="Ej: React, Kubernetes…" />
        </div>
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Verificar
        </Button>
      </form>
      <div role="status" aria-live="polite" className="mt-3 min-h-6 text-sm">
        {result ? (
          <p
            className={cn(
              "flex items-start gap-2",
              result.status === "supported" ? "text-success" : "text-destructive",
            )}
          >
            {result.status === "supported" ? (
              <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <XCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {result.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export { QuickSearchPanel };
