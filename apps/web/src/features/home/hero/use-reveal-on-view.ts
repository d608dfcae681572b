import { type RefObject, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../shell/use-anchor-navigation";

/** Share of an element that must be on screen before it animates in (section 9: in-view threshold 0.1). */
export const IN_VIEW_THRESHOLD = 0.1;
/** Delay before an entrance animation starts (section 9: hero delay 100 ms). */
export const ENTRANCE_DELAY_MS = 100;

/**
 * 'static': as prerendered, fully visible (server, no JavaScript, reduced motion, or already on screen at hydration);
 * 'hidden': below the fold and waiting to scroll into view; 'shown': animating in.
 */
export type RevealState = "static" | "hidden" | "shown";

/** Classes for each state: only opacity and transform change, so nothing shifts the layout. */
export const REVEAL_CLASSES: Record<RevealState, string> = {
  static: "",
  // Hidden at once, never faded out: a part may hydrate while it sits just below the fold.
  hidden: "translate-y-6 opacity-0 transition-none",
  shown: "translate-y-0 opacity-100",
};

/** Base transition of a revealed element; reduced motion turns it off. */
export const REVEAL_TRANSITION =
  "transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none";

/**
 * Fades an element in once 10 % of it scrolls into view. Content that is already on screen when the page
 * hydrates is never hidden, so the prerendered HTML stays readable without JavaScript and the first paint holds.
 */
function useRevealOnView<T extends Element>(delayMs = ENTRANCE_DELAY_MS): [RefObject<T | null>, RevealState] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return;
    setState("hidden");
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(() => setState("shown"), delayMs);
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  return [ref, state];
}

export { useRevealOnView };
