import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { ANCHOR_SCROLL_AFTER_NAVIGATION_MS, scrollToElement } from "./use-anchor-navigation";

/** On a reload or a step back, the hash target is scrolled to this long after the code runs (section 2.1). */
const HASH_SCROLL_ON_LOAD_MS = 300;
const TOP: ScrollToOptions = { top: 0, left: 0, behavior: "auto" };

/**
 * Jumps to the anchor once, after `delayMs`, when the target is in the page and no part's code is on its way (after
 * a client-side navigation, `[data-loading]` until a part's code arrives: arriving above the target after the scroll,
 * it would push it down). Until then the page waits at the top. Returns the cancel.
 */
export function scrollToAnchorWhenReady(id: string, delayMs: number): () => void {
  const ready = () => document.getElementById(id) !== null && !document.querySelector("main [data-loading]");
  const jump = () => scrollToElement(id, { jump: true });
  const arrivals = new MutationObserver(() => {
    if (!ready()) return;
    arrivals.disconnect();
    jump();
  });
  const timer = window.setTimeout(() => {
    if (ready()) return jump();
    window.scrollTo(TOP);
    arrivals.observe(document.body, { childList: true, subtree: true });
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    arrivals.disconnect();
  };
}

/** Every path change scrolls to the top, or to the URL hash target when there is one. */
export function ScrollManager() {
  const { pathname, hash } = useLocation({
    select: (location) => ({ pathname: location.pathname, hash: location.hash }),
  });
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new page scrolls (to its anchor or to the top), though the effect reads only the hash
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    // A prerendered page opened by a link or the address bar is where the browser put it as it parsed the HTML: at
    // its top, or at its hash target. Moving it once this code has arrived would move it under a visitor who has
    // scrolled meanwhile. A reload or a step back, which restore the old position, and a page the dev server renders
    // from scratch are put at the top or the target.
    const [load] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const reopened = load?.type === "reload" || load?.type === "back_forward";
    if (isFirst && !reopened && !import.meta.env.DEV) return;
    const delay = isFirst ? HASH_SCROLL_ON_LOAD_MS : ANCHOR_SCROLL_AFTER_NAVIGATION_MS;
    if (hash) return scrollToAnchorWhenReady(hash, delay);
    if (!isFirst || reopened) window.scrollTo(TOP);
  }, [pathname, hash]);
  return null;
}
