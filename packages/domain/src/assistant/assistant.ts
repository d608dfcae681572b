import { BRAND } from "../brand";
import {
  ASSISTANT_TIME_REDUCTION_PERCENT,
  computeHiringCost,
  DEFAULT_HIRING_COST_INPUTS,
  HIRING_COST_INPUT_MAX,
  type HiringCostInputKey,
  type HiringCostInputs,
} from "../calculator/calculator";
import { formatEuros, formatHours, formatPercent } from "../calculator/format";

/** Seven questions for eight keys: hourlyRate is never asked and keeps its default (28 €/h); finalists are not asked either. */
export type AssistantAnswerKey = Exclude<HiringCostInputKey, "hourlyRate" | "finalistsPerProcess">;

export type AssistantQuestion = {
  readonly key: AssistantAnswerKey;
  readonly text: string;
};

/** Steps 0–6 are the questions in order; 'done' follows the last answer (section 4). */
export type AssistantStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | "done";

export type AssistantAnswer =
  | { readonly kind: "empty" }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "invalid"; readonly message: string };

export type AssistantMessageKind = "greeting" | "question" | "answer" | "invalid" | "summary";

export type AssistantMessage = {
  /** Position in the conversation; restarts at 0 after a reset. */
  readonly id: number;
  readonly author: "bot" | "user";
  readonly kind: AssistantMessageKind;
  readonly text: string;
  /** The chat input shows only while the last bot message asks for an answer (section 4). */
  readonly asksForAnswer: boolean;
};

export type AssistantState = {
  readonly step: AssistantStep;
  /** Every calculator input: asked keys start at 0 and fill in as answered, the others keep their defaults. */
  readonly answers: HiringCostInputs;
  /** When on, the results panel shows REFERENCE_PROFILE instead of the answers; the answers are kept. */
  readonly useReferenceValues: boolean;
  readonly messages: readonly AssistantMessage[];
};

export type AssistantAction =
  | { readonly type: "answer"; readonly text: string }
  | { readonly type: "reset" }
  | { readonly type: "toggleReferenceValues" };

export type ReferenceProfile = {
  readonly label: string;
  readonly inputs: HiringCostInputs;
};

/** Delays of the chat, in milliseconds (section 9). */
export const ASSISTANT_TIMINGS = { greetingMs: 300, typingMs: 500, gapMs: 800, summaryMs: 1500 } as const;

/** The seven questions, in the order the bot asks them (section 3.6). */
export const ASSISTANT_QUESTIONS: readonly AssistantQuestion[] = [
  {
    key: "peopleTeamSize",
    text: "¿Cuántas personas de tu equipo de People participan en la selección técnica?",
  },
  {
    key: "timePerCandidate",
    text: "¿Cuántos minutos dedica cada una de esas personas, de media, a revisar a un candidato?",
  },
  {
    key: "candidatesPerProcess",
    text: "¿Cuántos candidatos prefiltrados revisáis en cada proceso de selección?",
  },
  {
    key: "technicalCandidatesPerProcess",
    text: "¿Y cuántos de ellos pasan a la evaluación técnica en cada proceso?",
  },
  {
    key: "seniorEngineers",
    text: "¿Cuántos ingenieros sénior participan en cada evaluación técnica?",
  },
  {
    key: "timePerTest",
    text: "¿Cuántos minutos dedica cada ingeniero sénior a evaluar una prueba técnica?",
  },
  {
    key: "processesPerMonth",
    text: "Por último, ¿cuántos procesos de selección abrís al mes?",
  },
];

export const ASSISTANT_GREETING = `¡Hola! Soy el asistente de costes de ${BRAND.productName}. Con ${ASSISTANT_QUESTIONS.length} preguntas rápidas calcularemos cuánto os cuesta hoy la selección técnica y cuánto podríais ahorrar.`;

