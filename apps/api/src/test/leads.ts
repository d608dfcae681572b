import { givenConsents, type ParsedSendEmailRequest, type SendEmailRequest } from "@nivelia/domain/forms";
import type { OutboxMessage } from "../db/submissions";
import { leadBody, leadEnvelopes } from "../mail/templates";

/** A valid contact-form submission; `overrides` changes the form data (e.g. to make it unique). */
export function contactLead(formData: Record<string, unknown> = {}, extra: Partial<SendEmailRequest> = {}) {
  return {
    formType: "contactHome",
    formData: {
      name: "Ana López",
      email: "ana@empresa.es",
      phone: "",
      company: "Acme Ibérica",
      companySize: "11-50",
      message: "Queremos evaluar a 20 candidatos de backend.",
      contactMethods: ["email"],
      ...formData,
    },
    userEmail: "ana@empresa.es",
    copyToUser: true,
    consents: givenConsents("contactHome"),
    ...extra,
  } satisfies SendEmailRequest;
}

/** The team e-mail's labels of contactLead()'s fields, in the order the form sends them. */
export const CONTACT_LEAD_LABELS = [
  "Nombre",
  "Email",
  "Teléfono",
  "Empresa",
  "Tamaño de la empresa",
  "Mensaje",
  "Método de contacto",
] as const;

/** Every e-mail a stored submission sends, envelopes and bodies: what the outbox sends for it. */
export function leadEmails(request: ParsedSendEmailRequest, teamEmail: string): OutboxMessage[] {
  return leadEnvelopes(request, teamEmail).map((envelope) => ({
    ...envelope,
    ...leadBody(request, envelope.recipient),
  }));
}
