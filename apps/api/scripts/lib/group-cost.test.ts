import { describe, expect, it } from "vitest";
import { groupCostLine } from "./group-cost";

describe("groupCostLine", () => {
  it("finds what a group costs and what each lead adds, from CPU per lead at several group sizes", () => {
    // 560 µs per group and 100 µs per lead: 660 per lead alone, 193.3 in groups of 6, 117.5 in groups of 32.
    const cells = [1, 1, 6, 6, 32, 32].map((size) => ({ size, perLead: (560 + 100 * size) / size }));
    const line = groupCostLine(cells);
    expect(line.perGroup).toBeCloseTo(560, 6);
    expect(line.perLead).toBeCloseTo(100, 6);
  });

  it("fits the line that leaves the least squared error when the rounds disagree", () => {
    // Per group: 700 and 500 at size 1, 1 260 and 1 140 at 6: the line through the two means.
    const line = groupCostLine([
      { size: 1, perLead: 700 },
      { size: 1, perLead: 500 },
      { size: 6, perLead: 210 },
      { size: 6, perLead: 190 },
    ]);
    expect(line.perLead).toBeCloseTo((1200 - 600) / 5, 6);
    expect(line.perGroup).toBeCloseTo(600 - 120, 6);
  });
});
