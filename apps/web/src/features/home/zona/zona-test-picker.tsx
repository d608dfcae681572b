import { BRAND } from "@nivelia/domain/brand";
import { ASSESSMENT_TYPES, ZONA_MAX_SELECTED } from "@nivelia/domain/content";
import { cn } from "@nivelia/ui";
import { CheckIcon } from "lucide-react";
import { useState } from "react";
import { AssessmentIcon } from "../assessment-types/assessment-icon";

const LIMIT_MESSAGE = `Puedes elegir hasta ${ZONA_MAX_SELECTED} pruebas. Quita una para elegir otra.`;

/** Static mock-up of the Zona's test selection: up to three of the nine types; a fourth is politely refused. */
function ZonaTestPicker() {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [message, setMessage] = useState("");

  const toggle = (id: string) => {
    if (selected.includes(id)) {
      setSelected(selected.filter((item) => item !== id));
      setMessage("");
      return;
    }
    if (selected.length >= ZONA_MAX_SELECTED) {
      setMessage(LIMIT_MESSAGE);
      return;
    }
    setSelected([...selected, id]);
    setMessage("");
  };

  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-lg">
      <div className="flex items-center gap-2 border-border border-b bg-muted px-4 py-3">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-green-500" />
        </span>
        <p className="ml-2 font-medium text-muted-foreground text-sm">
          Zona {BRAND.productName} · Nueva práctica
        </p>
      </div>
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h3 id="zona-picker-heading" className="font-semibold text-lg">
              Elige tus pruebas
            </h3>
            <p className="text-muted-foreground text-sm">
              Vista previa: selecciona hasta {ZONA_MAX_SELECTED} de los {ASSESSMENT_TYPES.length} tipos de
              prueba.
            </p>
          </div>
          <p className="shrink-0 rounded-full bg-secondary px-3 py-1 font-bold text-secondary-foreground text-sm">
            <span data-testid="zona-counter">
              {selected.length} / {ZONA_MAX_SELECTED}
            </span>
            <span className="sr-only"> pruebas elegidas</span>
          </p>
        </div>
        <ul aria-labelledby="zona-picker-heading" className="grid gap-2 sm:grid-cols-2">
          {ASSESSMENT_TYPES.map((type) => {
            const isSelected = selected.includes(type.id);
            return (
              <li key={type.id} className="flex">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => toggle(type.id)}
                  className={cn(
                    "flex flex-1 items-center gap-3 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors",
                    isSelected
                      ? "border-primary bg-secondary text-secondary-foreground"
                      : "border-border bg-background hover:bg-accent",
                  )}
                >
                  <AssessmentIcon name={type.icon} className="size-4 shrink-0" />
                  <span className="flex-1">{type.title}</span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "flex size-5 shrink-0 items-center justify-center rounded-full border",
                      isSelected ? "border-primary bg-primary text-primary-foreground" : "border-input",
                    )}
                  >
                    {isSelected ? <CheckIcon className="size-3.5" /> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p role="status" aria-live="polite" className="min-h-5 font-medium text-sm">
          {message}
        </p>
      </div>
    </div>
  );
}

export { ZonaTestPicker };
