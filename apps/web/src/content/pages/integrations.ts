import { BRAND } from "@nivelia/domain/brand";
import type { CtaCopy, ItemsSection, PageIntro } from "./types";

const product = BRAND.productName;

export const INTEGRATIONS_INTRO: PageIntro = {
  eyebrow: "Integraciones",
  title: "Lleva los resultados a las herramientas que ya usas",
  lead: `Exporta cada informe en PDF o CSV hoy mismo y conecta ${product} con tu ATS por API en cuanto esté disponible.`,
};

export const INTEGRATIONS_AVAILABLE: ItemsSection = {
  title: "Disponible hoy",
  items: [
    {
      title: "Exportación en PDF",
      description:
        "El informe completo de cada candidato, listo para compartir con el hiring manager o adjuntar a su ficha.",
    },
    {
      title: "Exportación en CSV",
      description:
        "Las puntuaciones de todo un proceso en una tabla, para importarlas en tu ATS, en Excel o en Google Sheets.",
    },
    {
      title: "Invitaciones por email",
      description:
        "Los candidatos reciben su invitación y su feedback por correo, sin crear cuentas en tus sistemas.",
    },
  ],
};

export const INTEGRATIONS_UPCOMING: ItemsSection = {
  title: "Próximamente*",
  intro: "En desarrollo con las empresas del programa Early Access.",
  items: [
    {
      title: "Conexión por API*",
      description:
        "Crea procesos, invita a candidatos y recibe los resultados desde tus propios sistemas, con la misma información que el informe PDF.",
    },
    {
      title: "Conexión con tu ATS*",
      description:
        "Los resultados aparecerán en la ficha de cada candidato de tu ATS sin exportar ni importar nada.",
    },
    {
      title: "Avisos automáticos*",
      description:
        "Una notificación a tu sistema cada vez que un candidato termina y su feedback está listo.",
    },
  ],
};

export const INTEGRATIONS_HOW: ItemsSection = {
  title: "Mientras tanto, en tres pasos",
  items: [
    { title: "1. Cierra el proceso", description: "Cuando los candidatos terminan, revisa la comparativa." },
    {
      title: "2. Exporta en CSV",
      description: "Descarga las puntuaciones de todo el proceso en un archivo.",
    },
    {
      title: "3. Importa en tu ATS",
      description: "Súbelo con la importación de CSV que ofrecen la mayoría de ATS.",
    },
  ],
};

export const INTEGRATIONS_FOOTNOTE =
  "* Funcionalidad en desarrollo: la fecha depende de las prioridades de las empresas de la beta.";

export const INTEGRATIONS_CTA: CtaCopy = {
  title: "¿Qué ATS usáis?",
  text: "Dinos qué herramienta usa tu equipo y priorizaremos su conexión.",
  links: [
    { label: "Contarnos tu caso", to: "/contacto" },
    { label: "Unirme a Early Access", to: "/early-access" },
  ],
};
