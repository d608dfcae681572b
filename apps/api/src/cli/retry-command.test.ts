import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-test-app";
import { type FakeResend, startFakeResend } from "../test/fake-resend";
import { contactLead } from "../test/leads";
import { runRetryOutbox } from "./retry-command";
import { exportSubmissionsCsv } from "./submissions-csv";

describe("retry-outbox and the export's e-mail counts", { timeout: 120_000 }, () => {
  it("shows given-up e-mails in /v1/ready and the CSV, and makes them due again", async () => {
    const fake: FakeResend = await startFakeResend();
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-retry-"));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RESEND_API_KEY: "re_test_retry",
      RESEND_BASE_URL: fake.url,
      OUTBOX_MAX_ATTEMPTS: "2",
      OUTBOX_POLL_MS: "3600000",
    };
    const app = await buildTestApp(env);
    fake.setDown(true);
    await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: contactLead({}, { copyToUser: false }),
    });
    for (let round = 0; round < 3; round += 1) {
      await app.outbox.drain();
      await app.db.query("update outbox set next_attempt_at = now() where sent_at is null");
    }
    const ready = await app.inject({ method: "GET", url: "/v1/ready" });
    expect(ready.json()).toEqual({ status: "ready", outbox: { unsent: 0, failing: 0, givenUp: 1 } });
    const exported = await exportSubmissionsCsv(app.db, { maxAttempts: 2 });
    expect(exported).toMatchObject({ count: 1, unsent: 0, givenUp: 1 });
    expect(exported.csv.split("\r\n")[1]).toMatch(/^[^,]+,[^,]+,contactHome,ana@empresa\.es,false,0,1,/);
    await app.close();

    const printed: string[] = [];
    expect(
      await runRetryOutbox(["--dry-run"], { ...env, LOG_LEVEL: "silent" }, (line) => printed.push(line)),
    ).toEqual({
      givenUp: 1,
      retried: 0,
    });
    await expect(runRetryOutbox(["--id", "nope"], env)).rejects.toThrow("--id");
    expect(await runRetryOutbox([], env, (line) => printed.push(line))).toEqual({ givenUp: 1, retried: 1 });
    expect(printed).toEqual([
      "1 e-mails given up; nothing changed (--dry-run)",
      "1 e-mails given up; 1 due again",
    ]);

    fake.setDown(false);
    const restarted = await buildTestApp(env);
    await restarted.outbox.drain();
    expect(await restarted.outbox.counts()).toEqual({ unsent: 0, failing: 0, givenUp: 0 });
    expect(fake.acceptedByKey().size).toBe(1);
    await restarted.close();
    await fake.close();
  });
});
