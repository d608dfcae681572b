import {
  type ComponentType,
  lazy,
  memo,
  type NamedExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

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

/** When a part's code loads: as it nears the viewport (or on idle), or right away. */
export type HydrationTrigger = "near" | "now";

/** Resolves when the prerendered part comes near the viewport, on idle, or at once when it is not in the page. */
function whenNear(name: string): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const element = document.querySelector(`[data-deferred="${name}"]`);
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

/** Marks the part once its code has hydrated it (`data-ready`), which the browser tests wait for. */
function SectionFrame({ name, children }: { name: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="contents" data-deferred={name} data-ready={ready ? "true" : undefined}>
      {children}
    </div>
  );
}

// Loads in flight, so that a scroll to an anchor can wait until the parts above it have their final height.
let loadsInFlight = 0;
const settleWaiters = new Set<() => void>();

function trackLoad<T>(load: Promise<T>): Promise<T> {
  loadsInFlight += 1;
  return load.finally(() => {
    loadsInFlight -= 1;
    if (loadsInFlight > 0) return;
    for (const resolve of settleWaiters) resolve();
    settleWaiters.clear();
  });
}

/** Resolves once no deferred part is loading (or after `timeoutMs`, whichever comes first). */
function whenDeferredPartsSettled(timeoutMs: number): Promise<void> {
  if (loadsInFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    settleWaiters.add(resolve);
    window.setTimeout(resolve, timeoutMs);
  });
}

/** Server side: each part's loader, so prerendering can load them all before rendering synchronously. */
const serverPreloads: Array<() => Promise<void>> = [];

/** Loads every deferred part registered so far; the prerender calls it after the router has loaded the page. */
async function preloadDeferredParts(): Promise<void> {
  await Promise.all(serverPreloads.map((preload) => preload()));
}

/**
 * A prerendered part whose code is not in the first view (a below-the-fold section, the footer, the 404 page):
 * React keeps a suspended boundary's server HTML during hydration, and the code loads as the visitor nears it
 * (`near`) or at once (`now`).
 */
function lazyHydrated(
  name: string,
  load: () => Promise<ComponentType>,
  trigger: HydrationTrigger = "near",
): NamedExoticComponent {
  let Preloaded: ComponentType | undefined;
  serverPreloads.push(async () => {
    Preloaded = await load();
  });
  const Loaded = lazy(async () => {
    if (trigger === "near") await whenNear(name);
    const Section = await trackLoad(load());
    return {
      default: () => (
        <SectionFrame name={name}>
          <Section />
        </SectionFrame>
      ),
    };
  });
  // Memoised: a parent re-render (new props object) reaching a boundary that has not hydrated yet would make React
  // drop its server HTML and render the empty fallback until the code arrives.
  return memo(function DeferredPart() {
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
  });
}

export { lazyHydrated, preloadDeferredParts, whenDeferredPartsSettled };
