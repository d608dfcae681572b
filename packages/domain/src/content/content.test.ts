import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRAND } from "../brand";
import { EARLY_ACCESS_PILL } from "../site";
import {
  ACCESS_COMPANY_SIZE_OPTIONS,
  ACCESS_COMPANY_SIZES,
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_DURATION_RANGE,
  ASSESSMENT_STATS,
  ASSESSMENT_TYPES,
  assessmentTypesIn,
  BETA_USE_CASE_VALUES,
  BETA_USE_CASES,
  CANDIDATE_MODAL_BENEFITS,
  CANDIDATE_SEARCH_PAGINATION,
  CANDIDATE_SEARCH_STATS,
  CONTACT_BENEFITS,
  CONTACT_COMPANY_SIZE_OPTIONS,
  CONTACT_COMPANY_SIZES,
  CUSTOM_USE_CASE_CARD,
  candidateNextHireTitle,
  DEFAULT_DIAL_CODE,
  DEMO_CANDIDATES,
  DIAL_CODES,
  ENTERPRISE_MONTHLY_PRICE,
  FAQ_QUESTIONS,
  FREQUENT_QUESTIONS,
  formatPrice,
  HELP_CATEGORIES,
  HELP_QUESTIONS,
  HERO_BADGES,
  HERO_EVALUATIONS,
  HERO_EVALUATIONS_IN_PROGRESS,
  helpQuestionHref,
  helpQuestionsOf,
  isDialCode,
  MARKETING_CLAIMS,
  MATCH_EXPLAINER_POINTS,
  ONE_SHOT_PRICE,
  PACKAGE_PURCHASE_DISABLED_LABEL,
  PACKAGES,
  PLAN_DETAILS,
  PLAN_DIALOG_CLOSE_LABEL,
  PLANS,
  PRICING_CONTACT_LABEL,
  PRICING_FOOTNOTE,
  PRICING_FREE_TRIAL_LABEL,
  PRODUCT_FEATURES,
  PRODUCT_FEATURES_FOOTNOTE,
  priceInCents,
  SECURITY_BADGES,
  STACK_COVERAGE_CLAIM,
  TECHNOLOGY_STATS,
  USE_CASES,
  ZONA_MAX_SELECTED,
} from "./index";

/** Every string reachable from a value, with its path, so one assertion covers every field. */
function stringsOf(value: unknown, path = "$"): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  }
  return [];
}

function expectNoBlankStrings(value: unknown): void {
  const blank = stringsOf(value).filter(([, text]) => text.trim() === "");
  expect(blank.map(([path]) => path)).toEqual([]);
}

