// Command entry (dist/retry-outbox.js): resends the e-mails the outbox gave up on.
import { ConfigError } from "../config";
import { UsageError } from "./export-command";
import { RETRY_USAGE, runRetryOutbox } from "./retry-command";

try {
  await runRetryOutbox(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    (error instanceof TypeError && "code" in error)
  ) {
    console.error(`${error.message}\n\n${RETRY_USAGE}`);
    process.exit(2);
  }
  throw error;
}
