// Dated content (upcoming and past webinars) is prerendered as of the day of the build, and a visitor may come later.
import { useSyncExternalStore } from "react";

/** The attribute of `<html>` naming the day a prerendered page was rendered as of (YYYY-MM-DD, UTC). */
export const CONTENT_DAY_ATTRIBUTE = "data-content-day";

/** Today in UTC, as YYYY-MM-DD: the day dated content is shown as of. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

const unchanging = () => () => undefined;

/** While hydrating, the day the page's HTML was rendered as of; anywhere else, today. */
function renderedDay(): string {
  if (typeof document === "undefined") return todayUtc();
  return document.documentElement.getAttribute(CONTENT_DAY_ATTRIBUTE) ?? todayUtc();
}

/**
 * The day dated content is shown as of. Hydration renders the day the prerendered HTML was rendered as of, so that it
 * matches; when the build is older than today, React renders today's content right after (a session whose date has
 * passed leaves the upcoming ones without a hydration error).
 */
export function useContentDay(): string {
  return useSyncExternalStore(unchanging, todayUtc, renderedDay);
}
