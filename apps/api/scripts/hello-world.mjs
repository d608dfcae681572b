// The bench's yardstick: a bare Fastify server with one GET and one POST route, as Fastify's own benchmarks use.
// Given BENCH_CEILING (a JSON file the bench writes), it also has the ceilings of the API's answers: the same two
// routes with the API's security headers, and the prerendered page's exact bytes and headers from one Buffer.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
app.post("/", async (request) => ({ hello: "world", received: request.body !== undefined }));
if (process.env.BENCH_CEILING) {
  const ceiling = JSON.parse(readFileSync(process.env.BENCH_CEILING, "utf8"));
  const page = readFileSync(ceiling.pageFile);
  app.get("/headers", async (_request, reply) =>
    reply.headers(ceiling.securityHeaders).send({ hello: "world" }),
  );
  app.post("/headers", async (request, reply) =>
    reply.headers(ceiling.securityHeaders).send({ hello: "world", received: request.body !== undefined }),
  );
  app.get("/page", (_request, reply) => reply.headers(ceiling.pageHeaders).send(page));
}
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 4345) });
