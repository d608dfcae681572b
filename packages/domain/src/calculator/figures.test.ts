import { describe, expect, it } from "vitest";
import { computeHiringCost, DEFAULT_HIRING_COST_INPUTS, HIRING_COST_INPUT_FIELDS } from "./calculator";
import { describeHiringCost, formatDays, formatInputValue } from "./figures";

const NBSP = "\u00a0";

describe("describeHiringCost", () => {
  it("formats the section 9 defaults: 150 h + 75 h at 28 €/h", () => {
    // People: 15/60 × 40 × 15 × 1 = 150 h; seniors: 60/60 × 5 × 15 × 1 = 75 h.
    const figures = describeHiringCost(computeHiringCost(DEFAULT_HIRING_COST_INPUTS));
    expect(figures.withoutProduct.map((figure) => figure.value)).toEqual([
      `6300${NBSP}€`,
      `4200${NBSP}€`,
      `2100${NBSP}€`,
      `225${NBSP}h`,
    ]);
    // 6300 − 299 = 6001; 6001 / 6300 = 95 %; ceil(299 / 6001 × 30) = 2 days.
    expect(figures.withProduct.map((figure) => figure.value)).toEqual([
      `299${NBSP}€`,
      `6001${NBSP}€`,
      `95${NBSP}%`,
      "2 días",
    ]);
  });

  it("shows 0 % for a total of 0, and 1 day when the cost does not exceed the subscription", () => {
    const figures = describeHiringCost(
      computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, processesPerMonth: 0 }),
    );
    const byKey = new Map(figures.withProduct.map((figure) => [figure.key, figure.value]));
    expect(byKey.get("displayedSavingsPercentage")).toBe(`0${NBSP}%`);
    expect(byKey.get("paybackDays")).toBe("1 día");
    expect(byKey.get("savings")).toBe(`-299${NBSP}€`);
  });

  it("shows a negative percentage when the product costs more than the process (capped at 100 only)", () => {
    const figures = describeHiringCost(
      computeHiringCost({
        ...DEFAULT_HIRING_COST_INPUTS,
        processesPerMonth: 2,
        candidatesPerProcess: 10,
        technicalCandidatesPerProcess: 2,
        timePerCandidate: 10,
        timePerTest: 30,
        hourlyRate: 20,
      }),
    );
    const byKey = new Map(figures.withProduct.map((figure) => [figure.key, figure.value]));
    expect(byKey.get("displayedSavingsPercentage")).toBe(`-180${NBSP}%`);
  });
});

describe("formatDays and formatInputValue", () => {
  it("uses the singular only for one day", () => {
    expect(formatDays(1)).toBe("1 día");
    expect(formatDays(2)).toBe("2 días");
  });

  it("adds each field's unit", () => {
    const rate = HIRING_COST_INPUT_FIELDS.find((field) => field.key === "hourlyRate");
    expect(rate && formatInputValue(rate, { ...DEFAULT_HIRING_COST_INPUTS, hourlyRate: 28.5 })).toBe(
      `28,5${NBSP}€/h`,
    );
  });
});
