import { z } from "zod";
import {
  formatLogicScore,
  LOGIC_SCORE_BANDS,
  type LogicQuizScore,
  type LogicScoreBand,
  logicScoreBand,
} from "../tools/logic-quiz";
import { acceptance, emailAddress, receivedPayload } from "./fields";
import { FORM_MESSAGES, PAYLOAD_MESSAGES } from "./messages";

/** What each band is called on the result page and in the result's e-mail. */
export const LOGIC_SCORE_BAND_TITLES: Readonly<Record<LogicScoreBand, string>> = {
  alto: "Razonamiento lógico sólido",
  medio: "Buena base, con margen de mejora",
  inicial: "Punto de partida",
};

/** Most questions a logic test may have: far more than any test of the site, far fewer than a forged score's. */
const LOGIC_TEST_MAX_QUESTIONS = 100;

/** The logic test's result form: where to send the result, and the privacy consent. */
export const LogicTestResultFormSchema = z.lazy(() =>
  z.object({
    email: emailAddress(),
    rgpd: acceptance(FORM_MESSAGES.rgpd),
  }),
);

export type LogicTestResultFormInput = z.input<typeof LogicTestResultFormSchema>;
export type LogicTestResultForm = z.output<typeof LogicTestResultFormSchema>;

export const LOGIC_TEST_RESULT_FORM_DEFAULTS = {
  email: "",
  rgpd: false,
} as const satisfies LogicTestResultFormInput;

function count(max: number) {
  return z
    .int({ error: PAYLOAD_MESSAGES.invalidResult })
    .min(0, { error: PAYLOAD_MESSAGES.invalidResult })
    .max(max, {
      error: PAYLOAD_MESSAGES.invalidResult,
    });
}

/**
 * formData of the 'logicTest' e-mail as the server receives it: the page computes the result, so the server takes
 * only a result that is consistent (its text, its band), never free text that an e-mail would relay.
 */
export const LogicTestPayloadSchema = receivedPayload(() =>
  z
    .object({
      email: emailAddress(),
      score: z.string({ error: FORM_MESSAGES.required }),
      correct: count(LOGIC_TEST_MAX_QUESTIONS),
      total: count(LOGIC_TEST_MAX_QUESTIONS).min(1, { error: PAYLOAD_MESSAGES.invalidResult }),
      band: z.enum(LOGIC_SCORE_BANDS, { error: PAYLOAD_MESSAGES.invalidResult }),
      elapsedSeconds: count(24 * 60 * 60).optional(),
    })
    .refine(
      (result) =>
        result.correct <= result.total &&
        result.score === formatLogicScore(result) &&
        result.band === logicScoreBand(result.correct, result.total),
      {
        error: PAYLOAD_MESSAGES.invalidResult,
        path: ["score"],
        when: (payload) => payload.issues.length === 0,
      },
    ),
);

export type LogicTestPayload = z.output<typeof LogicTestPayloadSchema>;

/** formData of the 'logicTest' e-mail: the score, its band and, when the stopwatch ran, the time taken. */
export function buildLogicTestPayload(
  form: LogicTestResultForm,
  score: LogicQuizScore,
  elapsedSeconds: number | null,
): LogicTestPayload {
  return {
    email: form.email,
    score: formatLogicScore(score),
    correct: score.correct,
    total: score.total,
    band: score.band,
    ...(elapsedSeconds === null ? {} : { elapsedSeconds: Math.round(elapsedSeconds) }),
  };
}
