import { type CSSProperties, useCallback, useState } from "react";
import { prefersReducedMotion } from "../../shell/use-anchor-navigation";

/** Share of a list that must be in view before it fades in (section 9: in-view threshold 0.1). */
const IN_VIEW_THRESHOLD = 0.1;
/** Delay between consecutive cards (section 9: card stagger 50 ms). */
const STAGGER_MS = 50;

/**
 * Classes for the items of a revealed list: they fade and rise in once the list enters the viewport. Only opacity
 * and transform move, so nothing shifts; the server HTML and visitors without JS or with reduced motion see them
 * at once, because only the browser hides them, and only when they are still below the viewport.
 */
const REVEAL_ITEM_CLASS =
  "transition-[opacity,transform] duration-500 ease-out group-data-[reveal=hidden]/reveal:translate-y-4 group-data-[reveal=hidden]/reveal:opacity-0 motion-reduce:transition-none";

/** Inline style that staggers an item of a revealed list. */
function revealDelay(index: number): CSSProperties {
  return { transitionDelay: `${index * STAGGER_MS}ms` };
}

type RevealState = "static" | "hidden" | "shown";

/**
 * Fades a list in when it is scrolled into view. Put `ref` and `data-reveal` on the list together with the class
 * `group/reveal`, and `REVEAL_ITEM_CLASS` on its items.
 */
function useRevealOnScroll<T extends HTMLElement>(): {
  ref: (element: T | null) => (() => void) | undefined;
  state: RevealState;
} {
  const [state, setState] = useState<RevealState>("static");
  const ref = useCallback((element: T | null) => {
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return undefined;
    // Already on screen (or scrolled past) when the code arrives: leave it as the server rendered it.
    if (element.getBoundingClientRect().top < window.innerHeight) return undefined;
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("shown");
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, state };
}

export { REVEAL_ITEM_CLASS, revealDelay, useRevealOnScroll };
