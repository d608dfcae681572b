import type { FastifyPluginAsync } from "fastify";
import { setUnrefTimer } from "../repeated-failure";
import type { LeadStore } from "./person-data";
import { retentionPass } from "./retention";

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention pass on ready (awaited, never fatal), then daily; it logs counts only, and closing waits for it.
 * `capDays` is LEAD_RETENTION_DAYS; tests pass a clock and a timer that fires when they say.
 */
export const leadRetention: FastifyPluginAsync<{
  db: LeadStore;
  capDays: number;
  mailboxDir: string | undefined;
  clock?: (() => number) | undefined;
  setTimer?: (run: () => void, ms: number) => () => void;
}> = async (app, options) => {
  const { db, capDays, mailboxDir, clock = Date.now, setTimer = setUnrefTimer } = options;
  let cancel = () => {};
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  async function pass(): Promise<void> {
    try {
      const result = await retentionPass(db, { now: clock(), capDays, mailboxDir });
      if (result === null) app.log.info("retention pass skipped: another process is running it");
      else {
        const { byFormType, ...erased } = result;
        app.log.info(
          { retentionCapDays: capDays, erased, byFormType },
          "retention pass: leads past their form's period deleted",
        );
      }
    } catch (error) {
      app.log.error({ err: error }, "retention pass failed; the next one is in a day");
    }
  }

  function runAndSchedule(): Promise<void> {
    running = pass().then(() => {
      if (!closed) cancel = setTimer(runAndSchedule, RETENTION_EVERY_MS);
    });
    return running;
  }

  app.addHook("onReady", runAndSchedule);
  app.addHook("onClose", async () => {
    closed = true;
    cancel();
    await running;
  });
};
