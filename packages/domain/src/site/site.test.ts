import { describe, expect, it } from "vitest";
import {
  ALL_COOKIES,
  ANALYTICS_COOKIE_PREFIXES,
  consentExpiry,
  cookiePreferencesRecord,
  isAnalyticsCookie,
  parseCookiePreferences,
  SITE_STORAGE,
  storageEntryFor,
} from "./cookies";
import { FOOTER_GROUPS } from "./footer";
import { HEADER_PRICING_ITEMS, HEADER_PRODUCT_ITEMS } from "./index";
import {
  COST_ASSISTANT_PAGE,
  DESCRIPTION_LENGTH,
  documentTitle,
  HOME_PAGE,
  SITE_PAGES,
  type SitePage,
  TITLE_LENGTH,
} from "./pages";

const FOOTER_PATHS_OF_THE_SPEC = [
  "/",
  "/caracteristicas",
  "/feedback",
  "/edu",
  "/integraciones",
  "/casos-de-uso",
  "/onboarding",
  "/precios",
  "/prueba-gratis",
  "/early-access",
  "/sobre-nosotros",
  "/cultura",
  "/observatorio",
  "/empleo",
  "/webinars",
  "/ongs",
  "/media",
  "/inversores",
  "/tools/tech-profile",
  "/tools/redactor",
  "/tools/logic-test",
  "/tools/parser-cv",
  "/faq",
  "/contacto",
  "/actualizaciones",
  "/algoritmo",
  "/legal",
  "/verify",
  "/terminos",
  "/privacidad",
  "/cookies",
  "/candidatos",
];

const linkPaths = (items: readonly { kind: string; to?: string }[]) =>
  items.flatMap((item) => (item.kind === "link" && item.to ? [item.to] : []));

describe("navigation", () => {
  it("has the 'Producto' items of section 2.2 in order", () => {
    expect(HEADER_PRODUCT_ITEMS.map((item) => item.label)).toEqual([
      "Verificar Tecnología",
      "Características",
      "Feedback",
      "Casos de uso",
      "Onboarding",
      "Integraciones",
      "Tools",
      "Contacto",
    ]);
  });

  it("has the 'Precios' items of section 2.2 in order", () => {
    expect(HEADER_PRICING_ITEMS.map((item) => item.label)).toEqual([
      "Precios",
      "Early Access",
      "ONGs",
      ".edu",
    ]);
  });

  it("links every footer path of section 2.3, each to a defined page", () => {
    const footerPaths = FOOTER_GROUPS.flatMap((group) => linkPaths(group.items));
    expect(new Set(footerPaths)).toEqual(new Set(FOOTER_PATHS_OF_THE_SPEC));
    const pagePaths = new Set<string>(["/", ...SITE_PAGES.map((page) => page.path)]);
    for (const path of footerPaths) expect(pagePaths.has(path), path).toBe(true);
  });

  it("gives every page a title and an introduction, each path once", () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SITE_PAGES) {
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.description.length).toBeGreaterThan(30);
    }
  });
});

describe("page metadata", () => {
  const pages: readonly SitePage[] = [HOME_PAGE, COST_ASSISTANT_PAGE, ...SITE_PAGES];

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s has a title and description search engines show whole",
    (_, page) => {
      const title = documentTitle(page);
      expect(title.length, title).toBeGreaterThanOrEqual(TITLE_LENGTH.min);
      expect(title.length, title).toBeLessThanOrEqual(TITLE_LENGTH.max);
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(page.description.length, page.description).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    },
  );

  it("gives every page its own title and description", () => {
    expect(new Set(pages.map(documentTitle)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it("keeps exactly the internal and private pages out of search engines", () => {
    const hidden = pages.filter((page) => page.indexable === false).map((page) => page.path);
    expect(hidden.sort()).toEqual(["/success", "/test", "/test-calculator-v2", "/verify"]);
  });

  it("puts the brand first on the landing page and last elsewhere", () => {
    expect(documentTitle(HOME_PAGE)).toBe("Nivelia | Entrevistas técnicas automatizadas con IA");
    expect(documentTitle({ path: "/x", title: "Precios" })).toBe("Precios | Nivelia");
    expect(documentTitle({ path: "/x", title: "Precios", seoTitle: "Precios de los planes" })).toBe(
      "Precios de los planes | Nivelia",
    );
  });
});

describe("cookie consent", () => {
  const savedAt = "2026-01-15T10:00:00.000Z";
  const now = new Date("2026-06-01T00:00:00.000Z");
  it.each([
    [null, null, null],
    ["true", null, null],
    ["false", `{"analytics":true,"savedAt":"${savedAt}"}`, null],
    ["true", "no es json", null],
    ["true", '{"functional":true,"analytics":true}', null],
    ["true", '{"analytics":true,"savedAt":"ayer"}', null],
    [
      "true",
      `{"functional":true,"analytics":false,"savedAt":"${savedAt}"}`,
      { necessary: true, functional: true, analytics: false },
    ],
    [
      "true",
      `{"necessary":false,"analytics":true,"savedAt":"${savedAt}"}`,
      { necessary: true, functional: false, analytics: true },
    ],
  ])("parses consent %s with preferences %s", (consent, preferences, expected) => {
    expect(parseCookiePreferences(consent, preferences, now)).toEqual(expected);
  });

  it("keeps an answer for 13 months and asks again from then on", () => {
    const record = cookiePreferencesRecord(ALL_COOKIES, new Date(savedAt));
    expect(JSON.parse(record)).toEqual({ ...ALL_COOKIES, savedAt });
    const justBefore = new Date("2027-02-15T09:59:59.999Z");
    const expiry = new Date("2027-02-15T10:00:00.000Z");
    expect(consentExpiry(new Date(savedAt))).toEqual(expiry);
    expect(parseCookiePreferences("true", record, justBefore)).toEqual(ALL_COOKIES);
    expect(parseCookiePreferences("true", record, expiry)).toBeNull();
    expect(parseCookiePreferences("true", record, new Date("2028-01-01T00:00:00.000Z"))).toBeNull();
  });

  it.each([
    ["_ga", true],
    ["_ga_ABC123", true],
    ["_hjSessionUser_1", true],
    ["theme", false],
    ["session_ga", false],
  ])("%s is an analytics cookie: %s", (name, expected) => {
    expect(isAnalyticsCookie(name)).toBe(expected);
  });

  it("deletes the analytics cookies by the shortest prefix of each provider in the storage list", () => {
    expect([...ANALYTICS_COOKIE_PREFIXES].sort()).toEqual(["_ga", "_hj"]);
  });

  it("lists each key once, and every analytics entry names its service", () => {
    const keys = SITE_STORAGE.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of SITE_STORAGE) {
      expect("service" in entry).toBe(entry.category === "analytics");
    }
  });

  it.each([
    ["localStorage", "cookieConsent", "cookieConsent"],
    ["localStorage", "theme", "theme"],
    ["cookie", "_ga", "_ga"],
    ["cookie", "_ga_ABC123", "_ga_*"],
    ["cookie", "_hjSession_42", "_hjSession_*"],
    ["cookie", "_hjTLDTest", "_hj*"],
    ["cookie", "theme", undefined],
    ["localStorage", "_ga", undefined],
    ["cookie", "_ga_", undefined],
  ] as const)("%s %s is listed as %s", (kind, key, expected) => {
    expect(storageEntryFor(kind, key)?.name).toBe(expected);
  });
});
