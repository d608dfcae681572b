import { BRAND } from "@nivelia/domain/brand";
import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { ContentItem, CtaCopy, PageIntro, SectionCopy } from "./types";

export const PROGRAMME_INTRO: PageIntro = {
  eyebrow: "Programa Early Access",
  title: "Condiciones del programa Early Access",
  lead: `Qué incluye el acceso anticipado, quién puede participar, cuánto dura y qué compromisos asumen tu empresa y ${BRAND.productName}. Son las condiciones que aceptas al marcar la casilla del formulario de acceso.`,
};

/** The programme's conditions, numbered as they are accepted in the beta form. */
export const PROGRAMME_TERMS: readonly ContentItem[] = [
  {
    title: "1. Objeto",
    description:
      "El programa Early Access da a las empresas seleccionadas acceso anticipado a la plataforma de evaluaciones técnicas durante la beta privada, a cambio de usarla en procesos reales y compartir su opinión.",
  },
  {
    title: "2. Qué incluye",
    description:
      "Las funciones del plan Enterprise: 3 recruiters, 20 procesos de selección, 25 entrevistas por proceso, encaje cultural, feedback en menos de 15 minutos, evaluación por pares, edición de pruebas y feedbacks, y matching de candidatos.",
  },
  {
    title: "3. Quién puede participar",
    description:
      "Empresas y organizaciones que contratan perfiles técnicos y solicitan la plaza con un email corporativo. Las plazas son limitadas y se asignan por orden de solicitud y encaje con el producto.",
  },
  {
    title: "4. Duración",
    description:
      "El acceso se activa a partir de septiembre de 2025, con 2 meses gratis como oferta de lanzamiento, y sigue siendo gratuito mientras queden plazas en la beta privada. Avisaremos con al menos 30 días de antelación antes del primer cobro.",
  },
  {
    title: "5. Precio al terminar la beta",
    description:
      "Al terminar la beta, la suscripción pasa al plan Enterprise (299 € al mes) con un 30% de descuento de por vida mientras se mantenga activa. Si no quieres continuar, basta con cancelar antes del primer cobro.",
  },
  {
    title: "6. Compromisos de la empresa",
    description:
      "Usar la plataforma en al menos un proceso de selección real durante los dos primeros meses, responder a una encuesta breve al cerrar cada proceso y participar en una llamada de seguimiento de 30 minutos al mes.",
  },
  {
    title: `7. Compromisos de ${BRAND.productName}`,
    description: `Responder a las incidencias en ${RESPONSE_PROMISE}, avisar con antelación de los cambios relevantes del producto y tener en cuenta las propuestas de las empresas participantes en la hoja de ruta.`,
  },
  {
    title: "8. Datos personales",
    description:
      "Los datos de las empresas y de los candidatos se tratan conforme al RGPD y a la norma ISO 27001, solo para prestar el servicio. Los candidatos son anónimos para las empresas hasta que deciden compartir sus datos.",
  },
  {
    title: "9. Baja del programa",
    description: `La empresa puede abandonar el programa en cualquier momento y sin penalización escribiendo a ${BRAND.supportEmail}. ${BRAND.productName} puede cerrar la beta avisando con 30 días de antelación; el descuento ya adquirido se mantiene.`,
  },
];

export const PROGRAMME_TERMS_SECTION: SectionCopy = {
  title: "Condiciones",
  intro: "Estas condiciones complementan los términos y condiciones generales y la política de privacidad.",
};

export const PROGRAMME_CTA: CtaCopy = {
  title: "¿Todo claro?",
  text: "Solicita tu plaza en la beta privada o escríbenos si quieres comentar alguna condición.",
  links: [
    { label: "Ver el programa", to: "/early-access" },
    { label: "Escribir al equipo", to: "/contacto" },
  ],
};
