import { describe, expect, it } from "vitest";
import { HOME_ANCHORS } from "./navigation";
import { SIDE_NAVIGATION_ITEMS, SIDE_NAVIGATION_PILL } from "./side-navigation";

describe("side navigation", () => {
  it("has the nine home anchors once each, in page order", () => {
    expect(SIDE_NAVIGATION_ITEMS.map((item) => item.anchor)).toEqual(Object.values(HOME_ANCHORS));
  });

  it("names every anchor differently", () => {
    const labels = SIDE_NAVIGATION_ITEMS.map((item) => item.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("keeps the pill's visible text at the start of its accessible name", () => {
    expect(SIDE_NAVIGATION_PILL.label.startsWith(SIDE_NAVIGATION_PILL.text)).toBe(true);
  });
});
