import { API_CONTRACT } from "@nivelia/domain/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalJsonServer } from "../test/local-json-server";
import { ApiError, createApiClient } from "./api-client";

let server: Awaited<ReturnType<typeof startLocalJsonServer>>;
beforeAll(async () => {
  server = await startLocalJsonServer();
});
afterAll(() => server.close());

const SESSION = {
  id: "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2",
  paymentStatus: "paid",
  status: null,
  packageId: null,
};

describe("api.call", () => {
  it("fills the path parameters, encoded, and returns the validated answer", async () => {
    server.answer(200, SESSION);
    const client = createApiClient(server.baseUrl);
    await expect(client.call(API_CONTRACT.checkoutSession, { params: { id: "a/b c" } })).resolves.toEqual(
      SESSION,
    );
    expect(server.lastRequest()?.url).toBe("/v1/checkout/sessions/a%2Fb%20c");
  });

  it("rejects an answer the contract does not describe, in Spanish", async () => {
    server.answer(200, { enabled: "yes" });
    const error = await createApiClient(server.baseUrl)
      .call(API_CONTRACT.checkoutConfig, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "API_ERROR",
      message: "Se ha producido un error. Inténtalo de nuevo más tarde.",
    });
  });

  it("types the contract's codes and reads any other as API_ERROR", async () => {
    const client = createApiClient(server.baseUrl);
    server.answer(409, { error: { code: "CHECKOUT_DISABLED", message: "Disponible en septiembre" } });
    await expect(client.call(API_CONTRACT.checkout, { body: { packageId: "pack-1" } })).rejects.toMatchObject(
      {
        code: "CHECKOUT_DISABLED",
        statusCode: 409,
        message: "Disponible en septiembre",
      },
    );
    server.answer(418, { error: { code: "TEAPOT", message: "Soy una tetera" } });
    await expect(client.call(API_CONTRACT.checkout, { body: { packageId: "pack-1" } })).rejects.toMatchObject(
      {
        code: "API_ERROR",
        message: "Soy una tetera",
      },
    );
  });
});
