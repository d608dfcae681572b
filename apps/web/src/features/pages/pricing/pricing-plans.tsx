import { useMemo } from "react";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { type HomeActions, HomeContext } from "../../home/home-context";
import { PricingSection } from "../../home/pricing/pricing-section";
import { useDialogLauncher } from "../access/use-dialog-launcher";

const BetaAccessDialog = lazyDialog("beta-access-dialog", () =>
  import("../../home/pricing/beta-access-dialog").then((module) => module.BetaAccessDialog),
);

/** The landing's pricing section outside the landing: it gets the beta-access dialog its Early Access card opens. */
function PricingPlans() {
  const beta = useDialogLauncher(BetaAccessDialog);
  const actions = useMemo<HomeActions>(
    () => ({ openBetaAccess: beta.open, preloadBetaAccess: beta.prepare }),
    [beta.open, beta.prepare],
  );
  return (
    <HomeContext.Provider value={actions}>
      <PricingSection />
      {beta.element}
    </HomeContext.Provider>
  );
}

export { PricingPlans };
