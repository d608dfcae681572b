import { useEffect, useState } from "react";

/** Seconds since `startedAt` (a Date.now() value), ticking every second until `stoppedAt` is set; null when off. */
function useStopwatch(startedAt: number | null, stoppedAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null || stoppedAt !== null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt, stoppedAt]);
  if (startedAt === null) return null;
  return Math.max(0, ((stoppedAt ?? now) - startedAt) / 1000);
}

export { useStopwatch };
