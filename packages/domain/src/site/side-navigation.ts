import { BRAND } from "../brand";
import { HOME_ANCHORS } from "./navigation";

export interface SideNavigationItem {
  readonly anchor: (typeof HOME_ANCHORS)[keyof typeof HOME_ANCHORS];
  /** Spanish accessible name of the dot, also shown as its tooltip. */
  readonly label: string;
}

/** The nine anchors of the landing page's side navigation, in page order (section 2.4). */
export const SIDE_NAVIGATION_ITEMS: readonly SideNavigationItem[] = [
  { anchor: HOME_ANCHORS.hero, label: "Inicio" },
  { anchor: HOME_ANCHORS.useCases, label: "Casos de uso" },
  { anchor: HOME_ANCHORS.technologies, label: "Tecnologías soportadas" },
  { anchor: HOME_ANCHORS.calculator, label: "Calculadora de costes" },
  { anchor: HOME_ANCHORS.pricing, label: "Precios" },
  { anchor: HOME_ANCHORS.evaluationTypes, label: "Tipos de evaluación" },
  { anchor: HOME_ANCHORS.zona, label: `Zona ${BRAND.productName}` },
  { anchor: HOME_ANCHORS.faq, label: "Preguntas frecuentes" },
  { anchor: HOME_ANCHORS.contact, label: "Contacto" },
];

/** Side navigation timings (section 9): it appears after 0.5 s; the pill opens the beta dialog 0.8 s after scrolling. */
export const SIDE_NAVIGATION_APPEAR_MS = 500;
export const SIDE_NAVIGATION_PILL_DIALOG_MS = 800;

/** The side navigation's pill: its visible text and its accessible name, which starts with that text. */
export const SIDE_NAVIGATION_PILL = {
  text: "-100%",
  label: "-100% Early Access: ver precios y solicitar acceso beta",
} as const;
