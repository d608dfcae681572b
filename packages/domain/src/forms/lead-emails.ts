import { BRAND } from "../brand";
import { BETA_USE_CASES } from "../content/beta-use-cases";
import { DEMO_DURATION_MINUTES } from "../content/claims";
import { RESPONSE_PROMISE } from "../content/company-facts";
import { COMPANY_SIZE_LABELS } from "../content/company-sizes";
import { formatElapsedTime, formatLogicScore } from "../tools/logic-quiz";
import { type ConsentKey, type ConsentRecord, FORM_CONSENTS } from "./consents";
import type { FormTemplateType, FormType } from "./form-types";
import { LOGIC_SCORE_BAND_TITLES, LogicTestPayloadSchema } from "./logic-test";
import { CONTACT_METHOD_LABELS } from "./schemas";
import type { LeadPayloads } from "./send-email";

/*
 * What a lead's e-mails say, per form type: the team's (every field, with its Spanish label) and the visitor's
 * confirmation (only our own words: what they asked for and what happens next, never what they typed).
 */

type KeysOf<Payload> = Payload extends object ? keyof Payload & string : never;

/** Every field any form type sends. */
export type LeadField = KeysOf<LeadPayloads[FormTemplateType]>;

/** The Spanish label of every field: a field added to a payload schema without one fails to compile. */
export const LEAD_FIELD_LABELS: Readonly<Record<LeadField, string>> = {
  name: "Nombre",
  email: "Email",
  phone: "Teléfono",
  company: "Empresa",
  companyName: "Empresa",
  companySize: "Tamaño de la empresa",
  position: "Cargo",
  message: "Mensaje",
  contactMethod: "Método de contacto",
  contactMethods: "Método de contacto",
  useCase: "Caso de uso",
  acceptedPrivacy: "Acepta la política de privacidad",
  acceptedEarlyAccess: "Acepta las condiciones del Early Access",
  jobId: "Referencia de la oferta",
  jobTitle: "Puesto",
  linkedin: "LinkedIn o CV",
  webinar: "Referencia del webinar",
  webinarTitle: "Webinar",
  organization: "Organización",
  website: "Web de la organización",
  technology: "Tecnología que quiere practicar",
  score: "Aciertos",
  correct: "Respuestas correctas",
  total: "Preguntas",
  band: "Resultado",
  elapsedSeconds: "Tiempo empleado",
};

const USE_CASE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  BETA_USE_CASES.map((option) => [option.value, option.label]),
);

/** Labels of the values of choice fields: what the form showed, not the value it sent. */
const VALUE_LABELS: Partial<Record<LeadField, Readonly<Record<string, string>>>> = {
  companySize: COMPANY_SIZE_LABELS,
  contactMethod: CONTACT_METHOD_LABELS,
  contactMethods: CONTACT_METHOD_LABELS,
  useCase: USE_CASE_LABELS,
  band: LOGIC_SCORE_BAND_TITLES,
};

const EMPTY_VALUE = "—";

function own<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** One row of the team's e-mail. */
export interface LeadFieldRow {
  readonly label: string;
  readonly value: string;
}

/** A value as the team reads it: the label of a choice, Sí/No for a flag, a time as the stopwatch showed it. */
function displayValue(key: string, value: unknown): string {
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (key === "elapsedSeconds" && typeof value === "number") return formatElapsedTime(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => displayValue(key, item)).join(", ") || EMPTY_VALUE;
  if (typeof value !== "string")
    return value === null || value === undefined ? EMPTY_VALUE : JSON.stringify(value);
  if (value.trim() === "") return EMPTY_VALUE;
  const labels = own<Readonly<Record<string, string>> | undefined>(VALUE_LABELS, key);
  return (labels && own(labels, value)) ?? value;
}

/**
 * Every field of a lead, in the order it was sent, with its Spanish label. A field this version does not know (a
 * lead stored before a form changed) keeps its name: the team's e-mail shows everything the lead holds.
 */
export function leadFieldRows(formData: Readonly<Record<string, unknown>>): LeadFieldRow[] {
  return Object.entries(formData).map(([key, value]) => ({
    label: own<string>(LEAD_FIELD_LABELS, key) ?? key,
    value: displayValue(key, value),
  }));
}

/** The Spanish label of each consent in the team's e-mail: what the visitor accepted. */
export const LEAD_CONSENT_LABELS: Readonly<Record<ConsentKey, string>> = {
  privacyPolicy: "Acepta la política de privacidad",
  cvForOtherVacancies: "Acepta conservar su CV para otras vacantes",
};

