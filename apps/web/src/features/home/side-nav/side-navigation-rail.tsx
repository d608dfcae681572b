import {
  HOME_ANCHORS,
  SIDE_NAVIGATION_ITEMS,
  SIDE_NAVIGATION_PILL,
  SIDE_NAVIGATION_PILL_DIALOG_MS,
} from "@nivelia/domain/site";
import { cn } from "@nivelia/ui";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { scrollToElement } from "../../shell/use-anchor-navigation";
import { useHomeActions } from "../home-context";
import { useActiveAnchor } from "./use-active-anchor";

const ANCHORS = SIDE_NAVIGATION_ITEMS.map((item) => item.anchor);

/** Dots at the right edge, one per home section, plus the '-100%' pill (section 2.4); large screens only
 * (xl, where the landing's boxes keep a gutter for it: styles.css). */
function SideNavigationRail() {
  const active = useActiveAnchor(ANCHORS);
  const { openBetaAccess, preloadBetaAccess } = useHomeActions();
  const pillTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pillTimer.current), []);

  // A dot's label covers the page beside the rail: Escape puts it away, wherever the focus is, until the pointer or
  // the focus reaches a dot again (WCAG 1.4.13).
  const [labelsAway, setLabelsAway] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setLabelsAway(true);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault();
    window.history.replaceState(window.history.state, "", `#${anchor}`);
    scrollToElement(anchor);
  };

  // Pricing first, then the beta dialog 0.8 s after the click, counted from the tap itself even when it was held
  // until this code hydrated (the replayed press carries the tap's time). The dialog's code is fetched at once (if the
  // page has not already), and the dialog opens in one synchronous render when the time comes.
  const openEarlyAccess = (event: MouseEvent<HTMLButtonElement>) => {
    preloadBetaAccess();
    scrollToElement(HOME_ANCHORS.pricing);
    const clickedAt = event.timeStamp;
    window.clearTimeout(pillTimer.current);
    pillTimer.current = window.setTimeout(
      () => flushSync(openBetaAccess),
      Math.max(0, SIDE_NAVIGATION_PILL_DIALOG_MS - (performance.now() - clickedAt)),
    );
  };

  return (
    <nav
      data-side-nav-rail=""
      aria-label="Secciones de la página"
      className="fixed top-1/2 right-4 z-40 hidden -translate-y-1/2 animate-fade-in flex-col items-end gap-3 motion-reduce:animate-none xl:flex"
    >
      <ul className="flex flex-col items-end gap-1">
        {SIDE_NAVIGATION_ITEMS.map((item) => {
          const current = item.anchor === active;
          return (
            <li key={item.anchor}>
              <a
                href={`#${item.anchor}`}
                aria-label={item.label}
                aria-current={current ? "location" : undefined}
                onClick={(event) => goTo(event, item.anchor)}
                onPointerEnter={() => setLabelsAway(false)}
                onFocus={() => setLabelsAway(false)}
                className="group relative flex size-6 items-center justify-center rounded-full"
              >
                {/* The label shows on hover and keyboard focus. Inside the link, it stays while the pointer moves
                    onto it; hidden, it takes no pointer. */}
                <span
                  aria-hidden="true"
                  className={cn(
                    "invisible absolute right-8 whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-background text-xs opacity-0 transition-[opacity,visibility] motion-reduce:transition-none",
                    !labelsAway &&
                      "group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100",
                  )}
                >
                  {item.label}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "block rounded-full border-2 border-primary transition-[transform,background-color] motion-reduce:transition-none",
                    current ? "size-3 scale-125 bg-primary" : "size-2.5 bg-background group-hover:bg-primary",
                  )}
                />
              </a>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        aria-label={SIDE_NAVIGATION_PILL.label}
        onClick={openEarlyAccess}
        onPointerEnter={preloadBetaAccess}
        onFocus={preloadBetaAccess}
        className="rounded-full bg-primary px-3 py-1.5 font-bold text-primary-foreground text-xs shadow-md transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        {SIDE_NAVIGATION_PILL.text}
      </button>
    </nav>
  );
}

export { SideNavigationRail };
