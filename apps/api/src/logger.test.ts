import { Writable } from "node:stream";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { loggerOptions, redactChildBindings, requestLoggerFactory } from "./logger";

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

  it("censors those keys at any depth, in any case and in arrays, without changing what was logged", async () => {
    const { app, lines } = loggingFastify();
    redactChildBindings(app.log);
    await app.ready();
    const deep = { a: { b: { c: { d: { e: { email: "deep@empresa.es" } } } } } };
    const headers = Object.assign(Object.create(null) as Record<string, string>, {
      Cookie: "session=secreto",
    });
    const cyclic: Record<string, unknown> = { contactInfo: "ciclo@empresa.es" };
    cyclic.self = cyclic;
    let tooDeep: Record<string, unknown> = { phone: "+34 611 222 333" };
    for (let level = 0; level < 40; level += 1) tooDeep = { next: tooDeep };
    app.log.info(
      {
        deep,
        list: [{ Phone: "600 111 222" }, "sin datos"],
        headers,
        cyclic,
        tooDeep,
        company: "Empresa SL",
      },
      "nested",
    );
    app.log.child({ userEmail: "hijo@empresa.es" }).info("child");
    app.log
      .child({ part: "outer" })
      .child({ email: "nieto@empresa.es" }, { level: "info" })
      .info("grandchild");
    await app.close();
    const log = lines.join("");
    expect(log).toContain("Empresa SL");
    expect(log).toContain("sin datos");
    for (const secret of ["@empresa.es", "600 111 222", "611 222 333", "secreto"])
      expect(log).not.toContain(secret);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      deep: { a: { b: { c: { d: { e: { email: "[redactado]" } } } } } },
      list: [{ Phone: "[redactado]" }, "sin datos"],
      headers: { Cookie: "[redactado]" },
    });
    expect(deep.a.b.c.d.e.email).toBe("deep@empresa.es");
    expect(headers.Cookie).toBe("session=secreto");
  });

  it("turns logging off for LOG_LEVEL=silent", () => {
    expect(loggerOptions(loadConfig({ LOG_LEVEL: "silent" }))).toBe(false);
  });
});

describe("the request logger", () => {
  it("writes a request's lines with its request id and redaction, and skips levels below the configured one", async () => {
    const { app, lines: written } = loggingFastify({
      childLoggerFactory: requestLoggerFactory,
      logController: new LogController({ disableRequestLogging: true }),
    });
    app.get("/", async (request) => {
      request.log.debug({ email: "ana@empresa.es" }, "below the level");
      request.log.warn({ email: "ana@empresa.es" }, "kept");
      request.log.child({ part: "inner" }).error("nested");
      return { level: request.log.level };
    });
    const response = await app.inject({ method: "GET", url: "/" });
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(response.json()).toEqual({ level: "info" });
    expect(lines.map((line) => line.msg)).toEqual(["kept", "nested"]);
    expect(lines[0]).toMatchObject({ reqId: "req-1", email: "[redactado]", level: 40 });
    expect(lines[1]).toMatchObject({ reqId: "req-1", part: "inner", level: 50 });
    await app.close();
  });

  it("writes each line exactly as a pino child of the request would, whatever the call's shape", async () => {
    const { app, lines } = loggingFastify();
    // The time is the only field that differs between two lines written one after the other. Parsed and written
    // again, as a reader sees it: a child writes a field named like a binding twice, and the last one counts.
    const asRead = (line: string | undefined) => JSON.stringify({ ...JSON.parse(line ?? "{}"), time: 0 });
    await app.ready();
    const bindings = { reqId: "req-7" };
    // Made once: an error's stack names the line that made it.
    const [down, offline] = [new Error("caído"), new Error("sin conexión")];
    const calls: [string, (log: typeof app.log) => void][] = [
      ["a message", (log) => log.info("lead stored")],
      ["a format", (log) => log.warn("%s of %d", "slow", 3)],
      ["an object", (log) => log.info({ submissionId: "s-1", isBot: false }, "lead stored")],
      [
        "personal data",
        (log) => log.error({ userEmail: "ana@empresa.es", form: { phone: "600 000 000" } }, "x"),
      ],
      ["an error field", (log) => log.error({ err: down, submissionId: "s-2" })],
      ["an error", (log) => log.error(offline, "send failed")],
      ["a field named like a binding", (log) => log.info({ reqId: "other" }, "overridden")],
    ];
    for (const [shape, call] of calls) {
      lines.length = 0;
      call(app.log.child(bindings, {}));
      call(requestLoggerFactory.call(app, app.log, bindings, {}, undefined as never));
      expect(lines, shape).toHaveLength(2);
      expect(asRead(lines[1]), shape).toBe(asRead(lines[0]));
    }
    await app.close();
  });
});
