import { describe, expect, it } from "vitest";
import { freshTestDatabaseUrl, openTestDatabase } from "../test/test-database";
import type { Database } from "./database";
import { migrate } from "./migrate";
import { DUPLICATE_WINDOW_SECONDS, type NewSubmission, payloadHash, storeSubmission } from "./submissions";

const submission = (message: string, extra: Partial<NewSubmission> = {}): NewSubmission => ({
  formType: "contactHome",
  formData: { message },
  userEmail: "ana@empresa.es",
  copyToUser: false,
  isBot: false,
  idempotencyKey: null,
  messages: [{ recipient: "team", to: "leads@example.test", replyTo: null, subject: message }],
  ...extra,
});

async function migrated(): Promise<Database> {
  const db = await openTestDatabase();
  await migrate(db);
  return db;
}

const storedMessages = async (db: Database) =>
  (
    await db.query<{ message: string }>("select form_data->>'message' as message from submissions order by 1")
  ).map((row) => row.message);

describe("payloadHash", () => {
  // A double click is found by this hash among the stored submissions, so the same payload must hash the same across
  // versions: these are the hashes of the first implementation (Hash objects, entries sorted with a comparator).
  it("hashes a payload as the stored submissions' hashes were made", () => {
    const formData = {
      name: "Ana López",
      message: "Hola\nqué tal 😀",
      contactMethods: ["email", "phone"],
      zeta: null,
      alfa: { b: 1, a: [true, 2.5] },
      é: "x",
      Z: "",
    };
    expect(payloadHash({ formType: "contactHome", formData, userEmail: "Ana@Empresa.ES" })).toBe(
      "0e7175cdcdbce09492e07f65c1ceaae8b410ae96a91d656c36e11bf73f70d1a5",
    );
    expect(payloadHash({ formType: "newsletter", formData: {}, userEmail: "a@b.es" })).toBe(
      "1940f0a485e63f1034b715090ffdfa3ab132020efe23330d2f5b71f09bfe1fc1",
    );
  });

  it("does not depend on the order of the keys, and tells different payloads apart", () => {
    const lead = { formType: "contactHome", userEmail: "ana@empresa.es" };
    const hashOf = (formData: Record<string, unknown>) => payloadHash({ ...lead, formData });
    expect(hashOf({ a: 1, b: { c: [1, 2], d: "x" } })).toBe(hashOf({ b: { d: "x", c: [1, 2] }, a: 1 }));
    expect(hashOf({ a: [1, 2] })).not.toBe(hashOf({ a: [2, 1] }));
    expect(hashOf({ a: "1" })).not.toBe(hashOf({ a: 1 }));
  });
});

describe("storeSubmission: one transaction, the database's constraints decide", () => {
  it("stores a lead with its outbox rows, and nothing of a lead the database refuses", async () => {
    const db = await migrated();
    const stored = await storeSubmission(db, submission("Uno"));
    expect(stored.kind).toBe("stored");
    expect(
      await db.query("select recipient, subject from outbox where submission_id = $1", [stored.id]),
    ).toEqual([{ recipient: "team", subject: "Uno" }]);
    // PostgreSQL refuses NUL in text: neither the submission nor its e-mail is left behind.
    await expect(storeSubmission(db, submission("Mal \u0000 dato"))).rejects.toThrow();
    expect(await storedMessages(db)).toEqual(["Uno"]);
    expect(await db.query("select count(*)::int as n from outbox")).toEqual([{ n: 1 }]);
    await db.close();
  });

  it("applies idempotency keys: the same key and payload is the first lead, another payload is refused", async () => {
    const db = await migrated();
    const first = await storeSubmission(db, submission("Antes", { idempotencyKey: "clave" }));
    expect(await storeSubmission(db, submission("Antes", { idempotencyKey: "clave" }))).toEqual({
      kind: "duplicate",
      id: first.id,
    });
    expect(await storeSubmission(db, submission("Otro texto", { idempotencyKey: "clave" }))).toEqual({
      kind: "key-reused",
      id: first.id,
    });
    // Past the duplicate window the key still holds.
    await db.query("update submissions set created_at = now() - make_interval(secs => $1)", [
      DUPLICATE_WINDOW_SECONDS + 1,
    ]);
    expect((await storeSubmission(db, submission("Antes", { idempotencyKey: "clave" }))).kind).toBe(
      "duplicate",
    );
    expect(await storedMessages(db)).toEqual(["Antes"]);
    await db.close();
  });

  it("stores one of many identical submissions sent at once, from two openers (replicas), and gives the rest its id", async () => {
    const url = await freshTestDatabaseUrl();
    const [one, two] = [await openTestDatabase(url), await openTestDatabase(url)];
    await migrate(one);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        storeSubmission(index % 2 === 0 ? one : two, submission("Doble clic")),
      ),
    );
    const stored = outcomes.filter((outcome) => outcome.kind === "stored");
    expect(stored).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.id))).toEqual(new Set([stored[0]?.id]));
    // Concurrent uses of one key with two payloads: one is stored, the other refused.
    const keyed = await Promise.all([
      storeSubmission(one, submission("A", { idempotencyKey: "k" })),
      storeSubmission(two, submission("B", { idempotencyKey: "k" })),
    ]);
    expect(keyed.map((outcome) => outcome.kind).sort()).toEqual(["key-reused", "stored"]);
    expect(await storedMessages(one)).toHaveLength(2);
    await Promise.all([one.close(), two.close()]);
  });

  it("treats the same payload as a new lead once its window has passed, and that lead opens a new window", async () => {
    const db = await migrated();
    const first = await storeSubmission(db, submission("Otra vez"));
    await db.query("update submissions set created_at = now() - make_interval(secs => $1)", [
      DUPLICATE_WINDOW_SECONDS + 1,
    ]);
    const second = await storeSubmission(db, submission("Otra vez"));
    expect(second.kind).toBe("stored");
    expect(second.id).not.toBe(first.id);
    expect(await storeSubmission(db, submission("Otra vez"))).toEqual({ kind: "duplicate", id: second.id });
    await db.close();
  });
});
