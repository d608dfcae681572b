import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Builds the production API (dist/server.js) from the current source, so the scripts run what `npm start` runs. */
export function ensureApiBuild(): string {
  execFileSync("pnpm", ["exec", "tsup"], { cwd: API_DIR, stdio: "inherit" });
  return join(API_DIR, "dist", "server.js");
}

export interface RunningServer {
  readonly port: number;
  readonly pid: number;
  readonly output: () => string;
  /** Resident memory of the process in bytes, from /proc. */
  rss(): number;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts `node <nodeArgs> <entry>` with the given environment on 127.0.0.1:port and waits until `readyPath` answers
 * 200.
 */
export async function startServer(
  entry: string,
  port: number,
  env: Record<string, string>,
  readyPath = "/v1/health",
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${chunks.join("")}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready after 120 s:\n${chunks.join("")}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const pid = child.pid ?? 0;
  return {
    port,
    pid,
    output: () => chunks.join(""),
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
