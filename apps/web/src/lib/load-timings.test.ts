// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootLoadTimings } from "./load-timings";

const CONFIG = {
  sideNavMs: 500,
  bannerMs: 1000,
  consentKey: "cookieConsent",
  preferencesKey: "cookiePreferences",
  consentMonths: 13,
};
const NOW = new Date("2026-06-01T12:00:00.000Z");
const root = document.documentElement;

/** Stores an accepted choice saved `monthsAgo` months before now. */
function storeChoice(monthsAgo: number): void {
  const savedAt = new Date(NOW);
  savedAt.setUTCMonth(savedAt.getUTCMonth() - monthsAgo);
  localStorage.setItem("cookieConsent", "true");
  localStorage.setItem("cookiePreferences", JSON.stringify({ savedAt: savedAt.toISOString() }));
}

// Each test boots the timings once and fires the load event on a fresh window listener set.
let controller: AbortController;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  controller = new AbortController();
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) =>
    add(type, listener, { ...(typeof options === "object" ? options : {}), signal: controller.signal }),
  );
  localStorage.clear();
  root.removeAttribute("data-side-nav");
  root.removeAttribute("data-consent-ask");
});
afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the load-relative timings", () => {
  it("reveal the side navigation and ask for consent at their delays after the load event", () => {
    bootLoadTimings(CONFIG);
    vi.advanceTimersByTime(5000);
    expect(root.hasAttribute("data-side-nav")).toBe(false);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(499);
    expect(root.hasAttribute("data-side-nav")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute("data-side-nav")).toBe(true);
    expect(root.hasAttribute("data-consent-ask")).toBe(false);
    vi.advanceTimersByTime(500);
    expect(root.hasAttribute("data-consent-ask")).toBe(true);
  });

  it.each([
    [12, false],
    [14, true],
  ])("with a choice stored %i months ago, asks again: %s", (monthsAgo, asked) => {
    storeChoice(monthsAgo);
    bootLoadTimings(CONFIG);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(CONFIG.bannerMs);
    expect(root.hasAttribute("data-consent-ask")).toBe(asked);
  });
});
