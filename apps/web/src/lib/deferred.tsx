// A part of a prerendered page whose code is not in the first view: a `Suspense` boundary around a `lazy`
// component. The server renders it whole (`prerender` waits for lazy code); while hydrating, React keeps a suspended
// boundary's server HTML and hydrates it once its code arrives, so the code can wait for the visitor to come near.
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

/**
 * When a part's code loads: as its server HTML nears the viewport or on the visitor's intent (`near`), on intent
 * only (`intent`: always in view, seldom used), at once (`now`), or never while its server HTML is on screen
 * (`static`: nothing in it needs code; a client-side navigation renders it).
 */
export type When = "near" | "intent" | "now" | "static";

/** How far beyond the viewport a part starts loading its code. */
const NEAR_MARGIN = "50% 0px";

const frameOf = (name: string) => document.querySelector(`[data-deferred="${name}"]`);

/**
 * Resolves once the part's server HTML is wanted: marked `data-wanted` (the early-events script does so on a tap,
 * a keystroke or a pointer over it; `wantPart` on request), near the viewport (`near` only), or not in the page
 * (a client-side navigation renders the part from scratch, so its code is needed now).
 */
export function whenWanted(name: string, when: "near" | "intent"): Promise<void> {
  const frame = frameOf(name);
  if (!frame || frame.hasAttribute("data-wanted")) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      marks.disconnect();
      near?.disconnect();
      resolve();
    };
    const marks = new MutationObserver(() => {
      if (!frame.isConnected || frame.hasAttribute("data-wanted")) done();
    });
    marks.observe(document.body, { subtree: true, childList: true, attributeFilter: ["data-wanted"] });
    const near =
      when === "near"
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) done();
            },
            { rootMargin: NEAR_MARGIN },
          )
        : undefined;
    // The frame is `display: contents`, with no box of its own: its children are what nears the viewport.
    for (const child of frame.children) near?.observe(child);
  });
}

/** Asks for a part's code now, as a tap on it would (the footer's cookie settings ask for the banner's). */
export function wantPart(name: string): void {
  frameOf(name)?.setAttribute("data-wanted", "");
}

/** Marks the part once React has hydrated or rendered it: the early-events script replays what it held for it. */
function Frame({ name, children }: { name: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The early-events script may have marked the server HTML `data-wanted` before React arrived.
  return (
    <div
      className="contents"
      data-deferred={name}
      data-ready={ready ? "true" : undefined}
      suppressHydrationWarning
    >
      {children}
    </div>
  );
}

/** A part with nothing to hydrate: no `data-deferred`, so neither the early-events script nor the tests wait for it. */
function StaticFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="contents" data-static-part={name}>
      {children}
    </div>
  );
}

// Never resolves: React keeps the server HTML of a static part and loads none of its code.
const ServerHtmlOnly = lazy(() => new Promise<never>(() => undefined));

/** A below-the-fold part, rendered like any component: `const Pricing = deferred("pricing", () => import(…))`. */
export function deferred(
  name: string,
  load: () => Promise<ComponentType>,
  when: When = "near",
): NamedExoticComponent {
  const Shell = when === "static" ? StaticFrame : Frame;
  const Loaded = lazy(async () => {
    if (typeof document !== "undefined" && (when === "near" || when === "intent"))
      await whenWanted(name, when);
    const Part = await load();
    return {
      default: () => (
        <Shell name={name}>
          <Part />
        </Shell>
      ),
    };
  });
  // Memoised: a parent's re-render reaching a boundary that has not hydrated yet would make React drop its server
  // HTML for the empty fallback until the code arrives.
  return memo(function DeferredPart() {
    // Read once per mount: hydrating over a static part's server HTML, or rendering it after a navigation.
    const [serverHtmlOnly] = useState(
      () =>
        when === "static" &&
        typeof document !== "undefined" &&
        document.querySelector(`[data-static-part="${name}"]`) !== null,
    );
    // The fallback only shows when a client-side navigation renders the part: it marks where code is on its way
    // (the scroll manager keeps an anchor's target in place until none is).
    return (
      <Suspense fallback={<div className="contents" data-loading={name} />}>
        {serverHtmlOnly ? <ServerHtmlOnly /> : <Loaded />}
      </Suspense>
    );
  });
}
