import { Spinner, ThemeProvider } from "@nivelia/ui";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { lazyHydrated } from "../../lib/lazy-hydrated";
import { DocumentTitle } from "./document-title";
import { ScrollManager } from "./scroll-manager";
import { type ShellActions, ShellContext } from "./shell-context";
import { SiteHeader } from "./site-header";

// Loaded on first use only: the first view of every page stays light.
const TechnologyCheckerDialog = lazy(() =>
  import("../technology-checker/technology-checker-dialog").then((module) => ({
    default: module.TechnologyCheckerDialog,
  })),
);

// The footer is below every page's fold: prerendered, and hydrated when the visitor nears it.
const SiteFooter = lazyHydrated("footer", () => import("./site-footer").then((module) => module.SiteFooter));

// Consent logic and banner: the banner shows after a second at the earliest, so its code need not be in the first view.
const CookieBanner = lazy(() =>
  import("./cookie-banner").then((module) => ({ default: module.CookieBanner })),
);

// Toasts only follow a form submission, so their code joins the page once the browser is idle.
const Toaster = lazy(() => import("@nivelia/ui/toaster").then((module) => ({ default: module.Toaster })));

/** Resolves on the first idle moment after load (a timer where requestIdleCallback is missing). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = globalThis.setTimeout(() => setIdle(true), 1000);
    return () => globalThis.clearTimeout(timer);
  }, []);
  return idle;
}

/** The frame of every page: header, main content, footer, consent banner, toasts and shared dialogs. */
function SiteShell({ children }: { children: ReactNode }) {
  const [checkerOpen, setCheckerOpen] = useState(false);
  const [checkerRequested, setCheckerRequested] = useState(false);
  const [cookieSettingsSignal, setCookieSettingsSignal] = useState(0);
  const idle = useIdle();
  // Marks the page interactive (browser tests wait for it) and lets client-only parts mount.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    setHydrated(true);
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
        {/* Client-only: never part of the prerendered HTML (renderToString cannot wait for its code). */}
        {hydrated ? (
          <Suspense fallback={null}>
            <CookieBanner reopenSignal={cookieSettingsSignal} />
          </Suspense>
        ) : null}
        {idle ? (
          <Suspense fallback={null}>
            <Toaster position="top-right" regionLabel="Notificaciones" closeLabel="Cerrar notificación" />
          </Suspense>
        ) : null}
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
