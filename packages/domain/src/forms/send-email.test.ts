import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installSpanishIssueMessages } from "../api/issue-messages";
import { ApiErrorSchema } from "./api-error";
import { CheckoutRequestSchema } from "./checkout";
import { givenConsents, PRIVACY_POLICY_VERSION } from "./consents";
import { FORM_TYPES, type FormTemplateType, type FormType } from "./form-types";
import {
  BusinessEnquiryPayloadSchema,
  FreeAccessPayloadSchema,
  NewsletterPayloadSchema,
  PricingEnquiryPayloadSchema,
  RolesDictionaryPayloadSchema,
} from "./lead-payloads";
import { LogicTestPayloadSchema } from "./logic-test";
import {
  JobApplicationPayloadSchema,
  NgoRequestPayloadSchema,
  WebinarSignupPayloadSchema,
} from "./page-forms";
import {
  BetaAccessPayloadSchema,
  buildContactPayload,
  ContactFormSchema,
  ContactPayloadSchema,
  FreeTrialPayloadSchema,
} from "./schemas";
import {
  formDataSchemaFor,
  parseSendEmailRequest,
  type SendEmailRequestParse,
  SendEmailRequestSchema,
} from "./send-email";
import { VerifyTechnologyRequestSchema } from "./technology-check";
import { ZonaSignupPayloadSchema } from "./zona-signup";

// As the API does at start: checks without a message of their own answer in Spanish.
installSpanishIssueMessages();

const CONTACT_BY_EMAIL = buildContactPayload(
  ContactFormSchema.parse({
    name: "José Ñúñez",
    company: "Acme",
    contactInfo: "jose@empresa.es",
    companySize: "1-10",
    message: "Hola / <adiós>",
    rgpd: true,
  }),
);

const CONTACT_BY_PHONE = buildContactPayload(
  ContactFormSchema.parse({
    name: "José Ñúñez",
    company: "Acme",
    contactMethod: "whatsapp",
    contactInfo: "612 345 678",
    companySize: "1-10",
    rgpd: true,
  }),
);

const BETA = {
  name: "Lucía",
  company: "Acme",
  position: "CTO",
  companySize: "500+",
  email: "lucia@acme.es",
  useCase: "all",
  acceptedPrivacy: true,
  acceptedEarlyAccess: true,
};

const TRIAL = {
  name: "Marta",
  email: "marta@ejemplo.org",
  phone: "",
  companyName: "Acme",
  companySize: "1-10",
  message: "",
  contactMethod: "email",
};

const JOB_APPLICATION = {
  jobId: "backend-senior-node",
  jobTitle: "Backend sénior (Node.js)",
  name: "Ana",
  email: "ana@acme.es",
  linkedin: "https://www.linkedin.com/in/ana",
  message: "",
};

function errorOf(result: SendEmailRequestParse) {
  if (result.ok) {
    throw new Error("expected a failure");
  }
  return result.error;
}

describe("formDataSchemaFor", () => {
  it.each([
    ["contact", ContactPayloadSchema],
    ["betaAccess", BetaAccessPayloadSchema],
    ["earlyAccess", BetaAccessPayloadSchema],
    ["freeTrial", FreeTrialPayloadSchema],
    ["business", BusinessEnquiryPayloadSchema],
    ["ong", NgoRequestPayloadSchema],
    ["candidates", ZonaSignupPayloadSchema],
    ["freeAccess", FreeAccessPayloadSchema],
    ["job", JobApplicationPayloadSchema],
    ["rolesDictionary", RolesDictionaryPayloadSchema],
    ["webinar", WebinarSignupPayloadSchema],
    ["pricing", PricingEnquiryPayloadSchema],
    ["newsletter", NewsletterPayloadSchema],
    ["logicTest", LogicTestPayloadSchema],
  ] as const)("%s", (templateType: FormTemplateType, schema) => {
    expect(formDataSchemaFor(templateType)).toBe(schema);
  });

  it("covers every template type", () => {
    expect(new Set(Object.values(FORM_TYPES)).size).toBe(14);
  });

  it("builds the free-trial schema for another host", () => {
    const schema = formDataSchemaFor("freeTrial", { siteHost: "ejemplo.org" });
    expect(schema.safeParse(TRIAL).success).toBe(false);
    expect(schema.safeParse({ ...TRIAL, email: "marta@acme.es" }).success).toBe(true);
  });
});

