import { logicQuizProblems } from "@nivelia/domain/tools";
import { describe, expect, it } from "vitest";
import { LOGIC_TEST_BANDS, LOGIC_TEST_QUESTIONS } from "./logic-test-quiz";

describe("logic test content", () => {
  it("is a usable question set", () => {
    expect(logicQuizProblems(LOGIC_TEST_QUESTIONS)).toEqual([]);
  });

  it("explains every band", () => {
    for (const band of Object.values(LOGIC_TEST_BANDS)) {
      expect(band.title.length).toBeGreaterThan(5);
      expect(band.text.length).toBeGreaterThan(60);
    }
  });
});
