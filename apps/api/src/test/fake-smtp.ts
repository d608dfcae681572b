import type { AddressInfo, Socket } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

/**
 * How the fake mail server behaves: accept, refuse connections, answer 4xx or 5xx, or time out: take the
 * connection and never answer (not even the greeting).
 */
export type FakeSmtpMode = "accept" | "refuse" | "reject-4xx" | "reject-5xx" | "hang";

export interface FakeSmtp {
  readonly url: string;
  /** Message-IDs of the messages the server kept, in order; a repeated id is a duplicate delivery. */
  readonly messageIds: string[];
  setMode(mode: FakeSmtpMode): Promise<void>;
  /** Called for each connection taken in "hang" mode: the signal that the client is now waiting in vain. */
  onHang(listener: () => void): void;
  deliveredById(): Map<string, number>;
  close(): Promise<void>;
}

function smtpError(message: string, code: number): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * A local SMTP server (the smtp-server package nodemailer's authors publish) for outage tests. "refuse" closes the
 * listening socket so connections are refused, then listens again on the same port when the mode changes back.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messageIds: string[] = [];
  let mode: FakeSmtpMode = "accept";
  const hangListeners: (() => void)[] = [];
  const hanging = new Set<Socket>();
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    socketTimeout: 60_000,
    onConnect(_session, callback) {
      // smtp-server sends its greeting only after this callback: in "hang" mode it never comes.
      if (mode !== "hang") return callback();
      for (const listener of hangListeners) listener();
    },
    onMailFrom(_address, _session, callback) {
      if (mode === "reject-4xx") return callback(smtpError("451 4.3.0 fake outage, try later", 451));
      if (mode === "reject-5xx") return callback(smtpError("554 5.3.0 fake outage", 554));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "(none)";
        messageIds.push(id);
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.server.off("error", reject);
        resolve();
      });
    });
  // The connections held in "hang" mode, dropped when the mode changes (the server has restarted).
  server.server.on("connection", (socket: Socket) => {
    if (mode !== "hang") return;
    hanging.add(socket);
    socket.once("close", () => hanging.delete(socket));
  });
  await listen(0);
  const { port } = server.server.address() as AddressInfo;
  let listening = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    async setMode(next) {
      if (next === "refuse" && listening) {
        listening = false;
        await new Promise<void>((resolve) => server.server.close(() => resolve()));
      } else if (next !== "refuse" && !listening) {
        await listen(port);
        listening = true;
      }
      mode = next;
      if (next !== "hang") for (const socket of hanging) socket.destroy();
    },
    onHang(listener) {
      hangListeners.push(listener);
    },
    deliveredById() {
      const counts = new Map<string, number>();
      for (const id of messageIds) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of hanging) socket.destroy();
        if (!listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
