import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { ANCHOR_SCROLL_AFTER_NAVIGATION_MS, scrollToElement } from "./use-anchor-navigation";

/** On first load the hash target is scrolled to after this delay (section 2.1). */
export const HASH_SCROLL_ON_LOAD_MS = 300;

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
      window.scrollTo({ top: 0, left: 0, behavior: "auto" });
      return;
    }
    const timer = window.setTimeout(
      () => {
        if (!scrollToElement(hash)) window.scrollTo({ top: 0, left: 0, behavior: "auto" });
      },
      isFirst ? HASH_SCROLL_ON_LOAD_MS : ANCHOR_SCROLL_AFTER_NAVIGATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}

export { ScrollManager };
