// Command entry (dist/export-submissions.js): exports the stored leads as CSV for marketing.
import { ConfigError } from "../config";
import { EXPORT_USAGE, runExportSubmissions, UsageError } from "./export-command";

try {
  await runExportSubmissions(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    (error instanceof TypeError && "code" in error)
  ) {
    console.error(`${error.message}\n\n${EXPORT_USAGE}`);
    process.exit(2);
  }
  throw error;
}
