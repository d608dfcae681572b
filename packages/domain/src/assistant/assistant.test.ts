import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRAND } from "../brand";
import {
  computeHiringCost,
  DEFAULT_HIRING_COST_INPUTS,
  type HiringCostInputs,
} from "../calculator/calculator";
import {
  ASSISTANT_GREETING,
  ASSISTANT_INITIAL_STATE,
  ASSISTANT_QUESTIONS,
  ASSISTANT_TIMINGS,
  type AssistantState,
  assistantReducer,
  buildAssistantSummary,
  parseAssistantAnswer,
  REFERENCE_PROFILE,
  selectAssistantInputs,
  shouldShowSummary,
} from "./assistant";

const INVALID_MESSAGE = "Por favor, introduce un número válido (ej: 5, cinco)";

function answerAll(
  answers: readonly string[],
  state: AssistantState = ASSISTANT_INITIAL_STATE,
): AssistantState {
  return answers.reduce((current, text) => assistantReducer(current, { type: "answer", text }), state);
}

function lastMessage(state: AssistantState) {
  return state.messages.at(-1);
}

describe("parseAssistantAnswer", () => {
  it.each<[string, number]>([
    ["5", 5],
    ["cinco", 5],
    ["0", 0],
    ["007", 7],
    [" 12 ", 12],
    ["1000000", 1_000_000],
    ["uno", 1],
    ["una", 1],
    ["dos", 2],
    ["tres", 3],
    ["cuatro", 4],
    ["seis", 6],
    ["siete", 7],
    ["ocho", 8],
    ["nueve", 9],
    ["diez", 10],
    ["quince", 15],
    ["veinte", 20],
    ["Veinticinco", 25],
    ["VEINTICÍNCO", 25],
    ["treinta", 30],
    ["cuarenta", 40],
    ["cincuenta", 50],
    ["sesenta", 60],
    ["setenta", 70],
    ["ochenta", 80],
    ["noventa", 90],
    [" CIEN ", 100],
    ["\tDós\n", 2],
  ])("accepts %j as %d", (text, value) => {
    expect(parseAssistantAnswer(text)).toEqual({ kind: "number", value });
  });

  it.each(["", "   ", "\n\t"])("ignores blank input %j", (text) => {
    expect(parseAssistantAnswer(text)).toEqual({ kind: "empty" });
  });

  // Policy: every question asks for a count, so negatives, decimals and separators are refused, not rounded.
  it.each([
    "abc",
    "-5",
    "+5",
    "2.5",
    "2,5",
    "1.000",
    "5 personas",
    "cinco personas",
    "veinti cinco",
    "once",
    "cero",
    "1000001",
    "1e3",
  ])("rejects %j with the exact message", (text) => {
    expect(parseAssistantAnswer(text)).toEqual({ kind: "invalid", message: INVALID_MESSAGE });
  });
});

describe("ASSISTANT_QUESTIONS", () => {
  it("asks seven questions, one per calculator key, in the order of section 3.6", () => {
    expect(ASSISTANT_QUESTIONS.map((question) => question.key)).toEqual([
      "peopleTeamSize",
      "timePerCandidate",
      "candidatesPerProcess",
      "technicalCandidatesPerProcess",
      "seniorEngineers",
      "timePerTest",
      "processesPerMonth",
    ]);
    expect(ASSISTANT_QUESTIONS[0]?.text).toBe(
      "¿Cuántas personas de tu equipo de People participan en la selección técnica?",
    );
    expect(ASSISTANT_QUESTIONS.every((question) => /¿.+\?$/.test(question.text))).toBe(true);
  });

  it("greets with the product name", () => {
    expect(ASSISTANT_GREETING).toContain(BRAND.productName);
  });

  it("keeps the timings of section 9", () => {
    expect(ASSISTANT_TIMINGS).toEqual({ greetingMs: 300, typingMs: 500, gapMs: 800, summaryMs: 1500 });
  });
});

