import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  buildJobApplicationPayload,
  buildNgoRequestPayload,
  buildWebinarSignupPayload,
  isWebAddress,
  JOB_APPLICATION_DEFAULTS,
  JobApplicationFormSchema,
  JobApplicationPayloadSchema,
  NgoRequestFormSchema,
  NgoRequestPayloadSchema,
  PAGE_FORM_MESSAGES,
  WebinarSignupFormSchema,
  WebinarSignupPayloadSchema,
} from "./page-forms";

const REQUIRED = "Este campo es requerido";
const RGPD = "Debes aceptar la política de privacidad para continuar";

function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const path = issue.path.join(".");
    messages[path] = [...(messages[path] ?? []), issue.message];
  }
  return messages;
}

const JOB = { id: "backend-senior-node", title: "Backend sénior (Node.js)" };
const APPLICATION = {
  name: "Ana López",
  email: "ana@correo.es",
  linkedin: "https://www.linkedin.com/in/ana-lopez",
  message: "Llevo seis años con Node.js.",
  rgpd: true,
};

describe("isWebAddress", () => {
  it.each([
    ["https://www.linkedin.com/in/ana", true],
    ["http://cv.ejemplo.es/ana.pdf", true],
    ["linkedin.com/in/ana", false],
    ["javascript:alert(1)", false],
    ["ftp://ejemplo.es/cv.pdf", false],
    ["https://localhost", false],
  ])("%s → %s", (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});

describe("job application", () => {
  it("accepts a complete application and builds the payload the server accepts", () => {
    const payload = buildJobApplicationPayload(JOB, JobApplicationFormSchema.parse(APPLICATION));
    expect(payload).toEqual({
      jobId: JOB.id,
      jobTitle: JOB.title,
      name: "Ana López",
      email: "ana@correo.es",
      linkedin: "https://www.linkedin.com/in/ana-lopez",
      message: "Llevo seis años con Node.js.",
    });
    expect(JobApplicationPayloadSchema.parse(payload)).toEqual(payload);
  });

  it("leaves the CV consent unticked unless the visitor ticks it, and keeps it out of the e-mail's data", () => {
    expect(JOB_APPLICATION_DEFAULTS.cvForOtherVacancies).toBe(false);
    expect(JobApplicationFormSchema.parse(APPLICATION).cvForOtherVacancies).toBe(false);
    const ticked = JobApplicationFormSchema.parse({ ...APPLICATION, cvForOtherVacancies: true });
    expect(ticked.cvForOtherVacancies).toBe(true);
    expect(buildJobApplicationPayload(JOB, ticked)).not.toHaveProperty("cvForOtherVacancies");
  });

  it.each([
    [{}, { name: [REQUIRED], email: [REQUIRED], linkedin: [REQUIRED], rgpd: [RGPD] }],
    [{ ...APPLICATION, linkedin: "mi perfil" }, { linkedin: [PAGE_FORM_MESSAGES.invalidUrl] }],
    [{ ...APPLICATION, rgpd: false }, { rgpd: [RGPD] }],
  ])("reports %j", (input, expected) => {
    expect(messagesOf(JobApplicationFormSchema, input)).toEqual(expected);
  });

  it("rejects a payload whose job reference is not a slug", () => {
    const payload = { ...buildJobApplicationPayload(JOB, JobApplicationFormSchema.parse(APPLICATION)) };
    expect(messagesOf(JobApplicationPayloadSchema, { ...payload, jobId: "../x" })).toEqual({
      jobId: [PAGE_FORM_MESSAGES.invalidReference],
    });
  });
});

describe("webinar sign-up", () => {
  const SIGNUP = {
    webinar: "cribado-sin-sesgos",
    name: "Luis",
    email: "luis@empresa.es",
    company: "",
    rgpd: true,
  };

  it("builds the payload with the session's title", () => {
    const payload = buildWebinarSignupPayload("Cribado sin sesgos", WebinarSignupFormSchema.parse(SIGNUP));
    expect(WebinarSignupPayloadSchema.parse(payload)).toEqual({
      webinar: "cribado-sin-sesgos",
      webinarTitle: "Cribado sin sesgos",
      name: "Luis",
      email: "luis@empresa.es",
      company: "",
    });
  });

  it("requires a session, a name, an address and consent", () => {
    expect(Object.keys(messagesOf(WebinarSignupFormSchema, {})).sort()).toEqual([
      "company",
      "email",
      "name",
      "rgpd",
      "webinar",
    ]);
  });
});

describe("NGO request", () => {
  const REQUEST = {
    organization: "Fundación Código Abierto",
    name: "Marta Ruiz",
    email: "marta@fundacion.org",
    website: "",
    message: "Queremos evaluar a 12 voluntarios de nuestro bootcamp.",
    rgpd: true,
  };

  it("accepts an empty web address and builds a payload without the consent flag", () => {
    const payload = buildNgoRequestPayload(NgoRequestFormSchema.parse(REQUEST));
    expect(payload).not.toHaveProperty("rgpd");
    expect(NgoRequestPayloadSchema.parse(payload)).toEqual(payload);
  });

  it("rejects a web address that is not a link", () => {
    expect(messagesOf(NgoRequestFormSchema, { ...REQUEST, website: "fundacion" })).toEqual({
      website: [PAGE_FORM_MESSAGES.invalidUrl],
    });
  });
});
