import { getEventListeners } from "node:events";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "../../test/fake-smtp";
import { createFileTransport, mailboxFile } from "./file-transport";
import { createSmtpTransport } from "./smtp-transport";
import {
  headerWaitMs,
  LONGEST_RATE_LIMIT_WAIT_MS,
  nodemailerMessage,
  type OutgoingMail,
  untilAborted,
} from "./transport";

const mail = (id: string): OutgoingMail => ({
  id,
  from: "Nivelia <no-reply@nivelia.es>",
  to: "equipo@example.test",
  replyTo: "ana@empresa.es",
  subject: "Nuevo lead: Solicitud de contacto de Ana López",
  html: "<p>Hola &lt;script&gt;</p>",
  text: "Hola <script>",
  createdAt: new Date("2026-03-04T05:06:07Z"),
});

describe("the SMTP transport (real nodemailer, local smtp-server)", () => {
  const received: { from: string | undefined; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let url: string;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the message with a Message-ID derived from the outbox id", async () => {
    const transport = createSmtpTransport(url, "nivelia.es");
    const id = "9a1b2c3d-0000-4000-8000-000000000001";
    await transport.send(mail(id));
    await transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("no-reply@nivelia.es");
    expect(received[0]?.to).toEqual(["equipo@example.test"]);
    expect(received[0]?.raw).toContain(`Message-ID: <${id}@nivelia.es>`);
    expect(received[0]?.raw).toContain("Reply-To: ana@empresa.es");
  });
});

describe("the SMTP transport against a server that never answers", () => {
  it("fails the send when its deadline ends, and sends once the server answers again", async () => {
    const fake = await startFakeSmtp();
    const deadlines: AbortController[] = [];
    const transport = createSmtpTransport(fake.url, "nivelia.es", {
      timeoutMs: 60_000,
      abortAfter: () => {
        const deadline = new AbortController();
        deadlines.push(deadline);
        return deadline.signal;
      },
    });
    // The explicit timeout: the deadline ends when the fake reports that it holds the connection unanswered.
    fake.onHang(() => deadlines.at(-1)?.abort());
    await fake.setMode("hang");
    const id = "9a1b2c3d-0000-4000-8000-000000000003";
    await expect(transport.send(mail(id))).rejects.toThrow("SMTP: no answer in time");
    await fake.setMode("accept");
    await transport.send(mail(id));
    expect(fake.messageIds).toEqual([`<${id}@nivelia.es>`]);
    await transport.close();
    await fake.close();
  });
});

describe("the file transport", () => {
  it("writes <id>.eml once, and a repeated send keeps the same file", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "nivelia-mailbox-")), "mailbox");
    const transport = createFileTransport(dir, "nivelia.es");
    const id = "9a1b2c3d-0000-4000-8000-000000000002";
    await transport.send(mail(id));
    const file = mailboxFile(dir, id);
    const first = readFileSync(file, "utf8");
    const firstStat = statSync(file);
    await transport.send(mail(id));
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mtimeMs).toBe(firstStat.mtimeMs);
    expect(file).toBe(join(dir, `${id}.eml`));
    expect(first).toContain("To: equipo@example.test");
    expect(first).toContain(`Message-ID: <${id}@nivelia.es>`);
    expect(first).toContain(`X-Outbox-ID: ${id}`);
    expect(first).toContain("Date: Wed, 04 Mar 2026 05:06:07 +0000");
    expect(first).toMatch(/Content-Type: multipart\/alternative/);
    await transport.close();
  });

  it("writes the bytes nodemailer's own transports compose, multipart boundaries aside", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "nivelia-mailbox-")), "mailbox");
    const transport = createFileTransport(dir, "nivelia.es");
    const id = "9a1b2c3d-0000-4000-8000-000000000003";
    // Long lines, non-ASCII text and a header to encode: what the MIME composer must fold and encode.
    const long = {
      ...mail(id),
      subject: "Nuevo lead: Solicitud de contacto de Ana López — Acme Ibérica, S. L.",
      html: `<p>${"Mañana hablamos del puesto. ".repeat(80)}</p>`,
      text: "Línea uno\nLínea dos ".repeat(40),
    };
    await transport.send(long);
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const reference = (await composer.sendMail(nodemailerMessage(long, "nivelia.es"))).message;
    const boundaries = (eml: string) => eml.replace(/--_NmP-[\w-]+-Part_\d+/g, "BOUNDARY");
    expect(boundaries(readFileSync(mailboxFile(dir, id), "utf8"))).toBe(boundaries(String(reference)));
    await transport.close();
  });
});

describe("untilAborted (a send's deadline)", () => {
  it("answers with the work, and leaves no listener on the signal once it has", async () => {
    const deadline = new AbortController();
    for (let send = 0; send < 20; send += 1)
      expect(await untilAborted(Promise.resolve(send), deadline.signal, "send")).toBe(send);
    expect(getEventListeners(deadline.signal, "abort")).toHaveLength(0);
  });

  it("gives up when the signal aborts, without waiting for the work", async () => {
    const deadline = new AbortController();
    const given = untilAborted(new Promise<never>(() => {}), deadline.signal, "send");
    deadline.abort();
    await expect(given).rejects.toThrow("send: no answer in time");
    expect(getEventListeners(deadline.signal, "abort")).toHaveLength(0);
  });
});

describe("headerWaitMs (a rate limit's retry-after or ratelimit-reset)", () => {
  const now = Date.parse("2026-11-26T10:00:00Z");
  it("reads seconds, or an HTTP date for retry-after, as milliseconds from now", () => {
    expect(headerWaitMs("1", now)).toBe(1000);
    expect(headerWaitMs("0", now)).toBe(0);
    expect(headerWaitMs("2.5", now)).toBe(2500);
    expect(headerWaitMs("Thu, 26 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
  });
  it("ignores what it cannot read or what lies in the past, and caps the wait at an hour", () => {
    expect(headerWaitMs(undefined, now)).toBeUndefined();
    expect(headerWaitMs("", now)).toBeUndefined();
    expect(headerWaitMs("soon", now)).toBeUndefined();
    expect(headerWaitMs("-3", now)).toBeUndefined();
    expect(headerWaitMs("Thu, 26 Nov 2026 09:59:00 GMT", now)).toBeUndefined();
    expect(headerWaitMs("86400", now)).toBe(LONGEST_RATE_LIMIT_WAIT_MS);
  });
});
