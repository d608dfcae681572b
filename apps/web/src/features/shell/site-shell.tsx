import { Spinner, ThemeProvider, Toaster } from "@nivelia/ui";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { CookieBanner } from "./cookie-banner";
import { DocumentTitle } from "./document-title";
import { ScrollManager } from "./scroll-manager";
import { type ShellActions, ShellContext } from "./shell-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Loaded on first use only: the first view of every page stays light.
const TechnologyCheckerDialog = lazy(() =>
  import("../technology-checker/technology-checker-dialog").then((module) => ({
    default: module.TechnologyCheckerDialog,
  })),
);

/** The frame of every page: header, main content, footer, consent banner, toasts and shared dialogs. */
function SiteShell({ children }: { children: ReactNode }) {
  const [checkerOpen, setCheckerOpen] = useState(false);
  const [checkerRequested, setCheckerRequested] = useState(false);
  const [cookieSettingsSignal, setCookieSettingsSignal] = useState(0);
  // Lets browser tests (and nothing else) know the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  const actions = useMemo<ShellActions>(
    () => ({
      openTechnologyChecker: () => {
        setCheckerRequested(true);
        setCheckerOpen(true);
      },
      openCookieSettings: () => setCookieSettingsSignal((signal) => signal + 1),
    }),
    [],
  );

  return (
    <ThemeProvider>
      <ShellContext.Provider value={actions}>
        <DocumentTitle />
        <ScrollManager />
        <SiteHeader />
        <main
          id="contenido"
          tabIndex={-1}
          className="min-h-screen animate-fade-in pt-16 motion-reduce:animate-none"
        >
          {children}
        </main>
        <SiteFooter />
        <CookieBanner reopenSignal={cookieSettingsSignal} />
        <Toaster position="top-right" regionLabel="Notificaciones" closeLabel="Cerrar notificación" />
        {checkerRequested ? (
          <Suspense
            fallback={<Spinner label="Cargando el verificador…" className="fixed inset-0 z-50 bg-black/40" />}
          >
            <TechnologyCheckerDialog open={checkerOpen} onOpenChange={setCheckerOpen} />
          </Suspense>
        ) : null}
      </ShellContext.Provider>
    </ThemeProvider>
  );
}

export { SiteShell };
