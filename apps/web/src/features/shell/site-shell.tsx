import { ThemeProvider } from "@nivelia/ui";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { deferred, wantPart } from "../../lib/deferred";
import { lazyDialog } from "../../lib/lazy-dialog";
import { setCookieBannerView } from "./cookie-banner-view";
import { DocumentTitle } from "./document-title";
import { ScrollManager } from "./scroll-manager";
import { type ShellActions, ShellContext } from "./shell-context";
import { SiteHeader } from "./site-header";
import { useToaster } from "./toaster-demand";
import { usePageFade } from "./use-page-fade";

// Loaded on first use only: the first view of every page stays light.
const TechnologyCheckerDialog = lazyDialog(() =>
  import("../technology-checker/technology-checker-dialog").then((module) => module.TechnologyCheckerDialog),
);

// The footer is below every page's fold: prerendered, and hydrated when the visitor nears it.
const SiteFooter = deferred("footer", () => import("./site-footer").then((module) => module.SiteFooter));

// Consent banner: prerendered and revealed by CSS on time; its code loads when it shows or on a tap.
const CookieBanner = deferred("cookie-banner", () =>
  import("./cookie-banner").then((module) => module.CookieBanner),
);

/** The frame of every page: header, main content, footer, consent banner, toasts and shared dialogs. */
function SiteShell({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  usePageFade(mainRef);
  const [checkerOpen, setCheckerOpen] = useState(false);
  // Provided by the code of the first part that raises toasts (see toaster-demand.ts).
  const Toaster = useToaster();
  // Marks the page interactive: the early-events script replays what it held, and browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  const actions = useMemo<ShellActions>(
    () => ({
      openTechnologyChecker: () => setCheckerOpen(true),
      openCookieSettings: () => {
        setCookieBannerView("customise");
        wantPart("cookie-banner");
      },
    }),
    [],
  );

  return (
    <ThemeProvider>
      <ShellContext.Provider value={actions}>
        <DocumentTitle />
        <ScrollManager />
        {/* First in the document, so that while it shows it is the start of the tab order (it never takes focus). */}
        <CookieBanner />
        <SiteHeader />
        <main id="contenido" tabIndex={-1} ref={mainRef} className="min-h-screen pt-16">
          {children}
        </main>
        <SiteFooter />
        {Toaster ? (
          <Toaster position="top-right" regionLabel="Notificaciones" closeLabel="Cerrar notificación" />
        ) : null}
        <TechnologyCheckerDialog open={checkerOpen} onOpenChange={setCheckerOpen} />
      </ShellContext.Provider>
    </ThemeProvider>
  );
}

export { SiteShell };
