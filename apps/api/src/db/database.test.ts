import { describe, expect, it } from "vitest";
import { isStorageUnavailable } from "../plugins/error-handler";
import { buildLoggedTestApp } from "../test/logged-app";
import { signal } from "../test/signal";
import { freshTestDatabaseUrl, openTestDatabase } from "../test/test-database";
import { databaseLocation, openDatabase, storageDurabilityWarning } from "./database";
import { migrate } from "./migrate";
import { MIGRATIONS } from "./migrations";
import { createOrderStore } from "./orders";

describe("databaseLocation", () => {
  it.each([
    [{ DATA_DIR: "/srv/data" }, { kind: "pglite", dataDir: "/srv/data/pglite" }],
    [
      { DATA_DIR: "/srv/data", DATABASE_URL: "" },
      { kind: "pglite", dataDir: "/srv/data/pglite" },
    ],
    [{ DATA_DIR: "/srv/data", DATABASE_URL: "memory://" }, { kind: "pglite" }],
    [
      { DATA_DIR: "/d", DATABASE_URL: "postgres://u@h/db" },
      { kind: "postgres", url: "postgres://u@h/db" },
    ],
  ])("%j → %j", (settings, location) => {
    expect(databaseLocation(settings)).toEqual(location);
  });
});

describe("how durable a commit is on PGlite", { timeout: 60_000 }, () => {
  it("commits without fsync on disk, and a production server on it says so once at start-up, at warn", async () => {
    const onDisk = { kind: "pglite", dataDir: "/srv/data/pglite" } as const;
    expect(storageDurabilityWarning(onDisk, "production")).toContain("DATABASE_URL");
    expect(storageDurabilityWarning(onDisk, "development")).toBeNull();
    expect(
      storageDurabilityWarning({ kind: "postgres", url: "postgres://db/nivelia" }, "production"),
    ).toBeNull();
    expect(storageDurabilityWarning({ kind: "pglite" }, "production")).toBeNull();

    // One PGlite on disk (seconds to start) serves both halves: the app's own database is the one it warns about.
    const { app, logs } = await buildLoggedTestApp(
      { NODE_ENV: "production", DATABASE_URL: "", SERVE_WEB: "false" },
      "warn",
    );
    try {
      expect(app.db.kind).toBe("pglite");
      // The day a PGlite flushes its commits, this fails: the warning and the README's paragraph can then go.
      expect(await app.db.query<{ fsync: string }>("show fsync")).toEqual([{ fsync: "off" }]);
      const said = logs.lines.filter((line) => String(line.msg).includes("without fsync"));
      expect(said).toHaveLength(1);
      expect(said[0]?.level).toBe(40);
    } finally {
      await app.close();
    }
  });
});

// Each test opens a database of its own: a schema of the suite's PostgreSQL.
describe("migrations", () => {
  it("apply once, in order, and a second start applies nothing", async () => {
    const url = await freshTestDatabaseUrl();
    const first = await openTestDatabase(url);
    expect(await migrate(first)).toEqual(MIGRATIONS.map((migration) => migration.version));
    await first.close();
    const second = await openTestDatabase(url);
    expect(await migrate(second)).toEqual([]);
    const rows = await second.query<{ version: number }>(
      "select version from schema_migrations order by version",
    );
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    await second.close();
  });

  it("roll back a failing migration entirely", async () => {
    const db = await openTestDatabase();
    const broken = [
      { version: 1, name: "broken", statements: ["create table a (id int)", "select from nowhere"] },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    expect(
      await db.query(
        "select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'a'",
      ),
    ).toEqual([]);
    await db.close();
  });
});

describe("PGlite on this thread, through its public API", { timeout: 60_000 }, () => {
  it("waits outside a transaction for the one in progress, so its statement is not rolled back with it", async () => {
    const db = await openDatabase({ kind: "pglite" });
    await db.query("create table t (n int)");
    const { fired: open, fire: opened } = signal();
    const { fired: finishing, fire: finish } = signal();
    let seenInside: unknown[] = [];
    const transaction = db
      .transaction(async (tx) => {
        await tx.query("insert into t values ($1)", [1]);
        opened();
        await finishing;
        seenInside = await tx.query("select n from t where n > $1 order by n", [0]);
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);
    await open;
    const outside = db.query("insert into t values ($1)", [2]);
    // Turns of the event loop in which an unlocked statement would run (each is one synchronous call into PGlite).
    for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    finish();
    expect(await transaction).toBe("roll back");
    await outside;
    expect(seenInside).toEqual([{ n: 1 }]);
    expect(await db.query("select n from t where n > $1", [0])).toEqual([{ n: 2 }]);
    await db.close();
  });

  it("lets the event loop turn while queries wait, so pages are answered while leads are stored", async () => {
    const db = await openDatabase({ kind: "pglite" });
    const total = 200;
    let done = 0;
    const queries = Array.from({ length: total }, () =>
      db.query("select count(*) from generate_series(1, 2000)").then(() => {
        done += 1;
      }),
    );
    await queries[0];
    // A callback for the next turn of the event loop (a page's request, say) runs before the queue is through.
    const doneAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    expect(doneAtNextTurn).toBeLessThan(total);
    await Promise.all(queries);
    expect(done).toBe(total);
    await db.close();
  });

  it("says it is closed once closed, as a storage that cannot be reached", async () => {
    const db = await openDatabase({ kind: "pglite" });
    const error = await db.query("select $1::int from no_such_table", [1]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "42P01" });
    expect(isStorageUnavailable(error)).toBe(false);
    await db.close();
    const closed = await db.query("select 1").catch((caught: unknown) => caught);
    expect(isStorageUnavailable(closed)).toBe(true);
  });
});

describe("transactions on PostgreSQL", () => {
  it("commit on success and roll back on error", async () => {
    const db = await openTestDatabase();
    await db.query("create table t (n int)");
    await db.transaction(async (tx) => {
      await tx.query("insert into t values (1)");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (2)");
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await db.query("select n from t")).toEqual([{ n: 1 }]);
    await db.close();
  });
});

describe("createOrderStore", () => {
  it("records a paid session once and finds it", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const orders = createOrderStore(db);
    const order = {
      sessionId: "cs_test_abcdefghijklmnopqrstuvwxyz",
      packageId: "pack-1",
      amountCents: 4999,
      currency: "eur",
      customerEmail: "ana@empresa.es",
      paidAt: new Date("2026-01-02T03:04:05Z"),
    };
    expect(await orders.recordPaid(order)).toEqual({ created: true });
    expect(await orders.recordPaid(order)).toEqual({ created: false });
    expect(await orders.findBySession(order.sessionId)).toEqual({ ...order, status: "paid" });
    expect(await orders.findBySession("cs_missing")).toBeNull();
    await db.close();
  });
});
