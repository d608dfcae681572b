import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isStorageUnavailable } from "../plugins/error-handler";
import { buildLoggedTestApp } from "../test/logged-app";
import { signal } from "../test/signal";
import { freshTestDatabaseUrl, openTestDatabase, TEST_POSTGRES_URL } from "../test/test-database";
import {
  type DatabaseLocation,
  databaseLocation,
  openDatabase,
  preparedStatementName,
  storageDurabilityWarning,
} from "./database";
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
    [{ DATA_DIR: "/srv/data", DATABASE_URL: "memory://" }, { kind: "memory" }],
    [
      { DATA_DIR: "/d", DATABASE_URL: "memory://test_1" },
      { kind: "memory", schema: "test_1" },
    ],
    [
      { DATA_DIR: "/d", DATABASE_URL: "postgres://u@h/db" },
      { kind: "postgres", url: "postgres://u@h/db" },
    ],
  ])("%j → %j", (settings, location) => {
    expect(databaseLocation(settings)).toEqual(location);
  });

  it("refuses a memory:// name that is not a schema name", () => {
    expect(() => databaseLocation({ DATA_DIR: "/d", DATABASE_URL: 'memory://a"; drop' })).toThrow(
      "not a schema name",
    );
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
    expect(storageDurabilityWarning({ kind: "memory" }, "production")).toBeNull();

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

describe("vacuumAnalyze on PGlite, which has no autovacuum", { timeout: 60_000 }, () => {
  it.each<[string, () => DatabaseLocation]>([
    [
      "on disk, as the server runs",
      () => ({ kind: "pglite", dataDir: mkdtempSync(join(tmpdir(), "nivelia-vac-")) }),
    ],
    [
      "a schema of the tests' shared PGlite",
      () => ({ kind: "memory", schema: `vac_${randomUUID().slice(0, 8)}` }),
    ],
  ])("%s: the space of dead row versions is reused, and the planner knows the rows", async (_, location) => {
    const where = location();
    const db = await openDatabase(where);
    try {
      await db.query(
        "create table items (id integer primary key, body text not null, n integer not null default 0)",
      );
      // An indexed column changes: each update writes a new version elsewhere and leaves a dead one.
      await db.query("create index items_n_idx on items (n)");
      await db.query(
        "insert into items (id, body) select g, repeat('x', 500) from generate_series(1, 200) g",
      );
      const bytes = async () =>
        (await db.query<{ bytes: number }>("select pg_relation_size('items')::int as bytes"))[0]?.bytes;
      await db.query("update items set n = n + 1");
      await db.vacuumAnalyze("items", ["n"]);
      const before = await bytes();
      // Without the vacuum, these versions go to new pages (measured: 221 184 → 327 680 bytes).
      await db.query("update items set n = n + 1");
      expect(await bytes()).toBe(before);
      const [known] = await db.query<{ rows: number }>(
        "select reltuples as rows from pg_class where oid = 'items'::regclass",
      );
      expect(known?.rows).toBe(200);
    } finally {
      await db.close();
      if (where.kind === "pglite") rmSync(where.dataDir, { recursive: true, force: true });
    }
  });
});

// Each test opens a database of its own: a schema of the worker's PGlite, or of the test command's PostgreSQL.
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

// PostgreSQL only (the test command's second pass): PGlite runs in the process and has no connections to prepare on.
describe.runIf(TEST_POSTGRES_URL !== "")("prepared statements on PostgreSQL", () => {
  it("prepares a statement with parameters once per connection and runs it again by name", async () => {
    const db = await openTestDatabase();
    const sql = "select $1::int + 1 as n";
    const prepared = await db.transaction(async (tx) => {
      expect(await tx.query(sql, [1])).toEqual([{ n: 2 }]);
      expect(await tx.query(sql, [41])).toEqual([{ n: 42 }]);
      return tx.query<{ name: string; statement: string }>(
        "select name, statement from pg_prepared_statements where statement = $1",
        [sql],
      );
    });
    // One statement, under the name the process gave that text, though it ran twice on this connection.
    expect(prepared).toEqual([{ name: preparedStatementName(sql), statement: sql }]);
    await db.close();
  });

  it("keeps one name per text", () => {
    const name = preparedStatementName("select $1::text as a");
    expect(preparedStatementName("select $1::text as a")).toBe(name);
    expect(preparedStatementName("select $1::text as b")).not.toBe(name);
  });
});

/** Where the server's PGlite runs (on disk, in a thread of its own), and the tests' own (in memory, on their thread). */
type PglitePlace = [name: string, location: () => DatabaseLocation];
const ON_DISK: PglitePlace = [
  "on disk, in its own thread",
  () => ({ kind: "pglite", dataDir: mkdtempSync(join(tmpdir(), "nivelia-db-")) }),
];
const IN_MEMORY: PglitePlace = ["in memory, on the calling thread", () => ({ kind: "memory" })];
const PGLITE_PLACES = [ON_DISK, IN_MEMORY];

async function openAt(location: () => DatabaseLocation) {
  const where = location();
  const db = await openDatabase(where);
  return {
    db,
    async close() {
      await db.close();
      if (where.kind === "pglite") rmSync(where.dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(PGLITE_PLACES)("prepared statements on PGlite %s", { timeout: 60_000 }, (_, location) => {
  it("parses a statement with parameters once, then runs it by name, with PGlite's own types", async () => {
    const { db, close } = await openAt(location);
    const sql =
      "select $1::int + 1 as n, $2::text[] as words, $3::jsonb as data, $4::timestamptz as at, $5::uuid as id, $6::boolean as yes, $7::text as nothing";
    const at = new Date("2026-11-26T04:00:00.000Z");
    const id = randomUUID();
    const row = {
      n: 2,
      words: ['a "b"', "c,d", "\\e"],
      data: { ñ: ["x"] },
      at,
      id,
      yes: true,
      nothing: null,
    };
    for (const n of [1, 1]) {
      expect(await db.query(sql, [n, row.words, row.data, at, id, true, null])).toEqual([row]);
    }
    const prepared = await db.query<{ statement: string }>(
      "select statement from pg_prepared_statements where statement = $1",
      [sql],
    );
    // Twice run, once parsed; and the look-up itself is prepared the same way.
    expect(prepared).toEqual([{ statement: sql }]);
    await close();
  });

  it("keeps a failed statement out of the prepared ones, and a failed transaction rolls back", async () => {
    const { db, close } = await openAt(location);
    await db.query("create table t (n int primary key)");
    await expect(db.query("select $1::int from missing_table", [1])).rejects.toThrow("missing_table");
    await db.query("create table missing_table (n int)");
    expect(await db.query("select $1::int as n from missing_table", [1])).toEqual([]);
    await db.query("insert into t values ($1)", [1]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values ($1)", [2]);
        await tx.query("insert into t values ($1)", [1]);
      }),
    ).rejects.toThrow("duplicate key");
    expect(await db.query("select n from t where n > $1 order by n", [0])).toEqual([{ n: 1 }]);
    await close();
  });

  it("waits outside a transaction for the one in progress, so its statement is not rolled back with it", async () => {
    const { db, close } = await openAt(location);
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
    // In the thread, it would also run first: it reaches PGlite before the transaction's look-up below.
    for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    finish();
    expect(await transaction).toBe("roll back");
    await outside;
    expect(seenInside).toEqual([{ n: 1 }]);
    expect(await db.query("select n from t where n > $1", [0])).toEqual([{ n: 2 }]);
    await close();
  });
});

describe("PGlite on disk, in its own thread", { timeout: 60_000 }, () => {
  it.each([
    [...ON_DISK, true],
    [...IN_MEMORY, false],
  ] as const)(
    "%s: the server's thread keeps turning while a long statement runs, or not",
    async (_, location, turnsMeanwhile) => {
      const { db, close } = await openAt(location);
      let done = false;
      const statement = db
        .query("select count(*)::int as n from generate_series(1, 1000000)")
        .then((rows) => {
          done = true;
          return rows;
        });
      let turns = 0;
      while (!done) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        turns += 1;
      }
      expect(await statement).toEqual([{ n: 1_000_000 }]);
      // Measured: about 145 000 turns in the thread's 0.2 s; one on the calling thread, which the statement blocks.
      if (turnsMeanwhile) expect(turns).toBeGreaterThan(100);
      else expect(turns).toBeLessThan(5);
      await close();
    },
  );

  it("hands PostgreSQL's error fields across, and says it is closed once closed", async () => {
    const { db, close } = await openAt(ON_DISK[1]);
    const error = await db.query("select $1::int from no_such_table", [1]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "42P01", message: 'relation "no_such_table" does not exist' });
    expect(isStorageUnavailable(error)).toBe(false);
    await close();
    const closed = await db.query("select 1").catch((caught: unknown) => caught);
    expect(closed).toMatchObject({ message: expect.stringContaining("PGlite is closed") });
    expect(isStorageUnavailable(closed)).toBe(true);
    await expect(db.transaction(async (tx) => tx.query("select 1"))).rejects.toThrow("PGlite is closed");
  });
});

describe("the tests' shared PGlite", () => {
  it("runs the same text against each schema's own tables in the shared database", async () => {
    const [first, second] = [await openTestDatabase(), await openTestDatabase()];
    for (const [db, n] of [
      [first, 1],
      [second, 2],
    ] as const) {
      await db.query("create table own_rows (n int)");
      await db.query("insert into own_rows values ($1)", [n]);
    }
    for (const _ of [1, 2]) {
      expect(await first.query("select n from own_rows where n > $1", [0])).toEqual([{ n: 1 }]);
      expect(await second.query("select n from own_rows where n > $1", [0])).toEqual([{ n: 2 }]);
    }
    await Promise.all([first.close(), second.close()]);
  });
});

describe("transactions", () => {
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

describe("a schema of the worker's shared database", () => {
  it("is one database for every opener of its URL, and invisible to the others", async () => {
    const url = await freshTestDatabaseUrl();
    const [replica, sameUrl, other] = [
      await openTestDatabase(url),
      await openTestDatabase(url),
      await openTestDatabase(),
    ];
    await replica.query("create table shared_rows (n int)");
    await replica.query("insert into shared_rows values (1)");
    expect(await sameUrl.query("select n from shared_rows")).toEqual([{ n: 1 }]);
    await expect(other.query("select n from shared_rows")).rejects.toThrow("shared_rows");
    await Promise.all([replica.close(), sameUrl.close(), other.close()]);
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
