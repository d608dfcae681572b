import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../app";
import { loadConfig } from "../config";
import { buildTestApp } from "../test/build-test-app";
import {
  type FakeHandler,
  type FakeHttpServer,
  sendJson,
  startFakeHttpServer,
} from "../test/fake-http-server";
import { signal } from "../test/signal";
import { createTechnologyProvider, technologyProviderFromConfig } from "./technology-provider";

const completion = (content: string) => ({
  choices: [{ index: 0, message: { role: "assistant", content } }],
});

const DENO = {
  isDevelopmentTechnology: true,
  technology: "Deno",
  family: "Entorno de ejecución JavaScript",
  relatedTechs: ["TypeScript", "Node.js"],
  possibleStacks: ["Deno + Fresh"],
};

const answerWith =
  (content: string, status = 200): FakeHandler =>
  (_request, response) =>
    sendJson(response, status, completion(content));

describe("POST /v1/verify-technology with an AI provider", () => {
  let ai: FakeHttpServer;
  let app: App;
  const post = (technology: string) =>
    app.inject({ method: "POST", url: "/v1/verify-technology", payload: { technology } });

  beforeAll(async () => {
    ai = await startFakeHttpServer(answerWith(JSON.stringify(DENO)));
    app = await buildTestApp({
      AI_BASE_URL: `${ai.url}/v1/`,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      // Far above any answer of the local fake, however busy the machine: the timeout has its own test below.
      AI_TIMEOUT_MS: "60000",
    });
  });
  afterEach(() => {
    ai.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await ai.close();
  });

  it("answers catalogue technologies without asking the provider", async () => {
    const response = await post("React");
    expect(response.statusCode).toBe(200);
    expect(response.json().technology).toBe("React");
    expect(ai.requests).toHaveLength(0);
  });

  it("asks the chat-completions endpoint for an unknown term and returns its answer", async () => {
    ai.handle(answerWith(JSON.stringify(DENO)));
    const response = await post("Deno Deploy");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      technology: "Deno",
      family: "Entorno de ejecución JavaScript",
      relatedTechs: ["TypeScript", "Node.js"],
      possibleStacks: ["Deno + Fresh"],
    });
    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer test-key");
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.model).toBe("test-model");
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[0].content).toContain("isDevelopmentTechnology");
    expect(body.messages[1]).toEqual({ role: "user", content: "Deno Deploy" });
  });

  it("caches answers by the normalised term: the second call makes no request", async () => {
    ai.handle(answerWith(JSON.stringify({ ...DENO, technology: "Bun" })));
    expect((await post("Bun Runtime")).statusCode).toBe(200);
    expect(ai.requests).toHaveLength(1);
    const again = await post("  bun runtime ");
    expect(again.statusCode).toBe(200);
    expect(again.json().technology).toBe("Bun");
    expect(ai.requests).toHaveLength(1);
  });

  it("gives the not-a-development-technology 404 when the provider says so", async () => {
    ai.handle(answerWith(JSON.stringify({ isDevelopmentTechnology: false, technology: "", family: "" })));
    const response = await post("croqueta de jamón");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain("tecnología de desarrollo");
    expect(ai.requests).toHaveLength(1);
  });

  it.each<[string, FakeHandler]>([
    ["malformed JSON content", answerWith("{isDevelopmentTechnology: true")],
    ["a JSON answer of the wrong shape", answerWith(JSON.stringify({ ...DENO, relatedTechs: "TypeScript" }))],
    [
      "markup in the answer",
      answerWith(JSON.stringify({ ...DENO, technology: "<img src=x onerror=alert(1)>" })),
    ],
    ["a body that is not a chat completion", (_request, response) => sendJson(response, 200, { ok: true })],
    ["an HTTP error", answerWith(JSON.stringify(DENO), 503)],
  ])("answers %s with the same 404, never a 5xx, and does not cache it", async (_case, handler) => {
    ai.handle(handler);
    const term = `Herramienta ${_case}`;
    const response = await post(term);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: "NOT_A_DEVELOPMENT_TECHNOLOGY" });
    expect(response.json().error.message).toContain("tecnología de desarrollo");
    ai.handle(answerWith(JSON.stringify(DENO)));
    expect((await post(term)).statusCode).toBe(200);
    expect(ai.requests).toHaveLength(2);
  });
});

describe("the AI provider's timeout", () => {
  it("gives up on an answer that has not come when the timeout fires, and asks again next time", async () => {
    // The fake holds every request open: only the timeout can end the first check.
    const { fired: requestArrived, fire: arrived } = signal();
    const ai = await startFakeHttpServer(() => arrived());
    // One controller per request, standing in for its timer.
    const timers: { ms: number; controller: AbortController }[] = [];
    const provider = createTechnologyProvider({
      baseUrl: ai.url,
      apiKey: "k",
      model: "m",
      timeoutMs: 300,
      abortAfter: (ms) => {
        const controller = new AbortController();
        timers.push({ ms, controller });
        return controller.signal;
      },
    });
    const log = Fastify().log;
    const warn = vi.spyOn(log, "warn");
    try {
      const outcome = provider.classify("Deno Deploy", log);
      await requestArrived;
      expect(timers.map((timer) => timer.ms)).toEqual([300]);
      timers[0]?.controller.abort(
        new DOMException("The operation was aborted due to timeout", "TimeoutError"),
      );
      expect(await outcome).toEqual({ kind: "unavailable" });
      expect(warn).toHaveBeenCalledWith({ reason: "TimeoutError" }, "AI technology check failed");
      // Not cached: the next check asks again.
      ai.handle(answerWith(JSON.stringify(DENO)));
      const retry = await provider.classify("Deno Deploy", log);
      expect(retry).toMatchObject({ kind: "technology", result: { technology: "Deno" } });
      expect(ai.requests).toHaveLength(2);
    } finally {
      await ai.close();
    }
  });
});

describe("technologyProviderFromConfig", () => {
  it.each([
    [{}],
    [{ AI_BASE_URL: "http://127.0.0.1:9", AI_MODEL: "m" }],
    [{ AI_API_KEY: "k", AI_MODEL: "m" }],
    [{ AI_BASE_URL: "http://127.0.0.1:9", AI_API_KEY: "k", AI_MODEL: "" }],
  ])("gives no provider for incomplete settings %j", (env) => {
    expect(technologyProviderFromConfig(loadConfig(env))).toBeNull();
  });

  it("gives a provider when all three are set", () => {
    const env = { AI_BASE_URL: "http://127.0.0.1:9", AI_API_KEY: "k", AI_MODEL: "m" };
    expect(technologyProviderFromConfig(loadConfig(env))).not.toBeNull();
  });
});
