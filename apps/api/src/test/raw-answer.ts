import { type IncomingHttpHeaders, request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names and values as sent, in order: shows a header written twice. */
  rawHeaders: string[];
  /** The body's bytes as sent, not decoded. */
  body: Buffer;
}

/**
 * One request on a connection of its own over a real socket, so that Node's HTTP parser, its keep-alive and the
 * server's answers before routing behave as in production (`app.inject` skips all three).
 */
export function rawAnswer(
  port: number,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          rawHeaders: answer.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}
