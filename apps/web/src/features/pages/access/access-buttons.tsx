import { PLANS, PRICING_FREE_TRIAL_LABEL } from "@nivelia/domain/content";
import { Button } from "@nivelia/ui";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { useDialogLauncher } from "./use-dialog-launcher";

const BetaAccessDialog = lazyDialog("beta-access-dialog", () =>
  import("../../home/pricing/beta-access-dialog").then((module) => module.BetaAccessDialog),
);
const FreeTrialDialog = lazyDialog("free-trial-dialog", () =>
  import("../../home/pricing/free-trial-dialog").then((module) => module.FreeTrialDialog),
);

const betaLabel = PLANS.find((plan) => plan.action === "beta")?.ctaLabel ?? "Solicitar acceso gratuito";

/** 'Solicitar acceso gratuito': opens the landing's beta-access dialog, whose code loads on the first click. */
function BetaAccessButton() {
  const dialog = useDialogLauncher(BetaAccessDialog);
  return (
    <>
      <Button size="lg" onClick={dialog.open} {...BetaAccessDialog.opens}>
        {betaLabel}
      </Button>
      {dialog.element}
    </>
  );
}

/** 'Pruébanos gratis sin compromiso': opens the landing's free-trial dialog. */
function FreeTrialButton() {
  const dialog = useDialogLauncher(FreeTrialDialog);
  return (
    <>
      <Button size="lg" onClick={dialog.open} {...FreeTrialDialog.opens}>
        {PRICING_FREE_TRIAL_LABEL}
      </Button>
      {dialog.element}
    </>
  );
}

export { BetaAccessButton, FreeTrialButton };
