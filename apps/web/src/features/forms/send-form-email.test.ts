import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SUBMISSION_RETRY } from "@nivelia/domain/api";
import { PRIVACY_POLICY_VERSION } from "@nivelia/domain/forms";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiClient, ApiError, createApiClient } from "../../lib/api-client";
import { startLocalJsonServer } from "../../test/local-json-server";
import { sendEmailBody, sendFormEmail } from "./send-form-email";

let server: Awaited<ReturnType<typeof startLocalJsonServer>>;
beforeAll(async () => {
  server = await startLocalJsonServer();
});
afterAll(() => server.close());

const ID = "0b7c1b8e-3f5d-4c1a-9a43-6f1c2d9e8a70";
const BODY = sendEmailBody("contactHome", {
  formData: { name: "Marta <Gil>", email: "marta@acme.es" },
  userEmail: "marta@acme.es",
});

/** The waits sendFormEmail asked for, instead of spending them. */
let waits: number[] = [];
const recordWait = async (ms: number) => {
  waits.push(ms);
};
beforeEach(() => {
  waits = [];
});

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  server.answer(status, body);
  const error = await sendFormEmail(createApiClient(server.baseUrl), BODY, "key-1", recordWait).catch(
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
  return error;
}

describe("sendFormEmail", () => {
  it("posts what the visitor typed, unescaped, with its idempotency key and returns the stored id", async () => {
    server.answer(200, { success: true, id: ID });
    await expect(sendFormEmail(createApiClient(server.baseUrl), BODY, "key-1")).resolves.toEqual({
      success: true,
      id: ID,
    });
    const request = server.lastRequest();
    expect([request?.method, request?.url]).toEqual(["POST", "/v1/send-email"]);
    expect(request?.headers["idempotency-key"]).toBe("key-1");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      formType: "contactHome",
      formData: { name: "Marta <Gil>", email: "marta@acme.es" },
      userEmail: "marta@acme.es",
      copyToUser: true,
      consents: { policyVersion: PRIVACY_POLICY_VERSION, privacyPolicy: true },
    });
  });

  it("sends a job application's optional consent as the visitor answered it", () => {
    const body = sendEmailBody("jobs", {
      formData: {},
      userEmail: "",
      optionalConsents: { cvForOtherVacancies: false },
    });
    expect(body.consents).toEqual({
      policyVersion: PRIVACY_POLICY_VERSION,
      privacyPolicy: true,
      cvForOtherVacancies: false,
    });
  });

  it("fails on a 2xx answer whose success flag is false (section 7)", async () => {
    const error = await failureOf(200, { success: false });
    expect(error.message).toBe("Error al enviar el email");
  });

  it.each([
    [500, "{}"],
    [502, "<html>Bad gateway</html>"],
    [400, { error: { code: "VALIDATION_ERROR" } }],
  ])("a %i without a message of its own reads 'Error al enviar el email'", async (status, body) => {
    const error = await failureOf(status, body);
    expect(error.message).toBe("Error al enviar el email");
    expect(error.statusCode).toBe(status);
  });

  it("keeps the server's own message and code", async () => {
    const error = await failureOf(429, {
      error: { code: "RATE_LIMITED", message: "Demasiadas solicitudes." },
    });
    expect([error.code, error.message]).toEqual(["RATE_LIMITED", "Demasiadas solicitudes."]);
  });

  it("reports an unreachable server in Spanish, with status 0", async () => {
    const error = await sendFormEmail(
      createApiClient("http://127.0.0.1:9/v1"),
      BODY,
      "key-1",
      recordWait,
    ).catch((caught: unknown) => caught);
    if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
    expect([error.code, error.statusCode]).toEqual(["NETWORK_ERROR", 0]);
    expect(error.message).toMatch(/^No hemos podido conectar/);
    // Tried again, 2 s then 4 s later, before the visitor is told.
    expect(waits).toEqual([SUBMISSION_RETRY.firstDelayMs, 2 * SUBMISSION_RETRY.firstDelayMs]);
  });
});

describe("sendFormEmail after a passing fault", () => {
  const SHUTTING_DOWN = { error: { code: "SHUTTING_DOWN", message: "El servidor se está reiniciando" } };

  it("sends again after a deploy's 503, when Retry-After says, with the same Idempotency-Key", async () => {
    server.answer(200, { success: true, id: ID });
    server.answerOnce(503, SHUTTING_DOWN, { "Retry-After": "5" });
    const sent = await sendFormEmail(createApiClient(server.baseUrl), BODY, "key-7", recordWait);
    expect(sent).toEqual({ success: true, id: ID });
    expect(waits).toEqual([5000]);
    const keys = server.requests().map((request) => request.headers["idempotency-key"]);
    expect(keys).toEqual(["key-7", "key-7"]);
    expect(new Set(server.requests().map((request) => request.body)).size).toBe(1);
  });

  it("tries SUBMISSION_RETRY.attempts times in all, then reports the server's answer", async () => {
    server.answer(503, SHUTTING_DOWN, { "Retry-After": "5" });
    const error = await sendFormEmail(createApiClient(server.baseUrl), BODY, "key-8", recordWait).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("SHUTTING_DOWN");
    expect(server.requests()).toHaveLength(SUBMISSION_RETRY.attempts);
    expect(waits).toEqual([5000, 5000]);
  });

  it("sends a 502 from a proxy again, and never a validation error, a rate limit or a 500", async () => {
    server.answer(200, { success: true, id: ID });
    server.answerOnce(502, "<html>Bad gateway</html>");
    await expect(sendFormEmail(createApiClient(server.baseUrl), BODY, "key-9", recordWait)).resolves.toEqual({
      success: true,
      id: ID,
    });
    expect(waits).toEqual([SUBMISSION_RETRY.firstDelayMs]);
    for (const status of [400, 429, 500]) {
      waits = [];
      await failureOf(status, { error: { code: "X" } });
      expect(server.requests(), String(status)).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it("does not send again a call that waited its whole timeout", async () => {
    const neverAnswers = createServer(() => {});
    await new Promise<void>((resolve) => neverAnswers.listen(0, "127.0.0.1", resolve));
    const { port } = neverAnswers.address() as AddressInfo;
    const client = createApiClient(`http://127.0.0.1:${port}/v1`);
    const slow: ApiClient = {
      call: (endpoint, input) => client.call(endpoint, { ...input, timeoutMs: 50 }),
    };
    const error = await sendFormEmail(slow, BODY, "key-10", recordWait).catch((caught: unknown) => caught);
    neverAnswers.closeAllConnections();
    await new Promise<void>((resolve) => neverAnswers.close(() => resolve()));
    expect((error as ApiError).hints.timedOut).toBe(true);
    expect(waits).toEqual([]);
  });
});
