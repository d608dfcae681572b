import { ENTERPRISE_MONTHLY_PRICE, formatAmount, formatPrice, ONE_SHOT_PRICE } from "./packages";
import type { Plan, PlanDetail, PlanDetailType, PlanId } from "./types";

/** Early Access shows two months of Enterprise struck through, to make the free offer concrete. */
const EARLY_ACCESS_LIST_PRICE = 299;

/** Shown on the Modular card instead of a price. */
export const CUSTOM_PRICE_LABEL = "Personalizado";

const ENTERPRISE_FEATURES = [
  "3 recruiters",
  "20 procesos de selección",
  "25 entrevistas por proceso",
  "Evaluación de encaje cultural",
  "Feedback en menos de 15 minutos",
  "Evaluación por pares",
  "Edición de pruebas y feedbacks",
  "Matching de candidatos",
] as const;

/** The three cards of the pricing section (anchor #precios), in display order. */
export const PLANS: readonly Plan[] = [
  {
    id: "early-access",
    name: "Early Access",
    description: "Para las empresas que quieren empezar a evaluar antes que nadie.",
    price: EARLY_ACCESS_LIST_PRICE,
    priceLabel: formatPrice(EARLY_ACCESS_LIST_PRICE),
    billingPeriod: "/2 meses",
    struckThrough: true,
    offerLabel: "Gratis",
    badge: null,
    features: [
      "Gratis hasta agotar las plazas de la beta privada",
      "30% de descuento de por vida",
      "Disponible a partir de septiembre",
      "Sin permanencia: cancela cuando quieras",
    ],
    ctaLabel: "Solicitar acceso gratuito",
    action: "beta",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "Para equipos que contratan perfiles técnicos todos los meses.",
    price: ENTERPRISE_MONTHLY_PRICE,
    priceLabel: formatPrice(ENTERPRISE_MONTHLY_PRICE),
    billingPeriod: "/mes",
    struckThrough: false,
    offerLabel: null,
    badge: "Más Popular",
    features: ENTERPRISE_FEATURES,
    ctaLabel: "Comenzar ahora",
    action: "plan-enterprise",
  },
  {
    id: "modular",
    name: "Modular",
    description: "Para organizaciones que necesitan una solución a medida.",
    price: null,
    priceLabel: CUSTOM_PRICE_LABEL,
    billingPeriod: null,
    struckThrough: false,
    offerLabel: null,
    badge: null,
    features: [
      "Todo lo incluido en Enterprise",
      "Talent Mapping",
      "Onboarding Set",
      "Learn Module",
      "Personalización avanzada",
      "Soporte prioritario 24/7",
      "Consultoría especializada",
      "Certificación de procesos",
    ],
    ctaLabel: "Contactar ventas",
    action: "contact",
  },
];

/** Content of the plan dialog, per variant (section 2.4). */
export const PLAN_DETAILS: Readonly<Record<PlanDetailType, PlanDetail>> = {
  enterprise: {
    title: "Plan Enterprise",
    subtitle: "A partir de septiembre",
    price: ENTERPRISE_MONTHLY_PRICE,
    priceUnit: "€/mes",
    priceLabel: `${formatAmount(ENTERPRISE_MONTHLY_PRICE)}\u00a0€/mes`,
    availability: "Disponible a partir de septiembre de 2025",
    earlyOffer: "Oferta Early Access: 2 meses gratis",
  },
  oneShot: {
    title: "Plan One Shot",
    subtitle: "Disponible en septiembre",
    price: ONE_SHOT_PRICE,
    priceUnit: "€",
    priceLabel: formatPrice(ONE_SHOT_PRICE),
    availability: "Disponible en septiembre de 2025",
    earlyOffer: "Oferta Early Access: gratis",
  },
};

/** The plan dialog's only button, which closes it. */
export const PLAN_DIALOG_CLOSE_LABEL = "Entendido";

export const PRICING_FOOTNOTE = "Todas las suscripciones se pueden cancelar en cualquier momento.";

/** Link under the cards that scrolls to the contact form. */
export const PRICING_CONTACT_LABEL = "Habla con nuestro equipo";

/** Button under the cards that opens the free-trial dialog. */
export const PRICING_FREE_TRIAL_LABEL = "Pruébanos gratis sin compromiso";

/** A row of the plan comparison table: included (true), not included (false), or a short text per plan. */
export interface PlanComparisonRow {
  readonly feature: string;
  readonly values: Readonly<Record<PlanId, boolean | string>>;
}

const MODULAR_EXTRAS = (PLANS.find((plan) => plan.id === "modular")?.features ?? []).slice(1);

/**
 * Features by plan for /precios: Early Access is the Enterprise plan free during the private beta (section 9), and
 * Modular adds its extras to Enterprise.
 */
export const PLAN_COMPARISON: readonly PlanComparisonRow[] = [
  {
    feature: "Precio",
    values: {
      "early-access": `Gratis (${formatPrice(EARLY_ACCESS_LIST_PRICE)} cada 2 meses tachado)`,
      enterprise: `${formatPrice(ENTERPRISE_MONTHLY_PRICE)} al mes`,
      modular: CUSTOM_PRICE_LABEL,
    },
  },
  {
    feature: "Descuento de por vida",
    values: { "early-access": "30%", enterprise: false, modular: false },
  },
  ...ENTERPRISE_FEATURES.map((feature) => ({
    feature,
    values: { "early-access": true, enterprise: true, modular: true },
  })),
  ...MODULAR_EXTRAS.map((feature) => ({
    feature,
    values: { "early-access": false, enterprise: false, modular: true },
  })),
  {
    feature: "Sin permanencia",
    values: { "early-access": true, enterprise: true, modular: true },
  },
];
