import { z } from "zod";
import { formatLogicScore, type LogicQuizScore } from "../tools/logic-quiz";
import { acceptance, emailAddress } from "./fields";
import { FORM_MESSAGES } from "./messages";

/** The logic test's result form: where to send the result, and the privacy consent. */
export const LogicTestResultFormSchema = z.object({
  email: emailAddress(),
  rgpd: acceptance(FORM_MESSAGES.rgpd),
});

export type LogicTestResultFormInput = z.input<typeof LogicTestResultFormSchema>;
export type LogicTestResultForm = z.output<typeof LogicTestResultFormSchema>;

export const LOGIC_TEST_RESULT_FORM_DEFAULTS = {
  email: "",
  rgpd: false,
} as const satisfies LogicTestResultFormInput;

/** formData of the 'logicTest' e-mail: the score, its band and, when the stopwatch ran, the time taken. */
export function buildLogicTestPayload(
  form: LogicTestResultForm,
  score: LogicQuizScore,
  elapsedSeconds: number | null,
): Record<string, string | number> {
  return {
    email: form.email,
    score: formatLogicScore(score),
    correct: score.correct,
    total: score.total,
    band: score.band,
    ...(elapsedSeconds === null ? {} : { elapsedSeconds: Math.round(elapsedSeconds) }),
  };
}
