import fp from "fastify-plugin";
import type { AppConfig } from "../config";
import { type Database, databaseLocation, openDatabase, storageDurabilityWarning } from "../db/database";
import { directLeadStore, type LeadStore, leadJournalDir, openLeadJournal } from "../db/lead-journal";
import { migrate } from "../db/migrate";
import { createOrderStore, type OrderStore } from "../db/orders";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    /** Where send-email stores leads: the lead journal on PGlite on disk, the database itself elsewhere. */
    leads: LeadStore;
    orders: OrderStore;
  }
}

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies pending migrations, and on PGlite on disk opens
 * the lead journal beside it (which first moves what a previous run left). On close, the journal's leads are moved
 * into the database before it closes.
 */
export const storage = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const location = databaseLocation(config);
    const durabilityWarning = storageDurabilityWarning(location, config.NODE_ENV);
    if (durabilityWarning !== null) app.log.warn(durabilityWarning);
    const db = await openDatabase(location);
    let leads: LeadStore;
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied, database: location.kind }, "database migrated");
      leads =
        location.kind === "pglite"
          ? await openLeadJournal({ db, dir: leadJournalDir(location.dataDir), log: app.log })
          : directLeadStore(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate("db", db);
    app.decorate("leads", leads);
    app.decorate("orders", createOrderStore(db));
    app.addHook("onClose", async () => {
      await leads.close();
      await db.close();
    });
  },
  { name: "storage" },
);
