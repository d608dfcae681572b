import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { databaseLocation, openDatabase } from "./database";
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
      { DATA_DIR: "/d", DATABASE_URL: "postgres://u@h/db" },
      { kind: "postgres", url: "postgres://u@h/db" },
    ],
  ])("%j → %j", (settings, location) => {
    expect(databaseLocation(settings)).toEqual(location);
  });
});

// PGlite start-up is slow on a busy machine: these tests get more time than the default.
describe("migrations", { timeout: 90_000 }, () => {
  it("apply once, in order, and a second start applies nothing", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "nivelia-db-")), "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    expect(await migrate(first)).toEqual(MIGRATIONS.map((migration) => migration.version));
    await first.close();
    const second = await openDatabase({ kind: "pglite", dataDir });
    expect(await migrate(second)).toEqual([]);
    const rows = await second.query<{ version: number }>(
      "select version from schema_migrations order by version",
    );
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    await second.close();
  });

  it("roll back a failing migration entirely", async () => {
    const db = await openDatabase({ kind: "memory" });
    const broken = [
      { version: 1, name: "broken", statements: ["create table a (id int)", "select from nowhere"] },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    expect(await db.query("select 1 from information_schema.tables where table_name = 'a'")).toEqual([]);
    await db.close();
  });
});

describe("transactions", { timeout: 90_000 }, () => {
  it("commit on success and roll back on error", async () => {
    const db = await openDatabase({ kind: "memory" });
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

describe("createOrderStore", { timeout: 90_000 }, () => {
  it("records a paid session once and finds it", async () => {
    const db = await openDatabase({ kind: "memory" });
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
