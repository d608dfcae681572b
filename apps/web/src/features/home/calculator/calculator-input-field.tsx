import type { HiringCostInputField } from "@nivelia/domain/calculator";
import { Input, Label } from "@nivelia/ui";
import { useId } from "react";

/** One labelled calculator box; plain text so that '007' and 'abc' reach the domain's normalisation. */
function CalculatorInputField({
  field,
  value,
  onChange,
}: {
  field: HiringCostInputField;
  value: string;
  onChange: (field: HiringCostInputField, raw: string) => void;
}) {
  const inputId = useId();
  const unitId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId} variant="wrapping">
        {field.label}
      </Label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          name={field.key}
          type="text"
          inputMode={field.integer ? "numeric" : "decimal"}
          autoComplete="off"
          aria-describedby={unitId}
          value={value}
          onChange={(event) => onChange(field, event.target.value)}
          className="tabular-nums"
        />
        {/* As wide as the longest unit, so the fields line up; a longer one widens its own row only. */}
        <span id={unitId} className="min-w-20 shrink-0 text-muted-foreground text-sm">
          {field.unit}
        </span>
      </div>
    </div>
  );
}

export { CalculatorInputField };
