import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface SpawnedServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, the port the system gave it. */
  origin: string;
  /** Everything it wrote so far, standard output and error. */
  output(): string;
}

/**
 * Starts an entry of the API (a path from apps/api, run from source through tsx) as its own process on a port the
 * system picks (PORT=0), and resolves once Fastify's "Server listening at" line names it. The variables are added to
 * this process's, without DATABASE_URL (the suite's own run on PostgreSQL sets one).
 */
export async function spawnServer(entry: string, variables: Record<string, string>): Promise<SpawnedServer> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: API_DIR,
    env: { ...env, HOST: "127.0.0.1", PORT: "0", SERVE_WEB: "false", LOG_LEVEL: "info", ...variables },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1] !== undefined) resolve(listening[1]);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });
  return { child, origin, output: () => output };
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}
