// Command entry (dist/leads.js): answers a person's access or erasure request.
import { runCommand } from "./command";
import { LEADS_USAGE, runLeadsCommand } from "./leads-command";

await runCommand(LEADS_USAGE, runLeadsCommand);
