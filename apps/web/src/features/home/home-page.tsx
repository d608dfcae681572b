import { useEffect, useMemo, useState } from "react";
import { deferred } from "../../lib/deferred";
import { lazyDialog } from "../../lib/lazy-dialog";
import { type HomeActions, HomeContext } from "./home-context";

// The hero is prerendered and paints without JavaScript (its links work natively); its code, like that of every
// other section, is outside the first view: the hero's loads at once, the others as the visitor nears them.
const HeroSection = deferred("hero", () => import("./hero/hero-section").then((m) => m.HeroSection), "now");
const UseCasesSection = deferred("use-cases", () =>
  import("./use-cases/use-cases-section").then((m) => m.UseCasesSection),
);
const CandidateDemoSection = deferred("candidate-demo", () =>
  import("./candidate-demo/candidate-demo-section").then((m) => m.CandidateDemoSection),
);
const TechnologiesSection = deferred("technologies", () =>
  import("./technologies/technologies-section").then((m) => m.TechnologiesSection),
);
const CalculatorSection = deferred("calculator", () =>
  import("./calculator/calculator-section").then((m) => m.CalculatorSection),
);
const PricingSection = deferred("pricing", () =>
  import("./pricing/pricing-section").then((m) => m.PricingSection),
);
const PackageStrip = deferred("packages", () =>
  import("./packages/package-strip").then((m) => m.PackageStrip),
);
const AssessmentTypesSection = deferred("assessment-types", () =>
  import("./assessment-types/assessment-types-section").then((m) => m.AssessmentTypesSection),
);
const ZonaSection = deferred("zona", () => import("./zona/zona-section").then((m) => m.ZonaSection));
const ContactSection = deferred("contact", () =>
  import("./contact/contact-section").then((m) => m.ContactSection),
);

// The side navigation is prerendered and revealed by CSS 0.5 s after load on large screens: its code loads as it
// appears.
const SideNavigation = deferred("side-nav", () =>
  import("./side-nav/side-navigation-rail").then((m) => m.SideNavigationRail),
);
// Static: nothing to do in them, so they stay server HTML and ship no code on first load.
const HowItWorksSection = deferred(
  "how-it-works",
  () => import("./how-it-works/how-it-works-section").then((m) => m.HowItWorksSection),
  "static",
);
const HelpTeaserSection = deferred(
  "help",
  () => import("./help/help-teaser-section").then((m) => m.HelpTeaserSection),
  "static",
);

/** Tailwind's `xl` breakpoint: the side navigation only shows from it (section 2.4). */
const LARGE_SCREEN_QUERY = "(min-width: 80rem)";

/**
 * On large screens the side navigation's pill opens the beta dialog 0.8 s after a click: the dialog's code is
 * fetched at the first quiet moment after load, so that timing does not wait for it.
 */
function usePreloadBetaAccess(preloadBetaAccess: () => void) {
  useEffect(() => {
    if (!window.matchMedia(LARGE_SCREEN_QUERY).matches) return;
    const preload = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(preloadBetaAccess, { timeout: 300 });
      else preloadBetaAccess();
    };
    if (document.readyState === "complete") preload();
    else window.addEventListener("load", preload, { once: true });
    return () => window.removeEventListener("load", preload);
  }, [preloadBetaAccess]);
}

const BetaAccessDialog = lazyDialog(() =>
  import("./pricing/beta-access-dialog").then((m) => m.BetaAccessDialog),
);

/** The landing page: sections in the order of section 2.4, plus the dialogs several sections open. */
function HomePage() {
  const [betaOpen, setBetaOpen] = useState(false);
  const actions = useMemo<HomeActions>(
    () => ({ openBetaAccess: () => setBetaOpen(true), preloadBetaAccess: BetaAccessDialog.preload }),
    [],
  );
  usePreloadBetaAccess(actions.preloadBetaAccess);

  return (
    <HomeContext.Provider value={actions}>
      <SideNavigation />
      <HeroSection />
      <UseCasesSection />
      <CandidateDemoSection />
      <TechnologiesSection />
      <CalculatorSection />
      <PricingSection />
      <PackageStrip />
      <AssessmentTypesSection />
      <HowItWorksSection />
      <ZonaSection />
      <HelpTeaserSection />
      <ContactSection />
      <BetaAccessDialog open={betaOpen} onOpenChange={setBetaOpen} />
    </HomeContext.Provider>
  );
}

export { HomePage };
