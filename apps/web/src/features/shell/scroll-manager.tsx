import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { whenDeferredPartsSettled } from "../../lib/lazy-hydrated";
import { ANCHOR_SCROLL_AFTER_NAVIGATION_MS, scrollToElement } from "./use-anchor-navigation";

/** On first load the hash target is scrolled to after this delay (section 2.1). */
const HASH_SCROLL_ON_LOAD_MS = 300;
const HASH_SETTLE_TIMEOUT_MS = 3000;
/** How long sections still arriving after the scroll may take before the target is no longer put back in place. */
const HASH_REALIGN_LIMIT_MS = 15_000;
/** Once the sections' code has arrived, how long the page's height must stay put before the target is let go. */
const HASH_REALIGN_QUIET_MS = 1500;
const VISITOR_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Sections above the target that arrive after the scroll push it down: until they have all arrived and the page's
 * height has then stayed put for a moment (a busy phone renders them late), each change of that height puts the
 * target back at once, unless the visitor has scrolled or the page has changed meanwhile. At once, not smoothly: a
 * smooth scroll heads for where the target was when it started, and a section rendering during it moves the target.
 */
export function keepTargetInPlace(id: string, isCancelled: () => boolean): void {
  let visitorMoved = false;
  const moved = () => {
    visitorMoved = true;
  };
  const realign = () => {
    const element = document.getElementById(id);
    if (visitorMoved || isCancelled() || !element) return;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (Math.abs(element.getBoundingClientRect().top - margin) > 1)
      element.scrollIntoView({ behavior: "instant", block: "start" });
  };
  let settled = false;
  let letGo: number | undefined;
  const stop = () => {
    observer.disconnect();
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, moved, { capture: true });
  };
  // Each change of height after the code has arrived starts the quiet period again.
  const waitForQuiet = () => {
    window.clearTimeout(letGo);
    letGo = window.setTimeout(stop, HASH_REALIGN_QUIET_MS);
  };
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call only reports the size the page has now.
    if (first) first = false;
    else realign();
    if (settled) waitForQuiet();
  });
  observer.observe(document.body);
  for (const type of VISITOR_SCROLL_EVENTS)
    window.addEventListener(type, moved, { passive: true, capture: true });
  void whenDeferredPartsSettled(HASH_REALIGN_LIMIT_MS).then(() => {
    // The parts' code is in; they render in the tasks that follow.
    settled = true;
    waitForQuiet();
  });
  // A height that never stops changing (an animation) lets the target go in the end all the same.
  window.setTimeout(stop, HASH_REALIGN_LIMIT_MS + HASH_REALIGN_QUIET_MS);
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
    let cancelled = false;
    let targetArrives: MutationObserver | undefined;
    const scrollToTarget = () => {
      // After a client-side navigation the sections above the target may still be arriving or rendering when the
      // scroll starts (a slow network, a busy phone): code that has arrived is rendered in the tasks that follow, so
      // the target is kept in place whether or not a part is still loading.
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
      targetArrives?.disconnect();
    };
  }, [pathname, hash]);

  return null;
}

export { ScrollManager };
