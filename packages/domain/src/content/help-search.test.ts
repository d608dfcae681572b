import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HELP_QUESTIONS } from "./help-centre";
import { normaliseSearchText, searchHelpQuestions } from "./help-search";

const ids = (query: string) => searchHelpQuestions(HELP_QUESTIONS, query).map((question) => question.id);

describe("normaliseSearchText", () => {
  it.each([
    ["¿Cumplís con el GDPR?", "¿cumplis con el gdpr?"],
    ["  Tecnología   y IA ", "tecnologia y ia"],
    ["PEQUEÑA Área", "pequena area"],
    ["ÉXITO\tü", "exito u"],
  ])("%j → %j", (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe("searchHelpQuestions", () => {
  it("matches the question regardless of accents and case", () => {
    expect(ids("cumplis")).toEqual(["cumplimiento-gdpr"]);
    expect(ids("CUMPLÍS")).toEqual(ids("cumplis"));
  });

  it("searches the answers too", () => {
    // 'rectificación' appears only in the GDPR answer.
    expect(ids("rectificacion")).toEqual(["cumplimiento-gdpr"]);
  });

  it("needs every word, in any order", () => {
    expect(ids("ISO 27001")).toEqual(ids("27001 iso"));
    expect(ids("ISO 27001").length).toBeGreaterThan(0);
    expect(ids("ISO zanahoria")).toEqual([]);
  });

  it("returns every question for a blank query", () => {
    expect(ids("   ")).toHaveLength(HELP_QUESTIONS.length);
  });

  it("returns nothing for text no question contains", () => {
    expect(ids("xyzzy")).toEqual([]);
  });

  it("keeps the original order and only returns matching questions", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (query) => {
        const found = searchHelpQuestions(HELP_QUESTIONS, query);
        const positions = found.map((question) => HELP_QUESTIONS.indexOf(question));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(positions.every((position) => position >= 0)).toBe(true);
      }),
    );
  });
});
