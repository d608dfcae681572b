import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkFeedbackReportCode,
  FEEDBACK_REPORT_CODE_MESSAGES,
  FEEDBACK_REPORT_CODE_PATTERN,
  feedbackReportCode,
} from "./feedback-report-code";
import { SAMPLE_FEEDBACK_REPORT } from "./sample-feedback-report";

describe("checkFeedbackReportCode", () => {
  it.each([
    ["NIV-2025-E5081K-7", "NIV-2025-E5081K-7"],
    ["  niv-2025-e5081k-7 ", "NIV-2025-E5081K-7"],
    ["NIV 2025 E5081K 7", "NIV-2025-E5081K-7"],
    ["NIV2025E5081K7", "NIV-2025-E5081K-7"],
    // Look-alike letters read as digits.
    ["NIV-2O25-E5O81K-7", "NIV-2025-E5081K-7"],
    ["NIV-2026-7KQ4MZ-0", "NIV-2026-7KQ4MZ-0"],
    ["NIV-2026-7KQ4MZ-o", "NIV-2026-7KQ4MZ-0"],
  ])("accepts %j as %s", (typed, code) => {
    expect(checkFeedbackReportCode(typed)).toEqual({ ok: true, code, year: Number(code.slice(4, 8)) });
  });

  it.each([
    ["", FEEDBACK_REPORT_CODE_MESSAGES.empty],
    ["   ", FEEDBACK_REPORT_CODE_MESSAGES.empty],
    ["ABC-2025-E5081K-7", FEEDBACK_REPORT_CODE_MESSAGES.format],
    ["NIV-2025-E5081K", FEEDBACK_REPORT_CODE_MESSAGES.format],
    ["NIV-2025-E5081KK-7", FEEDBACK_REPORT_CODE_MESSAGES.format],
    ["12345", FEEDBACK_REPORT_CODE_MESSAGES.format],
    ["NIV-2025-E5U81K-7", FEEDBACK_REPORT_CODE_MESSAGES.character("U")],
    ["NIV-2025-E5#81K-7", FEEDBACK_REPORT_CODE_MESSAGES.character("#")],
    ["NIV-2024-E5081K-7", FEEDBACK_REPORT_CODE_MESSAGES.year],
    ["NIV-20A5-E5081K-7", FEEDBACK_REPORT_CODE_MESSAGES.year],
    // One character changed, two neighbours swapped.
    ["NIV-2025-E5081K-8", FEEDBACK_REPORT_CODE_MESSAGES.checksum],
    ["NIV-2025-E5018K-7", FEEDBACK_REPORT_CODE_MESSAGES.checksum],
    ["NIV-2025-5E081K-7", FEEDBACK_REPORT_CODE_MESSAGES.checksum],
  ])("rejects %j with a message that says what to fix", (typed, message) => {
    expect(checkFeedbackReportCode(typed)).toEqual({ ok: false, message });
  });

  it("names the format in the format message", () => {
    expect(FEEDBACK_REPORT_CODE_MESSAGES.format).toContain(FEEDBACK_REPORT_CODE_PATTERN);
  });
});

describe("feedbackReportCode", () => {
  it("makes codes the check accepts", () => {
    for (const serial of ["000000", "ZZZZZZ", "7KQ4MZ", "abc123"]) {
      const code = feedbackReportCode(2030, serial);
      expect(checkFeedbackReportCode(code)).toEqual({ ok: true, code, year: 2030 });
    }
  });

  it("gives the sample report a valid code of its evaluation year", () => {
    const check = checkFeedbackReportCode(SAMPLE_FEEDBACK_REPORT.verificationCode);
    expect(check).toEqual({
      ok: true,
      code: SAMPLE_FEEDBACK_REPORT.verificationCode,
      year: Number(SAMPLE_FEEDBACK_REPORT.evaluatedOn.slice(0, 4)),
    });
  });
});

describe("feedback report code properties", () => {
  const alphabet = [..."0123456789ABCDEFGHJKMNPQRSTVWXYZ"];
  const serial = fc
    .array(fc.constantFrom(...alphabet), { minLength: 6, maxLength: 6 })
    .map((chars) => chars.join(""));
  const year = fc.integer({ min: 2025, max: 2099 });

  it("accepts every code it makes", () => {
    fc.assert(
      fc.property(year, serial, (y, s) => {
        const code = feedbackReportCode(y, s);
        expect(checkFeedbackReportCode(code)).toEqual({ ok: true, code, year: y });
      }),
    );
  });

  it("rejects any two different neighbours swapped in the year or serial", () => {
    fc.assert(
      fc.property(year, serial, fc.integer({ min: 0, max: 8 }), (y, s, index) => {
        const body = [...`${y}${s}`];
        const [a, b] = [body[index], body[index + 1]];
        fc.pre(a !== b);
        [body[index], body[index + 1]] = [b ?? "", a ?? ""];
        const swapped = body.join("");
        const check = feedbackReportCode(y, s).at(-1);
        const typed = `NIV-${swapped.slice(0, 4)}-${swapped.slice(4)}-${check}`;
        expect(checkFeedbackReportCode(typed).ok).toBe(false);
      }),
    );
  });
});
