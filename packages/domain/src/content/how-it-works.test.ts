import { describe, expect, it } from "vitest";
import { HOW_IT_WORKS_LINK, HOW_IT_WORKS_STEPS } from "./how-it-works";

describe("how it works", () => {
  it("has three or four complete steps and links to the features page", () => {
    expect(HOW_IT_WORKS_STEPS.length).toBeGreaterThanOrEqual(3);
    expect(HOW_IT_WORKS_STEPS.length).toBeLessThanOrEqual(4);
    for (const step of HOW_IT_WORKS_STEPS) {
      expect(step.title.trim()).not.toBe("");
      expect(step.description.trim()).not.toBe("");
      expect(step.description).not.toContain("${");
    }
    expect(HOW_IT_WORKS_LINK.to).toBe("/caracteristicas");
  });
});
