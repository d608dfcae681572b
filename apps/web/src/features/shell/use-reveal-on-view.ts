import { type CSSProperties, type RefObject, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./use-anchor-navigation";

/** Share of an element that must be on screen before it animates in (section 9: in-view threshold 0.1). */
const IN_VIEW_THRESHOLD = 0.1;
/** Delay before the hero's entrance animations start (section 9: hero delay 100 ms). */
export const ENTRANCE_DELAY_MS = 100;
/** Delay between consecutive cards of a revealed list (section 9: card stagger 50 ms). */
const STAGGER_MS = 50;

/**
 * 'static': as prerendered, fully visible (server, no JavaScript, reduced motion, or already on screen or scrolled
 * past at hydration); 'hidden': below the fold, waiting to scroll into view; 'shown': animating in.
 */
export type RevealState = "static" | "hidden" | "shown";

/** Classes of a revealed element for each state: only opacity and transform change, so nothing shifts. */
export const REVEAL_CLASSES: Readonly<Record<RevealState, string>> = {
  static: "",
  // Hidden at once, never faded out: a part may hydrate while it sits just below the fold.
  hidden: "translate-y-6 opacity-0 transition-none",
  shown: "translate-y-0 opacity-100",
};

/** Base transition of a revealed element; reduced motion turns it off. */
export const REVEAL_TRANSITION =
  "transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none";

/**
 * Classes for the items of a revealed list: put `data-reveal={state}` and `group/reveal` on the list, this on each
 * item, and `revealDelay(index)` as its style. Hidden at once, like a single element: faded out, the items of a list
 * in a section skipped by `content-visibility` kept their opacity, as a skipped subtree runs no transition.
 */
export const REVEAL_ITEM_CLASS =
  "transition-[opacity,transform] duration-500 ease-out group-data-[reveal=hidden]/reveal:translate-y-4 group-data-[reveal=hidden]/reveal:opacity-0 group-data-[reveal=hidden]/reveal:transition-none motion-reduce:transition-none";

/** A revealed list's own props: the observed element, `data-reveal` and the `group/reveal` its items read. */
export function revealListProps<T extends Element>(
  reveal: { ref: RefObject<T | null>; state: RevealState },
  className: string,
) {
  return { ref: reveal.ref, "data-reveal": reveal.state, className: `group/reveal ${className}` };
}

/** Inline style that staggers an item of a revealed list. */
export function revealDelay(index: number): CSSProperties {
  return { transitionDelay: `${index * STAGGER_MS}ms` };
}

/**
 * Whether an element starts below the fold. Its section answers first: measuring inside a section that
 * `content-visibility` skips (styles.css) lays that section out, 6-12 ms each on a phone (4x CPU) as the landing
 * renders after a navigation. Only an element whose section is on screen, laid out anyway, is measured itself.
 */
export function isBelowTheFold(element: Element): boolean {
  // The outermost section is the one `content-visibility` may skip; a section inside it never is.
  let outermost = element.closest("main section");
  for (let at = outermost; at; at = at.parentElement?.closest("main section") ?? null) outermost = at;
  const section = outermost?.getBoundingClientRect();
  if (section && section.top >= window.innerHeight) return true;
  if (section && section.bottom <= 0) return false;
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Fades an element in once 10 % of it scrolls into view, `delayMs` later. Content on screen (or above it) when
 * the code arrives is never hidden, so the prerendered HTML stays readable without JavaScript and the first
 * paint holds.
 */
export function useRevealOnView<T extends Element>(delayMs = 0) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");
  // Measured once the fonts are in, when the layout is final: text reflowing after the check could bring a card
  // hidden below the fold into view mid-page, where it would fade in by itself.
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let observer: IntersectionObserver | undefined;
    let timer: number | undefined;
    let cancelled = false;
    const start = () => {
      if (cancelled || !isBelowTheFold(element)) return;
      setState("hidden");
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          if (delayMs > 0) timer = window.setTimeout(() => setState("shown"), delayMs);
          else setState("shown");
        },
        { threshold: IN_VIEW_THRESHOLD },
      );
      observer.observe(element);
    };
    if (document.fonts === undefined) start();
    else void document.fonts.ready.then(start);
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return { ref, state };
}
