// Command entry (dist/export-submissions.js): exports the stored leads as CSV for marketing.
import { runCommand } from "./command";
import { EXPORT_USAGE, runExportSubmissions } from "./export-command";

await runCommand(EXPORT_USAGE, runExportSubmissions);
