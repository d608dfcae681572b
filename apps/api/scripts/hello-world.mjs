// The bench's yardstick: a bare Fastify server with one GET and one POST route, as Fastify's own benchmarks use.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
app.post("/", async (request) => ({ hello: "world", received: request.body !== undefined }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 4345) });
