// Command entry (dist/retry-outbox.js): resends the e-mails the outbox gave up on.
import { runCommand } from "./command";
import { RETRY_USAGE, runRetryOutbox } from "./retry-command";

await runCommand(RETRY_USAGE, runRetryOutbox);
