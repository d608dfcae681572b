import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { ManualTimer } from "../test/manual-timer";
import { leadRetention, RETENTION_EVERY_MS } from "./retention-schedule";

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 28, 3, 0, 0);

describe("the retention schedule", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function leadDated(message: string, daysBeforeStart: number) {
    const response = await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: contactLead({ message }, { userEmail: `${message}@empresa.es` }),
    });
    await app.db.query("update submissions set created_at = $2 where id = $1", [
      response.json().id,
      new Date(START - daysBeforeStart * DAY_MS),
    ]);
  }

  it("runs a pass at start-up and then daily, logging counts and never an address", async () => {
    await leadDated("caducado", 800);
    await leadDated("vigente", 729.5);
    let now = START;
    const timer = new ManualTimer();
    const lines: string[] = [];
    const host = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    await host.register(leadRetention, {
      db: app.db,
      capDays: 730,
      mailboxDir: undefined,
      clock: () => now,
      setTimer: timer.set,
    });
    await host.ready();
    const daily = await timer.next();
    expect(daily.ms).toBe(RETENTION_EVERY_MS);
    expect((await app.db.query("select id from submissions")).length).toBe(1);

    now += DAY_MS;
    timer.fire(daily);
    await timer.next();
    expect(await app.db.query("select id from submissions")).toEqual([]);

    const passes = lines.map((line) => JSON.parse(line)).filter((line) => /retention pass/.test(line.msg));
    expect(passes.map((line) => line.erased)).toEqual([
      { submissions: 1, outbox: 2, mailboxFiles: 0 },
      { submissions: 1, outbox: 2, mailboxFiles: 0 },
    ]);
    expect(passes.map((line) => line.byFormType)).toEqual([{ contactHome: 1 }, { contactHome: 1 }]);
    expect(lines.join("\n")).not.toMatch(/@|caducado|vigente/);
    await host.close();
    expect(timer.history.every((pending) => pending.cancelled || pending === daily)).toBe(true);
  });
});
