import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLead } from "../src/test/leads";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));

describe("request-alone-server (the bench's send-email without storage)", () => {
  let child: ChildProcess;
  let origin: string;
  beforeAll(async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    child = spawn(process.execPath, ["--import", "tsx", join("scripts", "request-alone-server.ts")], {
      cwd: API_DIR,
      env: {
        ...env,
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-request-alone-")),
        SERVE_WEB: "false",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Fastify's own line once the server listens, with the port the system gave it.
    origin = await new Promise<string>((resolve, reject) => {
      let output = "";
      const read = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening?.[1] !== undefined) resolve(listening[1]);
      };
      child.stdout?.on("data", read);
      child.stderr?.on("data", read);
      child.once("exit", (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
    });
  });
  afterAll(() => {
    child.kill("SIGKILL");
  });

  const post = async (body: unknown) => {
    const response = await fetch(`${origin}/v1/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { success?: boolean; id?: string } };
  };

  it("answers a valid lead as the API does, and stores nothing: a double click gets a new id", async () => {
    // The real API answers the same payload within a minute with the first id (send-email.test.ts): here nothing
    // was stored for it to find.
    const first = await post(contactLead());
    const second = await post(contactLead());
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    expect(second).toMatchObject({ status: 200, body: { success: true } });
    expect(second.body.id).not.toBe(first.body.id);
  });

  it("validates like the API", async () => {
    const invalid = await post(contactLead({ email: "no es un correo" }));
    expect(invalid.status).toBe(400);
  });
});
