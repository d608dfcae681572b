import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";

describe("the lead webhook in the OpenAPI document", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("is an OpenAPI 3.1 webhook with the signed headers and the version 1 payload", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    const post = document.webhooks["lead.created"].post;
    expect(post.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const schema = post.requestBody.content["application/json"].schema;
    expect(schema.properties.type).toMatchObject({ const: "lead.created" });
    expect(schema.properties.version).toMatchObject({ const: 1 });
    expect(schema.properties.data.required).toEqual(
      expect.arrayContaining(["id", "formType", "formData", "userEmail", "consents", "receivedAt"]),
    );
  });
});