describe("the payload schemas", () => {
  const ENQUIRY = { name: "Ana López", email: "ana@acme.es", company: "Acme", message: "¿Tenéis API?" };

  it("drop a key they do not know, '__proto__' included, instead of following it", () => {
    const parsed = BusinessEnquiryPayloadSchema.parse(
      JSON.parse(`{"__proto__": {"polluted": true}, "source": "x", ${JSON.stringify(ENQUIRY).slice(1)}`),
    );
    expect(parsed).toEqual(ENQUIRY);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it("keep text as typed, entities included (escaped where HTML is written)", () => {
    expect(BusinessEnquiryPayloadSchema.parse({ ...ENQUIRY, message: "a < b &lt;" }).message).toBe(
      "a < b &lt;",
    );
  });
});

describe("parseSendEmailRequest", () => {
  it("accepts the contact e-mail as the client sends it", () => {
    const result = parseSendEmailRequest({
      formType: "contactHome",
      formData: CONTACT_BY_EMAIL,
      userEmail: "jose@empresa.es",
      copyToUser: true,
      consents: givenConsents("contactHome"),
    });
    expect(result).toEqual({
      ok: true,
      value: {
        formType: "contactHome",
        templateType: "contact",
        formData: CONTACT_BY_EMAIL,
        userEmail: "jose@empresa.es",
        copyToUser: true,
        isBot: false,
        consents: { policyVersion: PRIVACY_POLICY_VERSION, privacyPolicy: true },
      },
    });
  });

  it.each([
    ["contact by phone, no address", "contactHome", CONTACT_BY_PHONE, "", true, false],
    ["contact by phone, address omitted", "contactHome", CONTACT_BY_PHONE, undefined, true, false],
    ["newsletter asking for a copy", "newsletter", { email: "ana@acme.es" }, "ana@acme.es", true, false],
    ["beta access", "betaAccess", BETA, "lucia@acme.es", true, true],
    ["early access without a copy", "earlyAccess", BETA, "lucia@acme.es", false, false],
    ["free trial", "freeTrial", { ...TRIAL, email: "marta@acme.es" }, "marta@acme.es", true, true],
    ["a job application", "jobs", JOB_APPLICATION, "ana@acme.es", true, true],
  ])("%s: copy to user is %s", (_label, formType, formData, userEmail, asked, copy) => {
    const consents = givenConsents(formType as FormType);
    const result = parseSendEmailRequest({ formType, formData, userEmail, copyToUser: asked, consents });
    expect(result.ok && result.value.copyToUser).toBe(copy);
  });

  it("flags a filled honeypot", () => {
    const result = parseSendEmailRequest({
      formType: "newsletter",
      formData: { email: "ana@acme.es" },
      copyToUser: false,
      website: "https://spam.example",
      consents: givenConsents("newsletter"),
    });
    expect(result.ok && result.value.isBot).toBe(true);
  });

  it.each([
    [
      "an unsupported form type",
      { formType: "contacto", formData: {}, copyToUser: true },
      "UNSUPPORTED_FORM_TYPE",
      "Unsupported form type",
      [{ path: "formType", message: "Unsupported form type" }],
    ],
    [
      "a missing copyToUser",
      { formType: "newsletter", formData: {} },
      "VALIDATION_ERROR",
      "Este campo es requerido",
      [{ path: "copyToUser", message: "Este campo es requerido" }],
    ],
    [
      "a malformed userEmail",
      { formType: "newsletter", formData: {}, userEmail: "nope", copyToUser: false },
      "VALIDATION_ERROR",
      "Por favor, introduce un correo electrónico válido",
      [{ path: "userEmail", message: "Por favor, introduce un correo electrónico válido" }],
    ],
    [
      "a free-mail beta request",
      { formType: "betaAccess", formData: { ...BETA, email: "foo@gmail.com" }, copyToUser: true },
      "VALIDATION_ERROR",
      "Por favor, usa tu email de empresa",
      [{ path: "formData.email", message: "Por favor, usa tu email de empresa" }],
    ],
    [
      "a free-trial request from the site's own domain",
      { formType: "freeTrial", formData: { ...TRIAL, email: "foo@nivelia.es" }, copyToUser: true },
      "VALIDATION_ERROR",
      "Por favor, usa tu email corporativo",
      [{ path: "formData.email", message: "Por favor, usa tu email corporativo" }],
    ],
    [
      "a contact payload with a bad name",
      { formType: "contactHome", formData: { ...CONTACT_BY_EMAIL, name: "R2D2" }, copyToUser: true },
      "VALIDATION_ERROR",
      "Solo se permiten letras y espacios",
      [{ path: "formData.name", message: "Solo se permiten letras y espacios" }],
    ],
    [
      "a lead without the privacy consent",
      { formType: "newsletter", formData: { email: "ana@acme.es" }, copyToUser: false },
      "VALIDATION_ERROR",
      "Debes aceptar la política de privacidad para continuar",
      [{ path: "consents", message: "Debes aceptar la política de privacidad para continuar" }],
    ],
    [
      "a lead with the privacy consent refused",
      {
        formType: "jobs",
        formData: JOB_APPLICATION,
        copyToUser: false,
        consents: { ...givenConsents("jobs"), privacyPolicy: false },
      },
      "VALIDATION_ERROR",
      "Debes aceptar la política de privacidad para continuar",
      [{ path: "consents.privacyPolicy", message: "Debes aceptar la política de privacidad para continuar" }],
    ],
  ])("rejects %s", (_label, body, code, message, details) => {
    const error = errorOf(parseSendEmailRequest(body));
    expect(error).toEqual({ code, message, details });
    expect(ApiErrorSchema.parse({ error })).toEqual({ error });
  });

  it("uses the site host it is given for the free trial", () => {
    const body = {
      formType: "freeTrial",
      formData: TRIAL,
      userEmail: TRIAL.email,
      copyToUser: true,
      consents: givenConsents("freeTrial"),
    };
    expect(parseSendEmailRequest(body).ok).toBe(true);
    expect(parseSendEmailRequest(body, { siteHost: "ejemplo.org" }).ok).toBe(false);
  });

  it.each([[null], ["texto"], [[]], [{}]])("rejects the body %j", (body) => {
    expect(errorOf(parseSendEmailRequest(body)).code).toBe("VALIDATION_ERROR");
  });
});

describe("SendEmailRequestSchema", () => {
  it("does not let a '__proto__' key of formData reach a prototype", () => {
    const body = JSON.parse(
      '{"formType":"jobs","formData":{"__proto__":{"polluted":true}},"userEmail":"","copyToUser":true}',
    );
    const parsed = SendEmailRequestSchema.parse(body);
    expect(Object.getPrototypeOf(parsed.formData)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("ApiErrorSchema", () => {
  it.each([
    [{ error: { code: "API_ERROR", message: "An error occurred" } }, true],
    [{ error: { code: "VALIDATION_ERROR", message: "x", details: [{ path: "a", message: "b" }] } }, true],
    [{ error: { code: "", message: "x" } }, false],
    [{ error: { message: "x" } }, false],
    [{ code: "API_ERROR", message: "x" }, false],
  ])("%j → %s", (body, valid) => {
    expect(ApiErrorSchema.safeParse(body).success).toBe(valid);
  });
});

describe("route schemas", () => {
  it.each([
    ["SendEmailRequestSchema", SendEmailRequestSchema],
    ["CheckoutRequestSchema", CheckoutRequestSchema],
    ["VerifyTechnologyRequestSchema", VerifyTechnologyRequestSchema],
    ["ApiErrorSchema", ApiErrorSchema],
  ])("%s converts to JSON Schema for the OpenAPI document", (_name, schema) => {
    expect(z.toJSONSchema(schema, { io: "input" })).toMatchObject({ type: "object" });
    expect(z.toJSONSchema(schema, { io: "output" })).toMatchObject({ type: "object" });
  });
});
