import type { SiteStorageName, StorageCategory } from "@nivelia/domain/site/cookies";

/** How the policy describes one stored key: who writes it, why, and for how long. */
export interface StorageDescription {
  readonly owner: string;
  readonly purpose: string;
  readonly duration: string;
}

const OWN = "Nivelia (propia)";
const GOOGLE = "Google Analytics (Google Ireland Ltd.)";
const HOTJAR = "Hotjar (Hotjar Ltd.)";
const UNTIL_CLEARED = "Hasta que borres los datos del sitio";

/** The cookie policy's text for each key of the domain's storage list; the type makes a missing key a build error. */
export const STORAGE_DESCRIPTIONS: Readonly<Record<SiteStorageName, StorageDescription>> = {
  cookieConsent: {
    owner: OWN,
    purpose: "Recuerda que ya has respondido al aviso de cookies, para no volver a mostrarlo.",
    duration: UNTIL_CLEARED,
  },
  cookiePreferences: {
    owner: OWN,
    purpose: "Guarda qué categorías has aceptado: necesarias, funcionales y analíticas.",
    duration: UNTIL_CLEARED,
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
