import { Writable } from "node:stream";
import Fastify, { type FastifyServerOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { loggerOptions } from "./logger";

/** A Fastify app with the API's logger options (level info) and `options`, writing each log line into `lines`. */
function loggingFastify(options: Omit<FastifyServerOptions, "logger"> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = loggerOptions(loadConfig({ LOG_LEVEL: "info" }));
  const app = Fastify({ ...options, logger: typeof logger === "object" ? { ...logger, stream } : false });
  return { app, lines };
}

/** A logging app with a route that logs what it receives. */
async function loggingApp() {
  const { app, lines } = loggingFastify();
  app.post("/echo", async (request) => {
    request.log.info({ headers: request.headers, body: request.body }, "received");
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe("log redaction", () => {
  it("never writes credentials, e-mail addresses or phone numbers", async () => {
    const { app, lines } = await loggingApp();
    await app.inject({
      method: "POST",
      url: "/echo",
      headers: {
        authorization: "Bearer secreto-1",
        cookie: "session=secreto-2",
        "stripe-signature": "t=1,v1=secreto-3",
        "idempotency-key": "secreto-4",
      },
      payload: {
        userEmail: "ana@empresa.es",
        formData: { email: "luis@empresa.es", phone: "+34 600 000 000", company: "Empresa SL" },
        customerEmail: "marta@empresa.es",
      },
    });
    await app.close();
    const log = lines.join("");
    expect(log).toContain("received");
    expect(log).toContain("Empresa SL");
    for (const secret of ["secreto-1", "secreto-2", "secreto-3", "secreto-4", "@empresa.es", "600 000 000"]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain("[redactado]");
  });

  it("censors them in a lead's fields, a request's headers and a child's bindings, without changing what was logged", async () => {
    const { app, lines } = loggingFastify();
    await app.ready();
    const lead = { formType: "contact", formData: { email: "lead@empresa.es", company: "Empresa SL" } };
    const headers = { cookie: "session=secreto", "user-agent": "prueba" };
    app.log.info({ lead, headers, nested: { body: { formData: { phone: "600 111 222" } } } }, "nested");
    app.log.info({ submission: { contactInfo: "contacto@empresa.es", telefono: "611 222 333" } }, "fields");
    app.log.child({ userEmail: "hijo@empresa.es" }).info("child");
    app.log
      .child({ part: "outer" })
      .child({ email: "nieto@empresa.es" }, { level: "info" })
      .info("grandchild");
    await app.close();
    const log = lines.join("");
    expect(log).toContain("Empresa SL");
    expect(log).toContain("prueba");
    for (const secret of ["@empresa.es", "600 111 222", "611 222 333", "secreto"])
      expect(log).not.toContain(secret);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      lead: { formData: { email: "[redactado]", company: "Empresa SL" } },
      headers: { cookie: "[redactado]" },
    });
    expect(lead.formData.email).toBe("lead@empresa.es");
    expect(headers.cookie).toBe("session=secreto");
  });

  it("masks e-mail addresses and phone numbers that an error's message quotes, and leaves out its other fields", async () => {
    const { app, lines } = loggingFastify();
    await app.ready();
    const error = Object.assign(new Error("rejected recipient ana@empresa.es, tel +34 600 000 000"), {
      code: "EENVELOPE",
      rejected: ["ana@empresa.es"],
    });
    app.log.error({ err: error }, "send failed");
    await app.close();
    const line = JSON.parse(lines[0] ?? "{}") as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: "Error",
      code: "EENVELOPE",
      message: expect.stringContaining("[e-mail]"),
    });
    expect(lines.join("")).not.toContain("@empresa.es");
    expect(lines.join("")).not.toContain("600 000 000");
  });

  it("turns logging off for LOG_LEVEL=silent", () => {
    expect(loggerOptions(loadConfig({ LOG_LEVEL: "silent" }))).toBe(false);
  });
});
