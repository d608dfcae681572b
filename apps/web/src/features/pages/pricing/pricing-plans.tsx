import { useMemo, useState } from "react";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { type HomeActions, HomeContext } from "../../home/home-context";
import { PricingSection } from "../../home/pricing/pricing-section";

const BetaAccessDialog = lazyDialog(() =>
  import("../../home/pricing/beta-access-dialog").then((module) => module.BetaAccessDialog),
);

/** The landing's pricing section outside the landing: it gets the beta-access dialog its Early Access card opens. */
function PricingPlans() {
  const [betaOpen, setBetaOpen] = useState(false);
  const actions = useMemo<HomeActions>(
    () => ({ openBetaAccess: () => setBetaOpen(true), preloadBetaAccess: BetaAccessDialog.preload }),
    [],
  );
  return (
    <HomeContext.Provider value={actions}>
      <PricingSection />
      <BetaAccessDialog open={betaOpen} onOpenChange={setBetaOpen} />
    </HomeContext.Provider>
  );
}

export { PricingPlans };
