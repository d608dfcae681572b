import { SIDE_NAVIGATION_APPEAR_MS } from "@nivelia/domain/site";
import { lazy, Suspense, useEffect, useState } from "react";

// The rail's code is fetched only on large screens, 0.5 s after load: it never weighs on the first view.
const SideNavigationRail = lazy(() =>
  import("./side-navigation-rail").then((module) => ({ default: module.SideNavigationRail })),
);

/** Tailwind's `lg` breakpoint, below which there is no side navigation (section 2.4). */
const LARGE_SCREEN_QUERY = "(min-width: 64rem)";

/** Shows the side navigation on large screens once 0.5 s have passed (section 9). */
function SideNavigation() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const largeScreen = window.matchMedia(LARGE_SCREEN_QUERY);
    let timer: number | undefined;
    const schedule = () => {
      if (!largeScreen.matches || timer !== undefined) return;
      timer = window.setTimeout(() => setShown(true), SIDE_NAVIGATION_APPEAR_MS);
    };
    schedule();
    largeScreen.addEventListener("change", schedule);
    return () => {
      largeScreen.removeEventListener("change", schedule);
      window.clearTimeout(timer);
    };
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SideNavigationRail />
    </Suspense>
  );
}

export { SideNavigation };
