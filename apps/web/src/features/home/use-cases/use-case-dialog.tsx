import { USE_CASES } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { useNavigate } from "@tanstack/react-router";
import {
  ArrowRightIcon,
  CalculatorIcon,
  CheckCircle2Icon,
  ChevronLeftIcon,
  ChevronRightIcon,
} from "lucide-react";
import { type MouseEvent, useRef } from "react";
import { useCloseThenGoTo } from "../../shell/use-anchor-navigation";
import { IconList } from "../icon-list";
import { useCaseIcon } from "./use-case-icons";

interface UseCaseDialogProps {
  /** Position of the shown case in USE_CASES. */
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The home anchor a '/#anchor' link points to. */
function homeAnchorOf(link: `/#${string}`): string {
  return link.slice(2);
}

/** A use case in full, with previous/next navigation across the five (section 2.4). */
function UseCaseDialog({ index, onIndexChange, open, onOpenChange, onCloseAutoFocus }: UseCaseDialogProps) {
  const closeThenGoTo = useCloseThenGoTo(() => onOpenChange(false));
  const navigate = useNavigate();
  const contentRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const useCase = USE_CASES[index];
  const last = USE_CASES.length - 1;

  if (!useCase) return null;

  const followCta = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (useCase.ctaLink === "/candidatos") {
      onOpenChange(false);
      void navigate({ to: useCase.ctaLink });
      return;
    }
    closeThenGoTo(homeAnchorOf(useCase.ctaLink));
  };

  const showCalculator = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    closeThenGoTo(HOME_ANCHORS.calculator);
  };

  const goTo = (target: number) => {
    onIndexChange(target);
    // A new case starts at its top.
    contentRef.current?.scrollTo({ top: 0 });
    // The button just pressed becomes disabled at either end: keep focus on a usable control.
    if (target === last) previousRef.current?.focus();
    if (target === 0) nextRef.current?.focus();
  };

  const Icon = useCaseIcon(useCase.icon);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        closeLabel="Cerrar el caso de uso"
        onCloseAutoFocus={onCloseAutoFocus}
        className="sm:max-w-3xl"
      >
        <DialogHeader>
          <p className="flex items-center gap-2 font-semibold text-primary text-sm">
            <Icon aria-hidden="true" className="size-4" />
            Caso de uso {useCase.id}
          </p>
          <DialogTitle>{useCase.title}</DialogTitle>
          <DialogDescription>{useCase.summary}</DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 rounded-lg bg-muted p-4 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-sm">Para quién</h3>
            <p className="mt-1 font-medium">{useCase.persona.role}</p>
            <p className="mt-1 text-muted-foreground text-sm">{useCase.persona.description}</p>
          </div>
          <div>
            <h3 className="font-semibold text-sm">Departamentos</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {useCase.departments.map((department) => {
                const DepartmentIcon = useCaseIcon(department.icon);
                return (
                  <li
                    key={department.name}
                    className="inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-3 py-1 text-sm"
                  >
                    <DepartmentIcon aria-hidden="true" className="size-4 text-primary" />
                    {department.name}
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <div>
          <h3 className="font-semibold">El problema</h3>
          <p className="mt-1 font-medium">{useCase.painPoint}</p>
          <p className="mt-2 text-muted-foreground text-sm">{useCase.story}</p>
        </div>

        <div>
          <h3 className="font-semibold">Las preguntas que te haces</h3>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {useCase.questions.map((question) => (
              <li key={question} className="rounded-md border border-border px-3 py-2">
                {question}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="font-semibold">La solución</h3>
          <p className="mt-1 text-sm">{useCase.solution}</p>
        </div>

        <div>
          <h3 className="font-semibold">Beneficios</h3>
          <IconList
            items={useCase.benefits}
            icon={CheckCircle2Icon}
            className="mt-2 grid gap-1.5 text-sm"
            iconClassName="mt-0.5 size-4 shrink-0 text-success"
          />
        </div>

        <dl className="grid grid-cols-3 gap-3 rounded-lg bg-secondary p-4 text-center text-secondary-foreground">
          {useCase.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-xs">{stat.label}</dt>
              <dd className="font-bold text-2xl">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <a href={useCase.ctaLink} onClick={followCta}>
              {useCase.ctaLabel}
              <ArrowRightIcon aria-hidden="true" />
            </a>
          </Button>
          {useCase.showCalculator ? (
            <Button asChild variant="outline">
              <a href={`/#${HOME_ANCHORS.calculator}`} onClick={showCalculator}>
                <CalculatorIcon aria-hidden="true" />
                Ver calculadora
              </a>
            </Button>
          ) : null}
        </div>

        <nav
          aria-label="Casos de uso"
          className="flex items-center justify-between gap-2 border-border border-t pt-4"
        >
          <Button
            ref={previousRef}
            variant="ghost"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            aria-label="Caso de uso anterior"
          >
            <ChevronLeftIcon aria-hidden="true" />
            Anterior
          </Button>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {index + 1} / {USE_CASES.length}
          </p>
          <Button ref={nextRef} variant="ghost" onClick={() => goTo(index + 1)} disabled={index === last}>
            Leer siguiente caso de uso
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

export { UseCaseDialog };
