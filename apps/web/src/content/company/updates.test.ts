import { describe, expect, it } from "vitest";
import { PRODUCT_UPDATES, updatesNewestFirst } from "./updates";
import { splitWebinars, WEBINARS } from "./webinars";

describe("the changelog", () => {
  it("has at least five dated entries and lists them newest first", () => {
    expect(PRODUCT_UPDATES.length).toBeGreaterThanOrEqual(5);
    for (const update of PRODUCT_UPDATES) expect(Number.isNaN(Date.parse(update.date))).toBe(false);
    const dates = updatesNewestFirst().map((update) => update.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const latest = {
      date: "2099-01-01",
      kind: "Mejora",
      title: "Más reciente",
      description: "Prueba.",
    } as const;
    expect(updatesNewestFirst([...PRODUCT_UPDATES, latest])[0]).toBe(latest);
  });
});

describe("webinars", () => {
  it("split into upcoming (soonest first) and past (latest first) around a day, with unique ids", () => {
    expect(new Set(WEBINARS.map((webinar) => webinar.id)).size).toBe(WEBINARS.length);
    const { upcoming, past } = splitWebinars("2026-11-23");
    expect(upcoming.map((webinar) => webinar.date)).toEqual(["2026-12-10", "2027-01-21", "2027-02-18"]);
    expect(past.map((webinar) => webinar.date)).toEqual(["2026-10-22", "2026-09-24"]);
    expect(splitWebinars("2026-12-10").upcoming[0]?.date).toBe("2026-12-10");
  });
});