describe("assistantReducer", () => {
  it("starts at step 0 with the greeting and the first question, which asks for an answer", () => {
    expect(ASSISTANT_INITIAL_STATE.step).toBe(0);
    expect(ASSISTANT_INITIAL_STATE.messages).toEqual([
      { id: 0, author: "bot", kind: "greeting", text: ASSISTANT_GREETING, asksForAnswer: false },
      { id: 1, author: "bot", kind: "question", text: ASSISTANT_QUESTIONS[0]?.text, asksForAnswer: true },
    ]);
  });

  it("starts with the asked keys at 0 and the unasked ones (hourly rate, finalists) at their defaults", () => {
    expect(ASSISTANT_INITIAL_STATE.answers).toEqual({
      peopleTeamSize: 0,
      timePerCandidate: 0,
      candidatesPerProcess: 0,
      technicalCandidatesPerProcess: 0,
      seniorEngineers: 0,
      timePerTest: 0,
      processesPerMonth: 0,
      hourlyRate: 28,
      finalistsPerProcess: 25,
    });
  });

  it("walks steps 0 to 6, asking each question in order, then reaches done", () => {
    let state = ASSISTANT_INITIAL_STATE;
    const steps: AssistantState["step"][] = [state.step];
    ASSISTANT_QUESTIONS.forEach((question, index) => {
      expect(lastMessage(state)).toMatchObject({
        kind: "question",
        text: question.text,
        asksForAnswer: true,
      });
      state = assistantReducer(state, { type: "answer", text: String(index + 1) });
      steps.push(state.step);
    });
    expect(steps).toEqual([0, 1, 2, 3, 4, 5, 6, "done"]);
  });

  it("stores each answer under its question's key, words included", () => {
    const state = answerAll(["uno", "15", "cuarenta", "cinco", "1", "sesenta", "quince"]);
    expect(state.answers).toEqual(DEFAULT_HIRING_COST_INPUTS);
  });

  it("adds the user's answer and the summary after the last answer", () => {
    const state = answerAll(["1", "15", "40", "5", "1", "60", "15"]);
    expect(state.messages.slice(-2)).toEqual([
      { id: 14, author: "user", kind: "answer", text: "15", asksForAnswer: false },
      {
        id: 15,
        author: "bot",
        kind: "summary",
        text: buildAssistantSummary(DEFAULT_HIRING_COST_INPUTS),
        asksForAnswer: false,
      },
    ]);
    expect(state.messages.map((message) => message.id)).toEqual(state.messages.map((_, index) => index));
  });

  it("adds no summary when the visitor runs no processes", () => {
    const state = answerAll(["1", "15", "40", "5", "1", "60", "0"]);
    expect(state.step).toBe("done");
    expect(state.messages.some((message) => message.kind === "summary")).toBe(false);
    expect(lastMessage(state)).toMatchObject({ author: "user", text: "0" });
  });

  it("ignores answers after done", () => {
    const done = answerAll(["1", "15", "40", "5", "1", "60", "15"]);
    expect(assistantReducer(done, { type: "answer", text: "7" })).toBe(done);
    expect(assistantReducer(done, { type: "answer", text: "abc" })).toBe(done);
  });

  it("ignores empty answers without adding messages", () => {
    expect(assistantReducer(ASSISTANT_INITIAL_STATE, { type: "answer", text: "   " })).toBe(
      ASSISTANT_INITIAL_STATE,
    );
  });

  it("does not advance on an invalid answer, and says why", () => {
    const state = assistantReducer(ASSISTANT_INITIAL_STATE, { type: "answer", text: "abc" });
    expect(state.step).toBe(0);
    expect(state.answers).toEqual(ASSISTANT_INITIAL_STATE.answers);
    expect(state.messages.slice(-2)).toEqual([
      { id: 2, author: "user", kind: "answer", text: "abc", asksForAnswer: false },
      { id: 3, author: "bot", kind: "invalid", text: INVALID_MESSAGE, asksForAnswer: true },
    ]);
    const next = assistantReducer(state, { type: "answer", text: "dos" });
    expect(next.step).toBe(1);
    expect(next.answers.peopleTeamSize).toBe(2);
  });

  it("toggles the reference values without touching the conversation", () => {
    const answered = answerAll(["3"]);
    const on = assistantReducer(answered, { type: "toggleReferenceValues" });
    expect(on.useReferenceValues).toBe(true);
    expect(on.messages).toBe(answered.messages);
    expect(selectAssistantInputs(on)).toBe(REFERENCE_PROFILE.inputs);
    const off = assistantReducer(on, { type: "toggleReferenceValues" });
    expect(off.useReferenceValues).toBe(false);
    expect(selectAssistantInputs(off)).toEqual({ ...ASSISTANT_INITIAL_STATE.answers, peopleTeamSize: 3 });
  });

  it("resets to the initial state, reference toggle included", () => {
    const busy = assistantReducer(answerAll(["1", "2", "3"]), { type: "toggleReferenceValues" });
    expect(assistantReducer(busy, { type: "reset" })).toBe(ASSISTANT_INITIAL_STATE);
  });

  it("never leaves steps 0–6 and done, and never stores a negative answer, whatever is typed", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.nat().map(String), fc.constant("cinco"))), (texts) => {
        const state = answerAll(texts);
        const validStep = state.step === "done" || (state.step >= 0 && state.step <= 6);
        return validStep && Object.values(state.answers).every((value) => value >= 0);
      }),
    );
  });
});

