// Entry of `@nivelia/domain/site/footer`: the footer's links, apart from the header's navigation, so the first view
// (which has the header's code, and the footer only as server HTML) does not carry them.
import { BRAND } from "../brand";
import type { NavItem } from "./navigation";

export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterGroup {
  readonly title: string;
  readonly items: readonly NavItem[];
}

/** Every internal link of the footer (section 2.3), grouped for reading. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: "Producto",
    items: [
      { kind: "link", label: "Inicio", to: "/" },
      { kind: "link", label: "Características", to: "/caracteristicas" },
      { kind: "link", label: "Feedback", to: "/feedback" },
      { kind: "link", label: "Casos de uso", to: "/casos-de-uso" },
      { kind: "link", label: "Integraciones", to: "/integraciones" },
      { kind: "link", label: "Onboarding", to: "/onboarding" },
      { kind: "link", label: "Candidatos", to: "/candidatos" },
      { kind: "action", label: "Verificar Tecnología", action: "technology-checker" },
    ],
  },
  {
    title: "Precios",
    items: [
      { kind: "link", label: "Precios", to: "/precios" },
      { kind: "link", label: "Prueba gratis", to: "/prueba-gratis" },
      { kind: "link", label: "Early Access", to: "/early-access" },
      { kind: "link", label: "ONGs", to: "/ongs" },
      { kind: "link", label: ".edu", to: "/edu" },
    ],
  },
  {
    title: "Empresa",
    items: [
      { kind: "link", label: "Sobre nosotros", to: "/sobre-nosotros" },
      { kind: "link", label: "Cultura", to: "/cultura" },
      { kind: "link", label: "Empleo", to: "/empleo" },
      { kind: "link", label: "Observatorio", to: "/observatorio" },
      { kind: "link", label: "Webinars", to: "/webinars" },
      { kind: "link", label: "Media", to: "/media" },
      { kind: "link", label: "Inversores", to: "/inversores" },
      { kind: "link", label: "Actualizaciones", to: "/actualizaciones" },
    ],
  },
  {
    title: "Herramientas",
    items: [
      { kind: "link", label: "Perfil técnico", to: "/tools/tech-profile" },
      { kind: "link", label: "Redactor de ofertas", to: "/tools/redactor" },
      { kind: "link", label: "Test de lógica", to: "/tools/logic-test" },
      { kind: "link", label: "Analizador de CV", to: "/tools/parser-cv" },
    ],
  },
  {
    title: "Ayuda",
    items: [
      { kind: "link", label: "Centro de ayuda", to: "/faq" },
      { kind: "link", label: "Contacto", to: "/contacto" },
      { kind: "link", label: "Transparencia algorítmica", to: "/algoritmo" },
      { kind: "link", label: "Verificar feedback", to: "/verify" },
    ],
  },
  {
    title: "Legal",
    items: [
      { kind: "link", label: "Aviso legal", to: "/legal" },
      { kind: "link", label: "Términos", to: "/terminos" },
      { kind: "link", label: "Privacidad", to: "/privacidad" },
      { kind: "link", label: "Cookies", to: "/cookies" },
      { kind: "action", label: "Configurar cookies", action: "cookie-settings" },
    ],
  },
];

/** Social profiles of the footer. */
export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { label: "Twitter", href: BRAND.social.twitter },
  { label: "LinkedIn", href: BRAND.social.linkedin },
  { label: "GitHub", href: BRAND.social.github },
  { label: "YouTube", href: BRAND.social.youtube },
];

/** Other external links of the footer. */
export const FOOTER_EXTERNAL_LINKS: readonly ExternalLink[] = [
  { label: "Nuestras oficinas", href: BRAND.officesMapUrl },
  { label: "Agente de screening", href: BRAND.screeningAgentUrl },
];

export const COPYRIGHT_LINE = `© ${BRAND.copyrightYear} ${BRAND.productName}. Todos los derechos reservados.`;
