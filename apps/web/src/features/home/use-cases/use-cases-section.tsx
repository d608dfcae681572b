import { BRAND } from "@nivelia/domain/brand";
import { CUSTOM_USE_CASE_CARD, USE_CASES } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { cn } from "@nivelia/ui";
import { useState } from "react";
import { useAnchorLink } from "../../shell/use-anchor-navigation";
import {
  ENTRANCE_DELAY_MS,
  REVEAL_CLASSES,
  REVEAL_TRANSITION,
  useRevealOnView,
} from "../../shell/use-reveal-on-view";
import { useReturnFocus } from "../hero/use-return-focus";
import { HomeSection } from "../home-section";
import { UseCaseCard, UseCaseCardFace } from "./use-case-card";
import { UseCaseDialog } from "./use-case-dialog";
import { useCaseIcon } from "./use-case-icons";

/** Five use cases plus a sixth card to the contact form; a card opens the case modal (section 2.4). */
function UseCasesSection() {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  const { ref: customRef, state: customReveal } = useRevealOnView<HTMLLIElement>(ENTRANCE_DELAY_MS);
  const CustomIcon = useCaseIcon(CUSTOM_USE_CASE_CARD.icon);

  const openCase = (caseIndex: number) => {
    focus.remember();
    setIndex(caseIndex);
    setOpen(true);
  };

  const goToContact = useAnchorLink(HOME_ANCHORS.contact);

  return (
    <HomeSection anchor={HOME_ANCHORS.useCases} headingId="use-cases-title" className="home-box py-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="font-semibold text-primary text-sm uppercase tracking-wide">Casos de uso</p>
        <h2 id="use-cases-title" className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
          Un {BRAND.productName} para cada reto técnico de tu empresa
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Desde filtrar candidatos hasta auditar proveedores o entrenar a developers: elige tu caso y descubre
          cómo lo resolvemos.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map((useCase, caseIndex) => (
          <UseCaseCard key={useCase.id} useCase={useCase} onOpen={() => openCase(caseIndex)} />
        ))}
        <li ref={customRef} className={cn("flex", REVEAL_TRANSITION, REVEAL_CLASSES[customReveal])}>
          <a
            href={CUSTOM_USE_CASE_CARD.ctaLink}
            onClick={goToContact}
            className="group flex w-full flex-col gap-3 rounded-xl border border-border border-dashed bg-muted/40 p-6 transition-[border-color,box-shadow,transform] duration-200 hover:-translate-y-1 hover:border-primary hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <UseCaseCardFace
              icon={CustomIcon}
              title={CUSTOM_USE_CASE_CARD.title}
              text={CUSTOM_USE_CASE_CARD.description}
              cta={CUSTOM_USE_CASE_CARD.ctaLabel}
              arrowClassName="size-4"
            />
          </a>
        </li>
      </ul>
      <UseCaseDialog
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={focus.restore}
      />
    </HomeSection>
  );
}

export { UseCasesSection };
