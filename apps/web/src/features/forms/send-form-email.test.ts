import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "../../lib/api-client";
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

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  server.answer(status, body);
  const error = await sendFormEmail(createApiClient(server.baseUrl), BODY, "key-1").catch(
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
  return error;
}

describe("sendFormEmail", () => {
  it("posts the escaped payload with its idempotency key and returns the stored id", async () => {
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
      formData: { name: "Marta &lt;Gil&gt;", email: "marta@acme.es" },
      userEmail: "marta@acme.es",
      copyToUser: true,
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
    const error = await sendFormEmail(createApiClient("http://127.0.0.1:9/v1"), BODY, "key-1").catch(
      (caught: unknown) => caught,
    );
    if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
    expect([error.code, error.statusCode]).toEqual(["NETWORK_ERROR", 0]);
    expect(error.message).toMatch(/^No hemos podido conectar/);
  });
});