/**
 * The optional consents the form type asks for, each Sí or No as the visitor answered (unticked is No): the team
 * must know, for instance, whether a CV may be kept for other vacancies. The required ones are always given.
 */
export function leadConsentRows(formType: FormType, consents: Partial<ConsentRecord> | null): LeadFieldRow[] {
  return FORM_CONSENTS[formType].optional.map((key) => ({
    label: LEAD_CONSENT_LABELS[key],
    value: displayValue(key, consents?.[key] === true),
  }));
}

/** Where on the site each form type is sent from, as the team's e-mail says it. */
export const LEAD_ORIGINS: Readonly<Record<FormType, string>> = {
  contactHome: "Formulario «Agenda una demo» de la página de inicio",
  contact: "Formulario de la página de contacto",
  business: "Formulario de consultas de empresa",
  ongs: "Formulario del programa para ONGs (/ongs)",
  candidates: "Registro en la Zona (/candidatos)",
  earlyAccess: "Diálogo de Early Access",
  freeTrial: "Diálogo «Prueba gratis»",
  freeAccess: "Formulario de acceso gratuito",
  jobs: "Formulario de candidatura (/empleo)",
  rolesDictionary: "Formulario del diccionario de roles",
  webinars: "Formulario de inscripción (/webinars)",
  pricing: "Formulario de consultas de precios",
  newsletter: "Formulario de la newsletter",
  betaAccess: "Diálogo de acceso a la beta",
  logicTest: "Test de lógica (/tools/logic-test)",
};

export interface LeadEmailCopy {
  /** What arrived, as the team's subject and heading say it. */
  readonly teamTitle: string;
  /** The visitor's heading; their subject adds the product's name. */
  readonly visitorTitle: string;
  /** What the visitor asked for and what happens next. */
  readonly visitorText: readonly string[];
}

const product = BRAND.productName;
const zona = `Zona ${product}`;

