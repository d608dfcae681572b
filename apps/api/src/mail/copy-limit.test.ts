import { parseSendEmailRequest } from "@nivelia/domain/forms";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";
import { completeLead } from "../test/complete-leads";
import { recentVisitorCopies, VISITOR_COPIES_PER_HOUR, withinCopyLimit } from "./copy-limit";

const TARGET = "victima@example.test";

describe("copies to one address per hour, across the site", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ SERVE_WEB: "false", OUTBOX_POLL_MS: "3600000" });
  }, 90_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.query("delete from submissions");
  });

  /** A lead asking for a copy to `userEmail`, from its own client address, unique by its message. */
  const send = (userEmail: string, n: number, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: "POST",
      url: "/v1/send-email",
      remoteAddress: `203.0.113.${n}`,
      payload: { ...completeLead("business", { message: `Consulta ${n}` }), userEmail, ...extra },
    });
  const recipientsOf = async (id: string) =>
    (
      await app.db.query<{ recipient: string }>(
        "select recipient from outbox where submission_id = $1 order by recipient",
        [id],
      )
    ).map((row) => row.recipient);

  it("stores every lead and tells the team, but sends one address no more copies an hour, whatever the sender's IP", async () => {
    const answers = [];
    for (let n = 1; n <= VISITOR_COPIES_PER_HOUR + 2; n += 1) {
      // The case of an address does not make it another inbox.
      answers.push(await send(n % 2 === 0 ? TARGET.toUpperCase() : TARGET, n));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const recipients = await Promise.all(answers.map((answer) => recipientsOf(answer.json().id)));
    expect(recipients).toEqual([
      ...Array.from({ length: VISITOR_COPIES_PER_HOUR }, () => ["team", "visitor"]),
      ["team"],
      ["team"],
    ]);
    // Another address is not held back by this one.
    expect(await recipientsOf((await send("otra@example.test", 99)).json().id)).toEqual(["team", "visitor"]);
  });

  it("counts only copies of the last hour, and neither bots' nor leads that asked for none", async () => {
    for (let n = 1; n <= VISITOR_COPIES_PER_HOUR; n += 1) await send(TARGET, n);
    await send(TARGET, 50, { copyToUser: false });
    await send(TARGET, 51, { website: "spam" });
    const now = new Date();
    expect(await recentVisitorCopies(app.db, TARGET, now)).toBe(VISITOR_COPIES_PER_HOUR);
    // An injected clock an hour later: the copies have left the window.
    expect(await recentVisitorCopies(app.db, TARGET, new Date(now.getTime() + 60 * 60 * 1000 + 1000))).toBe(
      0,
    );

    const parsed = parseSendEmailRequest(completeLead("business"));
    if (!parsed.ok) throw new Error("the complete lead is valid");
    const lead = { ...parsed.value, userEmail: TARGET };
    expect((await withinCopyLimit(app.db, lead, now)).copyToUser).toBe(false);
    // Moved an hour back, the same rows no longer count, and the next lead gets its copy.
    await app.db.query("update submissions set created_at = created_at - interval '61 minutes'");
    expect((await withinCopyLimit(app.db, lead, now)).copyToUser).toBe(true);
    expect(await recipientsOf((await send(TARGET, 60)).json().id)).toEqual(["team", "visitor"]);
  });
});
