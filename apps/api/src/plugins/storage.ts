import fp from "fastify-plugin";
import type { AppConfig } from "../config";
import { type Database, databaseLocation, openDatabase, storageDurabilityWarning } from "../db/database";
import { migrate } from "../db/migrate";
import { createOrderStore, type OrderStore } from "../db/orders";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    orders: OrderStore;
  }
}

/** Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies pending migrations, closes it on close. */
export const storage = fp<{ config: AppConfig }>(
  async (app, { config }) => {
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
    app.decorate("db", db);
    app.decorate("orders", createOrderStore(db));
    app.addHook("onClose", async () => {
      await db.close();
    });
  },
  { name: "storage" },
);
