import { type AssistantState, REFERENCE_PROFILE, selectAssistantInputs } from "@nivelia/domain/assistant";
import {
  ASSISTANT_TIME_REDUCTION_PERCENT,
  computeHiringCost,
  describeHiringCost,
  formatPercent,
} from "@nivelia/domain/calculator";
import { Button, Label, Switch } from "@nivelia/ui";
import { useId, useMemo } from "react";
import { HiringCostComparison } from "../home/calculator/hiring-cost-panel";

/** The right-hand panel: live figures from the answers so far, or from the reference profile when toggled on. */
function AssistantResultsPanel({
  state,
  onToggleReference,
  onContact,
}: {
  state: AssistantState;
  onToggleReference: () => void;
  onContact: () => void;
}) {
  const switchId = useId();
  const profileId = useId();
  const figures = useMemo(() => describeHiringCost(computeHiringCost(selectAssistantInputs(state))), [state]);

  return (
    <aside
      aria-labelledby="assistant-results-title"
      className="flex flex-col gap-5 self-start rounded-xl border border-border bg-card p-6 lg:sticky lg:top-24"
    >
      <div>
        <h2 id="assistant-results-title" className="font-bold text-2xl">
          {state.useReferenceValues ? "Estimación de referencia" : "Tu estimación en directo"}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          {state.useReferenceValues
            ? `Valores de referencia: ${REFERENCE_PROFILE.label.toLowerCase()}.`
            : "Las cifras se actualizan con cada respuesta."}
        </p>
      </div>

      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={state.useReferenceValues}
          onCheckedChange={onToggleReference}
          aria-describedby={profileId}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={switchId}>Usar valores de referencia</Label>
          <p id={profileId} className="text-muted-foreground text-sm">
            {REFERENCE_PROFILE.label}
          </p>
        </div>
      </div>

      <HiringCostComparison figures={figures} />

      <div className="rounded-xl bg-success p-4 text-success-foreground">
        <p className="font-bold text-3xl tabular-nums" data-figure="timeReduction">
          {formatPercent(ASSISTANT_TIME_REDUCTION_PERCENT)}
        </p>
        <p className="text-sm">menos tiempo de evaluación técnica</p>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onContact}>
          Solicitar demo
        </Button>
        <Button type="button" variant="outline" onClick={onContact}>
          Contactar con el equipo
        </Button>
      </div>
    </aside>
  );
}

export { AssistantResultsPanel };
