import {
  CANDIDATE_MODAL_BENEFITS,
  candidateNextHireTitle,
  type DemoCandidate,
} from "@nivelia/domain/content";
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { ArrowRightIcon } from "lucide-react";
import { IconPoint } from "../icon-point";
import { demoIcon } from "./demo-icons";

/** The benefits of the candidate dialog, each in its own bordered box. */
const BENEFIT_POINT = {
  item: "flex gap-3 rounded-lg border border-border p-4",
  badge: "size-10 bg-secondary text-secondary-foreground",
  icon: "size-5",
  title: "font-semibold",
  description: "mt-1 text-muted-foreground text-sm",
};

interface CandidateDialogProps {
  candidate: DemoCandidate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Closes this modal and opens the access request. */
  onRequestAccess: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Could be your next hire': the candidate's name, three benefits and a way to ask for access (section 2.4). */
function CandidateDialog({
  candidate,
  open,
  onOpenChange,
  onRequestAccess,
  onCloseAutoFocus,
}: CandidateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" onCloseAutoFocus={onCloseAutoFocus} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{candidateNextHireTitle(candidate.name)}</DialogTitle>
          <DialogDescription>
            {candidate.role} · {candidate.experience} · {candidate.location} · {candidate.score}% de
            puntuación técnica
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {CANDIDATE_MODAL_BENEFITS.map((benefit) => (
            <IconPoint
              key={benefit.title}
              icon={demoIcon(benefit.icon)}
              title={benefit.title}
              description={benefit.description}
              classes={BENEFIT_POINT}
            />
          ))}
        </ul>
        <Button type="button" onClick={onRequestAccess} className="justify-self-start">
          Solicitar acceso
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </DialogContent>
    </Dialog>
  );
}

export { CandidateDialog };
