import { BRAND } from "@nivelia/domain/brand";
import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { ItemsSection, LinkCardsSection } from "./types";

export const SUCCESS_NEXT_STEPS: ItemsSection = {
  title: "Qué pasa después de tu compra",
  items: [
    {
      title: "1. Confirmamos el pago",
      description:
        "Esta página consulta el estado del pago con nuestro proveedor. Si el banco aún no lo ha confirmado, aparece como pendiente y no hace falta que pagues de nuevo.",
    },
    {
      title: "2. Activamos tu paquete",
      description: `En ${RESPONSE_PROMISE} te escribimos para dar de alta a tus recruiters y preparar tu primer proceso.`,
    },
    {
      title: "3. Empiezas a evaluar",
      description: "Configuras el puesto y las pruebas en unos 5 minutos e invitas a tus candidatos.",
    },
  ],
};

export const SUCCESS_HELP: LinkCardsSection = {
  title: "¿Algún problema con el pago?",
  cards: [
    {
      title: "Escribe a soporte",
      description: `Indica el email con el que pagaste y te respondemos en ${RESPONSE_PROMISE}.`,
      link: { label: BRAND.supportEmail, href: `mailto:${BRAND.supportEmail}` },
    },
    {
      title: "Condiciones de compra",
      description: "Facturación, cancelación y reembolsos de los paquetes y planes.",
      link: { label: "Leer las condiciones", to: "/condiciones-compra" },
    },
  ],
};
