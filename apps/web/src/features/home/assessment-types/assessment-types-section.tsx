import {
  ASSESSMENT_TYPES,
  type AssessmentType,
  assessmentTypesIn,
  SAMPLE_FEEDBACK_PDF,
} from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button } from "@nivelia/ui";
import { FileDownIcon } from "lucide-react";
import { useRef, useState } from "react";
import { NavItemLink } from "../../shell/nav-item-link";
import { revealListProps, useRevealOnView } from "../../shell/use-reveal-on-view";
import { HomeSection, SectionHeading } from "../home-section";
import { type AssessmentFilter, AssessmentFilterChips } from "./assessment-filter-chips";
import { AssessmentStats } from "./assessment-stats";
import { AssessmentTypeCard } from "./assessment-type-card";
import { AssessmentTypeDialog } from "./assessment-type-dialog";

/** The evaluation-types section: filter chips, the nine type cards with their detail modal, stats and actions. */
function AssessmentTypesSection() {
  const [filter, setFilter] = useState<AssessmentFilter>("todos");
  const [detail, setDetail] = useState<{ type: AssessmentType; open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const reveal = useRevealOnView<HTMLUListElement>();
  const shown = filter === "todos" ? ASSESSMENT_TYPES : assessmentTypesIn(filter);

  return (
    <HomeSection anchor={HOME_ANCHORS.evaluationTypes} headingId="evaluation-types-heading">
      <SectionHeading
        id="evaluation-types-heading"
        kicker="Tipos de evaluación"
        title="Evalúa exactamente lo que necesita cada puesto"
      >
        Combina {ASSESSMENT_TYPES.length} tipos de prueba técnica, de los fundamentos al trabajo en equipo, y
        adáptalos al stack y al nivel de tus candidatos.
      </SectionHeading>

      <div className="mt-10 flex flex-col gap-4">
        <AssessmentFilterChips value={filter} onChange={setFilter} />
        <p role="status" className="sr-only">
          {`Mostrando ${shown.length} de ${ASSESSMENT_TYPES.length} tipos de evaluación`}
        </p>
      </div>

      <ul
        {...revealListProps(reveal, "mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3")}
        aria-label="Tipos de evaluación"
      >
        {shown.map((type, index) => (
          <AssessmentTypeCard
            key={type.id}
            type={type}
            index={index}
            onShowDetail={(selected, button) => {
              opener.current = button;
              setDetail({ type: selected, open: true });
            }}
          />
        ))}
      </ul>

      <div className="mt-12">
        <AssessmentStats />
      </div>

      <div className="mt-10 flex flex-col items-center gap-3">
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button asChild size="lg">
            <NavItemLink
              item={{ kind: "link", label: "Quiero probarlo", to: "/", hash: HOME_ANCHORS.pricing }}
            />
          </Button>
          <Button asChild size="lg" variant="outline">
            <a
              href={SAMPLE_FEEDBACK_PDF.path}
              download={SAMPLE_FEEDBACK_PDF.fileName}
              aria-describedby="sample-feedback-note"
            >
              <FileDownIcon aria-hidden="true" />
              {SAMPLE_FEEDBACK_PDF.label}
            </a>
          </Button>
        </div>
        <p id="sample-feedback-note" className="text-muted-foreground text-sm">
          Descarga un informe de feedback de ejemplo (PDF, datos ficticios).
        </p>
      </div>

      {detail ? (
        <AssessmentTypeDialog
          type={detail.type}
          open={detail.open}
          onOpenChange={(open) => setDetail((current) => (current ? { ...current, open } : null))}
          returnFocusTo={() => opener.current}
        />
      ) : null}
    </HomeSection>
  );
}

export { AssessmentTypesSection };