// Placeholders and an unresolved template would show up verbatim on the site.
function expectNoPlaceholders(value: unknown): void {
  const suspicious = stringsOf(value).filter(
    ([, text]) => /lorem|ipsum|\$\{|\{product\}/i.test(text) || text.includes("TODO"),
  );
  expect(suspicious).toEqual([]);
}

const ALL_CONTENT = {
  USE_CASES,
  CUSTOM_USE_CASE_CARD,
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_TYPES,
  ASSESSMENT_STATS,
  HELP_CATEGORIES,
  FREQUENT_QUESTIONS,
  HELP_QUESTIONS,
  PLANS,
  PLAN_DETAILS,
  BETA_USE_CASES,
  DEMO_CANDIDATES,
  CANDIDATE_SEARCH_STATS,
  HERO_EVALUATIONS,
  MARKETING_CLAIMS,
  PRODUCT_FEATURES,
  TECHNOLOGY_STATS,
  CONTACT_BENEFITS,
  DIAL_CODES,
  CONTACT_COMPANY_SIZE_OPTIONS,
  ACCESS_COMPANY_SIZE_OPTIONS,
};

describe("content modules", () => {
  it("have no blank string anywhere", () => {
    expectNoBlankStrings(ALL_CONTENT);
  });

  it("have no placeholder or unresolved template", () => {
    expectNoPlaceholders(ALL_CONTENT);
  });
});

describe("use cases", () => {
  it("are the five cases with ids 1-5 in order", () => {
    expect(USE_CASES.map((useCase) => useCase.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("mark only the first as popular", () => {
    expect(USE_CASES.map((useCase) => useCase.popular)).toEqual([true, false, false, false, false]);
  });

  it("show the calculator for cases 1-3 only", () => {
    expect(USE_CASES.map((useCase) => useCase.showCalculator)).toEqual([true, true, true, false, false]);
  });

  it("use the exact button labels and links", () => {
    expect(USE_CASES.map((useCase) => [useCase.ctaLabel, useCase.ctaLink])).toEqual([
      [`Usar ${BRAND.productName}`, "/#precios"],
      ["Evaluar squad externo", "/#precios"],
      ["Mapear mi equipo", "/#precios"],
      ["Buscar talento verificado", "/#precios"],
      ["Entrenar gratis", "/candidatos"],
    ]);
  });

  it.each(USE_CASES)("case $id has complete modal content", (useCase) => {
    expect(useCase.departments.length).toBeGreaterThan(0);
    expect(useCase.questions.length).toBeGreaterThanOrEqual(3);
    expect(useCase.questions.length).toBeLessThanOrEqual(4);
    expect(useCase.benefits.length).toBeGreaterThan(0);
    expect(useCase.stats).toHaveLength(3);
    expect(useCase.story.length).toBeGreaterThan(useCase.painPoint.length / 2);
  });

  it("name the product without hard-coding it", () => {
    expect(USE_CASES[0]?.solution).toContain(BRAND.productName);
  });

  it("use the example figures of section 9 in the stories", () => {
    const stories = USE_CASES.map((useCase) => useCase.story).join(" ");
    for (const figure of [
      "más de 50 euros",
      "2-3 entrevistas técnicas por semana",
      "cada 6 meses",
      "15 candidatos similares",
    ]) {
      expect(stories).toContain(figure);
    }
  });

  it("end with the custom card linking to contact", () => {
    // The specification's words with the opening '¿' Spanish requires (issue 49).
    expect(CUSTOM_USE_CASE_CARD.title).toBe("Trabajamos un caso específico?");
    expect(CUSTOM_USE_CASE_CARD.ctaLink).toBe("/#contacto");
  });
});

describe("assessment types", () => {
  it("are nine with unique kebab-case ids", () => {
    expect(ASSESSMENT_TYPES).toHaveLength(9);
    const ids = ASSESSMENT_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(9);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each([
    ["fundamentos", "Fundamentos", 4],
    ["codigo", "Código Real", 3],
    ["colaboracion", "Colaboración", 2],
  ] as const)("category %s (%s) holds %i", (id, label, count) => {
    expect(ASSESSMENT_CATEGORIES.find((category) => category.id === id)?.label).toBe(label);
    expect(assessmentTypesIn(id)).toHaveLength(count);
  });

  it("list the types grouped by category, in chip order", () => {
    const order = ASSESSMENT_CATEGORIES.map((category) => category.id);
    const indexes = ASSESSMENT_TYPES.map((type) => order.indexOf(type.category));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it("last between 15 and 240 minutes", () => {
    for (const type of ASSESSMENT_TYPES) {
      expect(type.durationMinutes).toBeGreaterThanOrEqual(ASSESSMENT_DURATION_RANGE.minMinutes);
      expect(type.durationMinutes).toBeLessThanOrEqual(ASSESSMENT_DURATION_RANGE.maxMinutes);
    }
  });

  it("show the stats strip and the Zona limit", () => {
    expect(ASSESSMENT_STATS.map((stat) => stat.value)).toEqual(["9", "100%", "15-240", "∞"]);
    expect(ZONA_MAX_SELECTED).toBe(3);
  });
});

describe("help centre", () => {
  it("has the four categories with four questions each", () => {
    expect(HELP_CATEGORIES.map((category) => category.title)).toEqual([
      "Tecnología y IA",
      "Seguridad y Cumplimiento",
      "Proceso y Resultados",
      "ROI y Ahorro",
    ]);
    for (const category of HELP_CATEGORIES) expect(category.questions).toHaveLength(4);
  });

  it("answers on /faq every category question and every frequent question, each once", () => {
    const expected = [...HELP_CATEGORIES.flatMap((category) => category.questions), ...FREQUENT_QUESTIONS];
    expect(new Set(FAQ_QUESTIONS.map((question) => question.id)).size).toBe(FAQ_QUESTIONS.length);
    for (const question of expected) expect(FAQ_QUESTIONS).toContain(question);
  });

  it("answers in two to four sentences", () => {
    for (const { answer } of HELP_QUESTIONS) {
      const sentences = answer.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/).length;
      expect(sentences, answer).toBeGreaterThanOrEqual(2);
      expect(sentences, answer).toBeLessThanOrEqual(4);
    }
  });

  it("has at least 16 questions with unique anchor ids, in known categories, grouped by category", () => {
    expect(HELP_QUESTIONS.length).toBeGreaterThanOrEqual(16);
    const ids = HELP_QUESTIONS.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const order = HELP_CATEGORIES.map((category) => category.id);
    const seen = HELP_QUESTIONS.map((question) => question.category).filter(
      (category, index, all) => all.indexOf(category) === index,
    );
    expect(seen).toEqual(order);
    for (const category of order) expect(helpQuestionsOf(category).length).toBeGreaterThanOrEqual(4);
  });

  it("has four frequent questions in known categories, all of them on /faq", () => {
    const ids = new Set(HELP_CATEGORIES.map((category) => category.id));
    expect(FREQUENT_QUESTIONS).toHaveLength(4);
    for (const question of FREQUENT_QUESTIONS) {
      expect(ids.has(question.category)).toBe(true);
      expect(HELP_QUESTIONS).toContain(question);
    }
    expect(helpQuestionHref(FREQUENT_QUESTIONS[0] ?? { id: "" })).toMatch(/^\/faq#[a-z]/);
  });

  it("shows the security badges", () => {
    expect(SECURITY_BADGES).toEqual(["ISO 27001", "GDPR Compliant"]);
  });
});

describe("pricing", () => {
  it("has the three cards in order with their actions", () => {
    expect(PLANS.map((plan) => [plan.id, plan.ctaLabel, plan.action])).toEqual([
      ["early-access", "Solicitar acceso gratuito", "beta"],
      ["enterprise", "Comenzar ahora", "plan-enterprise"],
      ["modular", "Contactar ventas", "contact"],
    ]);
  });

  it("strikes through only the Early Access price and badges only Enterprise", () => {
    expect(PLANS.map((plan) => plan.struckThrough)).toEqual([true, false, false]);
    expect(PLANS.map((plan) => plan.badge)).toEqual([null, "Más Popular", null]);
  });

  it("prices Enterprise monthly and Modular as custom", () => {
    const [earlyAccess, enterprise, modular] = PLANS;
    expect(earlyAccess?.price).toBe(299);
    expect(earlyAccess?.billingPeriod).toBe("/2 meses");
    expect(enterprise?.price).toBe(ENTERPRISE_MONTHLY_PRICE);
    expect(enterprise?.billingPeriod).toBe("/mes");
    expect(enterprise?.features).toHaveLength(8);
    expect(modular?.price).toBeNull();
    expect(modular?.priceLabel).toBe("Personalizado");
    expect(modular?.features).toHaveLength(8);
  });

  it("fills the plan dialog for both variants", () => {
    expect(PLAN_DETAILS.enterprise).toMatchObject({
      title: "Plan Enterprise",
      subtitle: "A partir de septiembre",
      price: 299,
      priceUnit: "€/mes",
    });
    expect(PLAN_DETAILS.oneShot.price).toBe(ONE_SHOT_PRICE);
    expect(PLAN_DIALOG_CLOSE_LABEL).toBe("Entendido");
  });

  it("keeps the exact labels around the cards", () => {
    expect(PRICING_FOOTNOTE).toMatch(/cancelar en cualquier momento/);
    expect(PRICING_CONTACT_LABEL).toBe("Habla con nuestro equipo");
    expect(PRICING_FREE_TRIAL_LABEL).toBe("Pruébanos gratis sin compromiso");
  });
});

describe("packages", () => {
  it("are the three packages of section 9", () => {
    expect(
      PACKAGES.map(({ id, price, recruiters, processes, candidateCap }) => [
        id,
        price,
        recruiters,
        processes,
        candidateCap,
      ]),
    ).toEqual([
      ["pack-1", 49.99, 1, 1, 20],
      ["pack-2", 99.99, 2, 2, 40],
      ["pack-3", 149.99, 3, 3, 60],
    ]);
    expect(PACKAGE_PURCHASE_DISABLED_LABEL).toBe("Disponible en septiembre");
    expect(ONE_SHOT_PRICE).toBe(49.99);
    expect(ENTERPRISE_MONTHLY_PRICE).toBe(299);
  });

  it.each([
    [49.99, 4999],
    [99.99, 9999],
    [149.99, 14999],
    [299, 29900],
    [0.1, 10],
  ])("converts %d euros to %i cents", (price, cents) => {
    expect(priceInCents(price)).toBe(cents);
  });

  it("converts any two-decimal price to its exact cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(priceInCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it("rejects negative and non-finite prices", () => {
    for (const price of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => priceInCents(price)).toThrow(RangeError);
    }
  });

  it("formats prices the Spanish way", () => {
    expect(formatPrice(49.99)).toBe("49,99\u00a0€");
    expect(formatPrice(299)).toBe("299\u00a0€");
  });
});

describe("forms", () => {
  it("lists both company-size sets", () => {
    expect(CONTACT_COMPANY_SIZES).toEqual(["1-10", "11-50", "51-200", "201-500", "501+"]);
    expect(ACCESS_COMPANY_SIZES).toEqual(["1-10", "11-50", "51-200", "201-500", "500+"]);
    expect(CONTACT_COMPANY_SIZE_OPTIONS[0]).toEqual({ value: "1-10", label: "1-10 empleados" });
    expect(ACCESS_COMPANY_SIZE_OPTIONS.map((option) => option.value)).toEqual(ACCESS_COMPANY_SIZES);
  });

  it("has the 23 dial codes, Spain first and default", () => {
    expect(DIAL_CODES).toHaveLength(23);
    expect(DIAL_CODES[0]).toEqual({ code: "+34", country: "España", iso: "ES" });
    expect(DIAL_CODES.at(-1)?.code).toBe("+39");
    expect(new Set(DIAL_CODES.map((entry) => entry.code)).size).toBe(23);
    for (const entry of DIAL_CODES) {
      expect(entry.code).toMatch(/^\+\d{1,3}$/);
      expect(entry.iso).toMatch(/^[A-Z]{2}$/);
    }
    expect(DEFAULT_DIAL_CODE).toBe("+34");
    expect(isDialCode("+351")).toBe(true);
    expect(isDialCode("+999")).toBe(false);
  });

  it("offers the beta use cases, the first four named like the use cases", () => {
    expect(BETA_USE_CASES.map((option) => option.value)).toEqual([...BETA_USE_CASE_VALUES]);
    expect(BETA_USE_CASES.slice(0, 4).map((option) => option.label)).toEqual(
      USE_CASES.slice(0, 4).map((useCase) => useCase.title),
    );
  });
});

describe("demo mock-ups", () => {
  it("shows four fictitious candidates", () => {
    expect(DEMO_CANDIDATES).toHaveLength(4);
    for (const candidate of DEMO_CANDIDATES) {
      expect(candidate.technologies.length).toBeGreaterThan(0);
      expect(candidate.technologies.length).toBeLessThanOrEqual(3);
      expect(candidate.score).toBeGreaterThanOrEqual(0);
      expect(candidate.score).toBeLessThanOrEqual(100);
    }
    expect(CANDIDATE_SEARCH_STATS.map((stat) => stat.value).slice(1)).toEqual(["30+", "96%", "15"]);
    expect(CANDIDATE_SEARCH_PAGINATION).toBe("Showing 1-4 of 12");
  });

  it("names the candidate in the modal and lists three benefits and the match explainer's three promises", () => {
    for (const candidate of DEMO_CANDIDATES) {
      expect(candidateNextHireTitle(candidate.name)).toBe(
        `${candidate.name} podría ser tu próxima contratación`,
      );
    }
    expect(CANDIDATE_MODAL_BENEFITS).toHaveLength(3);
    expect(MATCH_EXPLAINER_POINTS.map((point) => point.title)).toEqual([
      "El candidato siempre tiene el poder de elegir",
      "100% anónimo para los candidatos",
      "Gratis para empresas",
    ]);
  });

  it("gives each hero card three tests from the catalogue and their rounded mean", () => {
    const titles = new Set(ASSESSMENT_TYPES.map((type) => type.title));
    expect(HERO_EVALUATIONS_IN_PROGRESS).toBe(34);
    expect(HERO_EVALUATIONS.length).toBeGreaterThanOrEqual(3);
    expect(HERO_EVALUATIONS.length).toBeLessThanOrEqual(4);
    for (const card of HERO_EVALUATIONS) {
      expect(card.pruebas).toHaveLength(3);
      for (const test of card.pruebas) expect(titles.has(test.nombre)).toBe(true);
      const mean = card.pruebas.reduce((sum, test) => sum + test.score, 0) / card.pruebas.length;
      expect(card.score).toBe(Math.round(mean));
    }
    expect(HERO_BADGES).toEqual(["Evaluación completada", "-85% tiempo de evaluación técnica tradicional"]);
  });
});

describe("claims", () => {
  it("keep the headline figures of section 1", () => {
    expect(MARKETING_CLAIMS.evaluationSpeed).toEqual({ value: "15x", label: "más rápido evaluando" });
    expect(STACK_COVERAGE_CLAIM.value).toBe("98%");
    expect(TECHNOLOGY_STATS.map((stat) => stat.value)).toEqual(["100+", "50+", "98%", "24/7"]);
    expect(EARLY_ACCESS_PILL).toBe("-100% Early Access");
  });

  it("list four product features, the API one with an asterisk", () => {
    expect(PRODUCT_FEATURES).toHaveLength(4);
    expect(
      PRODUCT_FEATURES.filter((feature) => feature.title.endsWith("*")).map((feature) => feature.title),
    ).toEqual(["Conexión por API*"]);
    expect(PRODUCT_FEATURES_FOOTNOTE.startsWith("*")).toBe(true);
  });

  it("promise four things in the contact section", () => {
    expect(CONTACT_BENEFITS).toHaveLength(4);
  });
});
