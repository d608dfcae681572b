import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const answerOf = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers,
});

/** A real HTTP server on 127.0.0.1 that answers what a test sets, standing in for the API in client tests. */
export async function startLocalJsonServer() {
  let answer = answerOf(200, {});
  let queued: Answer[] = [];
  let received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const next = queued.shift() ?? answer;
      response.writeHead(next.status, { "Content-Type": "application/json", ...next.headers }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** The next answers' status and raw body (and headers); forgets the requests received so far. */
    answer(status: number, body: unknown, headers?: Record<string, string>) {
      answer = answerOf(status, body, headers);
      queued = [];
      received = [];
    },
    /** Answers given once each, in turn, before the standing answer set by `answer`. */
    answerOnce(status: number, body: unknown, headers?: Record<string, string>) {
      queued.push(answerOf(status, body, headers));
    },
    lastRequest: () => received.at(-1),
    requests: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