/** Exact text of section 5 and the error catalogue. */
export const ASSISTANT_INVALID_ANSWER_MESSAGE = "Por favor, introduce un número válido (ej: 5, cinco)";

/**
 * The chat box under the last question (not shown in the spec). Its example repeats the one of the invalid-answer
 * message and stays short enough to show whole in the box on a 320-px phone, beside the send button.
 */
export const ASSISTANT_ANSWER_BOX = {
  label: "Tu respuesta",
  placeholder: "Ej: 5, cinco",
  send: "Enviar",
} as const;

/** Label of the button under the summary message, which goes to the contact anchor. */
export const ASSISTANT_SUMMARY_CONTACT_LABEL = "Contactar con el equipo";

/** A software company of more than 150 staff: a few People members and seniors, a steady flow of openings. */
export const REFERENCE_PROFILE: ReferenceProfile = {
  label: "Empresa de software de más de 150 empleados",
  inputs: {
    processesPerMonth: 8,
    candidatesPerProcess: 50,
    finalistsPerProcess: 20,
    technicalCandidatesPerProcess: 6,
    peopleTeamSize: 2,
    timePerCandidate: 12,
    seniorEngineers: 2,
    timePerTest: 60,
    hourlyRate: 40,
  },
};

/** The Spanish number words of section 5, without accents, as normaliseAnswerText leaves them. */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["uno", 1],
  ["una", 1],
  ["dos", 2],
  ["tres", 3],
  ["cuatro", 4],
  ["cinco", 5],
  ["seis", 6],
  ["siete", 7],
  ["ocho", 8],
  ["nueve", 9],
  ["diez", 10],
  ["quince", 15],
  ["veinte", 20],
  ["veinticinco", 25],
  ["treinta", 30],
  ["cuarenta", 40],
  ["cincuenta", 50],
  ["sesenta", 60],
  ["setenta", 70],
  ["ochenta", 80],
  ["noventa", 90],
  ["cien", 100],
]);

/** Lower case, no accents, no surrounding or repeated whitespace: 'Veintícinco ' → 'veinticinco'. */
function normaliseAnswerText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

const INVALID: AssistantAnswer = { kind: "invalid", message: ASSISTANT_INVALID_ANSWER_MESSAGE };

/**
 * A chat answer (section 5): blank is ignored, a whole number ('5', '007') or a listed number word is
 * accepted. Negatives, decimals, thousands separators and numbers above the calculator's maximum are
 * invalid: every question asks for a count of people, candidates, minutes or processes.
 */
export function parseAssistantAnswer(text: string): AssistantAnswer {
  const normalised = normaliseAnswerText(text);
  if (normalised === "") return { kind: "empty" };
  if (/^\d+$/.test(normalised)) {
    const value = Number(normalised);
    return value <= HIRING_COST_INPUT_MAX ? { kind: "number", value } : INVALID;
  }
  const word = NUMBER_WORDS.get(normalised);
  return word === undefined ? INVALID : { kind: "number", value: word };
}

/** The summary is added only when the visitor runs at least one process a month (section 4). */
export function shouldShowSummary(answers: Pick<HiringCostInputs, "processesPerMonth">): boolean {
  return answers.processesPerMonth > 0;
}

/** The closing bot message: monthly cost, savings with the product and the fixed 85 % time reduction. */
export function buildAssistantSummary(inputs: HiringCostInputs): string {
  const result = computeHiringCost(inputs);
  const cost = `Con tus respuestas, la selección técnica os cuesta unos ${formatEuros(result.totalCost)} al mes (${formatHours(result.totalHours)} de trabajo de tu equipo).`;
  const timeReduction = `reduciríais un ${formatPercent(ASSISTANT_TIME_REDUCTION_PERCENT)} el tiempo de evaluación técnica`;
  const closing = "¿Hablamos de cómo aplicarlo a tu equipo?";

  if (!result.paysForItself) {
    return `${cost} No supera los ${formatEuros(result.productCost)} al mes de ${BRAND.productName}, pero aun así ${timeReduction}. ${closing}`;
  }

  const days = result.paybackDays === 1 ? "1 día" : `${result.paybackDays} días`;
  return `${cost} Con ${BRAND.productName} (${formatEuros(result.productCost)} al mes) ahorraríais ${formatEuros(result.savings)} al mes, un ${formatPercent(result.displayedSavingsPercentage)} menos de coste, y ${timeReduction}. La inversión se recupera en ${days}. ${closing}`;
}

