import {
  ASSESSMENT_ALL_LABEL,
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_TYPES,
  type AssessmentCategoryId,
  assessmentTypesIn,
} from "@nivelia/domain/content";
import { cn } from "@nivelia/ui";

/** What the chips filter by: one category, or every type. */
type AssessmentFilter = AssessmentCategoryId | "todos";

// Counts come from the data, so a new type updates its chip on its own.
const CHIPS: ReadonlyArray<{ id: AssessmentFilter; label: string }> = [
  { id: "todos", label: `${ASSESSMENT_ALL_LABEL} (${ASSESSMENT_TYPES.length})` },
  ...ASSESSMENT_CATEGORIES.map((category) => ({
    id: category.id,
    label: `${category.label} (${assessmentTypesIn(category.id).length})`,
  })),
];

interface AssessmentFilterChipsProps {
  value: AssessmentFilter;
  onChange: (value: AssessmentFilter) => void;
}

/** Toggle chips 'Todos (9)', 'Fundamentos (4)', …; the pressed one is the active filter. */
function AssessmentFilterChips({ value, onChange }: AssessmentFilterChipsProps) {
  return (
    <fieldset className="flex flex-wrap justify-center gap-2">
      <legend className="sr-only">Filtrar por categoría</legend>
      {CHIPS.map((chip) => (
        <button
          key={chip.id}
          type="button"
          aria-pressed={chip.id === value}
          onClick={() => onChange(chip.id)}
          className={cn(
            "rounded-full border px-4 py-2 font-semibold text-sm transition-colors",
            chip.id === value
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border bg-background text-foreground hover:bg-accent",
          )}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}

export { type AssessmentFilter, AssessmentFilterChips };
