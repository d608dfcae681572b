import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BuildAppOptions, buildApp } from "../app";
import { loadConfig } from "../config";
import { fakeWebBuild } from "./build-test-app";
import { freshTestDatabaseUrl } from "./test-database";

/** Every log line an app wrote, parsed, and the raw text to search for personal data. */
export interface CapturedLogs {
  readonly lines: Record<string, unknown>[];
  text(): string;
}

/** Collects log lines written by an app (or a process's standard output) for assertions. */
export function captureLogs(): CapturedLogs & { write(line: string): void } {
  const raw: string[] = [];
  return {
    lines: [] as Record<string, unknown>[],
    write(line: string) {
      raw.push(line);
      for (const part of line.split("\n")) {
        if (part.trim() === "") continue;
        try {
          this.lines.push(JSON.parse(part) as Record<string, unknown>);
        } catch {
          this.lines.push({ msg: part });
        }
      }
    },
    text: () => raw.join(""),
  };
}

/** A test app like buildTestApp's that logs at `level` into the returned capture. */
export async function buildLoggedTestApp(
  env: Record<string, string> = {},
  level = "info",
  options: BuildAppOptions = {},
) {
  const logs = captureLogs();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: level,
    WEB_DIST_DIR: fakeWebBuild(),
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-data-")),
    DATABASE_URL: await freshTestDatabaseUrl(),
    RATE_LIMIT_MAX_PER_MINUTE: "100000",
    ...env,
  });
  const app = await buildApp(config, { ...options, logStream: logs });
  await app.ready();
  return { app, logs };
}

/** Personal data of the test leads: none of it may appear in a log line. */
export const PERSONAL_DATA_PATTERNS: readonly RegExp[] = [
  /[A-Za-z0-9._%+-]+@(?!nivelia\.es)[A-Za-z0-9.-]+\.[a-z]{2,}/,
  /\+?\d(?:[\s().-]*\d){6,}/,
];

/** The personal data found in the captured text: e-mail addresses, phone numbers and the given message bodies. */
export function personalDataIn(text: string, messages: readonly string[] = []): string[] {
  // Timestamps, ids and paths (a folder named after a commit) have digits too: they are not phone numbers.
  const searched = text
    .replace(/"time":\d+/g, "")
    .replace(/(?:[\\/][\w.+~-]+){2,}/g, "[path]")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "[id]");
  const found = PERSONAL_DATA_PATTERNS.flatMap((pattern) => searched.match(pattern) ?? []);
  return [...found, ...messages.filter((message) => searched.includes(message))];
}
