import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * A result that clears itself `durationMs` after it was last shown (quick search 3 s, custom stack 5 s, section 9).
 * Showing a new result restarts the countdown.
 */
function useTimedResult<T>(durationMs: number): readonly [T | null, (result: T | null) => void] {
  const [result, setResult] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T | null) => {
      window.clearTimeout(timer.current);
      setResult(next);
      if (next !== null) timer.current = window.setTimeout(() => setResult(null), durationMs);
    },
    [durationMs],
  );

  return [result, show] as const;
}

/**
 * A one-field check (a technology, a stack): the field's props, and on submit the check's answer, shown for
 * `durationMs`. The check answers `null` when there is nothing to say (an empty field).
 */
export function useTimedCheck<T>(check: (text: string) => T | null, durationMs: number) {
  const [text, setText] = useState("");
  const [result, showResult] = useTimedResult<T>(durationMs);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = check(text);
    if (outcome !== null) showResult(outcome);
  };
  const inputProps = {
    id: inputId,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
    autoComplete: "off",
  };
  return { inputId, inputProps, result, submit };
}
