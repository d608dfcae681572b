import { FORM_TYPES, type FormType, leadRetentionText } from "@nivelia/domain/forms";

/** One processing of personal data, as the privacy policy's register lists it (GDPR art. 13). */
export interface Processing {
  readonly activity: string;
  /** Where on the site the data is collected. */
  readonly where: string;
  readonly data: string;
  readonly purpose: string;
  readonly legalBasis: string;
  readonly retention: string;
}

/** From the API's LEAD_RETENTION_DAYS default, so the policy states the period the API enforces. */
const LEAD_RETENTION = leadRetentionText();
const CONSENT_BASIS =
  "Tu consentimiento y la aplicación de medidas precontractuales a petición tuya (art. 6.1.a y b RGPD).";
const COMPANY_DATA = "Nombre, email de empresa, empresa, cargo o tamaño de la empresa y tu mensaje.";

function lead(activity: string, where: string, purpose: string, data = COMPANY_DATA): Processing {
  return { activity, where, data, purpose, legalBasis: CONSENT_BASIS, retention: LEAD_RETENTION };
}

/** Every form type the site can send (packages/domain forms), each with its processing: none is left out. */
const FORM_PROCESSING: Readonly<Record<FormType, Processing>> = {
  contactHome: lead(
    "Solicitudes de demo desde la página de inicio",
    "Formulario «Agenda una demo» de la página de inicio",
    "Responder a tu mensaje y organizar la demo que pides.",
    "Nombre, empresa, tamaño de la empresa, email o teléfono (según el canal que elijas) y tu mensaje.",
  ),
  contact: lead(
    "Solicitudes de demo y contacto",
    "Formulario de /contacto",
    "Responder a tu mensaje y organizar la demo que pides.",
    "Nombre, empresa, tamaño de la empresa, email o teléfono (según el canal que elijas) y tu mensaje.",
  ),
  business: lead("Consultas de empresas", "Formularios de empresa", "Responder a tu consulta comercial."),
  ongs: lead(
    "Programa para ONGs",
    "/ongs",
    "Valorar la solicitud de tu organización y proponerte las condiciones del programa.",
    "Organización, nombre, email, web de la organización y tu mensaje.",
  ),
  candidates: lead(
    "Consultas de candidatos",
    "/candidatos",
    "Responder a tu consulta sobre la Zona de práctica.",
    "Nombre, email y tu mensaje.",
  ),
  earlyAccess: lead(
    "Solicitudes de Early Access",
    "Diálogo de acceso anticipado",
    "Gestionar tu plaza en la beta privada.",
  ),
  freeTrial: lead("Prueba gratuita", "Diálogo «Prueba gratis»", "Preparar y activar tu prueba gratuita."),
  freeAccess: lead("Acceso gratuito", "Formularios de acceso gratuito", "Gestionar tu solicitud de acceso."),
  jobs: {
    activity: "Candidaturas a nuestras ofertas de empleo",
    where: "/empleo y cada oferta",
    data: "Nombre, email, enlace a LinkedIn o al CV y tu mensaje.",
    purpose: "Valorar tu candidatura y gestionar el proceso de selección de la oferta a la que te presentas.",
    legalBasis: "Aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD).",
    retention:
      "Lo que dure el proceso y 1 año más para futuras vacantes si no te opones; después se bloquean durante los plazos legales.",
  },
  rolesDictionary: lead(
    "Descarga del diccionario de roles",
    "Herramientas",
    "Enviarte el recurso que pides.",
    "Nombre y email.",
  ),
  webinars: {
    activity: "Inscripciones a webinars",
    where: "/webinars",
    data: "Nombre, email y empresa (opcional).",
    purpose: "Enviarte el enlace, el recordatorio y la grabación de la sesión.",
    legalBasis: "Tu consentimiento (art. 6.1.a RGPD).",
    retention: "Hasta 6 meses después de la sesión.",
  },
  pricing: lead(
    "Consultas de precios",
    "Sección de precios",
    "Responder a tu consulta sobre planes y paquetes.",
  ),
  newsletter: {
    activity: "Newsletter",
    where: "Formularios de suscripción",
    data: "Email.",
    purpose: "Enviarte la newsletter del Observatorio.",
    legalBasis: "Tu consentimiento (art. 6.1.a RGPD), que puedes retirar con el enlace de cada envío.",
    retention: "Hasta que te des de baja.",
  },
  betaAccess: lead(
    "Solicitudes de acceso beta",
    "Diálogo de acceso beta",
    "Gestionar tu acceso a la beta privada.",
  ),
  logicTest: lead(
    "Test de lógica",
    "/tools/logic-test",
    "Enviarte el test y su resultado.",
    "Nombre, email y respuestas del test.",
  ),
};

/** The processings that are not a form: payments and analytics. */
export const OTHER_PROCESSING: readonly Processing[] = [
  {
    activity: "Compra de paquetes y suscripciones",
    where: "Botones de compra (pago en la página de Stripe)",
    data: "Nombre, email, datos de facturación y del pago. Los datos de la tarjeta los trata Stripe: nunca llegan a nosotros.",
    purpose: "Cobrar, emitir la factura y prestar el servicio contratado.",
    legalBasis:
      "Ejecución del contrato (art. 6.1.b RGPD) y obligaciones fiscales y contables (art. 6.1.c RGPD).",
    retention:
      "Lo que dure el contrato y, después, 6 años (Código de Comercio) y 4 años (Ley General Tributaria).",
  },
  {
    activity: "Analítica web",
    where: "Todo el sitio, solo si aceptas las cookies analíticas",
    data: "Identificador seudónimo, páginas vistas, clics y desplazamiento, datos técnicos del navegador; la IP se anonimiza.",
    purpose: "Medir el uso del sitio y mejorarlo.",
    legalBasis:
      "Tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI), que puedes retirar en cualquier momento.",
    retention: "Las cookies, lo indicado en la política de cookies; los informes, 14 meses.",
  },
];

/** The form types in the order of the e-mail call (section 7). */
export const FORM_PROCESSING_LIST: readonly Processing[] = Object.keys(FORM_TYPES).map(
  (formType) => FORM_PROCESSING[formType as FormType],
);

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
    name: "Proveedor de alojamiento y base de datos",
    role: "Servidores que alojan el sitio, la API y la base de datos de solicitudes. Encargado del tratamiento.",
    location: "Centros de datos en la Unión Europea",
  },
];
