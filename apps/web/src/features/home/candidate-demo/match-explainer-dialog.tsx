import { MATCH_EXPLAINER_POINTS, MATCH_EXPLAINER_TITLE } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button, DialogCloseButton, DialogDescription, DialogFrame, DialogTitle } from "@nivelia/ui";
import type { MouseEvent } from "react";
import { useCloseThenGoTo } from "../../shell/use-anchor-navigation";
import { IconPoint } from "../icon-point";
import { demoIcon } from "./demo-icons";

/** The match explainer's points, smaller than the candidate dialog's. */
const EXPLAINER_POINT = {
  item: "flex gap-3",
  badge: "size-9 bg-secondary text-secondary-foreground",
  icon: "size-4",
  title: "font-semibold text-sm",
  description: "text-muted-foreground text-sm",
};

/** Served from apps/web/public: the page's content security policy allows images from the site only. */
const MATCH_ANIMATION_SRC = "/match-animation.svg";

interface MatchExplainerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** What a match means: the candidate chooses, stays anonymous, and it is free for companies (section 2.4). */
function MatchExplainerDialog({ open, onOpenChange, onCloseAutoFocus }: MatchExplainerDialogProps) {
  const closeThenGoTo = useCloseThenGoTo(() => onOpenChange(false));

  const goToPricing = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    closeThenGoTo(HOME_ANCHORS.pricing);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Cerrar"
      onCloseAutoFocus={onCloseAutoFocus}
      className="sm:max-w-lg"
      header={
        <>
          <DialogTitle>{MATCH_EXPLAINER_TITLE}</DialogTitle>
          <DialogDescription>
            Propones un match y el candidato decide si quiere conectar contigo.
          </DialogDescription>
        </>
      }
      footer={
        <>
          <Button asChild variant="outline">
            <a href={`/#${HOME_ANCHORS.pricing}`} onClick={goToPricing}>
              Ver precios
            </a>
          </Button>
          <DialogCloseButton type="button">Entendido</DialogCloseButton>
        </>
      }
    >
      <img
        src={MATCH_ANIMATION_SRC}
        alt="Animación: una empresa y un candidato anónimo se conectan con un match"
        width={320}
        height={120}
        className="mx-auto h-auto w-full max-w-xs"
      />
      <ul className="grid gap-3">
        {MATCH_EXPLAINER_POINTS.map((point) => (
          <IconPoint
            key={point.title}
            icon={demoIcon(point.icon)}
            title={point.title}
            description={point.description}
            classes={EXPLAINER_POINT}
          />
        ))}
      </ul>
    </DialogFrame>
  );
}

export { MatchExplainerDialog };
