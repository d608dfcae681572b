import { JOB_TEMPLATE_PLACEHOLDERS, logicQuizProblems, unknownTemplateWords } from "@nivelia/domain/tools";
import { describe, expect, it } from "vitest";
import { LOGIC_TEST_BANDS, LOGIC_TEST_QUESTIONS } from "./logic-test-quiz";
import { JOB_DESCRIPTION_TEMPLATES } from "./redactor-templates";
import { TOOLS } from "./tools-index";

/** Every string of a nested value, with where it is. */
function stringsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

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

describe("job description templates", () => {
  it("use only the placeholders the writer fills ({technology} only in the stack item)", () => {
    for (const [path, text] of stringsOf(JOB_DESCRIPTION_TEMPLATES)) {
      const allowed = path === "stack.item" ? ["technology"] : [];
      expect(
        unknownTemplateWords(text).filter((word) => !allowed.includes(word)),
        path,
      ).toEqual([]);
    }
    expect(JOB_TEMPLATE_PLACEHOLDERS).toContain("stack");
  });
});

describe("tools index", () => {
  it("lists each tool once, each with what it offers", () => {
    expect(new Set(TOOLS.map((tool) => tool.path)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) expect(tool.highlights.length, tool.path).toBeGreaterThanOrEqual(3);
  });
});
