import { HOW_IT_WORKS_LINK, HOW_IT_WORKS_STEPS } from "@nivelia/domain/content";
import { Button, cn } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import { ProductFeaturesStrip } from "../../product-features/product-features-strip";
import {
  REVEAL_ITEM_CLASS,
  revealDelay,
  revealListProps,
  useRevealOnView,
} from "../../shell/use-reveal-on-view";
import { SectionHeading } from "../home-section";
import { StepIcon } from "./step-icon";

/** 'Cómo funciona': the steps from the role to the feedback, the product's features and claims, a link to the features page. */
function HowItWorksSection() {
  const reveal = useRevealOnView<HTMLOListElement>();
  return (
    <section aria-labelledby="how-it-works-heading" className="bg-muted/50">
      <div className="home-box py-16 md:py-24">
        <SectionHeading
          id="how-it-works-heading"
          kicker="Cómo funciona"
          title={<>Del puesto al feedback en {HOW_IT_WORKS_STEPS.length} pasos</>}
        >
          Tú decides qué evaluar; nosotros preparamos las pruebas, las corregimos y te damos el informe.
        </SectionHeading>
        <ol {...revealListProps(reveal, "mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4")}>
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li
              key={step.title}
              className={cn(
                "flex flex-col gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm",
                REVEAL_ITEM_CLASS,
              )}
              style={revealDelay(index)}
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <StepIcon name={step.icon} className="size-5 text-primary" />
              </div>
              <h3 className="font-semibold text-lg leading-tight">{step.title}</h3>
              <p className="text-muted-foreground text-sm">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-16">
          <ProductFeaturesStrip />
        </div>
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to={HOW_IT_WORKS_LINK.to}>
              {HOW_IT_WORKS_LINK.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export { HowItWorksSection };
