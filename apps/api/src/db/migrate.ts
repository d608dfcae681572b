import type { Database } from "./database";
import { MIGRATIONS, type Migration } from "./migrations";

// Any constant works: it only keeps two processes from migrating the same server at once.
const MIGRATION_LOCK = 724_311;

/** Applies the migrations not yet recorded in schema_migrations, all in one transaction; returns their versions. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`,
    );
    const rows = await tx.query<{ version: number }>("select version from schema_migrations");
    const applied = new Set(rows.map((row) => row.version));
    const pending = [...migrations]
      .sort((a, b) => a.version - b.version)
      .filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}
