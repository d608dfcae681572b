import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A real HTTP server on 127.0.0.1 that answers what a test sets, standing in for the API in client tests. */
export async function startLocalJsonServer() {
  let answer = { status: 200, body: "{}" };
  let received: ReceivedRequest | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** The next answers' status and raw body. */
    answer(status: number, body: unknown) {
      answer = { status, body: typeof body === "string" ? body : JSON.stringify(body) };
    },
    lastRequest: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
