import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { deferredPartsLoading, whenDeferredPartsSettled } from "../../lib/lazy-hydrated";
import { ANCHOR_SCROLL_AFTER_NAVIGATION_MS, scrollToElement } from "./use-anchor-navigation";

/** On first load the hash target is scrolled to after this delay (section 2.1). */
const HASH_SCROLL_ON_LOAD_MS = 300;
const HASH_TARGET_RETRY_MS = 100;
const HASH_TARGET_RETRIES = 30;
const HASH_SETTLE_TIMEOUT_MS = 3000;
/** How long sections still arriving after the scroll may take before the target is no longer put back in place. */
const HASH_REALIGN_LIMIT_MS = 15_000;
/** After the last section's code has arrived, how long its rendering may still move the target. */
const HASH_REALIGN_GRACE_MS = 1000;
const VISITOR_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Sections above the target that arrive after the scroll push it down: until they have all arrived (and a little
 * after, as they render), each change of the page's height scrolls to the target again, unless the visitor has
 * scrolled or the page has changed meanwhile.
 */
function keepTargetInPlace(id: string, isCancelled: () => boolean): void {
  let visitorMoved = false;
  const moved = () => {
    visitorMoved = true;
  };
  const realign = () => {
    const element = document.getElementById(id);
    if (visitorMoved || isCancelled() || !element) return;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (Math.abs(element.getBoundingClientRect().top - margin) > 1) scrollToElement(id);
  };
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call only reports the size the page has now.
    if (first) first = false;
    else realign();
  });
  observer.observe(document.body);
  for (const type of VISITOR_SCROLL_EVENTS)
    window.addEventListener(type, moved, { passive: true, capture: true });
  void whenDeferredPartsSettled(HASH_REALIGN_LIMIT_MS).then(() => {
    // The parts' code is in; they render in the tasks that follow.
    window.setTimeout(() => {
      observer.disconnect();
      for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, moved, { capture: true });
    }, HASH_REALIGN_GRACE_MS);
  });
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

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      // A new page opens at the top by itself: scrolling there once this code has arrived would move the page under
      // a visitor who has already scrolled. A reload or a step back is put back at the top from the old position.
      if (!isFirst || restoredByBrowser()) window.scrollTo({ top: 0, left: 0, behavior: "auto" });
      return;
    }
    // A section whose code loads on demand may not be in the page yet after a client-side navigation: retry briefly.
    let retries = 0;
    let cancelled = false;
    const attempt = () => {
      if (cancelled) return;
      // Parts still loading when the scroll starts (a slow network, a busy phone) may push the target away.
      const stillArriving = !isFirst && deferredPartsLoading();
      if (scrollToElement(hash)) {
        if (stillArriving) keepTargetInPlace(hash, () => cancelled);
        return;
      }
      if (retries++ < HASH_TARGET_RETRIES) timer = window.setTimeout(attempt, HASH_TARGET_RETRY_MS);
      else window.scrollTo({ top: 0, left: 0, behavior: "auto" });
    };
    let timer = window.setTimeout(
      () => {
        // After a client-side navigation the sections above the target are still arriving: let them settle first.
        if (isFirst) attempt();
        else void whenDeferredPartsSettled(HASH_SETTLE_TIMEOUT_MS).then(attempt);
      },
      isFirst ? HASH_SCROLL_ON_LOAD_MS : ANCHOR_SCROLL_AFTER_NAVIGATION_MS,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pathname, hash]);

  return null;
}

export { ScrollManager };
