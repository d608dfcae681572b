import { useEffect, useMemo, useState } from "react";
import { lazyDialog } from "../../lib/lazy-dialog";
import { lazyHydrated, preloadPart, whenNoUrgentPart } from "../../lib/lazy-hydrated";
import { type HomeActions, HomeContext } from "./home-context";

// The hero is prerendered and paints without JavaScript (its links work natively); its code, like that of every
// other section, is outside the first view: the hero's loads at once, the others as the visitor nears them.
const HeroSection = lazyHydrated(
  "hero",
  () => import("./hero/hero-section").then((m) => m.HeroSection),
  "now",
);
const UseCasesSection = lazyHydrated("use-cases", () =>
  import("./use-cases/use-cases-section").then((m) => m.UseCasesSection),
);
const CandidateDemoSection = lazyHydrated("candidate-demo", () =>
  import("./candidate-demo/candidate-demo-section").then((m) => m.CandidateDemoSection),
);
const TechnologiesSection = lazyHydrated("technologies", () =>
  import("./technologies/technologies-section").then((m) => m.TechnologiesSection),
);
const CalculatorSection = lazyHydrated("calculator", () =>
  import("./calculator/calculator-section").then((m) => m.CalculatorSection),
);
const PricingSection = lazyHydrated("pricing", () =>
  import("./pricing/pricing-section").then((m) => m.PricingSection),
);
const PackageStrip = lazyHydrated("packages", () =>
  import("./packages/package-strip").then((m) => m.PackageStrip),
);
const AssessmentTypesSection = lazyHydrated("assessment-types", () =>
  import("./assessment-types/assessment-types-section").then((m) => m.AssessmentTypesSection),
);
const ZonaSection = lazyHydrated("zona", () => import("./zona/zona-section").then((m) => m.ZonaSection));
const ContactSection = lazyHydrated("contact", () =>
  import("./contact/contact-section").then((m) => m.ContactSection),
);

// The side navigation is prerendered and revealed by CSS 0.5 s after load on large screens, where its code loads.
const SideNavigation = lazyHydrated("side-nav", () =>
  import("./side-nav/side-navigation-rail").then((m) => m.SideNavigationRail),
);
// Static: nothing to do in them, so they stay server HTML and ship no code on first load.
const HowItWorksSection = lazyHydrated(
  "how-it-works",
  () => import("./how-it-works/how-it-works-section").then((m) => m.HowItWorksSection),
  "static",
);
const HelpTeaserSection = lazyHydrated(
  "help",
  () => import("./help/help-teaser-section").then((m) => m.HelpTeaserSection),
  "static",
);

/** Tailwind's `lg` breakpoint: the side navigation only exists above it (section 2.4). */
const LARGE_SCREEN_QUERY = "(min-width: 64rem)";

/**
 * On large screens the side navigation shows 0.5 s after load and its pill opens the beta dialog 0.8 s after a
 * click: both codes are fetched right after load, so neither timing waits for them.
 */
function usePreloadSideNavigation(preloadBetaAccess: () => void) {
  useEffect(() => {
    if (!window.matchMedia(LARGE_SCREEN_QUERY).matches) return;
    const preload = () => {
      preloadPart("side-nav");
      // The dialog's code (forms included) waits for what the visitor asked for and then for a quiet moment, so it
      // never delays a tap's answer nor lengthens hydration's tasks.
      void whenNoUrgentPart().then(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(preloadBetaAccess, { timeout: 300 });
        else preloadBetaAccess();
      });
    };
    if (document.readyState === "complete") preload();
    else window.addEventListener("load", preload, { once: true });
    return () => window.removeEventListener("load", preload);
  }, [preloadBetaAccess]);
}

const BetaAccessDialog = lazyDialog("beta-access-dialog", () =>
  import("./pricing/beta-access-dialog").then((m) => m.BetaAccessDialog),
);

/** The landing page: sections in the order of section 2.4, plus the dialogs several sections open. */
function HomePage() {
  const [betaOpen, setBetaOpen] = useState(false);
  const actions = useMemo<HomeActions>(
    () => ({ openBetaAccess: () => setBetaOpen(true), preloadBetaAccess: BetaAccessDialog.preload }),
    [],
  );
  usePreloadSideNavigation(actions.preloadBetaAccess);

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
