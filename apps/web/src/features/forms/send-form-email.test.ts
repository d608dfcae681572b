import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "../../lib/api-client";
import { sendEmailBody, sendFormEmail } from "./send-form-email";

/** What the local server answers next, and what it last received. */
let answer: { status: number; body: string } = { status: 200, body: "{}" };
let received: { url: string; headers: IncomingHttpHeaders; body: string } | undefined;
let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received = { url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString() };
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ID = "0b7c1b8e-3f5d-4c1a-9a43-6f1c2d9e8a70";
const BODY = sendEmailBody("contactHome", {
  formData: { name: "Marta <Gil>", email: "marta@acme.es" },
  userEmail: "marta@acme.es",
});

async function failureOf(status: number, body: string): Promise<ApiError> {
  answer = { status, body };
  const error = await sendFormEmail(createApiClient(baseUrl), BODY, "key-1").catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("sendFormEmail", () => {
  it("posts the escaped payload with its idempotency key and returns the stored id", async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, id: ID }) };
    await expect(sendFormEmail(createApiClient(baseUrl), BODY, "key-1")).resolves.toEqual({
      success: true,
      id: ID,
    });
    expect(received?.url).toBe("/v1/send-email");
    expect(received?.headers["idempotency-key"]).toBe("key-1");
    expect(JSON.parse(received?.body ?? "")).toEqual({
      formType: "contactHome",
      formData: { name: "Marta &lt;Gil&gt;", email: "marta@acme.es" },
      userEmail: "marta@acme.es",
      copyToUser: true,
    });
  });

  it("fails on a 2xx answer whose success flag is false (section 7)", async () => {
    const error = await failureOf(200, JSON.stringify({ success: false }));
    expect(error.message).toBe("Error al enviar el email");
  });

  it.each([
    [500, "{}"],
    [502, "<html>Bad gateway</html>"],
    [400, JSON.stringify({ error: { code: "VALIDATION_ERROR" } })],
  ])("a %i without a message of its own reads 'Error al enviar el email'", async (status, body) => {
    const error = await failureOf(status, body);
    expect(error.message).toBe("Error al enviar el email");
    expect(error.statusCode).toBe(status);
  });

  it("keeps the server's own message and code", async () => {
    const error = await failureOf(
      429,
      JSON.stringify({ error: { code: "RATE_LIMITED", message: "Demasiadas solicitudes." } }),
    );
    expect([error.code, error.message]).toEqual(["RATE_LIMITED", "Demasiadas solicitudes."]);
  });

  it("reports an unreachable server in Spanish, with status 0", async () => {
    const error = await sendFormEmail(createApiClient("http://127.0.0.1:9/v1"), BODY, "key-1").catch(
      (caught: unknown) => caught,
    );
    if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
    expect([error.code, error.statusCode]).toEqual(["NETWORK_ERROR", 0]);
    expect(error.message).toMatch(/^No hemos podido conectar/);
  });
});
