import {
  PLANS,
  type Plan,
  type PlanDetailType,
  PRICING_CONTACT_LABEL,
  PRICING_FOOTNOTE,
  PRICING_FREE_TRIAL_LABEL,
} from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button } from "@nivelia/ui";
import { useState } from "react";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { useAnchorNavigation } from "../../shell/use-anchor-navigation";
import { useHomeActions } from "../home-context";
import { HomeSection, SectionHeading } from "../home-section";
// The cards' main action opens the beta-access dialog (which its owner, the page, declares with lazyDialog): as a
// dependency of this module its code comes in the same round trip as the cards', so an early tap on the action is not
// answered one slow round trip later.
import "./beta-access-dialog";
import { PlanCard } from "./plan-card";
import { PlanDialog } from "./plan-dialog";

// The free trial's form loads on first use; the plan details are small and come with the section.
const FreeTrialDialog = lazyDialog(() =>
  import("./free-trial-dialog").then((module) => module.FreeTrialDialog),
);

/** The pricing section (anchor precios): three plan cards, the footnote, and the plan and free-trial dialogs. */
function PricingSection() {
  const { openBetaAccess } = useHomeActions();
  const goToAnchor = useAnchorNavigation();
  const [plan, setPlan] = useState<{ type: PlanDetailType; open: boolean } | null>(null);
  const [trial, setTrial] = useState<{ open: boolean } | null>(null);

  const openPlan = (type: PlanDetailType) => setPlan({ type, open: true });
  const act = (selected: Plan) => {
    switch (selected.action) {
      case "beta":
        openBetaAccess();
        return;
      case "plan-enterprise":
        openPlan("enterprise");
        return;
      case "contact":
        goToAnchor(HOME_ANCHORS.contact);
        return;
    }
  };

  return (
    <HomeSection anchor={HOME_ANCHORS.pricing} headingId="pricing-heading">
      <SectionHeading id="pricing-heading" title="Precios">
        Empieza gratis con Early Access o elige el plan que encaja con tu volumen de contratación.
      </SectionHeading>
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        {PLANS.map((item) => (
          <PlanCard key={item.id} plan={item} onAction={act} />
        ))}
      </div>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-muted-foreground text-sm">{PRICING_FOOTNOTE}</p>
        <p className="text-sm">
          ¿Solo necesitas una evaluación puntual?{" "}
          <Button variant="link" size="inline" onClick={() => openPlan("oneShot")}>
            Conoce el plan One Shot
          </Button>
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button variant="outline" asChild>
            <a
              href={`/#${HOME_ANCHORS.contact}`}
              onClick={(event) => {
                event.preventDefault();
                goToAnchor(HOME_ANCHORS.contact);
              }}
            >
              {PRICING_CONTACT_LABEL}
            </a>
          </Button>
          <Button onClick={() => setTrial({ open: true })}>{PRICING_FREE_TRIAL_LABEL}</Button>
        </div>
      </div>
      {plan ? (
        <PlanDialog
          type={plan.type}
          open={plan.open}
          onOpenChange={(open) => setPlan({ type: plan.type, open })}
        />
      ) : null}
      <FreeTrialDialog open={trial?.open ?? false} onOpenChange={(open) => setTrial({ open })} />
    </HomeSection>
  );
}

export { PricingSection };
