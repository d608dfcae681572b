// A part of a prerendered page whose code is not in the first view: a `Suspense` boundary around a `lazy` component.
// The prerender renders it whole; while hydrating, React keeps a suspended boundary's server HTML and hydrates it
// when its code arrives, so the code can wait for the visitor to come near or to act on it.
import { type ComponentType, lazy, memo, Suspense, useEffect, useRef, useState } from "react";

/** When the code loads: near the viewport or on intent, on intent only (always in view, seldom used), at once, or
 * never over its server HTML (`static`: nothing in it needs code; a client-side navigation renders it). */
export type When = "near" | "intent" | "now" | "static";

const frameOf = (name: string) => document.querySelector(`[data-deferred="${name}"]`);

/** Resolves once the part is marked `data-wanted` (the early-events script on intent, or `wantPart`), nears the
 * viewport (`near`), or is not in the page (rendered from scratch). */
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
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
            rootMargin: "50% 0px",
          })
        : undefined;
    // The frame is `display: contents`, with no box of its own: its children are what nears the viewport.
    for (const child of frame.children) near?.observe(child);
  });
}

/** Asks for a part's code now, as a tap on it would (the footer's cookie settings ask for the banner's). */
export function wantPart(name: string): void {
  frameOf(name)?.setAttribute("data-wanted", "");
}

// Never resolves: React keeps a static part's server HTML and loads none of its code.
const ServerHtmlOnly = lazy(() => new Promise<never>(() => undefined));

/** A below-the-fold part, rendered like any component: `const Pricing = deferred("pricing", () => import(…))`. */
export function deferred(name: string, load: () => Promise<ComponentType>, when: When = "near") {
  // A static part has nothing for the early-events script to hold. It may have marked the others `data-wanted`.
  const mark = when === "static" ? { "data-static-part": name } : { "data-deferred": name };
  const Loaded = lazy(async () => {
    if (typeof document !== "undefined" && (when === "near" || when === "intent"))
      await whenWanted(name, when);
    const Part = await load();
    // Marked ready once React has hydrated or rendered it: the early-events script replays what it held.
    return {
      default: function Frame() {
        const ref = useRef<HTMLDivElement>(null);
        useEffect(() => ref.current?.setAttribute("data-ready", "true"), []);
        return (
          <div ref={ref} className="contents" {...mark} suppressHydrationWarning>
            <Part />
          </div>
        );
      },
    };
  });
  // Memoised: a parent's re-render reaching a boundary not hydrated yet would drop its server HTML for the fallback.
  return memo(function DeferredPart() {
    // Read once per mount: hydrating over a static part's server HTML, or rendering it after a navigation.
    const [serverHtmlOnly] = useState(
      () =>
        when === "static" &&
        typeof document !== "undefined" &&
        document.querySelector(`[data-static-part="${name}"]`) !== null,
    );
    // The fallback shows only when a client-side navigation renders the part: the scroll manager waits for it.
    return (
      <Suspense fallback={<div className="contents" data-loading={name} />}>
        {serverHtmlOnly ? <ServerHtmlOnly /> : <Loaded />}
      </Suspense>
    );
  });
}
