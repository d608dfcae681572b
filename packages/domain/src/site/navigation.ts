import { BRAND } from "../brand";

/** A link of the header or footer; `action` items open something instead of navigating. */
export type NavItem =
  | { readonly kind: "link"; readonly label: string; readonly to: string; readonly hash?: string }
  | {
      readonly kind: "action";
      readonly label: string;
      readonly action: "technology-checker" | "cookie-settings";
    };

/** Home anchors the header and side navigation scroll to (section 2.4). */
export const HOME_ANCHORS = {
  hero: "hero",
  useCases: "use-cases",
  technologies: "technologies",
  calculator: "calculator",
  pricing: "precios",
  evaluationTypes: "evaluation-types",
  zona: `zona-${BRAND.productName.toLowerCase()}`,
  faq: "faq",
  contact: "contacto",
} as const;

/** The candidate-search demo of the landing: what 'Ver demo (2 min)' opens while no demo video is configured. */
export const CANDIDATE_DEMO_ANCHOR = "demo";

/** Pill of the header (it lives with the navigation so the header's first view needs no content catalogue). */
export const EARLY_ACCESS_PILL = "-100% Early Access";

/** 'Producto' dropdown of the header, in order (section 2.2). */
export const HEADER_PRODUCT_ITEMS: readonly NavItem[] = [
  { kind: "action", label: "Verificar Tecnología", action: "technology-checker" },
  { kind: "link", label: "Características", to: "/caracteristicas" },
  { kind: "link", label: "Feedback", to: "/feedback" },
  { kind: "link", label: "Casos de uso", to: "/casos-de-uso" },
  { kind: "link", label: "Onboarding", to: "/onboarding" },
  { kind: "link", label: "Integraciones", to: "/integraciones" },
  { kind: "link", label: "Tools", to: "/tools" },
  { kind: "link", label: "Contacto", to: "/contacto" },
];

/** 'Precios' dropdown of the header, in order (section 2.2). */
export const HEADER_PRICING_ITEMS: readonly NavItem[] = [
  { kind: "link", label: "Precios", to: "/", hash: HOME_ANCHORS.pricing },
  { kind: "link", label: "Early Access", to: "/early-access" },
  { kind: "link", label: "ONGs", to: "/ongs" },
  { kind: "link", label: ".edu", to: "/edu" },
];