describe("shouldShowSummary", () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [15, true],
  ])("processesPerMonth %d → %s", (processesPerMonth, expected) => {
    expect(shouldShowSummary({ processesPerMonth })).toBe(expected);
  });
});

describe("buildAssistantSummary", () => {
  it("tells the defaults' monthly cost, savings, percentage, 85 % reduction and payback", () => {
    expect(buildAssistantSummary(DEFAULT_HIRING_COST_INPUTS)).toBe(
      `Con tus respuestas, la selección técnica os cuesta unos 6300\u00a0€ al mes (225\u00a0h de trabajo de tu equipo). Con ${BRAND.productName} (299\u00a0€ al mes) ahorraríais 6001\u00a0€ al mes, un 95\u00a0% menos de coste, y reduciríais un 85\u00a0% el tiempo de evaluación técnica. La inversión se recupera en 2 días. ¿Hablamos de cómo aplicarlo a tu equipo?`,
    );
  });

  it("says '1 día' in the singular", () => {
    expect(buildAssistantSummary(REFERENCE_PROFILE.inputs)).toContain("La inversión se recupera en 1 día.");
  });

  it("claims no savings when the cost does not exceed the subscription", () => {
    const small: HiringCostInputs = { ...DEFAULT_HIRING_COST_INPUTS, processesPerMonth: 1, hourlyRate: 1 };
    const summary = buildAssistantSummary(small);
    expect(summary).toContain(`No supera los 299\u00a0€ al mes de ${BRAND.productName}`);
    expect(summary).toContain("reduciríais un 85\u00a0% el tiempo de evaluación técnica");
    expect(summary).not.toContain("ahorraríais");
  });
});

describe("REFERENCE_PROFILE", () => {
  it("is a software company of more than 150 staff whose estimate pays for itself", () => {
    expect(REFERENCE_PROFILE.label).toBe("Empresa de software de más de 150 empleados");
    // 12/60×50×8×2 = 160 h; 60/60×6×8×2 = 96 h; 256 h × 40 €/h
    expect(computeHiringCost(REFERENCE_PROFILE.inputs)).toMatchObject({
      totalHours: 256,
      totalCost: 10240,
      savings: 9941,
      displayedSavingsPercentage: 97,
      paybackDays: 1,
    });
  });
});
