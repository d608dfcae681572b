import fp from "fastify-plugin";
import type { AppConfig } from "../config";
import { type Database, databaseLocation, openDatabase, storageDurabilityWarning } from "../db/database";
import { migrate } from "../db/migrate";
import { createOrderStore, type OrderStore } from "../db/orders";
import { type NewSubmission, type StoreOutcome, storeSubmission } from "../db/submissions";
import { repeatedFailure } from "../repeated-failure";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    orders: OrderStore;
    /** Stores a lead with its e-mails once committed; "unavailable" when nothing can be stored now; rejects bad data */
    storeLead(submission: NewSubmission): Promise<StoreOutcome | { kind: "unavailable" }>;
    /** Whether a lead can be stored now: no lead write failed in the last READY_HOLD_MS, and a write works. */
    canStoreLeads(): Promise<boolean>;
  }
}

/** After a lead's write fails, /v1/ready says not ready this long even if the probe's small write works. */
export const READY_HOLD_MS = 30_000;

/** An error about the lead's own data (PostgreSQL's classes 22 and 23), not about whether anything can be stored. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^2[23]/.test(code);
}

/** A write as small as a write gets: one row rewritten. It fails when the database cannot be written. */
const WRITE_PROBE = `insert into storage_probe (id, checked_at) values (1, now())
  on conflict (id) do update set checked_at = excluded.checked_at`;

/** Opens the database (PGlite under DATA_DIR, or DATABASE_URL) and applies pending migrations; closes it last. */
export const storage = fp<{ config: AppConfig; clock?: (() => number) | undefined }>(
  async (app, { config, clock = Date.now }) => {
    const location = databaseLocation(config);
    const durabilityWarning = storageDurabilityWarning(location, config.NODE_ENV);
    if (durabilityWarning !== null) app.log.warn(durabilityWarning);
    const db = await openDatabase(location);
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied, database: location.kind }, "database migrated");
    } catch (error) {
      await db.close();
      throw error;
    }
    // A full disk or a database that is down refuses every lead: one line, then counts (see repeatedFailure).
    const refusals = repeatedFailure(
      app.log,
      clock,
      "lead not stored",
      "lead not stored again",
      "leads stored again",
    );
    let lastFailureAt = Number.NEGATIVE_INFINITY;
    app.decorate("db", db);
    app.decorate("orders", createOrderStore(db));
    app.decorate("storeLead", async (submission: NewSubmission) => {
      try {
        const outcome = await storeSubmission(db, submission);
        refusals.worked();
        return outcome;
      } catch (error) {
        if (isDataError(error)) throw error;
        lastFailureAt = clock();
        refusals.failed(error);
        return { kind: "unavailable" as const };
      }
    });
    app.decorate("canStoreLeads", async () => {
      if (clock() - lastFailureAt < READY_HOLD_MS) return false;
      return db.query(WRITE_PROBE).then(
        () => true,
        () => false,
      );
    });
    app.addHook("onClose", () => db.close());
  },
  { name: "storage" },
);
