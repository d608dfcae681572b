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

/** How far below the viewport a part starts loading its code. */
const PRELOAD_MARGIN = "50% 0px";
/** A part that waits for the one before it to hydrate gives up waiting after this long. */
const TURN_TIMEOUT_MS = 1000;

/**
 * When a part's code loads: as it nears the viewport or on the visitor's intent (`near`), on intent only (`intent`:
 * a part always in view that few visitors use), at once (`now`), or never while its server HTML is on screen
 * (`static`: nothing in it needs JavaScript; client-side navigations render it).
 */
export type HydrationTrigger = "near" | "intent" | "now" | "static";

// Parts waiting for their turn to load, by name: the early-events script calls them on the visitor's intent
// (`urgent`), `preloadPart` when a part is about to be needed (not urgent: it still waits for what was asked for).
const requesters = new Map<string, (urgent: boolean) => void>();
const preloadsAsked = new Set<string>();

/**
 * A part the visitor asked for: its code loads at once and the other parts' loads wait for it, so its boundary is
 * the one React can hydrate first.
 */
function partWanted(name: string): void {
  startUrgent(name);
  requesters.get(name)?.(true);
}

/** Asks for a part's code now, as a tap on it would (the footer's cookie settings use it for the banner). */
function requestPart(name: string): void {
  if (window.__early) window.__early.want(name);
  else partWanted(name);
}

/** Loads a part's code ahead of the visitor (the side navigation, revealed after load), after what they asked for. */
function preloadPart(name: string): void {
  preloadsAsked.add(name);
  requesters.get(name)?.(false);
}

/** Longest a smooth scroll is taken to last where the browser sends no `scrollend`. */
const PASSING_OVER_LIMIT_MS = 2000;
// While a smooth scroll to an anchor runs, the parts it flies past wait: those still in view when it stops load
// then, so the sections a visitor only passed do not take the main thread from the one they are going to.
let passingOver: Promise<void> | undefined;

/** Called as a smooth scroll to an anchor starts (`scrollToElement`). */
function passOverParts(): void {
  if (typeof window === "undefined" || passingOver) return;
  passingOver = new Promise((resolve) => {
    const done = () => {
      window.removeEventListener("scrollend", done);
      window.clearTimeout(timer);
      passingOver = undefined;
      resolve();
    };
    window.addEventListener("scrollend", done);
    const timer = window.setTimeout(done, PASSING_OVER_LIMIT_MS);
  });
}

/**
 * Resolves with `true` when the visitor shows intent on the part (or it is not in the page: a client-side
 * navigation renders it at once), with `false` when it nears the viewport or its trigger is `now`.
 */
function whenWanted(name: string, trigger: HydrationTrigger): Promise<boolean> {
  if (typeof window === "undefined") return Promise.resolve(true);
  const element = document.querySelector(`[data-deferred="${name}"]`);
  if (!element || window.__early?.wanted.includes(name)) return Promise.resolve(true);
  if (preloadsAsked.has(name)) return Promise.resolve(false);
  if (trigger === "intent") return whenAskedFor(name).then(() => true);
  if (trigger === "now" || !("IntersectionObserver" in window)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (urgent: boolean) => {
      observer.disconnect();
      requesters.delete(name);
      resolve(urgent);
    };
    requesters.set(name, finish);
    const inView = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        if (inView.size === 0) return;
        if (!passingOver) finish(false);
        else
          void passingOver.then(() => {
            if (inView.size > 0) finish(false);
          });
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    // The frame itself is `display: contents` (no box to intersect): its children are observed.
    for (const child of element.children) observer.observe(child);
  });
}

/** Resolves when the visitor's intent asks for a part that is already loading. */
function whenAskedFor(name: string): Promise<void> {
  return new Promise((resolve) =>
    requesters.set(name, (urgent) => {
      if (urgent) resolve();
    }),
  );
}

/** Ends the current task and resumes in a new one, so the browser can handle input and paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve));
}

// Parts hydrate one after the other, with a task boundary between them, so no task does them all at once.
let hydrationChain: Promise<void> = Promise.resolve();
const turnEnds = new Map<string, () => void>();

/** Resolves when the previous part in line has hydrated; the next waits for this one in turn. */
function hydrationTurn(name: string): Promise<void> {
  const previous = hydrationChain;
  const hydrated = new Promise<void>((resolve) => {
    turnEnds.set(name, resolve);
    window.setTimeout(resolve, TURN_TIMEOUT_MS);
  });
  hydrationChain = previous.then(() => hydrated);
  return previous.then(nextTask);
}

// Parts the visitor asked for, until they have hydrated and their held taps have been replayed: meanwhile parts that
// only near the viewport wait to fetch their code, so the network first carries what the visitor is waiting for.
const urgentParts = new Map<string, () => void>();
const urgentWaiters = new Set<() => void>();
/** A part waiting for the urgent ones gives up after this long (an urgent part that fails to load). */
const URGENT_WAIT_LIMIT_MS = 4000;

const hydratedParts = new Set<string>();

