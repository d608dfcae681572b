import { ASSESSMENT_CATEGORIES, type AssessmentType } from "@nivelia/domain/content";
import { Button, cn } from "@nivelia/ui";
import { InfoIcon } from "lucide-react";
import { REVEAL_ITEM_CLASS, revealDelay } from "../../shell/use-reveal-on-view";
import { AssessmentIcon } from "./assessment-icon";

interface AssessmentTypeCardProps {
  type: AssessmentType;
  /** Position in the list, for the fade-in stagger. */
  index: number;
  /** Receives the info button, so the modal can give focus back to it. */
  onShowDetail: (type: AssessmentType, opener: HTMLButtonElement) => void;
}

/** One assessment type: title, description and a technical example, with an info button for the detail modal. */
function AssessmentTypeCard({ type, index, onShowDetail }: AssessmentTypeCardProps) {
  const category = ASSESSMENT_CATEGORIES.find((item) => item.id === type.category);
  return (
    <li className={cn("flex", REVEAL_ITEM_CLASS)} style={revealDelay(index)} data-assessment-type={type.id}>
      <article className="flex flex-1 flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary">
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <AssessmentIcon name={type.icon} className="size-5" />
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Más información sobre ${type.title}`}
            onClick={(event) => onShowDetail(type, event.currentTarget)}
          >
            <InfoIcon aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          {category ? (
            <p className="font-semibold text-primary text-xs uppercase tracking-wide">{category.label}</p>
          ) : null}
          <h3 className="font-semibold text-lg leading-tight">{type.title}</h3>
          <p className="text-muted-foreground text-sm">{type.description}</p>
        </div>
        <div className="mt-auto rounded-lg bg-muted p-3">
          <p className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
            Ejemplo técnico
          </p>
          <p className="mt-1 text-sm">{type.example}</p>
        </div>
      </article>
    </li>
  );
}

export { AssessmentTypeCard };
