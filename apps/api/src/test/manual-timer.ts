/** One timer set through a ManualTimer: it runs only when the test fires it. */
export interface PendingTimer {
  readonly ms: number;
  readonly run: () => void;
  cancelled: boolean;
}

/**
 * A stand-in for setTimeout that never looks at the clock: code under test sets timers through `set`, the test
 * waits for one with `next()` (an explicit signal) and decides when it fires.
 */
export class ManualTimer {
  private live: PendingTimer | undefined;
  private readonly waiting: ((timer: PendingTimer) => void)[] = [];
  /** Every timer ever set, in order, with the delay it asked for. */
  readonly history: PendingTimer[] = [];

  readonly set = (run: () => void, ms: number): (() => void) => {
    const timer: PendingTimer = { ms, run, cancelled: false };
    this.history.push(timer);
    this.live = timer;
    for (const resolve of this.waiting.splice(0)) resolve(timer);
    return () => {
      timer.cancelled = true;
      if (this.live === timer) this.live = undefined;
    };
  };

  /** The timer set and neither fired nor cancelled; waits until one is set when there is none. */
  next(): Promise<PendingTimer> {
    if (this.live !== undefined) return Promise.resolve(this.live);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Runs a timer as if its time had come. */
  fire(timer: PendingTimer): void {
    if (timer.cancelled) throw new Error("fired a cancelled timer");
    if (this.live === timer) this.live = undefined;
    timer.run();
  }

  /** Whether a timer is waiting to fire. */
  get pending(): boolean {
    return this.live !== undefined;
  }
}
