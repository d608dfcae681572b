import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SendEmailRequestSchema } from "../forms/send-email";
import { installSpanishIssueMessages, spanishIssueMessage } from "./issue-messages";

installSpanishIssueMessages();

const messages = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map(({ path, message }) => ({
    path: path.join("."),
    message,
  }));

describe("Spanish messages for checks without their own", () => {
  it("say what an API body lacks or gets wrong, in Spanish", () => {
    expect(messages(SendEmailRequestSchema, { formData: [], copyToUser: "sí", userEmail: "nope" })).toEqual([
      { path: "formType", message: "Este campo es requerido" },
      { path: "formData", message: "Debe ser un objeto, no una lista" },
      { path: "userEmail", message: "Por favor, introduce un correo electrónico válido" },
      { path: "copyToUser", message: "Debe ser true o false, no un texto" },
    ]);
    expect(messages(SendEmailRequestSchema, null)).toEqual([
      { path: "", message: "Debe ser un objeto, no null" },
    ]);
  });

  it.each([
    [z.string().max(3), "abcd", "Máximo 3 caracteres"],
    [z.string().min(1), "", "Este campo es requerido"],
    [z.string().min(4), "ab", "Mínimo 4 caracteres"],
    [z.array(z.number()).max(1), [1, 2], "Como máximo 1 elementos"],
    [z.array(z.number()).min(2), [1], "Como mínimo 2 elementos"],
    [z.number().max(10), 11, "Como máximo 10"],
    [z.number().min(1), 0, "Como mínimo 1"],
    [z.email(), "a@", "Por favor, introduce un correo electrónico válido"],
    [z.string().regex(/^a+$/), "b", "Formato no válido"],
    [z.enum(["uno", "dos"]), "tres", 'Debe ser uno de estos valores: "uno", "dos"'],
    [z.strictObject({}), { a: 1 }, 'Campos no admitidos: "a"'],
    [z.union([z.number(), z.boolean()]), "x", "Valor no válido"],
  ] as const)("%#: %s", (schema, input, message) => {
    expect(messages(schema, input)).toEqual([{ path: "", message }]);
  });

  it("names at most five unknown keys or values, and counts the rest", () => {
    const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, index]));
    expect(messages(z.strictObject({}), keys)).toEqual([
      { path: "", message: 'Campos no admitidos: "k0", "k1", "k2", "k3", "k4" y 995 más' },
    ]);
  });

  it("leaves a check's own message alone", () => {
    expect(messages(z.string({ error: "Propio" }).max(1, { error: "Corto" }), 5)).toEqual([
      { path: "", message: "Propio" },
    ]);
    expect(spanishIssueMessage({ code: "custom", input: 1, message: "" } as z.core.$ZodRawIssue)).toBe(
      "Valor no válido",
    );
  });
});
