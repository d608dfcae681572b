import type { Database } from "../db/database";

/**
 * Makes the database refuse every write of a lead and of the readiness probe as a full disk does (SQLSTATE 53100,
 * disk_full), on PostgreSQL and PGlite alike, until allowWrites.
 */
export async function refuseWrites(db: Database): Promise<void> {
  await db.query(`create or replace function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
  for (const table of ["submissions", "storage_probe"])
    await db.query(
      `create trigger refuse_write before insert or update on ${table} for each statement execute function refuse_write()`,
    );
}

export async function allowWrites(db: Database): Promise<void> {
  for (const table of ["submissions", "storage_probe"])
    await db.query(`drop trigger refuse_write on ${table}`);
}
