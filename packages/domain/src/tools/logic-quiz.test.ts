import { describe, expect, it } from "vitest";
import {
  formatElapsedTime,
  formatLogicScore,
  type LogicQuestion,
  logicQuizProblems,
  logicScoreBand,
  scoreLogicQuiz,
} from "./logic-quiz";

const question = (id: string, answerId = "b"): LogicQuestion => ({
  id,
  prompt: `Pregunta ${id}`,
  options: [
    { id: "a", text: "Uno" },
    { id: "b", text: "Dos" },
    { id: "c", text: "Tres" },
  ],
  answerId,
  explanation: "Porque sí.",
});

const EIGHT = Array.from({ length: 8 }, (_, index) => question(`q${index + 1}`));

describe("logicScoreBand", () => {
  it.each([
    [8, 8, "alto"],
    [6, 8, "alto"],
    [5, 8, "medio"],
    [4, 8, "medio"],
    [3, 8, "inicial"],
    [0, 8, "inicial"],
    [0, 0, "inicial"],
    [3, 4, "alto"],
    [7, 10, "medio"],
  ] as const)("%i of %i is %s", (correct, total, band) => {
    expect(logicScoreBand(correct, total)).toBe(band);
  });
});

describe("scoreLogicQuiz", () => {
  it.each([
    ["all right", Object.fromEntries(EIGHT.map((q) => [q.id, "b"])), 8, 8],
    ["all wrong", Object.fromEntries(EIGHT.map((q) => [q.id, "a"])), 0, 8],
    [
      "six right, two wrong",
      { q1: "b", q2: "b", q3: "b", q4: "b", q5: "b", q6: "b", q7: "a", q8: "c" },
      6,
      8,
    ],
    ["three unanswered", { q1: "b", q2: "b", q3: "a", q4: "b", q5: "b" }, 4, 5],
    ["nothing answered", {}, 0, 0],
    ["answers to other questions", { q99: "b", toString: "b" }, 0, 0],
  ])("scores %s", (_, answers, correct, answered) => {
    const score = scoreLogicQuiz(EIGHT, answers);
    expect(score).toMatchObject({ correct, answered, total: 8 });
    expect(score.band).toBe(logicScoreBand(correct, 8));
  });
});

describe("formatLogicScore", () => {
  it.each([
    [6, 8, "6 de 8"],
    [0, 10, "0 de 10"],
  ])("says %i of %i as %j", (correct, total, text) => {
    expect(formatLogicScore({ correct, total })).toBe(text);
  });
});

describe("formatElapsedTime", () => {
  it.each([
    [0, "0:00"],
    [7, "0:07"],
    [245, "4:05"],
    [750.9, "12:30"],
    [-3, "0:00"],
  ])("shows %d s as %j", (seconds, text) => {
    expect(formatElapsedTime(seconds)).toBe(text);
  });
});

describe("logicQuizProblems", () => {
  it("accepts a well-formed set of eight", () => {
    expect(logicQuizProblems(EIGHT)).toEqual([]);
  });

  it.each([
    ["too few questions", EIGHT.slice(0, 7), /al menos 8/],
    ["a repeated id", [...EIGHT, question("q1")], /q1: id repetido/],
    ["an answer that is not an option", [...EIGHT.slice(1), question("q1", "z")], /q1: la respuesta/],
    ["a missing explanation", [...EIGHT.slice(1), { ...question("q1"), explanation: " " }], /q1: falta/],
    [
      "repeated options",
      [
        ...EIGHT.slice(1),
        {
          ...question("q1"),
          options: [
            { id: "b", text: "x" },
            { id: "b", text: "y" },
          ],
        },
      ],
      /q1: opciones repetidas/,
    ],
  ])("reports %s", (_, questions, problem) => {
    expect(logicQuizProblems(questions).join("\n")).toMatch(problem);
  });
});
