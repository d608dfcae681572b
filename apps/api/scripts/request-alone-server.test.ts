import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLead } from "../src/test/leads";
import { type SpawnedServer, spawnServer } from "../src/test/spawn-server";

describe("request-alone-server (the bench's send-email without storage)", () => {
  let server: SpawnedServer;
  let origin: string;
  beforeAll(async () => {
    server = await spawnServer(join("scripts", "request-alone-server.ts"), {
      DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-request-alone-")),
    });
    origin = server.origin;
  });
  afterAll(() => {
    server.child.kill("SIGKILL");
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
