import { type RefObject, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../shell/use-anchor-navigation";

/** Share of the element that must be visible before it reveals (section 9's in-view threshold). */
const IN_VIEW_THRESHOLD = 0.1;

/**
 * 'static' while prerendered or when there is nothing to animate (already in view, reduced motion),
 * 'waiting' once hydrated below the fold, 'shown' when scrolled into view: only then do the cards animate.
 */
export type RevealPhase = "static" | "waiting" | "shown";

export function useRevealOnView<T extends Element>(): readonly [RefObject<T | null>, RevealPhase] {
  const ref = useRef<T | null>(null);
  const [phase, setPhase] = useState<RevealPhase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        if (first) {
          first = false;
          // Already on screen when the code arrived: keep what the visitor sees still.
          if (visible) observer.disconnect();
          else setPhase("waiting");
          return;
        }
        if (visible) {
          setPhase("shown");
          observer.disconnect();
        }
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, phase] as const;
}
