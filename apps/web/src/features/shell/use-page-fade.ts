import { useLocation } from "@tanstack/react-router";
import { type RefObject, useEffect, useRef } from "react";

/** How long the page takes to fade in after a client-side path change. */
const PAGE_FADE_MS = 400;

/**
 * The page fades in on every client-side path change (section 2.1). The first, prerendered paint shows at once: a
 * fade from transparent would hold the browser's largest paint back until the animation ran, on every route.
 */
export function usePageFade(main: RefObject<HTMLElement | null>): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the fade answers a change of path, which it does not read.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    main.current?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_MS, easing: "ease-out" });
  }, [pathname, main]);
}
