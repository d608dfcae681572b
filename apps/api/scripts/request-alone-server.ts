// `pnpm bench:api`'s "request alone" server, never a production entry: it drops every lead. The API as
// `src/server.ts` builds it (same plugins, hooks, validation, hash, log line and answer), except that the lead store
// answers at once with a new id instead of writing to the lead journal, and the outbox is stopped, so nothing is stored
// and nothing is sent. What `POST /v1/send-email` costs here is what it costs before and after storage: the most any
// store, however fast, could let it reach.
import "../src/runtime/tick-object-shape";
import "../src/runtime/wasm-code-gc";
import { randomUUID } from "node:crypto";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { payloadHash } from "../src/db/submissions";

const config = loadConfig();
const app = await buildApp(config);
app.leads.store = async (submission) => {
  // The hash a store computes first, to find a repeat.
  payloadHash(submission);
  return { kind: "stored", id: randomUUID() };
};
await app.ready();
// A wake of a stopped outbox does nothing: the e-mails' passes, with nothing stored to send, are not the request's.
await app.outbox.stop();
await app.listen({ host: config.HOST, port: config.PORT });
