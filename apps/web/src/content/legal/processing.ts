import {
  CONSENTS,
  CV_FOR_OTHER_VACANCIES_RETENTION_TEXT,
  FORM_RETENTION,
  type FormType,
} from "@nivelia/domain/forms";

/** One processing of personal data, as the privacy policy's register lists it (RGPD art. 13). */
export interface Processing {
  readonly activity: string;
  /** Where on the site the data is collected. */
  readonly where: string;
  readonly data: string;
  readonly purpose: string;
  /** The one legal basis of this processing (RGPD art. 6.1), in full. */
  readonly legalBasis: string;
  /** The same basis in a few words, for the first layer under the form (LOPDGDD art. 11). */
  readonly basisSummary: string;
  readonly retention: string;
}

/**
 * The forms the site shows, by the form type each one sends. A form type nobody sends (business, earlyAccess,
 * freeAccess, rolesDictionary, pricing, newsletter) has no processing: the register lists what the site collects.
 */
export const SITE_FORM_TYPES = [
  "contactHome",
  "contact",
  "betaAccess",
  "freeTrial",
  "candidates",
  "ongs",
  "jobs",
  "webinars",
  "logicTest",
] as const satisfies readonly FormType[];

export type SiteFormType = (typeof SITE_FORM_TYPES)[number];

/** A request the visitor makes before any contract: a demo, a trial, a place in the beta, the NGO programme. */
const REQUEST_BASIS = "Aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD).";
const REQUEST_SUMMARY = "Tu solicitud: medidas precontractuales (art. 6.1.b RGPD).";
const CONSENT_BASIS = "Tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.";
const CONSENT_SUMMARY = "Tu consentimiento (art. 6.1.a RGPD).";
const CONTACT_DATA =
  "Nombre, empresa, tamaño de la empresa, email o teléfono (según el canal que elijas) y tu mensaje.";

/** A form's processing; its retention is its form type's (formProcessing). */
type FormProcessing = Omit<Processing, "retention">;

function request(activity: string, where: string, purpose: string, data: string): FormProcessing {
  return {
    activity,
    where,
    data,
    purpose,
    legalBasis: REQUEST_BASIS,
    basisSummary: REQUEST_SUMMARY,
  };
}

/** Every form of the site with its processing: one legal basis each. */
const FORM_PROCESSING: Readonly<Record<SiteFormType, FormProcessing>> = {
  contactHome: request(
    "Solicitudes de demo desde la página de inicio",
    "Formulario «Agenda una demo» de la página de inicio",
    "Responder a tu mensaje y organizar la demo que pides.",
    CONTACT_DATA,
  ),
  contact: request(
    "Solicitudes de demo y contacto",
    "Formulario de /contacto",
    "Responder a tu mensaje y organizar la demo que pides.",
    CONTACT_DATA,
  ),
  betaAccess: request(
    "Solicitudes de acceso a la beta (Early Access)",
    "Diálogo «Solicitar acceso gratuito» de precios y de /early-access",
    "Gestionar tu plaza en la beta privada y darte acceso.",
    "Nombre, empresa, cargo, tamaño de la empresa, email de empresa y el caso de uso que te interesa.",
  ),
  freeTrial: request(
    "Prueba gratuita",
    "Diálogo «Pruébanos gratis» de precios y de /prueba-gratis",
    "Preparar y activar tu prueba gratuita.",
    "Nombre, empresa, email de empresa, tamaño de la empresa y tus comentarios.",
  ),
  candidates: request(
    "Registro en la Zona de práctica",
    "Formulario de registro de /candidatos",
    "Darte acceso gratuito a la Zona de práctica.",
    "Nombre, email y, si la indicas, la tecnología que quieres practicar.",
  ),
  ongs: request(
    "Programa para ONGs",
    "Formulario de /ongs",
    "Valorar la solicitud de tu organización y proponerte las condiciones del programa.",
    "Organización, persona de contacto, email, web de la organización y tu mensaje.",
  ),
  jobs: {
    activity: "Candidaturas a nuestras ofertas de empleo",
    where: "Formulario de cada oferta de /empleo",
    data: "Nombre, email, enlace a LinkedIn o al CV y tu mensaje.",
    purpose: "Valorar tu candidatura y gestionar el proceso de selección de la oferta a la que te presentas.",
    legalBasis: "Aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD).",
    basisSummary: "Tu candidatura: medidas precontractuales (art. 6.1.b RGPD).",
  },
  webinars: {
    activity: "Inscripciones a webinars",
    where: "Formulario de /webinars",
    data: "Nombre, email y empresa (opcional).",
    purpose: "Enviarte el enlace, el recordatorio y la grabación de la sesión.",
    legalBasis: CONSENT_BASIS,
    basisSummary: CONSENT_SUMMARY,
  },
  logicTest: {
    activity: "Resultado del test de lógica",
    where: "Formulario del resultado de /tools/logic-test",
    data: "Email y el resultado del test (aciertos, nivel y tiempo).",
    purpose: "Enviarte el resultado del test por email.",
    legalBasis: CONSENT_BASIS,
    basisSummary: CONSENT_SUMMARY,
  },
};

