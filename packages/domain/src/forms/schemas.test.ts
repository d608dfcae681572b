import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BRAND } from "../brand";
import {
  AccessRequestFormSchema,
  BetaAccessFormSchema,
  BetaAccessPayloadSchema,
  betaAccessErrorToast,
  buildContactPayload,
  buildFreeTrialPayload,
  CONTACT_FORM_DEFAULTS,
  ContactFormSchema,
  ContactPayloadSchema,
  contactInfoLimit,
  createFreeTrialFormSchema,
  FreeTrialFormSchema,
  FreeTrialPayloadSchema,
  splitPhoneNumber,
} from "./schemas";

const REQUIRED = "Este campo es requerido";
const LETTERS_ONLY = "Solo se permiten letras y espacios";
const INVALID_EMAIL = "Por favor, introduce un correo electrónico válido";
const INVALID_PHONE = "Por favor, introduce un número de teléfono válido";
const RGPD = "Debes aceptar la política de privacidad para continuar";
const BETA_FREE_MAIL = "Por favor, usa tu email de empresa";
const TRIAL_FREE_MAIL = "Por favor, usa tu email corporativo";
const TERMS = "Acepta los términos";

/** Messages of a failed parse by dotted path; {} when the input is valid. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join(".");
    messages[path] = [...(messages[path] ?? []), issue.message];
  }
  return messages;
}

function emailOf(length: number): string {
  const domain = "@empresa.es";
  return `${"a".repeat(length - domain.length)}${domain}`;
}

describe("ContactFormSchema", () => {
  const VALID = {
    name: "José Ñúñez",
    company: "Acme Ibérica",
    contactMethod: "email",
    contactInfo: "jose@empresa.es",
    telefonoCode: "+34",
    companySize: "11-50",
    message: "Queremos una demo.",
    rgpd: true,
  } as const;

  it.each([
    [{}, {}],
    [{ name: "  José   Ñúñez \t" }, { name: "José Ñúñez" }],
    [{ name: "Jose\u0301 N\u0303u\u0301n\u0303ez" }, { name: "José Ñúñez" }],
    [{ name: "Günter Ågren Çelik" }, { name: "Günter Ågren Çelik" }],
    [{ name: "a".repeat(100) }, { name: "a".repeat(100) }],
    [{ company: "c".repeat(200) }, { company: "c".repeat(200) }],
    [{ contactInfo: "  jose@empresa.es " }, { contactInfo: "jose@empresa.es" }],
    [{ contactInfo: emailOf(254) }, { contactInfo: emailOf(254) }],
    [{ contactMethod: "phone", contactInfo: "612 345 678" }, {}],
    [{ contactMethod: "whatsapp", contactInfo: "+34 (612) 345-678", telefonoCode: "+52" }, {}],
    [{ contactMethod: "phone", contactInfo: "1".repeat(15) }, {}],
    [{ message: undefined }, { message: undefined }],
    [{ message: "" }, {}],
    [{ message: "m".repeat(5000) }, {}],
    [{ companySize: "501+" }, {}],
  ])("accepts %j", (override, changed) => {
    const result = ContactFormSchema.safeParse({ ...VALID, ...override });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual({ ...VALID, ...override, ...changed });
  });

  it("defaults the method to email and the dial code to +34", () => {
    const { contactMethod: _method, telefonoCode: _code, ...rest } = VALID;
    expect(ContactFormSchema.parse(rest)).toMatchObject({ contactMethod: "email", telefonoCode: "+34" });
  });

  it.each([
    [{ name: "" }, { name: [REQUIRED] }],
    [{ name: "   " }, { name: [REQUIRED] }],
    [{ name: undefined }, { name: [REQUIRED] }],
    [{ name: "José2" }, { name: [LETTERS_ONLY] }],
    [{ name: "Ana-María" }, { name: [LETTERS_ONLY] }],
    [{ name: "O'Brien" }, { name: [LETTERS_ONLY] }],
    [{ name: "<b>Ana</b>" }, { name: [LETTERS_ONLY] }],
    [{ name: "Иван" }, { name: [LETTERS_ONLY] }],
    [{ name: "Ana 😀" }, { name: [LETTERS_ONLY] }],
    [{ name: "a".repeat(101) }, { name: ["Máximo 100 caracteres"] }],
    [{ company: "" }, { company: [REQUIRED] }],
    [{ company: "c".repeat(201) }, { company: ["Máximo 200 caracteres"] }],
    [{ contactMethod: "fax" }, { contactMethod: [REQUIRED] }],
    [{ contactInfo: "" }, { contactInfo: [REQUIRED] }],
    [{ contactInfo: "jose@" }, { contactInfo: [INVALID_EMAIL] }],
    [{ contactInfo: "612345678" }, { contactInfo: [INVALID_EMAIL] }],
    [{ contactInfo: emailOf(255) }, { contactInfo: ["Máximo 254 caracteres"] }],
    [{ contactMethod: "phone", contactInfo: "jose@empresa.es" }, { contactInfo: [INVALID_PHONE] }],
    [{ contactMethod: "phone", contactInfo: "12345" }, { contactInfo: [INVALID_PHONE] }],
    [{ contactMethod: "whatsapp", contactInfo: "1".repeat(16) }, { contactInfo: [INVALID_PHONE] }],
    [{ contactMethod: "phone", contactInfo: "6".repeat(21) }, { contactInfo: ["Máximo 20 caracteres"] }],
    [{ contactMethod: "phone", contactInfo: "" }, { contactInfo: [REQUIRED] }],
    [{ telefonoCode: "+999" }, { telefonoCode: [REQUIRED] }],
    [{ companySize: "500+" }, { companySize: [REQUIRED] }],
    [{ companySize: undefined }, { companySize: [REQUIRED] }],
    [{ message: "m".repeat(5001) }, { message: ["Máximo 5000 caracteres"] }],
    [{ rgpd: false }, { rgpd: [RGPD] }],
    [{ rgpd: undefined }, { rgpd: [RGPD] }],
    [
      { name: "", contactInfo: "nope" },
      { name: [REQUIRED], contactInfo: [INVALID_EMAIL] },
    ],
  ])("rejects %j with %j", (override, messages) => {
    expect(messagesOf(ContactFormSchema, { ...VALID, ...override })).toEqual(messages);
  });

  it("reports every missing field of the initial state", () => {
    expect(messagesOf(ContactFormSchema, CONTACT_FORM_DEFAULTS)).toEqual({
      name: [REQUIRED],
      company: [REQUIRED],
      contactInfo: [REQUIRED],
      companySize: [REQUIRED],
      rgpd: [RGPD],
    });
  });

  it.each([
    ["email", 254],
    ["phone", 20],
    ["whatsapp", 20],
  ] as const)("the %s input carries maxLength %i", (method, limit) => {
    expect(contactInfoLimit(method)).toBe(limit);
  });
});

describe("buildContactPayload and ContactPayloadSchema", () => {
  const FORM = {
    name: "José Ñúñez",
    company: "Acme",
    telefonoCode: "+52",
    companySize: "51-200",
    rgpd: true,
  } as const;

  it.each([
    [
      "email",
      { contactMethod: "email", contactInfo: "jose@empresa.es", message: "Hola" },
      { email: "jose@empresa.es", phone: "", message: "Hola", contactMethods: ["email"] },
    ],
    [
      "phone",
      { contactMethod: "phone", contactInfo: "55 1234 5678" },
      { email: "", phone: "+52 55 1234 5678", message: "", contactMethods: ["phone"] },
    ],
    [
      "whatsapp",
      { contactMethod: "whatsapp", contactInfo: "(55) 1234-5678", message: "  " },
      { email: "", phone: "+52 (55) 1234-5678", message: "", contactMethods: ["whatsapp"] },
    ],
  ] as const)("%s", (_method, fields, expected) => {
    const payload = buildContactPayload(ContactFormSchema.parse({ ...FORM, ...fields }));
    expect(payload).toEqual({
      name: "José Ñúñez",
      company: "Acme",
      companySize: "51-200",
      ...expected,
    });
    expect(ContactPayloadSchema.parse(payload)).toEqual(payload);
  });

  it("reads the payload as the client sends it, markup and slashes as typed", () => {
    const payload = buildContactPayload(
      ContactFormSchema.parse({
        ...FORM,
        contactMethod: "email",
        contactInfo: "o'brien@empresa.es",
        message: `<b>"Hola"</b> ${"/".repeat(4980)}`,
      }),
    );
    expect(ContactPayloadSchema.parse(payload)).toEqual(payload);
  });

  const PAYLOAD = {
    name: "Ana",
    email: "ana@empresa.es",
    phone: "",
    company: "Acme",
    companySize: "1-10",
    message: "",
    contactMethods: ["email"],
  };

  it.each([
    [{ phone: "+34 612345678" }, { phone: ["Must be empty for the chosen contact method"] }],
    [{ email: "" }, { email: [INVALID_EMAIL] }],
    [
      { contactMethods: ["phone"], phone: "+34 612345678" },
      { email: ["Must be empty for the chosen contact method"] },
    ],
    [{ contactMethods: ["phone"], email: "", phone: "+999 612345678" }, { phone: [INVALID_PHONE] }],
    [{ contactMethods: ["phone"], email: "", phone: "+34612345678" }, { phone: [INVALID_PHONE] }],
    [{ contactMethods: ["whatsapp"], email: "", phone: "" }, { phone: [INVALID_PHONE] }],
    [{ contactMethods: [] }, { contactMethods: [REQUIRED] }],
    [{ contactMethods: ["email", "phone"] }, { contactMethods: [REQUIRED] }],
    [{ name: "Ana1" }, { name: [LETTERS_ONLY] }],
    [{ companySize: "500+" }, { companySize: [REQUIRED] }],
    [{ message: "m".repeat(5001) }, { message: ["Máximo 5000 caracteres"] }],
  ])("rejects %j", (override, messages) => {
    expect(messagesOf(ContactPayloadSchema, { ...PAYLOAD, ...override })).toEqual(messages);
  });

  it.each([
    ["+34 612 345 678", { telefonoCode: "+34", number: "612 345 678" }],
    ["+593 99 123 4567", { telefonoCode: "+593", number: "99 123 4567" }],
    ["+999 1234567", null],
    ["+34612345678", null],
    ["", null],
  ])("splitPhoneNumber(%j)", (phone, parts) => {
    expect(splitPhoneNumber(phone)).toEqual(parts);
  });
});

describe("BetaAccessFormSchema", () => {
  const VALID = {
    name: "Lucía Peña",
    company: "Acme",
    position: "CTO",
    companySize: "500+",
    email: "lucia@acme.es",
    useCase: "talent-mapping",
    acceptedPrivacy: true,
    acceptedEarlyAccess: true,
  } as const;

  it.each([
    [{}],
    [{ useCase: "not-sure" }],
    [{ companySize: "1-10" }],
    [{ email: "foo@protonmail.com" }],
    [{ name: "Team 42" }],
    [{ position: "p".repeat(255) }],
  ])("accepts %j", (override) => {
    expect(messagesOf(BetaAccessFormSchema, { ...VALID, ...override })).toEqual({});
  });

  it.each([
    [{ email: "foo@gmail.com" }, { email: [BETA_FREE_MAIL] }],
    [{ email: "foo@Hotmail.es" }, { email: [BETA_FREE_MAIL] }],
    [{ email: "foo@icloud.com" }, { email: [BETA_FREE_MAIL] }],
    [{ email: "foo@gmail" }, { email: [INVALID_EMAIL] }],
    [{ email: "" }, { email: [REQUIRED] }],
    [{ name: "" }, { name: [REQUIRED] }],
    [{ name: "n".repeat(101) }, { name: ["Máximo 100 caracteres"] }],
    [{ company: "  " }, { company: [REQUIRED] }],
    [{ position: "" }, { position: [REQUIRED] }],
    [{ position: "p".repeat(256) }, { position: ["Máximo 255 caracteres"] }],
    [{ companySize: "501+" }, { companySize: [REQUIRED] }],
    [{ useCase: "otro" }, { useCase: [REQUIRED] }],
    [{ acceptedPrivacy: false }, { acceptedPrivacy: [RGPD] }],
    [{ acceptedEarlyAccess: false }, { acceptedEarlyAccess: [REQUIRED] }],
  ])("rejects %j with %j", (override, messages) => {
    expect(messagesOf(BetaAccessFormSchema, { ...VALID, ...override })).toEqual(messages);
  });

  it.each([
    [{ email: "foo@gmail.com" }, "Email corporativo requerido"],
    [{ name: "" }, "Campos requeridos"],
    // Section 5's first rule comes first: the free-mail toast only when everything else is filled.
    [{ acceptedEarlyAccess: false, email: "foo@yahoo.es" }, "Campos requeridos"],
    [{ company: "", email: "foo@gmail.com" }, "Campos requeridos"],
    [{ acceptedPrivacy: false }, "Campos requeridos"],
  ])("%j raises the toast %j", (override, title) => {
    const issues = BetaAccessFormSchema.safeParse({ ...VALID, ...override }).error?.issues ?? [];
    expect(betaAccessErrorToast(issues).title).toBe(title);
  });

  it("the payload schema is the form, as the visitor typed it", () => {
    expect(BetaAccessPayloadSchema.parse({ ...VALID, company: "Acme <Tech> / R&D" })).toEqual({
      ...VALID,
      company: "Acme <Tech> / R&D",
    });
    expect(BetaAccessPayloadSchema.safeParse({ ...VALID, email: "foo@gmail.com" }).success).toBe(false);
  });
});

describe("FreeTrialFormSchema", () => {
  const VALID = {
    name: "Marta",
    company: "Acme",
    email: "marta@acme.es",
    size: "201-500",
    comments: "Somos 20 ingenieros",
    acceptedPrivacy: true,
    acceptedTerms: true,
  } as const;

  it.each([[{}], [{ comments: undefined }], [{ comments: "" }], [{ email: "marta@acme.com" }]])(
    "accepts %j",
    (override) => {
      expect(messagesOf(FreeTrialFormSchema, { ...VALID, ...override })).toEqual({});
    },
  );

  it.each([
    [{ email: "foo@protonmail.com" }, { email: [TRIAL_FREE_MAIL] }],
    [{ email: `foo@${BRAND.siteHost}` }, { email: [TRIAL_FREE_MAIL] }],
    [{ email: "foo@yandex.ru" }, { email: [TRIAL_FREE_MAIL] }],
    [{ email: "foo@live.com" }, { email: [TRIAL_FREE_MAIL] }],
    [{ email: "foo" }, { email: [INVALID_EMAIL] }],
    [{ name: "" }, { name: [REQUIRED] }],
    [{ company: "" }, { company: [REQUIRED] }],
    [{ size: "" }, { size: [REQUIRED] }],
    [{ size: "501+" }, { size: [REQUIRED] }],
    [{ comments: "c".repeat(5001) }, { comments: ["Máximo 5000 caracteres"] }],
    [{ acceptedTerms: false }, { acceptedTerms: [TERMS] }],
    [{ acceptedPrivacy: false }, { acceptedPrivacy: [TERMS] }],
  ])("rejects %j with %j", (override, messages) => {
    expect(messagesOf(FreeTrialFormSchema, { ...VALID, ...override })).toEqual(messages);
  });

  it("takes the site host it is built for", () => {
    const schema = createFreeTrialFormSchema("ejemplo.org");
    expect(messagesOf(schema, { ...VALID, email: "foo@ejemplo.org" })).toEqual({ email: [TRIAL_FREE_MAIL] });
    expect(messagesOf(schema, { ...VALID, email: `foo@${BRAND.siteHost}` })).toEqual({});
  });

  it.each([
    [VALID, "Somos 20 ingenieros"],
    [{ ...VALID, comments: undefined }, ""],
  ])("buildFreeTrialPayload", (form, message) => {
    const payload = buildFreeTrialPayload(FreeTrialFormSchema.parse(form));
    expect(payload).toEqual({
      name: "Marta",
      email: "marta@acme.es",
      phone: "",
      companyName: "Acme",
      companySize: "201-500",
      message,
      contactMethod: "email",
    });
    expect(FreeTrialPayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    [{ phone: "+34 612345678" }, "phone"],
    [{ contactMethod: "phone" }, "contactMethod"],
    [{ email: "foo@aol.com" }, "email"],
    [{ companySize: "501+" }, "companySize"],
  ])("the payload schema rejects %j", (override, path) => {
    const payload = buildFreeTrialPayload(FreeTrialFormSchema.parse(VALID));
    expect(Object.keys(messagesOf(FreeTrialPayloadSchema, { ...payload, ...override }))).toEqual([path]);
  });
});

describe("AccessRequestFormSchema", () => {
  const VALID = { name: "Pablo", company: "Acme", email: "pablo@acme.es", acceptedPrivacy: true } as const;

  it.each([[{}], [{ message: "Perfiles backend senior" }], [{ email: "pablo@gmail.com" }]])(
    "accepts %j",
    (override) => {
      expect(messagesOf(AccessRequestFormSchema, { ...VALID, ...override })).toEqual({});
    },
  );

  it.each([
    [{ name: "" }, { name: [REQUIRED] }],
    [{ company: "" }, { company: [REQUIRED] }],
    [{ email: "" }, { email: [REQUIRED] }],
    [{ email: "pablo" }, { email: [INVALID_EMAIL] }],
    [{ message: "m".repeat(5001) }, { message: ["Máximo 5000 caracteres"] }],
    [{ acceptedPrivacy: false }, { acceptedPrivacy: [RGPD] }],
  ])("rejects %j with %j", (override, messages) => {
    expect(messagesOf(AccessRequestFormSchema, { ...VALID, ...override })).toEqual(messages);
  });
});
