import { HELP_QUESTIONS, searchHelpQuestions } from "@nivelia/domain/content";
import { describe, expect, it } from "vitest";
import { FAQ_SEARCH } from "./faq";

describe("the FAQ search box", () => {
  it("suggests only examples that find a question", () => {
    // 'Ej: RGPD, precio, IA…': the words between 'Ej:' and the ellipsis.
    const examples = FAQ_SEARCH.placeholder
      .replace(/^Ej:\s*/, "")
      .replace(/…$/, "")
      .split(",")
      .map((example) => example.trim());
    expect(examples.length).toBeGreaterThan(1);
    const unanswered = examples.filter(
      (example) => searchHelpQuestions(HELP_QUESTIONS, example).length === 0,
    );
    expect(unanswered).toEqual([]);
  });
});
