import type { LogicQuestion } from "@nivelia/domain/tools";
import { Button } from "@nivelia/ui";
import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { type Ref, useId, useState } from "react";
import { LOGIC_TEST_TEXTS as TEXTS } from "../../../content/tools/logic-test-quiz";

interface LogicQuestionStepProps {
  question: LogicQuestion;
  position: number;
  total: number;
  /** The option chosen so far, if any. */
  chosen: string | undefined;
  /** Whether the answer has been checked (the options lock and the explanation shows). */
  checked: boolean;
  onChoose: (optionId: string) => void;
  onCheck: () => void;
  onNext: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

function optionClass(checked: boolean, isAnswer: boolean, isChosen: boolean): string {
  const base =
    "flex cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";
  if (!checked)
    return `${base} border-border hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5`;
  if (isAnswer) return `${base} cursor-default border-success bg-success/10`;
  if (isChosen) return `${base} cursor-default border-destructive bg-destructive/10`;
  return `${base} cursor-default border-border opacity-80`;
}

/** One question: its options as radios, then the check and the explanation, then the way on. */
function LogicQuestionStep({
  question,
  position,
  total,
  chosen,
  checked,
  onChoose,
  onCheck,
  onNext,
  headingRef,
}: LogicQuestionStepProps) {
  const [needsChoice, setNeedsChoice] = useState(false);
  const hintId = useId();
  const answer = question.options.find((option) => option.id === question.answerId);
  const right = chosen === question.answerId;
  const last = position === total;

  return (
    <div className="flex flex-col gap-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-muted-foreground text-sm uppercase tracking-wide focus:outline-none"
      >
        {TEXTS.progress(position, total)}
      </h3>
      <div
        role="progressbar"
        aria-label={TEXTS.progress(position, total)}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={position}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${(position / total) * 100}%` }} />
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby={needsChoice ? hintId : undefined}>
        <legend className="mb-3 font-semibold text-xl leading-snug">{question.prompt}</legend>
        {question.options.map((option) => (
          <label
            key={option.id}
            className={optionClass(checked, option.id === question.answerId, option.id === chosen)}
          >
            <input
              type="radio"
              name={`pregunta-${question.id}`}
              value={option.id}
              checked={chosen === option.id}
              disabled={checked}
              onChange={() => {
                setNeedsChoice(false);
                onChoose(option.id);
              }}
              className="size-4 accent-primary"
            />
            <span>{option.text}</span>
          </label>
        ))}
      </fieldset>
      {needsChoice ? (
        <p id={hintId} role="alert" className="text-destructive text-sm">
          {TEXTS.chooseFirst}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {checked ? (
          <div
            className={`flex gap-3 rounded-lg border p-4 ${right ? "border-success" : "border-destructive"}`}
          >
            {right ? (
              <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <XCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            )}
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{right ? TEXTS.right : TEXTS.wrong(answer?.text ?? "")}</p>
              <p className="text-muted-foreground">{question.explanation}</p>
            </div>
          </div>
        ) : null}
      </div>
      <div>
        {checked ? (
          <Button type="button" size="lg" onClick={onNext}>
            {last ? TEXTS.finishLabel : TEXTS.nextLabel}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={() => {
              if (chosen === undefined) setNeedsChoice(true);
              else onCheck();
            }}
          >
            {TEXTS.checkLabel}
          </Button>
        )}
      </div>
    </div>
  );
}

export { LogicQuestionStep };
