import type { DemoCandidate } from "@nivelia/domain/content";
import { Button, cn } from "@nivelia/ui";
import { BriefcaseIcon, HeartHandshakeIcon, MapPinIcon } from "lucide-react";

interface CandidateCardProps {
  candidate: DemoCandidate;
  onOpen: () => void;
  onMatch: () => void;
}

/** Initials for the avatar; the name itself appears only in the candidate modal. */
function initialsOf(name: string): string {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
}

/** One sample candidate of the mock-up: the row opens the candidate modal, 'Match' opens the match explainer. */
function CandidateCard({ candidate, onOpen, onMatch }: CandidateCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4 transition-colors hover:border-primary sm:flex-row sm:items-center">
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="flex flex-1 flex-col gap-3 text-left sm:flex-row sm:items-center"
      >
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
        >
          {initialsOf(candidate.name)}
        </span>
        <span className="flex flex-1 flex-col gap-1">
          <span className="font-semibold">{candidate.role}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            {[
              { icon: BriefcaseIcon, text: candidate.experience },
              { icon: MapPinIcon, text: candidate.location },
            ].map(({ icon: Icon, text }) => (
              <span key={text} className="inline-flex items-center gap-1">
                <Icon aria-hidden="true" className="size-3.5" />
                {text}
              </span>
            ))}
            <span
              className={cn(
                "rounded-full px-2 py-0.5 font-medium text-xs",
                candidate.available ? "bg-success text-success-foreground" : "bg-muted text-foreground",
              )}
            >
              {candidate.available ? "Disponible" : "No disponible ahora"}
            </span>
          </span>
          <span className="flex flex-wrap gap-1.5">
            {candidate.technologies.slice(0, 3).map((technology) => (
              <span
                key={technology}
                className="rounded-md border border-border bg-muted px-2 py-0.5 font-medium text-xs"
              >
                {technology}
              </span>
            ))}
          </span>
        </span>
        <span className="font-bold text-2xl text-primary">
          {candidate.score}%<span className="sr-only"> de puntuación</span>
        </span>
      </button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onMatch}
        aria-haspopup="dialog"
        aria-label={`Match con ${candidate.role}`}
      >
        <HeartHandshakeIcon aria-hidden="true" />
        Match
      </Button>
    </li>
  );
}

export { CandidateCard };