/** The words of each template type's e-mails. */
export const LEAD_EMAIL_COPY: Readonly<Record<FormTemplateType, LeadEmailCopy>> = {
  contact: {
    teamTitle: "Solicitud de contacto",
    visitorTitle: "Hemos recibido tu mensaje",
    visitorText: [
      `Gracias por escribir a ${product}.`,
      `Te responderemos en ${RESPONSE_PROMISE} y, si quieres una demo, acordaremos contigo una sesión de ${DEMO_DURATION_MINUTES} minutos adaptada a tu stack.`,
    ],
  },
  business: {
    teamTitle: "Consulta de empresa",
    visitorTitle: "Hemos recibido tu consulta",
    visitorText: [
      `Gracias por escribir a ${product}.`,
      `Una persona del equipo leerá tu consulta y te responderá en ${RESPONSE_PROMISE}.`,
    ],
  },
  ong: {
    teamTitle: "Solicitud del programa para ONGs",
    visitorTitle: "Hemos recibido la solicitud de vuestra organización",
    visitorText: [
      `Gracias por vuestro interés en el programa de ${product} para ONGs.`,
      `Revisamos cada solicitud y os responderemos en ${RESPONSE_PROMISE} para conocer a vuestra organización y contaros las condiciones del programa.`,
    ],
  },
  candidates: {
    teamTitle: `Registro en la ${zona}`,
    visitorTitle: `Ya estás en la lista de la ${zona}`,
    visitorText: [
      `Gracias por apuntarte a la ${zona}, donde practicas gratis con pruebas técnicas reales y feedback detallado.`,
      `Te escribiremos con tu acceso gratuito en ${RESPONSE_PROMISE}.`,
    ],
  },
  earlyAccess: {
    teamTitle: "Solicitud de Early Access",
    visitorTitle: "Hemos recibido tu solicitud de Early Access",
    visitorText: [
      `Gracias por tu interés en el Early Access de ${product}.`,
      `Te escribiremos en ${RESPONSE_PROMISE} con los detalles de acceso a la beta privada.`,
    ],
  },
  freeTrial: {
    teamTitle: "Solicitud de prueba gratuita",
    visitorTitle: "Hemos recibido tu solicitud de prueba gratuita",
    visitorText: [
      `Gracias por querer probar ${product}.`,
      `Te escribiremos en ${RESPONSE_PROMISE} para configurar tu prueba gratuita.`,
    ],
  },
  freeAccess: {
    teamTitle: "Solicitud de acceso gratuito",
    visitorTitle: "Hemos recibido tu solicitud de acceso gratuito",
    visitorText: [
      `Gracias por tu interés en ${product}.`,
      `Te escribiremos en ${RESPONSE_PROMISE} con los pasos para activar tu acceso.`,
    ],
  },
  job: {
    teamTitle: "Candidatura a una oferta de empleo",
    visitorTitle: "Hemos recibido tu candidatura",
    visitorText: [
      `Gracias por tu interés en trabajar en ${product}.`,
      "Leemos cada candidatura con atención y te escribiremos sea cual sea el resultado.",
    ],
  },
  webinar: {
    teamTitle: "Inscripción a un webinar",
    visitorTitle: "Tu inscripción al webinar está confirmada",
    visitorText: ["Gracias por inscribirte.", "Te enviaremos el enlace de la sesión por correo electrónico."],
  },
  rolesDictionary: {
    teamTitle: "Solicitud del diccionario de roles",
    visitorTitle: "Hemos recibido tu solicitud del diccionario de roles",
    visitorText: [
      `Gracias por tu interés en el diccionario de roles de ${product}.`,
      `Te lo enviaremos a esta dirección en ${RESPONSE_PROMISE}.`,
    ],
  },
  pricing: {
    teamTitle: "Consulta de precios",
    visitorTitle: "Hemos recibido tu consulta sobre precios",
    visitorText: [
      `Gracias por escribir a ${product}.`,
      `Te responderemos en ${RESPONSE_PROMISE} con el plan o el paquete que mejor encaja con tus procesos de selección.`,
    ],
  },
  newsletter: {
    teamTitle: "Alta en la newsletter",
    visitorTitle: "Te has suscrito a la newsletter",
    visitorText: [`Gracias por suscribirte a la newsletter del Observatorio de ${product}.`],
  },
  betaAccess: {
    teamTitle: "Solicitud de acceso a la beta",
    visitorTitle: "Hemos recibido tu solicitud de acceso a la beta",
    visitorText: [
      `Gracias por tu interés en la beta privada de ${product}.`,
      `Te escribiremos en ${RESPONSE_PROMISE} con los detalles de acceso.`,
    ],
  },
  logicTest: {
    teamTitle: "Resultado del test de lógica",
    visitorTitle: "Tu resultado del test de lógica",
    visitorText: [
      `Puedes repetir el test cuando quieras en ${BRAND.siteUrl}/tools/logic-test y practicar gratis en la ${zona}.`,
    ],
  },
};

/** How every visitor's copy ends: how to reach us, and what to do with an e-mail they did not ask for. */
export const VISITOR_EMAIL_CLOSING: readonly string[] = [
  "Si quieres añadir algo o tienes cualquier duda, responde a este correo.",
  "Si no has sido tú quien ha enviado este formulario, ignora este mensaje.",
  `El equipo de ${product}`,
];

/** Longest first name the visitor's copy greets by. */
export const GREETING_NAME_LIMIT = 40;

/** A first name made of letters only (any script's, with their accents), as a greeting may show it. */
const FIRST_NAME = /^\p{L}(?:\p{L}|\p{M})*$/u;

/**
 * The first word of the name a visitor typed when it is a plain name (letters only, at most 40 characters), else
 * null: the greeting is the one thing of theirs the copy shows, so it cannot carry a link or a sentence.
 */
export function greetingName(name: unknown): string | null {
  if (typeof name !== "string") return null;
  const [first = ""] = name.trim().split(/\s+/u);
  return first.length <= GREETING_NAME_LIMIT && FIRST_NAME.test(first) ? first : null;
}

/** The visitor's paragraphs: the logic test's start with the result, computed from checked numbers only. */
export function visitorEmailText(templateType: FormTemplateType, formData: unknown): readonly string[] {
  const copy = LEAD_EMAIL_COPY[templateType].visitorText;
  if (templateType !== "logicTest") return copy;
  const result = LogicTestPayloadSchema.safeParse(formData);
  if (!result.success) return copy;
  const { elapsedSeconds, band } = result.data;
  const time = elapsedSeconds === undefined ? [] : [`Tiempo empleado: ${formatElapsedTime(elapsedSeconds)}.`];
  return [
    `Has acertado ${formatLogicScore(result.data)} preguntas. Tu resultado: ${LOGIC_SCORE_BAND_TITLES[band]}.`,
    ...time,
    ...copy,
  ];
}
