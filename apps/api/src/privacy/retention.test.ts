import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FormType, givenConsents } from "@nivelia/domain/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";
import { completeLead } from "../test/complete-leads";
import { contactLead } from "../test/leads";
import { retentionPass } from "./retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The pass's clock: fixed, so nothing depends on when the test runs. */
const NOW = Date.UTC(2026, 10, 28, 3, 0, 0);

describe("the retention pass", () => {
  let app: App;
  let mailbox: string;
  const ids: Record<string, string> = {};

  /** Stores a lead, then dates it `daysAgo` before NOW. */
  async function leadOf(name: string, email: string, daysAgo: number) {
    const response = await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: contactLead({ email, message: `${name} ${daysAgo}` }, { userEmail: email }),
    });
    const { id } = response.json();
    ids[name] = id;
    await app.db.query("update submissions set created_at = $2 where id = $1", [
      id,
      new Date(NOW - daysAgo * DAY_MS),
    ]);
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-retention-"));
    mailbox = join(dataDir, "mailbox");
    app = await buildTestApp({ DATA_DIR: dataDir, MAIL_TRANSPORT: "file", OUTBOX_POLL_MS: "3600000" });
    await leadOf("expired", "bea@empresa.es", 731);
    await leadOf("recent", "carla@empresa.es", 729);
    // Ana wrote two years ago and again last week: her last contact is last week, so both stay.
    await leadOf("anaOld", "ana@empresa.es", 900);
    await leadOf("anaNew", "Ana@Empresa.es", 7);
    await app.outbox.drain();
  });
  afterAll(() => app.close());

  it("deletes a lead past the period since its last contact, with its e-mails, and keeps the newer ones", async () => {
    const [expiredMail] = await app.db.query<{ id: string }>(
      "select id from outbox where submission_id = $1",
      [ids.expired],
    );
    expect(existsSync(join(mailbox, `${expiredMail?.id}.eml`))).toBe(true);

    // Two replicas' passes at once: the lock lets one delete and the other finds it taken or nothing left.
    const passes = await Promise.all([
      retentionPass(app.db, { now: NOW, capDays: 730, mailboxDir: mailbox }),
      retentionPass(app.db, { now: NOW, capDays: 730, mailboxDir: mailbox }),
    ]);
    const total = passes.reduce<{ submissions: number; outbox: number; mailboxFiles: number }>(
      (sum, pass) => ({
        submissions: sum.submissions + (pass?.submissions ?? 0),
        outbox: sum.outbox + (pass?.outbox ?? 0),
        mailboxFiles: sum.mailboxFiles + (pass?.mailboxFiles ?? 0),
      }),
      { submissions: 0, outbox: 0, mailboxFiles: 0 },
    );
    expect(total).toEqual({ submissions: 1, outbox: 2, mailboxFiles: 2 });
    const left = await app.db.query<{ id: string }>("select id from submissions order by created_at");
    expect(left.map((row) => row.id)).toEqual([ids.anaOld, ids.recent, ids.anaNew]);
    expect(await app.db.query("select id from outbox where submission_id = $1", [ids.expired])).toEqual([]);
    expect(existsSync(join(mailbox, `${expiredMail?.id}.eml`))).toBe(false);
  });

  it("takes Ana's leads once her last contact is past the period too", async () => {
    // Two days on, 'recent' is 731 days old; Ana's last contact only 9.
    const twoDaysOn = await retentionPass(app.db, {
      now: NOW + 2 * DAY_MS,
      capDays: 730,
      mailboxDir: mailbox,
    });
    expect(twoDaysOn).toMatchObject({ submissions: 1 });
    // 724 days on, her last contact is 731 days old: both her leads go.
    const later = await retentionPass(app.db, { now: NOW + 724 * DAY_MS, capDays: 730, mailboxDir: mailbox });
    expect(later).toMatchObject({ submissions: 2 });
    expect(await app.db.query("select id from submissions")).toEqual([]);
  });
});

describe("the retention pass per form type", () => {
  let app: App;
  const ids: Record<string, string> = {};

  /** Stores a lead of `formType` from `email`, with the CV consent when asked, then dates it `daysAgo` before NOW. */
  async function leadOf(name: string, formType: FormType, email: string, daysAgo: number, keepCv?: boolean) {
    const lead = completeLead(formType, { email, ...(formType === "logicTest" ? {} : { name }) });
    const response = await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: {
        ...lead,
        userEmail: email,
        consents: givenConsents(formType, keepCv === undefined ? {} : { cvForOtherVacancies: keepCv }),
      },
    });
    expect(response.statusCode).toBe(200);
    ids[name] = response.json().id;
    await app.db.query("update submissions set created_at = $2 where id = $1", [
      ids[name],
      new Date(NOW - daysAgo * DAY_MS),
    ]);
  }

  const left = async () =>
    (await app.db.query<{ id: string }>("select id from submissions")).map((row) => row.id).sort();
  const idsOf = (...names: string[]) => names.map((name) => ids[name]).sort();

  beforeAll(async () => {
    app = await buildTestApp({ OUTBOX_POLL_MS: "3600000" });
    // Lola signed up for a webinar 200 days ago and asked for a demo a year ago: the webinar's 6 months are over.
    await leadOf("lolaWebinar", "webinars", "lola@empresa.es", 200);
    await leadOf("lolaContact", "contactHome", "lola@empresa.es", 365);
    await leadOf("recentWebinar", "webinars", "marta@empresa.es", 170);
    await leadOf("oldLogicTest", "logicTest", "luis@empresa.es", 181);
    await leadOf("recentLogicTest", "logicTest", "pablo@empresa.es", 179);
    await leadOf("jobWithoutConsent", "jobs", "irene@empresa.es", 200, false);
    await leadOf("jobWithConsent", "jobs", "sara@empresa.es", 200, true);
    await leadOf("oldJobWithConsent", "jobs", "eva@empresa.es", 366, true);
  });
  afterAll(() => app.close());

  it("deletes each lead past its own form type's period and keeps the rest", async () => {
    const erased = await retentionPass(app.db, { now: NOW, capDays: 730, mailboxDir: undefined });
    expect(erased?.byFormType).toEqual({ webinars: 1, logicTest: 1, jobs: 2 });
    expect(await left()).toEqual(idsOf("lolaContact", "recentWebinar", "recentLogicTest", "jobWithConsent"));
  });

  it("applies the operator's cap when it is shorter than a form type's period", async () => {
    const erased = await retentionPass(app.db, { now: NOW, capDays: 175, mailboxDir: undefined });
    expect(erased?.byFormType).toEqual({ contactHome: 1, logicTest: 1, jobs: 1 });
    expect(await left()).toEqual(idsOf("recentWebinar"));
  });
});
