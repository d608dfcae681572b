import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A result that clears itself `durationMs` after it was last shown (quick search 3 s, custom stack 5 s, section 9).
 * Showing a new result restarts the countdown.
 */
export function useTimedResult<T>(durationMs: number): readonly [T | null, (result: T | null) => void] {
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
