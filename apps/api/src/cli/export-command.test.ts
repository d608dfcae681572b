import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { givenConsents } from "@nivelia/domain/forms";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { freshTestDatabaseUrl } from "../test/test-database";
import { UsageError } from "./command";
import { parseExportArgs, runExportSubmissions } from "./export-command";
import { csvField } from "./submissions-csv";

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['dice "hola"', '"dice ""hola"""'],
    ["dos\nlíneas", '"dos\nlíneas"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+34 612 345 678", "'+34 612 345 678"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["ñandú", "ñandú"],
  ])("%j → %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe("parseExportArgs", () => {
  it("drops pnpm's separator and resolves --out against the caller's folder", () => {
    expect(parseExportArgs(["--", "--out", "leads.csv", "--since", "2026-01-01"], "/home/ana")).toEqual({
      out: "/home/ana/leads.csv",
      since: new Date("2026-01-01"),
      formType: undefined,
    });
  });

  it.each([[["--since", "ayer"]], [["--form-type", "contacto"]]])("rejects %j", (argv) => {
    expect(() => parseExportArgs(argv, "/")).toThrow(UsageError);
  });
});

describe("export-submissions", () => {
  const outDir = mkdtempSync(join(tmpdir(), "nivelia-export-out-"));
  // The database of a server (DATABASE_URL): a schema of the worker's database, or of the test PostgreSQL.
  const env = { DATA_DIR: outDir, DATABASE_URL: "", LOG_LEVEL: "silent", INIT_CWD: outDir };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    env.DATABASE_URL = await freshTestDatabaseUrl();
    const app = await buildTestApp({ DATABASE_URL: env.DATABASE_URL });
    const submit = async (name: string, body: unknown) => {
      const response = await app.inject({ method: "POST", url: "/v1/send-email", payload: body as object });
      ids[name] = response.json().id;
    };
    await submit(
      "formula",
      contactLead({ message: '=HYPERLINK("http://evil.example","¡hola, "mundo"!")\nfin' }),
    );
    await submit("old", contactLead({ message: "del año pasado" }));
    await submit("newsletter", {
      formType: "newsletter",
      formData: { email: "n@empresa.es" },
      userEmail: "",
      copyToUser: false,
      consents: givenConsents("newsletter"),
    });
    await submit("bot", { ...contactLead({ message: "spam" }), website: "x" });
    await app.db.query("update submissions set created_at = '2025-06-01T00:00:00Z' where id = $1", [ids.old]);
    await app.close();
  });

  it("writes UTF-8 CSV with a BOM, RFC 4180 quoting and the formula guard, without bot rows", async () => {
    const count = await runExportSubmissions(["--out", "leads.csv"], env);
    expect(count).toBe(3);
    const csv = readFileSync(join(outDir, "leads.csv"), "utf8");
    expect(
      csv.startsWith(
        "\uFEFFid,created_at,form_type,user_email,copy_to_user,emails_unsent,emails_given_up,name,email,phone,company,",
      ),
    ).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""¡hola, ""mundo""!"")\nfin"');
    expect(csv).toContain("Acme Ibérica");
    expect(csv).not.toContain(ids.bot);
    expect(csv).toContain(ids.newsletter);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("filters by --since and --form-type", async () => {
    let printed = "";
    const count = await runExportSubmissions(
      ["--since", "2026-01-01", "--form-type", "contactHome"],
      env,
      (text) => {
        printed = text;
      },
    );
    expect(count).toBe(1);
    expect(printed).toContain(ids.formula);
    expect(printed).not.toContain(ids.old);
    expect(printed).not.toContain(ids.newsletter);
  });
});

describe("export-submissions from the embedded database", () => {
  it("reads a copy of the PGlite folder, so a running server's files are never opened twice", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-export-data-"));
    const app = await buildTestApp({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const response = await app.inject({ method: "POST", url: "/v1/send-email", payload: contactLead() });
    // The server keeps running while the export reads.
    let printed = "";
    const count = await runExportSubmissions([], { DATA_DIR: dataDir, LOG_LEVEL: "silent" }, (text) => {
      printed = text;
    });
    await app.close();
    expect(count).toBe(1);
    expect(printed).toContain(response.json().id);
  });
});

describe("export-submissions when the embedded database cannot be opened", () => {
  it("fails and leaves no copy of the leads behind in the temporary folder", async () => {
    // A file where the database folder (DATA_DIR/pglite) should be.
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-export-broken-"));
    writeFileSync(join(dataDir, "pglite"), "not a database\n");
    const scratch = mkdtempSync(join(tmpdir(), "nivelia-export-tmp-"));
    vi.stubEnv("TMPDIR", scratch);
    try {
      await expect(
        runExportSubmissions([], { DATA_DIR: dataDir, LOG_LEVEL: "silent" }, () => {}),
      ).rejects.toThrow();
      expect(readdirSync(scratch)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
