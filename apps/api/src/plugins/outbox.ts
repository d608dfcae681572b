import { join } from "node:path";
import { BRAND } from "@nivelia/domain/brand";
import fp from "fastify-plugin";
import { type AppConfig, leadWebhookEndpoint, mailTransportKind } from "../config";
import { createOutbox, type Outbox } from "../mail/outbox";
import { createFileTransport } from "../mail/transports/file-transport";
import { createResendTransport } from "../mail/transports/resend-transport";
import { createSmtpTransport } from "../mail/transports/smtp-transport";
import type { MailTransport } from "../mail/transports/transport";
import { createLeadWebhookSender } from "../webhooks/lead-webhook-sender";

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

function transportFor(
  config: AppConfig,
  abortAfter: ((ms: number) => AbortSignal) | undefined,
): MailTransport {
  const deadline = { timeoutMs: config.MAIL_TIMEOUT_MS, abortAfter };
  // mailTransportKind has checked that the key or URL it picks by is set.
  switch (mailTransportKind(config)) {
    case "resend":
      return createResendTransport({
        apiKey: config.RESEND_API_KEY ?? "",
        baseUrl: config.RESEND_BASE_URL,
        ...deadline,
      });
    case "smtp":
      return createSmtpTransport(config.SMTP_URL ?? "", BRAND.siteHost, deadline);
    case "file":
      return createFileTransport(join(config.DATA_DIR, "mailbox"), BRAND.siteHost);
  }
}

/** The outbox worker: polls from ready to close; tests pass a clock, and signals for the mail timeout they abort. */
export const outbox = fp<{
  config: AppConfig;
  clock?: (() => number) | undefined;
  mailAbortAfter?: ((ms: number) => AbortSignal) | undefined;
}>(
  async (app, { config, clock, mailAbortAfter }) => {
    // The outbox logs every e-mail sent, with the outbox id that names the file mailbox's file.
    const transport = transportFor(config, mailAbortAfter);
    const endpoint = leadWebhookEndpoint(config);
    const worker = createOutbox({
      db: app.db,
      transport,
      from: config.MAIL_FROM,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      pollMs: config.OUTBOX_POLL_MS,
      log: app.log,
      clock,
      webhook:
        endpoint &&
        createLeadWebhookSender(endpoint, {
          timeoutMs: config.MAIL_TIMEOUT_MS,
          now: clock ?? Date.now,
          abortAfter: mailAbortAfter,
        }),
    });
    app.decorate("outbox", worker);
    app.addHook("onReady", async () => {
      app.log.info({ transport: transport.name }, "outbox worker started");
      worker.start();
    });
    // preClose runs before any onClose hook, so the database is still open while the last sends finish.
    app.addHook("preClose", async () => {
      await worker.stop();
    });
    app.addHook("onClose", async () => {
      await transport.close();
    });
  },
  { name: "outbox", dependencies: ["storage"] },
);
