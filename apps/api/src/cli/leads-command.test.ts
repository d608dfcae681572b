import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { freshTestDatabaseUrl } from "../test/test-database";
import { UsageError } from "./command";
import { runLeadsCommand } from "./leads-command";

describe("leads command", () => {
  it("prints a person's leads, erases them with --erase, and finds nothing after", async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-leads-")),
      DATABASE_URL: await freshTestDatabaseUrl(),
      MAIL_TRANSPORT: "file",
      OUTBOX_POLL_MS: "3600000",
    };
    const app = await buildTestApp(env);
    await app.inject({ method: "POST", url: "/v1/send-email", payload: contactLead() });
    await app.outbox.drain();
    await app.close();

    const printed: string[] = [];
    const logged: string[] = [];
    const run = (argv: string[]) =>
      runLeadsCommand(
        argv,
        env,
        (text) => printed.push(text),
        (line) => logged.push(line),
      );
    const access = (await run(["--email", "Ana@Empresa.es"])) as { leads: { userEmail: string }[] };
    expect(access.leads.map((lead) => lead.userEmail)).toEqual(["ana@empresa.es"]);
    expect(JSON.parse(printed[0] ?? "")).toEqual(JSON.parse(JSON.stringify(access)));

    expect(await run(["--", "--email", "ana@empresa.es", "--erase"])).toEqual({
      erased: { submissions: 1, outbox: 2, mailboxFiles: 2 },
    });
    expect(readdirSync(join(env.DATA_DIR, "mailbox")).filter((name) => name.endsWith(".eml"))).toEqual([]);
    expect(await run(["--email", "ana@empresa.es"])).toEqual({ leads: [] });
    expect(logged.join("\n")).not.toContain("@");
    expect(logged[1]).toMatch(/^erasure request answered for address hash [0-9a-f]{16}$/);

    await expect(run([])).rejects.toThrow(UsageError);
    await expect(run(["--email", "no-es-un-correo"])).rejects.toThrow("--email");
  });
});