/** Where the answers start: asked keys at 0 so the results panel fills in as the visitor answers. */
const INITIAL_ANSWERS: HiringCostInputs = {
  ...DEFAULT_HIRING_COST_INPUTS,
  ...Object.fromEntries(ASSISTANT_QUESTIONS.map((question) => [question.key, 0])),
};

type NewMessage = Omit<AssistantMessage, "id">;

function questionMessage(step: number): NewMessage {
  const question = ASSISTANT_QUESTIONS[step];
  if (question === undefined) throw new RangeError(`Paso del asistente no válido: ${step}`);
  return { author: "bot", kind: "question", text: question.text, asksForAnswer: true };
}

function appendMessages(
  messages: readonly AssistantMessage[],
  ...added: readonly NewMessage[]
): readonly AssistantMessage[] {
  return [...messages, ...added.map((message, index) => ({ ...message, id: messages.length + index }))];
}

/** Greeting then the first question; the UI reveals them with ASSISTANT_TIMINGS. */
export const ASSISTANT_INITIAL_STATE: AssistantState = {
  step: 0,
  answers: INITIAL_ANSWERS,
  useReferenceValues: false,
  messages: appendMessages(
    [],
    { author: "bot", kind: "greeting", text: ASSISTANT_GREETING, asksForAnswer: false },
    questionMessage(0),
  ),
};

function answerCurrentQuestion(state: AssistantState, text: string): AssistantState {
  if (state.step === "done") return state;
  const parsed = parseAssistantAnswer(text);
  if (parsed.kind === "empty") return state;

  const userMessage: NewMessage = { author: "user", kind: "answer", text: text.trim(), asksForAnswer: false };
  if (parsed.kind === "invalid") {
    return {
      ...state,
      messages: appendMessages(state.messages, userMessage, {
        author: "bot",
        kind: "invalid",
        text: parsed.message,
        asksForAnswer: true,
      }),
    };
  }

  const key = ASSISTANT_QUESTIONS[state.step]?.key;
  if (key === undefined) return state;
  const answers: HiringCostInputs = { ...state.answers, [key]: parsed.value };
  const nextStep = state.step + 1;

  if (nextStep < ASSISTANT_QUESTIONS.length) {
    return {
      ...state,
      step: nextStep as AssistantStep,
      answers,
      messages: appendMessages(state.messages, userMessage, questionMessage(nextStep)),
    };
  }

  const closing: readonly NewMessage[] = shouldShowSummary(answers)
    ? [{ author: "bot", kind: "summary", text: buildAssistantSummary(answers), asksForAnswer: false }]
    : [];
  return {
    ...state,
    step: "done",
    answers,
    messages: appendMessages(state.messages, userMessage, ...closing),
  };
}

/** The whole conversation as a pure reducer: answers advance one step, invalid ones repeat it. */
export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action.type) {
    case "answer":
      return answerCurrentQuestion(state, action.text);
    case "reset":
      return ASSISTANT_INITIAL_STATE;
    case "toggleReferenceValues":
      return { ...state, useReferenceValues: !state.useReferenceValues };
  }
}

/** What the results panel computes: the reference profile when toggled on, otherwise the answers so far. */
export function selectAssistantInputs(state: AssistantState): HiringCostInputs {
  return state.useReferenceValues ? REFERENCE_PROFILE.inputs : state.answers;
}
