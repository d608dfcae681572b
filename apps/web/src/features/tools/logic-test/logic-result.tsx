import {
  formatElapsedTime,
  formatLogicScore,
  type LogicAnswers,
  type LogicQuizScore,
} from "@nivelia/domain/tools";
import { Button, buttonVariants, Spinner } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CheckIcon, XIcon } from "lucide-react";
import { lazy, type Ref, Suspense } from "react";
import {
  LOGIC_TEST_BANDS,
  LOGIC_TEST_QUESTIONS,
  LOGIC_TEST_TEXTS as TEXTS,
} from "../../../content/tools/logic-test-quiz";

// The e-mail form (React Hook Form, zod, React Query) loads only for visitors who reach the result.
const LogicResultForm = lazy(() =>
  import("./logic-result-form").then((module) => ({ default: module.LogicResultForm })),
);

interface LogicResultProps {
  score: LogicQuizScore;
  answers: LogicAnswers;
  elapsedSeconds: number | null;
  onRestart: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The score, what it means, a review of every answer and the form to receive it by e-mail. */
function LogicResult({ score, answers, elapsedSeconds, onRestart, headingRef }: LogicResultProps) {
  const band = LOGIC_TEST_BANDS[score.band];
  const scoreText = formatLogicScore(score);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3 rounded-xl bg-muted p-6" data-score={scoreText}>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-muted-foreground text-sm uppercase tracking-wide focus:outline-none"
        >
          {TEXTS.resultTitle}
        </h3>
        <p className="font-bold text-5xl tracking-tight">{scoreText}</p>
        <p className="sr-only">{TEXTS.scoreSentence(scoreText)}</p>
        {elapsedSeconds !== null ? <p>{TEXTS.timeSentence(formatElapsedTime(elapsedSeconds))}</p> : null}
        <p className="font-semibold text-xl">{band.title}</p>
        <p className="text-muted-foreground">{band.text}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="button" onClick={onRestart}>
            {TEXTS.restartLabel}
          </Button>
          <Link to="/candidatos" className={buttonVariants({ variant: "outline" })}>
            {TEXTS.zonaLabel}
          </Link>
        </div>
      </div>
      <section className="flex flex-col gap-3">
        <h4 className="font-semibold text-lg">{TEXTS.reviewTitle}</h4>
        <ol className="flex flex-col gap-3">
          {LOGIC_TEST_QUESTIONS.map((question) => {
            const chosen = question.options.find((option) => option.id === answers[question.id]);
            const answer = question.options.find((option) => option.id === question.answerId);
            const right = chosen?.id === question.answerId;
            return (
              <li key={question.id} className="flex gap-3 rounded-lg border border-border p-4 text-sm">
                {right ? (
                  <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                ) : (
                  <XIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
                )}
                <div className="flex flex-col gap-1">
                  <span className="sr-only">{right ? "Correcta:" : "Incorrecta:"}</span>
                  <p className="font-medium">{question.prompt}</p>
                  <p>
                    {TEXTS.yourAnswer}: {chosen?.text ?? TEXTS.unanswered}
                    {right ? null : ` · ${TEXTS.rightAnswer}: ${answer?.text ?? ""}`}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <Suspense fallback={<Spinner label="Cargando…" />}>
        <LogicResultForm score={score} elapsedSeconds={elapsedSeconds} />
      </Suspense>
    </div>
  );
}

export { LogicResult };
