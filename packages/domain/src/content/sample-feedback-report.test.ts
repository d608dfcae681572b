import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASSESSMENT_TYPES } from "./assessment-types";
import {
  overallScore,
  SAMPLE_FEEDBACK_NOTICE,
  SAMPLE_FEEDBACK_PDF,
  SAMPLE_FEEDBACK_REPORT,
} from "./sample-feedback-report";

describe("sample feedback report", () => {
  it("scores only real assessment types, each once, between 0 and 100", () => {
    const ids = new Set(ASSESSMENT_TYPES.map((type) => type.id));
    const scored = SAMPLE_FEEDBACK_REPORT.scores.map((item) => item.assessmentTypeId);
    expect(scored.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(scored).size).toBe(scored.length);
    for (const item of SAMPLE_FEEDBACK_REPORT.scores) {
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(100);
    }
  });

  it("has every part the PDF prints", () => {
    const report = SAMPLE_FEEDBACK_REPORT;
    expect(report.stack.length).toBeGreaterThan(0);
    expect(report.strengths.length).toBeGreaterThan(0);
    expect(report.improvements.length).toBeGreaterThan(0);
    expect(report.codeReview.lines.length).toBeGreaterThan(0);
    expect(report.codeReview.notes.every((note) => /^[+-] /.test(note))).toBe(true);
    expect(report.recommendation.interviewQuestions.length).toBeGreaterThan(0);
    expect(report.evaluatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(report.evaluatedOn))).toBe(false);
  });

  it("is served from the folder the build writes to", () => {
    expect(SAMPLE_FEEDBACK_PDF.path).toBe(`/${SAMPLE_FEEDBACK_PDF.folder}/${SAMPLE_FEEDBACK_PDF.fileName}`);
    expect(SAMPLE_FEEDBACK_PDF.fileName).toMatch(/\.pdf$/);
    expect(SAMPLE_FEEDBACK_NOTICE).toBe("Documento de ejemplo con datos ficticios");
  });
});

describe("overallScore", () => {
  it("is the rounded mean of the tests", () => {
    expect(overallScore([{ score: 90 }, { score: 85 }])).toBe(88);
    expect(overallScore(SAMPLE_FEEDBACK_REPORT.scores)).toBe(85);
    expect(overallScore([])).toBe(0);
  });

  it("always lies between the lowest and the highest test", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 12 }), (values) => {
        const overall = overallScore(values.map((score) => ({ score })));
        expect(overall).toBeGreaterThanOrEqual(Math.min(...values));
        expect(overall).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });
});
