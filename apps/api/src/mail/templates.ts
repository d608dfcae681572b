import { BRAND } from "@nivelia/domain/brand";
import { formatPrice, RESPONSE_PROMISE } from "@nivelia/domain/content";
import {
  type CheckoutProductId,
  type ConsentRecord,
  checkoutProductFor,
  FORM_TYPES,
  type FormTemplateType,
  greetingName,
  isFormType,
  LEAD_EMAIL_COPY,
  LEAD_ORIGINS,
  type LeadFieldRow,
  leadConsentRows,
  leadFieldRows,
  type ParsedSendEmailRequest,
  VISITOR_EMAIL_CLOSING,
  visitorEmailText,
} from "@nivelia/domain/forms";
import type { MailEnvelope, OutboxMessage } from "../db/submissions";

// Every value here is plain text: the text part shows it as is, the HTML part escapes it exactly once (escapeHtml).

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A run of white space and control characters (CR and LF included), which a header line keeps as one space. */
const HEADER_BREAKS = /[\s\p{Cc}]+/gu;

/** One header line: no CR/LF (header injection) or other control characters, bounded length, code points whole. */
export function headerSafe(value: string, limit = 200): string {
  const line = value.replace(HEADER_BREAKS, " ").trim();
  if (line.length <= limit) return line;
  const end = limit - 1;
  // A cut between the two halves of a surrogate pair would leave half a character before the ellipsis.
  const code = line.charCodeAt(end - 1);
  return `${line.slice(0, code >= 0xd800 && code <= 0xdbff ? end - 1 : end)}…`;
}

function textOf(formData: Readonly<Record<string, unknown>>, key: string): string {
  const value = formData[key];
  return typeof value === "string" ? value.trim() : "";
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
<p style="margin-top:32px;font-size:12px;color:#52606d">${escapeHtml(BRAND.productName)} · ${escapeHtml(BRAND.siteUrl)}</p>
</div>
</body>
</html>
`;
}

function htmlTable(fields: readonly LeadFieldRow[]): string {
  const rows = fields
    .map(
      (field) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(field.label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(field.value)}</td></tr>`,
    )
    .join("\n");
  return `<table style="border-collapse:collapse;width:100%">\n${rows}\n</table>`;
}

/** Who receives a lead's e-mail: the team, or the visitor who sent the form (their copy). */
type LeadRecipient = "team" | "visitor";

/** The envelope of a lead's e-mail, what its outbox row stores: the body is rendered when it is sent. */
type LeadEnvelope = MailEnvelope & { recipient: LeadRecipient };

/** What a lead's e-mail is rendered from: the stored submission as validated, with its consents (null on old leads). */
export type StoredLead = Pick<
  ParsedSendEmailRequest,
  "formType" | "templateType" | "formData" | "userEmail"
> & {
  consents: Partial<ConsentRecord> | null;
};

function teamSubject(request: StoredLead): string {
  const formData = request.formData as Readonly<Record<string, unknown>>;
  const title = LEAD_EMAIL_COPY[request.templateType].teamTitle;
  const who = ["name", "organization", "company", "companyName", "email"]
    .map((key) => textOf(formData, key))
    .find((text) => text !== "");
  return headerSafe(who === undefined ? `Nuevo lead: ${title}` : `Nuevo lead: ${title} de ${who}`);
}

function visitorSubject(templateType: FormTemplateType): string {
  return headerSafe(`${LEAD_EMAIL_COPY[templateType].visitorTitle} · ${BRAND.productName}`);
}

