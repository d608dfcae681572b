import { PLANS, PRICING_FREE_TRIAL_LABEL } from "@nivelia/domain/content";
import { Button } from "@nivelia/ui";
import { useState } from "react";
import { lazyDialog } from "../../../lib/lazy-dialog";

const BetaAccessDialog = lazyDialog(() =>
  import("../../home/pricing/beta-access-dialog").then((module) => module.BetaAccessDialog),
);
const FreeTrialDialog = lazyDialog(() =>
  import("../../home/pricing/free-trial-dialog").then((module) => module.FreeTrialDialog),
);

const betaLabel = PLANS.find((plan) => plan.action === "beta")?.ctaLabel ?? "Solicitar acceso gratuito";

/** 'Solicitar acceso gratuito': opens the landing's beta-access dialog, whose code loads on the first click. */
function BetaAccessButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        {betaLabel}
      </Button>
      <BetaAccessDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** 'Pruébanos gratis sin compromiso': opens the landing's free-trial dialog. */
function FreeTrialButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        {PRICING_FREE_TRIAL_LABEL}
      </Button>
      <FreeTrialDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

export { BetaAccessButton, FreeTrialButton };