/**
 * The processing of one of the site's forms, with its form type's retention from the domain: the period the API's
 * retention pass enforces, so the policy and the code cannot disagree.
 */
export function formProcessing(formType: SiteFormType): Processing {
  return { ...FORM_PROCESSING[formType], retention: FORM_RETENTION[formType].text };
}

/** The processings that are not a form of their own: other vacancies, payments, invoices and analytics. */
export const OTHER_PROCESSING: readonly Processing[] = [
  {
    activity: "Candidaturas para otras vacantes",
    where: `Solo si marcas la casilla «${CONSENTS.cvForOtherVacancies.label}» del formulario de cada oferta de /empleo; sin ella, tu candidatura sirve solo para su oferta`,
    data: "Los datos de tu candidatura.",
    purpose: "Tenerte en cuenta para otras vacantes que encajen con tu perfil.",
    legalBasis: CONSENT_BASIS,
    basisSummary: CONSENT_SUMMARY,
    retention: CV_FOR_OTHER_VACANCIES_RETENTION_TEXT,
  },
  {
    activity: "Compra de paquetes y suscripciones",
    where: "Botones de compra (pago en la página de Stripe)",
    data: "Nombre, email y datos del pago. Los datos de la tarjeta los trata Stripe: nunca llegan a nosotros.",
    purpose: "Cobrar y prestar el servicio contratado.",
    legalBasis: "Ejecución del contrato (art. 6.1.b RGPD).",
    basisSummary: "Tu contrato (art. 6.1.b RGPD).",
    retention:
      "Lo que dure el contrato; después, bloqueados durante los plazos de prescripción de las acciones.",
  },
  {
    activity: "Facturación y contabilidad",
    where: "Cada compra",
    data: "Nombre o razón social, NIF, dirección de facturación, importes y fechas.",
    purpose: "Emitir las facturas y llevar la contabilidad.",
    legalBasis: "Cumplimiento de obligaciones legales fiscales y contables (art. 6.1.c RGPD).",
    basisSummary: "Obligación legal (art. 6.1.c RGPD).",
    retention:
      "6 años (Código de Comercio) o 4 años (Ley General Tributaria), el plazo más largo que aplique.",
  },
  {
    activity: "Analítica web",
    where: "Todo el sitio, solo si aceptas las cookies analíticas",
    data: "Identificador seudónimo, páginas vistas, clics y desplazamiento, datos técnicos del navegador; la IP se anonimiza.",
    purpose: "Medir el uso del sitio y mejorarlo.",
    legalBasis:
      "Tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI), que puedes retirar en cualquier momento.",
    basisSummary: CONSENT_SUMMARY,
    retention: "Las cookies, lo indicado en la política de cookies; los informes, 14 meses.",
  },
];

/** The site's forms in the register's order. */
export const FORM_PROCESSING_LIST: readonly Processing[] = SITE_FORM_TYPES.map(formProcessing);

/** Who receives data on our behalf (processors) or as independent controllers. */
export interface Recipient {
  readonly name: string;
  readonly role: string;
  readonly location: string;
}

export const RECIPIENTS: readonly Recipient[] = [
  {
    name: "Resend (Resend, Inc.)",
    role: "Envío de los emails de los formularios y de las confirmaciones. Encargado del tratamiento.",
    location: "Estados Unidos (Marco de Privacidad de Datos UE-EE. UU. y cláusulas contractuales tipo)",
  },
  {
    name: "Stripe (Stripe Payments Europe, Ltd.)",
    role: "Pagos con tarjeta. Responsable independiente de los datos de pago y encargado para el resto.",
    location: "Irlanda (UE); transferencias a Stripe, Inc. con cláusulas contractuales tipo",
  },
  {
    name: "Google Analytics (Google Ireland Ltd.)",
    role: "Analítica web, solo con tu consentimiento. Encargado del tratamiento.",
    location: "UE, con posibles transferencias a Google LLC (Marco de Privacidad de Datos UE-EE. UU.)",
  },
  {
    name: "Hotjar (Hotjar Ltd.)",
    role: "Analítica de comportamiento, solo con tu consentimiento. Encargado del tratamiento.",
    location: "Malta (UE); almacenamiento en la UE",
  },
  {
    name: "Proveedor de modelos de lenguaje (IA)",
    role: "Corrige y resume las respuestas abiertas, el código y las revisiones de las evaluaciones técnicas, siempre con revisión humana. Solo recibe las respuestas, sin el nombre ni el email del candidato. Encargado del tratamiento.",
    location: "Unión Europea o, si está fuera, con cláusulas contractuales tipo o una decisión de adecuación",
  },
  {
    name: "Proveedor de alojamiento y base de datos",
    role: "Servidores que alojan el sitio, la API y la base de datos de solicitudes. Encargado del tratamiento.",
    location: "Centros de datos en la Unión Europea",
  },
];