/** The team's notification: origin, every field and each optional consent's answer; replies go to the visitor. */
function teamBody(request: StoredLead): { html: string; text: string } {
  const title = LEAD_EMAIL_COPY[request.templateType].teamTitle;
  const fields = [
    ...leadFieldRows(request.formData as Readonly<Record<string, unknown>>),
    ...leadConsentRows(request.formType, request.consents),
  ];
  const origin = `Enviado desde: ${LEAD_ORIGINS[request.formType]}`;
  const visitor = `Email del visitante: ${request.userEmail === "" ? "sin dirección de respuesta" : request.userEmail}`;
  const html = htmlPage(
    teamSubject(request),
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
${htmlTable(fields)}
<p style="margin-top:16px">${escapeHtml(visitor)}<br>${escapeHtml(origin)}</p>`,
  );
  const rows = fields.map((field) => `${field.label}: ${field.value}`).join("\n");
  const text = `${title}\n\n${rows}\n\n${visitor}\n${origin}\n`;
  return { html, text };
}

/** The visitor's copy: only our own words and a plain first name, so our address cannot relay anyone's text. */
function visitorBody(request: StoredLead): { html: string; text: string } {
  const formData = request.formData as Readonly<Record<string, unknown>>;
  const name = greetingName(formData.name);
  const greeting = name === null ? "Hola:" : `Hola, ${name}:`;
  const title = LEAD_EMAIL_COPY[request.templateType].visitorTitle;
  const paragraphs = [
    greeting,
    ...visitorEmailText(request.templateType, formData),
    ...VISITOR_EMAIL_CLOSING,
  ];
  const html = htmlPage(
    visitorSubject(request.templateType),
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}`,
  );
  const text = `${title}\n\n${paragraphs.join("\n\n")}\n`;
  return { html, text };
}

/** The envelopes stored with a lead: the team's notification, and the visitor's copy when asked for. */
export function leadEnvelopes(request: ParsedSendEmailRequest, teamEmail: string): LeadEnvelope[] {
  if (request.isBot) return [];
  const envelopes: LeadEnvelope[] = [
    {
      recipient: "team",
      to: teamEmail,
      replyTo: request.userEmail === "" ? null : request.userEmail,
      subject: teamSubject(request),
    },
  ];
  if (request.copyToUser)
    envelopes.push({
      recipient: "visitor",
      to: request.userEmail,
      replyTo: teamEmail,
      subject: visitorSubject(request.templateType),
    });
  return envelopes;
}

export function leadBody(request: StoredLead, recipient: LeadRecipient): { html: string; text: string } {
  return recipient === "team" ? teamBody(request) : visitorBody(request);
}

/** A stored lead's body for `recipient`; throws for a form type this version lacks, so the outbox records it. */
export function storedLeadBody(
  stored: { formType: string; formData: unknown; userEmail: string; consents: Partial<ConsentRecord> | null },
  recipient: string,
): { html: string; text: string } {
  const { formType, formData, userEmail, consents } = stored;
  if (!isFormType(formType)) throw new Error(`no e-mail template for the form type "${formType}"`);
  if (recipient !== "team" && recipient !== "visitor") throw new Error(`no lead e-mail for "${recipient}"`);
  if (formData === null || typeof formData !== "object" || Array.isArray(formData))
    throw new Error("the submission's form data is not an object");
  const lead: StoredLead = {
    formType,
    templateType: FORM_TYPES[formType],
    formData: formData as StoredLead["formData"],
    userEmail,
    consents,
  };
  return leadBody(lead, recipient);
}

export interface ConfirmedOrder {
  sessionId: string;
  packageId: CheckoutProductId;
  amountCents: number;
  currency: string;
  customerEmail: string;
}

/** The buyer's confirmation of a paid package (the /success page promises it): what was bought, the amount, next steps. */
export function orderConfirmation(order: ConfirmedOrder, teamEmail: string): OutboxMessage {
  const product = checkoutProductFor(order.packageId);
  const amount =
    order.currency.toLowerCase() === "eur"
      ? formatPrice(order.amountCents / 100)
      : `${(order.amountCents / 100).toFixed(2)} ${order.currency.toUpperCase()}`;
  const subject = headerSafe(`Confirmación de tu compra · ${BRAND.productName}`);
  const greeting = "Hola:";
  const thanks = `Gracias por tu compra. Hemos recibido el pago de ${amount} por «${product.name}».`;
  const next = `Te escribiremos en ${RESPONSE_PROMISE} desde ${teamEmail} para activar tu cuenta y preparar tu primer proceso de selección.`;
  const reference = `Referencia del pago: ${order.sessionId}`;
  const help = "Si tienes cualquier duda, responde a este correo.";
  const signature = `El equipo de ${BRAND.productName}`;
  const paragraphs = [greeting, thanks, next, reference, help, signature];
  const html = htmlPage(subject, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"));
  return {
    recipient: "buyer",
    to: order.customerEmail,
    replyTo: teamEmail,
    subject,
    html,
    text: `${paragraphs.join("\n\n")}\n`,
  };
}
