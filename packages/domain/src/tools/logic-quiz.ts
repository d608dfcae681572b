/** One answer option of a logic question. */
export interface LogicOption {
  readonly id: string;
  readonly text: string;
}

/** A multiple-choice logic question with its single right answer and the reasoning behind it. */
export interface LogicQuestion {
  readonly id: string;
  readonly prompt: string;
  readonly options: readonly LogicOption[];
  /** Id of the right option. */
  readonly answerId: string;
  readonly explanation: string;
}

/** The visitor's choices: question id → option id. */
export type LogicAnswers = Readonly<Record<string, string>>;

/** What a score says about the visitor's logic, from the highest band down. */
export const LOGIC_SCORE_BANDS = ["alto", "medio", "inicial"] as const;
export type LogicScoreBand = (typeof LOGIC_SCORE_BANDS)[number];

/** Lowest share of right answers of each band but the last, which takes everything below. */
const BAND_THRESHOLDS: readonly { readonly band: LogicScoreBand; readonly minShare: number }[] = [
  { band: "alto", minShare: 0.75 },
  { band: "medio", minShare: 0.5 },
];

/** Fewest questions a logic test may have (issue 14). */
export const LOGIC_QUIZ_MIN_QUESTIONS = 8;

export interface LogicQuizScore {
  readonly correct: number;
  readonly answered: number;
  readonly total: number;
  readonly band: LogicScoreBand;
}

/** Whether the option is the question's right answer. */
export function isRightAnswer(question: LogicQuestion, optionId: string | undefined): boolean {
  return optionId !== undefined && optionId === question.answerId;
}

/** The band of a score: 'alto' from 75% right, 'medio' from 50%, 'inicial' below (and for an empty test). */
export function logicScoreBand(correct: number, total: number): LogicScoreBand {
  if (total <= 0) return "inicial";
  const share = correct / total;
  return BAND_THRESHOLDS.find((threshold) => share >= threshold.minShare)?.band ?? "inicial";
}

/** Scores the answers; an unanswered question, or an answer to a question not in the test, counts as wrong. */
export function scoreLogicQuiz(questions: readonly LogicQuestion[], answers: LogicAnswers): LogicQuizScore {
  const answered = questions.filter((question) => Object.hasOwn(answers, question.id)).length;
  const correct = questions.filter((question) =>
    isRightAnswer(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined),
  ).length;
  return { correct, answered, total: questions.length, band: logicScoreBand(correct, questions.length) };
}

/** The score as the page says it: '6 de 8'. */
export function formatLogicScore(score: Pick<LogicQuizScore, "correct" | "total">): string {
  return `${score.correct} de ${score.total}`;
}

/** Elapsed time as a stopwatch shows it: '0:07', '4:05', '12:30'. */
export function formatElapsedTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What is wrong with a question set (empty when it is usable): too few questions, repeated ids, a missing answer. */
export function logicQuizProblems(questions: readonly LogicQuestion[]): readonly string[] {
  const problems: string[] = [];
  if (questions.length < LOGIC_QUIZ_MIN_QUESTIONS) {
    problems.push(`Hacen falta al menos ${LOGIC_QUIZ_MIN_QUESTIONS} preguntas`);
  }
  const ids = new Set<string>();
  for (const question of questions) {
    if (ids.has(question.id)) problems.push(`${question.id}: id repetido`);
    ids.add(question.id);
    const optionIds = question.options.map((option) => option.id);
    if (new Set(optionIds).size !== optionIds.length) problems.push(`${question.id}: opciones repetidas`);
    if (optionIds.length < 2) problems.push(`${question.id}: necesita al menos dos opciones`);
    if (!optionIds.includes(question.answerId))
      problems.push(`${question.id}: la respuesta no es una opción`);
    if (question.explanation.trim() === "") problems.push(`${question.id}: falta la explicación`);
  }
  return problems;
}