function startUrgent(name: string): void {
  if (urgentParts.has(name) || hydratedParts.has(name)) return;
  const end = () => {
    if (!urgentParts.delete(name)) return;
    window.clearTimeout(limit);
    if (urgentParts.size > 0) return;
    for (const resolve of urgentWaiters) resolve();
    urgentWaiters.clear();
  };
  const limit = window.setTimeout(end, URGENT_WAIT_LIMIT_MS);
  urgentParts.set(name, end);
}

/**
 * Holds the parts that wait for their turn while `work` runs: a dialog the visitor opened, whose code is on its way
 * (its loading overlay is on screen), goes before sections they have not touched.
 */
function whileVisitorWaits(key: string, work: Promise<unknown>): void {
  if (typeof window === "undefined") return;
  startUrgent(key);
  // The next task: the dialog renders before the waiting parts start.
  const end = () => window.setTimeout(() => urgentParts.get(key)?.());
  work.then(end, end);
}

/** Resolves once no part the visitor asked for is still loading (other code to fetch waits for it). */
function whenNoUrgentPart(): Promise<void> {
  if (typeof window === "undefined" || urgentParts.size === 0) return Promise.resolve();
  return new Promise((resolve) => urgentWaiters.add(resolve));
}

/** Called once a part has hydrated: its turn in line ends, and an urgent one releases the others. */
function partHydrated(name: string): void {
  hydratedParts.add(name);
  turnEnds.get(name)?.();
  turnEnds.delete(name);
  // After the early-events script's replay (a task queued as the part was marked ready) has asked for what the
  // tap opens, so that a dialog's code is fetched before the waiting parts'.
  const end = urgentParts.get(name);
  if (end) window.setTimeout(end);
}

/** A part with nothing interactive: no `data-deferred`, so neither the early-events script nor the tests wait for it. */
function StaticFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="contents" data-static-part={name}>
      {children}
    </div>
  );
}

/** Marks the part once its code has hydrated it (`data-ready`), which the browser tests wait for. */
function SectionFrame({ name, children }: { name: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (ready) partHydrated(name);
  }, [ready, name]);
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

// A boundary that never resolves: React keeps the server HTML of a static part and ships none of its code.
const ServerHtmlOnly = lazy(() => new Promise<never>(() => undefined));

/** The lazy module of a loaded part: its code inside its frame. */
function frameLoaded(
  name: string,
  Frame: typeof SectionFrame,
  Section: ComponentType,
): { default: ComponentType } {
  return {
    default: () => (
      <Frame name={name}>
        <Section />
      </Frame>
    ),
  };
}

/**
 * A prerendered part whose code is not in the first view (a below-the-fold section, the footer, the 404 page):
 * React keeps a suspended boundary's server HTML during hydration, and the code loads on the visitor's intent or as
 * they near it (`near`), at once (`now`), or not at all while the server HTML is there (`static`).
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
  const Frame = trigger === "static" ? StaticFrame : SectionFrame;
  const Loaded = lazy(async () => {
    if (trigger === "static") return frameLoaded(name, Frame, await trackLoad(load()));
    const urgent = await whenWanted(name, trigger);
    // What the visitor asked for skips the line, even while waiting in it.
    const asked = urgent ? Promise.resolve() : whenAskedFor(name);
    void asked.then(() => startUrgent(name));
    // The rest fetch their code once nothing asked for is loading, and hydrate in turn.
    if (!urgent) await Promise.race([whenNoUrgentPart(), asked]);
    const code = trackLoad(load());
    if (!urgent) await Promise.race([hydrationTurn(name), asked]);
    return frameLoaded(name, Frame, await code);
  });
  // Memoised: a parent re-render (new props object) reaching a boundary that has not hydrated yet would make React
  // drop its server HTML and render the empty fallback until the code arrives.
  return memo(function DeferredPart() {
    // Read once per mount: hydrating over a static part's server HTML, or rendering it after a navigation.
    const [serverHtmlOnly] = useState(
      () =>
        trigger === "static" &&
        typeof document !== "undefined" &&
        document.querySelector(`[data-static-part="${name}"]`) !== null,
    );
    // The server renders the same boundary already resolved, so the client hydrates it once its code arrives.
    if (typeof window === "undefined" && Preloaded) {
      return (
        <Suspense fallback={null}>
          <Frame name={name}>
            <Preloaded />
          </Frame>
        </Suspense>
      );
    }
    return <Suspense fallback={null}>{serverHtmlOnly ? <ServerHtmlOnly /> : <Loaded />}</Suspense>;
  });
}

// Parts asked for before this code arrived, then each one asked for later (after every module-level state above
// exists).
if (typeof window !== "undefined" && window.__early) {
  for (const name of window.__early.wanted) partWanted(name);
  window.__early.onWant = partWanted;
}

export {
  lazyHydrated,
  passOverParts,
  preloadDeferredParts,
  preloadPart,
  requestPart,
  whenDeferredPartsSettled,
  whenNoUrgentPart,
  whileVisitorWaits,
};
