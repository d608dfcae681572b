import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";

/** How far below the viewport a section starts loading its code. */
const PRELOAD_MARGIN = "100% 0px";
/** After this idle delay every remaining section loads anyway, so keyboard and anchor users never wait. */
const IDLE_LOAD_MS = 2500;

let idleLoad: Promise<void> | undefined;
/** One shared timer: resolves once the page has loaded and the browser has had a quiet moment. */
function whenIdle(): Promise<void> {
  idleLoad ??= new Promise((resolve) => {
    const schedule = () =>
      window.setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      }, IDLE_LOAD_MS);
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
  });
  return idleLoad;
}

/** Resolves when the prerendered section comes near the viewport, on idle, or at once when it is not in the page. */
function whenNear(name: string): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const element = document.querySelector(`[data-home-section="${name}"]`);
  if (!element || !("IntersectionObserver" in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    void whenIdle().then(() => {
      observer.disconnect();
      resolve();
    });
  });
}

/** Marks the section once its code has hydrated it (`data-ready`), which the browser tests wait for. */
function SectionFrame({ name, children }: { name: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="contents" data-home-section={name} data-ready={ready ? "true" : undefined}>
      {children}
    </div>
  );
}

/** Server side: each section's loader, so prerendering can load them all before rendering synchronously. */
const serverPreloads: Array<() => Promise<void>> = [];

/** Loads every lazy section registered so far; the prerender calls it after the router has loaded the page. */
async function preloadLazySections(): Promise<void> {
  await Promise.all(serverPreloads.map((preload) => preload()));
}

/**
 * A below-the-fold section whose code is not part of the first view: the prerendered HTML stays on screen
 * (React keeps a suspended boundary's server HTML during hydration) and the code loads as the visitor nears it.
 */
function lazySection(name: string, load: () => Promise<ComponentType>): ComponentType {
  let Preloaded: ComponentType | undefined;
  serverPreloads.push(async () => {
    Preloaded = await load();
  });
  const Loaded = lazy(async () => {
    await whenNear(name);
    const Section = await load();
    return {
      default: () => (
        <SectionFrame name={name}>
          <Section />
        </SectionFrame>
      ),
    };
  });
  return function LazySection() {
    // The server renders the same boundary already resolved, so the client hydrates it once its code arrives.
    if (typeof window === "undefined" && Preloaded) {
      return (
        <Suspense fallback={null}>
          <SectionFrame name={name}>
            <Preloaded />
          </SectionFrame>
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}

export { lazySection, preloadLazySections };
