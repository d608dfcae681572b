// Command entry (dist/leads.js): answers a person's access or erasure request.
import { ConfigError } from "../config";
import { UsageError } from "./export-command";
import { LEADS_USAGE, runLeadsCommand } from "./leads-command";

try {
  await runLeadsCommand(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    (error instanceof TypeError && "code" in error)
  ) {
    console.error(`${error.message}\n\n${LEADS_USAGE}`);
    process.exit(2);
  }
  throw error;
}
