import { useLocation, useNavigate } from "@tanstack/react-router";
import type { MouseEvent } from "react";

/** Delay before scrolling to an anchor once a navigation has rendered the page (section 9). */
export const ANCHOR_SCROLL_AFTER_NAVIGATION_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Whether the window shows the target where a scroll to it would put it: its top at its scroll margin. */
function isInPlace(target: Element): boolean {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return Math.abs(target.getBoundingClientRect().top - margin) < 1;
}

/**
 * Scrolls to an element by id: smoothly for a visitor already on the page (unless they prefer reduced motion), or
 * with `{ jump: true }` at once, as a page that has just opened does.
 */
export function scrollToElement(id: string, { jump = false }: { jump?: boolean } = {}): void {
  const target = document.getElementById(id);
  // A target already in place is left alone (a visitor reading the FAQ taps its link, a reload restored the page
  // there): laying out the sections above it is then work for nothing, and before a smooth scroll it moved the target
  // about 7 000 px down on a phone, for the scroll to carry the visitor back across them.
  if (!target || isInPlace(target)) return;
  // The sections down to the target's take their real height before the scroll (styles.css), so that it ends on the
  // target: one growing during a smooth scroll would move it, and after a jump scroll anchoring holds on to whatever
  // shows under the sticky header, the section above, and the target was left 1 400 px down on a phone. Those after
  // it keep waiting until they near the viewport: with the whole landing laid out, the hero's links to #demo and
  // #precios took 272-304 and 264-432 ms from tap to paint on a phone (4x CPU), against 96-152 and 160-320 ms now.
  for (const section of document.querySelectorAll("main section")) {
    if (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING) break;
    section.setAttribute("data-laid-out", "");
  }
  // A new page opens at its anchor: a smooth scroll there crossed 10 000 px of the landing on a phone.
  const behavior = jump || prefersReducedMotion() ? "auto" : "smooth";
  target.scrollIntoView({ behavior, block: "start" });
}

/** Goes to an anchor of the home page: a smooth scroll when already there, a navigation otherwise. */
export function useAnchorNavigation() {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (anchor: string) => {
    if (pathname !== "/") return void navigate({ to: "/", hash: anchor });
    window.history.replaceState(window.history.state, "", `#${anchor}`);
    scrollToElement(anchor);
  };
}

/** A link's click handler that goes to a home anchor in place instead of following its href. */
export function useAnchorLink(anchor: string) {
  const goToAnchor = useAnchorNavigation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goToAnchor(anchor);
  };
}

/** Closes a dialog, then goes to a home anchor once the dialog has released the page (scroll lock, focus). */
export function useCloseThenGoTo(close: () => void) {
  const goToAnchor = useAnchorNavigation();
  return (anchor: string) => {
    close();
    window.setTimeout(() => goToAnchor(anchor), ANCHOR_SCROLL_AFTER_NAVIGATION_MS);
  };
}
