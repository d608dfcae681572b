import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { ANCHOR_SCROLL_AFTER_NAVIGATION_MS, scrollToElement } from "./use-anchor-navigation";

/** On first load the hash target is scrolled to after this delay (section 2.1). */
const HASH_SCROLL_ON_LOAD_MS = 300;
const VISITOR_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Sections above the target whose code arrives after the scroll push it down: while any part of the page is still
 * on its way (its Suspense fallback, `[data-loading]`), each change of the page's height puts the target back at
 * once, until the visitor scrolls or the page changes. At once, not smoothly: a smooth scroll heads for where the
 * target was when it started, and a section rendering during it moves the target.
 */
export function keepTargetInPlace(id: string, isCancelled: () => boolean): void {
  const stop = () => {
    observer.disconnect();
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop, { capture: true });
  };
  let first = true;
  const observer = new ResizeObserver(() => {
    const element = document.getElementById(id);
    if (isCancelled() || !element) return stop();
    // The first call only reports the size the page has now (the smooth scroll to the target may be under way).
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (!first && Math.abs(element.getBoundingClientRect().top - margin) > 1)
      element.scrollIntoView({ behavior: "instant", block: "start" });
    first = false;
    if (!document.querySelector("main [data-loading]")) stop();
  });
  observer.observe(document.body);
  for (const type of VISITOR_SCROLL_EVENTS)
    window.addEventListener(type, stop, { passive: true, capture: true });
}

/** Whether the browser may have put this page back where it was (a reload or a step through the history). */
function restoredByBrowser(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload" || navigation?.type === "back_forward";
}

/** Every path change scrolls to the top, or to the URL hash target when there is one. */
function ScrollManager() {
  const { pathname, hash } = useLocation({
    select: (location) => ({ pathname: location.pathname, hash: location.hash }),
  });
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new page scrolls (to its anchor or to the top), though the effect reads only the hash
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      // A new page opens at the top by itself: scrolling there once this code has arrived would move the page under
      // a visitor who has already scrolled. A reload or a step back is put back at the top from the old position.
      if (!isFirst || restoredByBrowser()) window.scrollTo({ top: 0, left: 0, behavior: "auto" });
      return;
    }
    let cancelled = false;
    let targetArrives: MutationObserver | undefined;
    const scrollToTarget = () => {
      // After a client-side navigation the sections above the target may still be arriving when the scroll starts
      // (a slow network, a busy phone): the target is kept in place until they have.
      if (!scrollToElement(hash)) return false;
      if (!isFirst) keepTargetInPlace(hash, () => cancelled);
      return true;
    };
    const attempt = () => {
      if (cancelled || scrollToTarget()) return;
      // A section whose code loads on demand may not be in the page yet after a client-side navigation: the page
      // opens at the top, and goes to the target the moment it exists.
      window.scrollTo({ top: 0, left: 0, behavior: "auto" });
      targetArrives = new MutationObserver(() => {
        if (document.getElementById(hash) && scrollToTarget()) targetArrives?.disconnect();
      });
      targetArrives.observe(document.body, { childList: true, subtree: true });
    };
    const timer = window.setTimeout(
      attempt,
      isFirst ? HASH_SCROLL_ON_LOAD_MS : ANCHOR_SCROLL_AFTER_NAVIGATION_MS,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      targetArrives?.disconnect();
    };
  }, [pathname, hash]);

  return null;
}

export { ScrollManager };
