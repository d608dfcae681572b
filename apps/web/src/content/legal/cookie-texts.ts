import { BRAND } from "@nivelia/domain/brand";
import {
  CONSENT_VALIDITY_MONTHS,
  SITE_STORAGE,
  type SiteStorageName,
  type StorageCategory,
} from "@nivelia/domain/site/cookies";

/** How the policy describes one stored key: who writes it, why, and for how long. */
export interface StorageDescription {
  readonly owner: string;
  readonly purpose: string;
  readonly duration: string;
}

const OWN = `${BRAND.productName} (propia)`;
const GOOGLE = "Google Analytics (Google Ireland Ltd.)";
const HOTJAR = "Hotjar (Hotjar Ltd.)";

/** The third parties whose cookies the site can set, by the service the storage list names. */
const THIRD_PARTIES = { googleAnalytics: "Google Analytics", hotjar: "Hotjar" } as const;
const UNTIL_CLEARED = "Hasta que borres los datos del sitio";
/** A stored answer counts for CONSENT_VALIDITY_MONTHS; then the banner asks again. */
const CONSENT_DURATION = `${CONSENT_VALIDITY_MONTHS} meses; después te volvemos a preguntar`;

/** The cookie policy's text for each key of the domain's storage list; the type makes a missing key a build error. */
export const STORAGE_DESCRIPTIONS: Readonly<Record<SiteStorageName, StorageDescription>> = {
  cookieConsent: {
    owner: OWN,
    purpose: "Recuerda que ya has respondido al aviso de cookies, para no volver a mostrarlo.",
    duration: CONSENT_DURATION,
  },
  cookiePreferences: {
    owner: OWN,
    purpose: "Guarda qué categorías has aceptado (necesarias, funcionales y analíticas) y en qué fecha.",
    duration: CONSENT_DURATION,
  },
  theme: {
    owner: OWN,
    purpose: "Recuerda el tema de color que eliges: claro, oscuro o el del sistema.",
    duration: UNTIL_CLEARED,
  },
  _ga: {
    owner: GOOGLE,
    purpose: "Distingue visitantes de forma seudónima para medir visitas y páginas vistas.",
    duration: "2 años",
  },
  "_ga_*": {
    owner: GOOGLE,
    purpose: "Mantiene el estado de la sesión de Google Analytics 4 para la propiedad del sitio.",
    duration: "2 años",
  },
  "_hjSessionUser_*": {
    owner: HOTJAR,
    purpose: "Reconoce de forma seudónima al mismo visitante entre visitas para el análisis de uso.",
    duration: "1 año",
  },
  "_hjSession_*": {
    owner: HOTJAR,
    purpose: "Agrupa las páginas vistas de una misma sesión.",
    duration: "30 minutos",
  },
  "_hj*": {
    owner: HOTJAR,
    purpose:
      "Otras cookies técnicas de Hotjar: pruebas de dominio y de almacenamiento, muestreo y sesión en curso.",
    duration: "De unos segundos a 30 minutos",
  },
};

export const CATEGORY_LABELS: Readonly<Record<StorageCategory, string>> = {
  necessary: "Necesaria",
  functional: "Funcional",
  analytics: "Analítica",
};

export const STORAGE_KIND_LABELS = { cookie: "Cookie", localStorage: "Almacenamiento local" } as const;

/** The categories the site really stores something in (functional: none today), from the storage list. */
export const USED_CATEGORIES: ReadonlySet<StorageCategory> = new Set(
  SITE_STORAGE.map((entry) => entry.category),
);

const thirdParties = [
  ...new Set(SITE_STORAGE.flatMap((entry) => ("service" in entry ? [THIRD_PARTIES[entry.service]] : []))),
];

/** What each category the site uses does, in the banner's first layer. */
const CATEGORY_SENTENCES: Readonly<Record<StorageCategory, string>> = {
  necessary: `${BRAND.productName} guarda en tu navegador lo necesario para que el sitio funcione y recuerde tus elecciones.`,
  functional: "Con tu permiso, cookies funcionales que recuerdan tus preferencias.",
  analytics: `Con tu permiso, ${thirdParties.join(" y ")}, como terceros, ponen cookies analíticas para medir cómo se usa el sitio.`,
};

/** The banner's first layer: the owner, the third parties, only the categories in use, and how to change the choice. */
export const COOKIE_BANNER = {
  title: "Usamos cookies",
  sentences: [
    ...(["necessary", "functional", "analytics"] as const)
      .filter((category) => USED_CATEGORIES.has(category))
      .map((category) => CATEGORY_SENTENCES[category]),
    "Puedes cambiar tu elección cuando quieras desde «Configurar cookies» en el pie de página.",
  ],
  policyLink: "Política de cookies",
} as const;

/** The customise view's description of each category; the functional switch stays (section 4) and says none is used. */
export const COOKIE_CATEGORY_DESCRIPTIONS: Readonly<Record<StorageCategory, string>> = {
  necessary: "Imprescindibles para navegar y recordar tu tema y tu consentimiento. Siempre activas.",
  functional: USED_CATEGORIES.has("functional")
    ? "Recuerdan tus preferencias en el sitio."
    : "Hoy el sitio no usa ninguna. Si las añadimos, te pediremos permiso antes.",
  analytics: `${thirdParties.join(" y ")} nos ayudan a entender cómo se usa el sitio, con la IP anonimizada.`,
};
