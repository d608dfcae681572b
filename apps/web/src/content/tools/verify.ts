import { BRAND } from "@nivelia/domain/brand";
import { CONTACT_EMAILS, FEEDBACK_REPORT_CODE_PATTERN, RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { ToolPageCopy } from "./types";

/** The report verification page. */
export const VERIFY_PAGE: ToolPageCopy = {
  heading: "Verificar un informe de feedback",
  lead: `Cada informe de feedback de ${BRAND.productName} lleva un código de verificación. Escríbelo aquí para comprobar que está bien formado y saber cómo confirmar con nuestro equipo que el informe es nuestro.`,
  toolTitle: "Comprueba el código",
  toolIntro: `El código tiene el formato ${FEEDBACK_REPORT_CODE_PATTERN} y aparece en la portada del informe, junto a la fecha de evaluación. No importan las mayúsculas ni los espacios.`,
  sections: [
    {
      title: "Qué comprueba esta página",
      intro: "Somos claros con lo que puede y lo que no puede decirte hoy esta herramienta.",
      items: [
        {
          title: "El formato del código",
          description:
            "Que empieza por NIV, que lleva un año válido y seis caracteres permitidos, y que el carácter de control final cuadra con el resto.",
        },
        {
          title: "Errores al copiarlo",
          description:
            "El carácter de control detecta casi cualquier letra cambiada y cualquier par de caracteres intercambiados, y te dice qué revisar.",
        },
        {
          title: "Lo que aún no comprueba",
          description:
            "Todavía no tenemos un registro público de informes: un código bien formado no demuestra por sí solo que el informe lo emitimos nosotros ni que no se haya modificado.",
        },
      ],
    },
    {
      title: "Cómo confirmar un informe con el equipo",
      items: [
        {
          title: "1. Escríbenos",
          description: `Envía el código y, si puedes, el PDF del informe a ${CONTACT_EMAILS.support}.`,
        },
        {
          title: "2. Lo cotejamos",
          description:
            "Comprobamos en nuestros sistemas que el código corresponde a una evaluación real, con su fecha y su puesto.",
        },
        {
          title: "3. Te respondemos",
          description: `En ${RESPONSE_PROMISE} te confirmamos si el informe es auténtico. Por privacidad, solo compartimos datos del candidato con quien ya tiene el informe.`,
        },
      ],
    },
  ],
};

/** Words of the verification form and its outcome. */
export const VERIFY_TEXTS = {
  codeLabel: "Código de verificación",
  codePlaceholder: "NIV-2025-XXXXXX-X",
  submitLabel: "Verificar código",
  validTitle: (code: string) => `El código ${code} tiene un formato válido`,
  validText:
    "Está bien escrito y su carácter de control es correcto. Todavía no tenemos un registro público de informes, así que esta página no puede confirmar por sí sola que el informe lo emitimos nosotros ni que su contenido no se ha modificado.",
  confirmText: `Para confirmarlo, escríbenos con el código a ${CONTACT_EMAILS.support}: te respondemos en ${RESPONSE_PROMISE}.`,
  mailLabel: "Escribir al equipo con este código",
  mailSubject: (code: string) => `Verificación del informe ${code}`,
  contactLabel: "Otras formas de contacto",
  sampleText: "¿Quieres ver dónde está el código? El informe de ejemplo lleva el código",
  sampleLinkLabel: "Descargar el informe de ejemplo (PDF)",
} as const;
