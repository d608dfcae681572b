import { describe, expect, it } from "vitest";
import { buildZonaSignupPayload, ZonaSignupFormSchema, ZonaSignupPayloadSchema } from "./zona-signup";

const valid = { name: "Íñigo Núñez", email: "inigo@correo.es", technology: "Go", acceptedPrivacy: true };

describe("ZonaSignupFormSchema", () => {
  it("accepts a name, an address and consent; the technology is optional", () => {
    expect(ZonaSignupFormSchema.safeParse(valid).success).toBe(true);
    expect(ZonaSignupFormSchema.safeParse({ ...valid, technology: "" }).success).toBe(true);
  });

  it.each([
    ["a name with digits", { name: "R2D2" }, "Solo se permiten letras y espacios"],
    ["a malformed address", { email: "inigo" }, "Por favor, introduce un correo electrónico válido"],
    ["no consent", { acceptedPrivacy: false }, "Debes aceptar la política de privacidad para continuar"],
  ])("rejects %s", (_name, change, message) => {
    const result = ZonaSignupFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("builds a payload the server's 'candidates' schema takes", () => {
    const payload = buildZonaSignupPayload(ZonaSignupFormSchema.parse({ ...valid, technology: undefined }));
    expect(payload).toEqual({
      name: "Íñigo Núñez",
      email: "inigo@correo.es",
      technology: "",
    });
    expect(ZonaSignupPayloadSchema.parse(payload)).toEqual(payload);
  });
});
