import { loadTechnologyFamily } from "@nivelia/domain/technology-families";
import type { TechnologySummary } from "@nivelia/domain/technology-index";
import { cn } from "@nivelia/ui";
import { TechnologyIcon } from "../../technology-entry/technology-icon";

interface TechnologyTileProps {
  technology: TechnologySummary;
  onSelect: (key: string) => void;
  className?: string;
}

/** One technology of a list: its icon and name; opens the technology detail dialog. */
function TechnologyTile({ technology, onSelect, className }: TechnologyTileProps) {
  // The detail needs this technology's tab of the catalogue: fetched as the visitor points, presses or focuses.
  const prefetch = () => void loadTechnologyFamily(technology.family).catch(() => undefined);
  return (
    <button
      type="button"
      onClick={() => onSelect(technology.key)}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      className={cn(
        "flex min-h-12 w-full items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-left font-medium text-card-foreground text-sm transition-colors hover:border-primary hover:bg-accent motion-reduce:transition-none",
        className,
      )}
    >
      <TechnologyIcon
        technology={technology}
        size={28}
        lazy
        className="size-7 shrink-0 rounded-sm bg-white p-0.5"
      />
      <span className="min-w-0 [overflow-wrap:anywhere]">{technology.name}</span>
    </button>
  );
}

export { TechnologyTile };
