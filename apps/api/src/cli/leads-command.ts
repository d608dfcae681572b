import { join } from "node:path";
import { AdminLeadsQuerySchema } from "@nivelia/domain/api";
import { loadConfig } from "../config";
import { databaseLocation } from "../db/database";
import { addressHash, erasePersonLeads, findPersonLeads } from "../privacy/person-data";
import { commandOptions, UsageError, withDatabase } from "./command";

export const LEADS_USAGE = `Usage: leads --email <address> [--erase]
Prints as JSON everything stored of one address (submissions, consents, e-mail and webhook deliveries): an access
request. With --erase, deletes it all (outbox rows and file-mailbox copies too) and prints the counts: an erasure
request. The same as GET and DELETE /v1/admin/leads. With PGlite, stop the server first.`;

/** Runs the command with the API's configuration (DATA_DIR or DATABASE_URL); returns what it printed. */
export async function runLeadsCommand(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  print: (text: string) => void = (text) => console.log(text),
  log: (line: string) => void = (line) => console.error(line),
): Promise<unknown> {
  const values = commandOptions(argv, { email: { type: "string" }, erase: { type: "boolean" } });
  const query = AdminLeadsQuerySchema.safeParse({ email: values.email?.trim() });
  if (!query.success) throw new UsageError("--email: expected one e-mail address");
  const { email } = query.data;
  const config = loadConfig(env);
  return withDatabase(databaseLocation(config), async (db) => {
    const result = values.erase
      ? { erased: await erasePersonLeads(db, email, join(config.DATA_DIR, "mailbox")) }
      : { leads: await findPersonLeads(db, email, config.OUTBOX_MAX_ATTEMPTS) };
    print(JSON.stringify(result, null, 2));
    // The operator's audit trail, as the API's: the address only as a hash.
    log(`${values.erase ? "erasure" : "access"} request answered for address hash ${addressHash(email)}`);
    return result;
  });
}
