import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
/** PostgreSQL refuses to run as root: the server runs as this unprivileged account. */
const PG_USER = process.env.PG_RUN_AS ?? "nobody";

export interface LocalPostgres {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Why PostgreSQL cannot run here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (!existsSync(join(BIN, "initdb"))) return `no PostgreSQL binaries in ${BIN} (set PG_BIN_DIR)`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync("runuser", ["-u", PG_USER, "--", "true"], { stdio: "ignore" });
    } catch {
      return `cannot run as the unprivileged user ${PG_USER} (set PG_RUN_AS)`;
    }
  }
  return null;
}

function asUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", PG_USER, "--", command, ...args]] : [command, args];
}

/**
 * A throw-away PostgreSQL cluster on 127.0.0.1:port (trust authentication, loopback only). The resilience scenarios
 * skip its disk flushes (`fsync=off`); `durable: true` keeps PostgreSQL's defaults, as production runs, for the bench.
 */
export async function startLocalPostgres(port: number, { durable = false } = {}): Promise<LocalPostgres> {
  const root = mkdtempSync(join(tmpdir(), "nivelia-pg-"));
  chmodSync(root, 0o777);
  const data = join(root, "data");
  const [initdb, initArgs] = asUser(join(BIN, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
  ]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  const pgCtl = (action: string[]) => {
    const [command, args] = asUser(join(BIN, "pg_ctl"), ["-D", data, "-w", "-t", "60", ...action]);
    execFileSync(command, args, { stdio: "ignore" });
  };
  const start = async () => {
    const flushes = durable ? "" : " -c fsync=off";
    pgCtl(["-o", `-p ${port} -h 127.0.0.1 -k ${root}${flushes}`, "-l", join(root, "log"), "start"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stop() {
      pgCtl(["-m", "fast", "stop"]);
    },
    async destroy() {
      try {
        pgCtl(["-m", "immediate", "stop"]);
      } catch {
        // Already stopped.
      }
      // Removed before this returns: a removal left running in the background raced the run folder's own removal
      // (useRunTempFolder) and left both half done.
      rmSync(root, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
