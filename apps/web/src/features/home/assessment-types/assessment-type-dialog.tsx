import { ASSESSMENT_CATEGORIES, type AssessmentType } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Badge, Button, DialogDescription, DialogFrame, DialogTitle } from "@nivelia/ui";
import { ClockIcon } from "lucide-react";
import { useCloseThenGoTo } from "../../shell/use-anchor-navigation";
import { AssessmentIcon } from "./assessment-icon";

interface AssessmentTypeDialogProps {
  type: AssessmentType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog opens without a Radix trigger, so the caller says where focus returns on close. */
  returnFocusTo: () => HTMLElement | null;
}

/** Detail of one assessment type: what it evaluates, its value for People and the business, a real example. */
function AssessmentTypeDialog({ type, open, onOpenChange, returnFocusTo }: AssessmentTypeDialogProps) {
  const closeThenGoTo = useCloseThenGoTo(() => onOpenChange(false));
  const category = ASSESSMENT_CATEGORIES.find((item) => item.id === type.category);

  const tryIt = () => closeThenGoTo(HOME_ANCHORS.pricing);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Cerrar el detalle"
      className="sm:max-w-2xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // No scroll: after 'Quiero probarlo' the page is on its way to pricing.
        returnFocusTo()?.focus({ preventScroll: true });
      }}
      header={
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <AssessmentIcon name={type.icon} className="size-5" />
            </span>
            {category ? <Badge variant="secondary">{category.label}</Badge> : null}
            <Badge variant="outline">
              <ClockIcon aria-hidden="true" />
              Duración típica: {type.durationMinutes} minutos
            </Badge>
          </div>
          <DialogTitle className="mt-2">{type.title}</DialogTitle>
          <DialogDescription>{type.description}</DialogDescription>
        </>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Entendido
          </Button>
          <Button onClick={tryIt}>Quiero probarlo</Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <section className="flex flex-col gap-1.5">
          <h3 className="font-semibold">Qué evalúa técnicamente</h3>
          <p className="text-muted-foreground text-sm">{type.evaluation}</p>
        </section>
        <section className="flex flex-col gap-1.5">
          <h3 className="font-semibold">Valor para People y negocio</h3>
          <p className="text-muted-foreground text-sm">{type.hrInsight}</p>
        </section>
        <section className="flex flex-col gap-1.5">
          <h3 className="font-semibold">Ejemplo técnico real</h3>
          <p className="rounded-lg border border-border bg-muted p-4 font-mono text-sm">{type.example}</p>
        </section>
      </div>
    </DialogFrame>
  );
}

export { AssessmentTypeDialog };
