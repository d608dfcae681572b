import { USE_CASE_POPULAR_LABEL, type UseCase } from "@nivelia/domain/content";
import { cn } from "@nivelia/ui";
import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import {
  ENTRANCE_DELAY_MS,
  REVEAL_CLASSES,
  REVEAL_TRANSITION,
  useRevealOnView,
} from "../../shell/use-reveal-on-view";
import { useCaseIcon } from "./use-case-icons";

/** What a use-case card shows: its icon, title and text, and the call to action at the bottom. */
function UseCaseCardFace({
  icon: Icon,
  title,
  text,
  cta,
  arrowClassName,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  cta: string;
  arrowClassName: string;
}) {
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="font-semibold text-lg">{title}</span>
      <span className="text-muted-foreground text-sm">{text}</span>
      <span className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary text-sm">
        {cta}
        <ArrowRightIcon aria-hidden="true" className={arrowClassName} />
      </span>
    </>
  );
}

interface UseCaseCardProps {
  useCase: UseCase;
  onOpen: () => void;
}

/** One of the five cases: highlights on hover, fades in when scrolled into view, opens the case modal. */
function UseCaseCard({ useCase, onOpen }: UseCaseCardProps) {
  const { ref, state: reveal } = useRevealOnView<HTMLLIElement>(ENTRANCE_DELAY_MS);
  const Icon = useCaseIcon(useCase.icon);

  return (
    <li ref={ref} className={cn("flex", REVEAL_TRANSITION, REVEAL_CLASSES[reveal])}>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className={cn(
          "group relative flex w-full flex-col gap-3 rounded-xl border bg-card p-6 text-left text-card-foreground shadow-sm transition-[border-color,box-shadow,transform] duration-200 hover:-translate-y-1 hover:border-primary hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0",
          useCase.popular ? "border-primary" : "border-border",
        )}
      >
        {useCase.popular ? (
          <span className="absolute -top-3 right-4 rounded-full bg-primary px-3 py-0.5 font-semibold text-primary-foreground text-xs">
            {USE_CASE_POPULAR_LABEL}
          </span>
        ) : null}
        <UseCaseCardFace
          icon={Icon}
          title={useCase.title}
          text={useCase.summary}
          cta="Ver caso de uso"
          arrowClassName="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
        />
      </button>
    </li>
  );
}

export { UseCaseCard, UseCaseCardFace };
