import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database";
import { migrate } from "./migrate";
import { GROUP_COMMIT_MAX, type NewSubmission, payloadHash, storeSubmission } from "./submissions";

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

/** A PGlite schema of its own (group commit is PGlite's path, whichever database the suite runs against). */
async function pglite(): Promise<Database> {
  const db = await openDatabase({ kind: "memory", schema: `group_${randomUUID().replaceAll("-", "")}` });
  await migrate(db);
  return db;
}

/** Counts the transactions the database runs, without changing them. */
function countTransactions(db: Database): { count: number } {
  const counter = { count: 0 };
  const original = db.transaction.bind(db);
  db.transaction = (work) => {
    counter.count += 1;
    return original(work);
  };
  return counter;
}

/** Counts the statements run inside the database's transactions. */
function countStatements(db: Database): { count: number } {
  const counter = { count: 0 };
  const original = db.transaction.bind(db);
  db.transaction = (work) =>
    original((tx) =>
      work({
        query: (sql, params) => {
          counter.count += 1;
          return tx.query(sql, params);
        },
      }),
    );
  return counter;
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

describe("storeSubmission's group commit on PGlite", { timeout: 60_000 }, () => {
  it("writes concurrent submissions in fewer transactions than submissions, and stores every one", async () => {
    const db = await pglite();
    const transactions = countTransactions(db);
    const messages = Array.from({ length: 40 }, (_, index) => `Lead ${String(index).padStart(2, "0")}`);
    const outcomes = await Promise.all(messages.map((message) => storeSubmission(db, submission(message))));
    expect(outcomes.every((outcome) => outcome.kind === "stored")).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(40);
    expect(await storedMessages(db)).toEqual(messages);
    // Made in the same turn of the event loop: written in groups of at most GROUP_COMMIT_MAX.
    expect(transactions.count).toBe(Math.ceil(40 / GROUP_COMMIT_MAX));
    const [mails] = await db.query<{ count: number }>("select count(*)::int as count from outbox");
    expect(mails?.count).toBe(40);
  });

  it("writes a group in the same two statements whatever its size", async () => {
    for (const size of [1, 2, GROUP_COMMIT_MAX]) {
      const db = await pglite();
      const transactions = countTransactions(db);
      const statements = countStatements(db);
      const messages = Array.from({ length: size }, (_, index) => `Lead ${index}`);
      const outcomes = await Promise.all(messages.map((message) => storeSubmission(db, submission(message))));
      expect(outcomes.every((outcome) => outcome.kind === "stored")).toBe(true);
      expect(transactions.count).toBe(1);
      // Earlier submissions it could repeat, then every lead with its e-mails.
      expect(statements.count).toBe(2);
      const [mails] = await db.query<{ count: number }>("select count(*)::int as count from outbox");
      expect(mails?.count).toBe(size);
    }
  });

  it("waits one turn of the event loop, so that the requests read in that turn join the group", async () => {
    const db = await pglite();
    const transactions = countTransactions(db);
    // Queued before the first submission: runs in the same turn, before the committer takes its group.
    const second = new Promise((resolve) =>
      setImmediate(() => resolve(storeSubmission(db, submission("B")))),
    );
    await Promise.all([storeSubmission(db, submission("A")), second]);
    expect(transactions.count).toBe(1);
    expect(await storedMessages(db)).toEqual(["A", "B"]);
  });

  it("applies idempotency keys inside a group as one after another would", async () => {
    const db = await pglite();
    const transactions = countTransactions(db);
    const before = await storeSubmission(db, submission("Antes", { idempotencyKey: "clave-antes" }));
    const [warm, ...group] = await Promise.all([
      storeSubmission(db, submission("Calentar")),
      // Stored before the group: the same key and payload is that lead, a new payload with the key is refused.
      storeSubmission(db, submission("Antes", { idempotencyKey: "clave-antes" })),
      storeSubmission(db, submission("Otro texto", { idempotencyKey: "clave-antes" })),
      // A key first seen in the group: stored once; its repeat is the same lead, a different payload is refused.
      storeSubmission(db, submission("Nuevo", { idempotencyKey: "clave-nueva" })),
      storeSubmission(db, submission("Nuevo", { idempotencyKey: "clave-nueva" })),
      storeSubmission(db, submission("Cambiado", { idempotencyKey: "clave-nueva" })),
      // The same payload within the minute is a double click, whatever its key.
      storeSubmission(db, submission("Nuevo", { idempotencyKey: "clave-tercera" })),
    ]);
    expect(warm?.kind).toBe("stored");
    const [again, reusedBefore, fresh, repeat, reusedFresh, otherKey] = group;
    expect(again).toEqual({ kind: "duplicate", id: before.id });
    expect(reusedBefore).toEqual({ kind: "key-reused", id: before.id });
    expect(fresh?.kind).toBe("stored");
    expect(repeat).toEqual({ kind: "duplicate", id: fresh?.id });
    expect(reusedFresh).toEqual({ kind: "key-reused", id: fresh?.id });
    expect(otherKey).toEqual({ kind: "duplicate", id: fresh?.id });
    expect(await storedMessages(db)).toEqual(["Antes", "Calentar", "Nuevo"]);
    // "Antes", then the group in one transaction (a failed group would be retried one by one).
    expect(transactions.count).toBe(2);
  });

  it("answers a lone submission at once, in a transaction of its own", async () => {
    const db = await pglite();
    const transactions = countTransactions(db);
    expect((await storeSubmission(db, submission("Solo"))).kind).toBe("stored");
    expect((await storeSubmission(db, submission("Otro"))).kind).toBe("stored");
    expect(transactions.count).toBe(2);
  });

  it("stores one of two identical submissions in the same group, and gives the other its id", async () => {
    const db = await pglite();
    const [warm, first, second] = await Promise.all([
      storeSubmission(db, submission("Primero")),
      storeSubmission(db, submission("Doble clic")),
      storeSubmission(db, submission("Doble clic")),
    ]);
    expect(warm?.kind).toBe("stored");
    expect(first).toEqual({ kind: "stored", id: expect.any(String) });
    expect(second).toEqual({ kind: "duplicate", id: first?.id });
    expect(await storedMessages(db)).toEqual(["Doble clic", "Primero"]);
  });

  it("fails only the submission the database refuses; the rest of its group is stored", async () => {
    const db = await pglite();
    const transactions = countTransactions(db);
    const results = await Promise.allSettled([
      storeSubmission(db, submission("Antes")),
      storeSubmission(db, submission("Uno")),
      // PostgreSQL refuses NUL in text (here the e-mail's subject): the route strips it, this test hands it over on
      // purpose.
      storeSubmission(db, submission("Mal \u0000 dato")),
      storeSubmission(db, submission("Dos")),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(await storedMessages(db)).toEqual(["Antes", "Dos", "Uno"]);
    // The group of four, which fails; then each of the four alone.
    expect(transactions.count).toBe(5);
  });

  it("rejects every waiting submission when the database is down, and stores again once it is back", async () => {
    const db = await pglite();
    const original = db.transaction.bind(db);
    db.transaction = async () => {
      throw new Error("connection refused");
    };
    const down = await Promise.allSettled(
      ["A", "B", "C"].map((message) => storeSubmission(db, submission(message))),
    );
    expect(down.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    db.transaction = original;
    expect((await storeSubmission(db, submission("D"))).kind).toBe("stored");
    expect(await storedMessages(db)).toEqual(["D"]);
  });
});

describe("storeSubmission's group commit on PGlite on disk, whose thread runs each group whole", {
  timeout: 60_000,
}, () => {
  it("decides keys and double clicks there as here, and fails only the lead the database refuses", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-group-"));
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      await migrate(db);
      const before = await storeSubmission(db, submission("Antes", { idempotencyKey: "clave-antes" }));
      const results = await Promise.allSettled([
        storeSubmission(db, submission("Antes", { idempotencyKey: "clave-antes" })),
        storeSubmission(db, submission("Otro texto", { idempotencyKey: "clave-antes" })),
        storeSubmission(db, submission("Nuevo", { idempotencyKey: "clave-nueva" })),
        storeSubmission(db, submission("Nuevo", { idempotencyKey: "clave-tercera" })),
        storeSubmission(db, submission("Doble clic")),
        storeSubmission(db, submission("Doble clic")),
      ]);
      const [again, reused, fresh, otherKey, click, secondClick] = results;
      const value = (result: PromiseSettledResult<unknown> | undefined) =>
        result?.status === "fulfilled" ? result.value : result?.reason;
      expect(value(again)).toEqual({ kind: "duplicate", id: before.id });
      expect(value(reused)).toEqual({ kind: "key-reused", id: before.id });
      const stored = value(fresh) as { kind: string; id: string };
      expect(stored.kind).toBe("stored");
      expect(value(otherKey)).toEqual({ kind: "duplicate", id: stored.id });
      expect(value(click)).toMatchObject({ kind: "stored" });
      expect(value(secondClick)).toEqual({ kind: "duplicate", id: (value(click) as { id: string }).id });
      // Refused by PostgreSQL (NUL in text): the group fails, and each of its leads is written alone.
      const withRefused = await Promise.allSettled([
        storeSubmission(db, submission("Uno")),
        storeSubmission(db, submission("Mal \u0000 dato")),
        storeSubmission(db, submission("Dos")),
      ]);
      expect(withRefused.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(await storedMessages(db)).toEqual(["Antes", "Doble clic", "Dos", "Nuevo", "Uno"]);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
