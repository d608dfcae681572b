import { formatElapsedTime, type LogicAnswers, scoreLogicQuiz } from "@nivelia/domain/tools";
import { Label, Switch } from "@nivelia/ui";
import { TimerIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  LOGIC_TEST_QUESTIONS as QUESTIONS,
  LOGIC_TEST_TEXTS as TEXTS,
} from "../../../content/tools/logic-test-quiz";
import { LogicQuestionStep } from "./logic-question-step";
import { LogicResult } from "./logic-result";
import { useStopwatch } from "./use-stopwatch";

/** The logic quiz: one question at a time with its explanation, an optional stopwatch, and the score at the end. */
function LogicQuiz() {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<LogicAnswers>({});
  const [checked, setChecked] = useState(false);
  const [finished, setFinished] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const elapsed = useStopwatch(startedAt, stoppedAt);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const timerId = useId();
  const question = QUESTIONS[index];

  // Focus follows the visitor's own moves only, never the first render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or the result changes.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepHeading.current?.focus();
  }, [index, finished]);

  const next = () => {
    moved.current = true;
    setChecked(false);
    if (index + 1 < QUESTIONS.length) {
      setIndex(index + 1);
      return;
    }
    setFinished(true);
    if (startedAt !== null) setStoppedAt(Date.now());
  };

  const restart = () => {
    moved.current = true;
    setIndex(0);
    setAnswers({});
    setChecked(false);
    setFinished(false);
    setStoppedAt(null);
    setStartedAt((started) => (started === null ? null : Date.now()));
  };

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-border border-b pb-4">
        <div className="flex items-center gap-3">
          <Switch
            id={timerId}
            checked={startedAt !== null}
            disabled={finished}
            onCheckedChange={(on) => setStartedAt(on ? Date.now() : null)}
          />
          <Label htmlFor={timerId} className="flex flex-col items-start gap-0.5">
            <span>{TEXTS.timerLabel}</span>
            <span className="font-normal text-muted-foreground text-xs">{TEXTS.timerHint}</span>
          </Label>
        </div>
        {elapsed !== null ? (
          <p role="timer" aria-live="off" className="flex items-center gap-2 font-mono text-lg tabular-nums">
            <TimerIcon aria-hidden="true" className="size-5 text-primary" />
            <span className="sr-only">{TEXTS.elapsedLabel}: </span>
            {formatElapsedTime(elapsed)}
          </p>
        ) : null}
      </div>
      {finished || !question ? (
        <LogicResult
          score={scoreLogicQuiz(QUESTIONS, answers)}
          answers={answers}
          elapsedSeconds={elapsed}
          onRestart={restart}
          headingRef={stepHeading}
        />
      ) : (
        <LogicQuestionStep
          key={question.id}
          question={question}
          position={index + 1}
          total={QUESTIONS.length}
          chosen={answers[question.id]}
          checked={checked}
          onChoose={(optionId) => setAnswers({ ...answers, [question.id]: optionId })}
          onCheck={() => setChecked(true)}
          onNext={next}
          headingRef={stepHeading}
        />
      )}
    </div>
  );
}

export { LogicQuiz };
