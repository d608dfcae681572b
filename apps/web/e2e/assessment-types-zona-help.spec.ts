import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import {
  ASSESSMENT_TYPES,
  FREQUENT_QUESTIONS,
  HELP_CATEGORIES,
  HOW_IT_WORKS_STEPS,
  helpQuestionHref,
  SAMPLE_FEEDBACK_NOTICE,
  SAMPLE_FEEDBACK_PDF,
  ZONA_MAX_SELECTED,
} from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import type { Locator, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { dismissCookieBanner, expect, gotoReady, test, untilStill } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const assessmentSection = (page: Page) => page.locator(`section#${HOME_ANCHORS.evaluationTypes}`);
const zonaSection = (page: Page) => page.locator(`section#${HOME_ANCHORS.zona}`);
const helpSection = (page: Page) => page.locator(`section#${HOME_ANCHORS.faq}`);
const howItWorksSection = (page: Page) => page.getByRole("region", { name: /pasos/ });
const typeCards = (page: Page) =>
  assessmentSection(page).getByRole("list", { name: "Tipos de evaluación" }).getByRole("listitem");

/** Scrolls through a section so that its cards fade in, and waits until every transition has finished. */
async function revealSection(page: Page, section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  for (const list of await section.locator("[data-reveal]").all()) {
    await list.scrollIntoViewIfNeeded();
    await expect(list).not.toHaveAttribute("data-reveal", "hidden");
  }
  await untilStill(page);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe("assessment types", () => {
  test("filter chips show the spec's counts and filter the cards", async ({ page }) => {
    await gotoReady(page, "/");
    const chips = assessmentSection(page)
      .getByRole("group", { name: "Filtrar por categoría" })
      .getByRole("button");
    await expect(chips).toHaveText(["Todos (9)", "Fundamentos (4)", "Código Real (3)", "Colaboración (2)"]);
    await expect(chips.first()).toHaveAttribute("aria-pressed", "true");
    await expect(typeCards(page)).toHaveCount(9);

    for (const [label, count] of [
      ["Fundamentos (4)", 4],
      ["Código Real (3)", 3],
      ["Colaboración (2)", 2],
      ["Todos (9)", 9],
    ] as const) {
      const chip = chips.filter({ hasText: label });
      await chip.click();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
      await expect(typeCards(page)).toHaveCount(count);
    }

    await chips.filter({ hasText: "Colaboración (2)" }).click();
    await expect(typeCards(page).getByRole("heading", { level: 3 })).toHaveText([
      "Revisión de PR",
      "Código limpio",
    ]);
  });

  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("each card shows its title, description and technical example", async ({ page }) => {
      await page.goto("/");
      for (const type of ASSESSMENT_TYPES) {
        const card = typeCards(page).filter({
          has: page.getByRole("heading", { name: type.title, exact: true }),
        });
        await expect(card).toContainText(type.description);
        await expect(card).toContainText(type.example);
        await expect(card.getByRole("button", { name: `Más información sobre ${type.title}` })).toBeVisible();
      }
    });
  });

  test("the detail modal explains a type, passes axe, and closes with Escape", async ({ page }) => {
    test.slow(); // axe on a long page takes a while on shared CI cores.
    await gotoReady(page, "/");
    const type = ASSESSMENT_TYPES.find((item) => item.id === "revision-pr");
    if (!type) throw new Error("revision-pr is missing from the domain");
    const info = page.getByRole("button", { name: `Más información sobre ${type.title}` });
    await info.click();
    const dialog = page.getByRole("dialog", { name: type.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Colaboración");
    await expect(dialog).toContainText(type.description);
    for (const heading of [
      "Qué evalúa técnicamente",
      "Valor para People y negocio",
      "Ejemplo técnico real",
    ]) {
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(dialog).toContainText(type.evaluation);
    await expect(dialog).toContainText(type.hrInsight);
    await expect(dialog).toContainText(type.example);
    await untilStill(page);

    // While the modal is open the rest of the page is inert, so the dialog is what a visitor can reach.
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  test("'Quiero probarlo' in the modal closes it and scrolls to pricing", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Más información sobre Código limpio" }).click();
    const dialog = page.getByRole("dialog", { name: "Código limpio" });
    await dialog.getByRole("button", { name: "Quiero probarlo" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${HOME_ANCHORS.pricing}$`));
    await expect(page.locator(`#${HOME_ANCHORS.pricing}`)).toBeInViewport();
  });

  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("'Quiero probarlo' links to /#precios", async ({ page }) => {
      await page.goto("/");
      await expect(assessmentSection(page).getByRole("link", { name: "Quiero probarlo" })).toHaveAttribute(
        "href",
        `/#${HOME_ANCHORS.pricing}`,
      );
    });
  });

  test("'Bajar feedback PDF' downloads a real PDF served as application/pdf", async ({ page, request }) => {
    await gotoReady(page, "/");
    const link = assessmentSection(page).getByRole("link", { name: "Bajar feedback PDF" });
    await expect(link).toHaveAttribute("href", SAMPLE_FEEDBACK_PDF.path);
    await expect(link).toHaveAttribute("download", SAMPLE_FEEDBACK_PDF.fileName);
    expect(SAMPLE_FEEDBACK_PDF.path.startsWith("/template-feedback-pdf/")).toBe(true);

    // The section is laid out before the click. Scrolled to straight from the top, the link lies below the section's
    // estimated height (content-visibility, styles.css): as the section takes its real height, the browser's scroll
    // anchoring keeps the next section still, the link leaves the viewport, and the click could land elsewhere (seen
    // on a loaded machine: focus on the link, no download).
    await revealSection(page, assessmentSection(page));
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(SAMPLE_FEEDBACK_PDF.fileName);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const response = await request.get(SAMPLE_FEEDBACK_PDF.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const served = await response.body();
    expect(served.equals(bytes)).toBe(true);
    // It is the generated sample report, not some other file.
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toBe(SAMPLE_FEEDBACK_NOTICE);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  });
});

test.describe("cards fade in on scroll", () => {
  test("a list below the fold fades in once scrolled to", async ({ page }) => {
    await gotoReady(page, "/");
    const list = assessmentSection(page).getByRole("list", { name: "Tipos de evaluación" });
    await expect(list).toHaveAttribute("data-reveal", "hidden");
    await expect(typeCards(page).first()).toHaveCSS("opacity", "0");
    await revealSection(page, assessmentSection(page));
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expect(typeCards(page).last()).toHaveCSS("opacity", "1");
  });

  test("nothing is hidden under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expect(typeCards(page).first()).toHaveCSS("opacity", "1");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every card is in the page and visible", async ({ page }) => {
      await page.goto("/");
      await expect(typeCards(page)).toHaveCount(ASSESSMENT_TYPES.length);
      await expect(typeCards(page).last()).toHaveCSS("opacity", "1");
      await expect(
        helpSection(page).getByRole("heading", { level: 3, name: "Tecnología y IA" }),
      ).toBeVisible();
      await expect(zonaSection(page).getByRole("button", { pressed: false })).toHaveCount(
        ASSESSMENT_TYPES.length,
      );
    });
  });
});

test.describe("how it works", () => {
  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("lists the steps and links to the features page", async ({ page }) => {
      await page.goto("/");
      const section = howItWorksSection(page);
      await expect(section.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
        HOW_IT_WORKS_STEPS.map((step) => step.title),
      );
      await expect(section.getByRole("link", { name: "Ver todas las características" })).toHaveAttribute(
        "href",
        "/caracteristicas",
      );
    });
  });
});

test.describe("Zona promo", () => {
  test("lets a candidate pick at most three tests and says so politely", async ({ page }) => {
    await gotoReady(page, "/");
    const section = zonaSection(page);
    const toggles = section.getByRole("list", { name: "Elige tus pruebas" }).getByRole("button");
    await expect(toggles).toHaveCount(9);
    const counter = section.getByTestId("zona-counter");
    await expect(counter).toHaveText(`0 / ${ZONA_MAX_SELECTED}`);

    for (let index = 0; index < ZONA_MAX_SELECTED; index++) {
      await toggles.nth(index).click();
      await expect(toggles.nth(index)).toHaveAttribute("aria-pressed", "true");
      await expect(counter).toHaveText(`${index + 1} / ${ZONA_MAX_SELECTED}`);
    }

    const status = section.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveText("");
    const fourth = toggles.nth(ZONA_MAX_SELECTED);
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-pressed", "false");
    await expect(counter).toHaveText(`${ZONA_MAX_SELECTED} / ${ZONA_MAX_SELECTED}`);
    await expect(status).toHaveText(
      `Puedes elegir hasta ${ZONA_MAX_SELECTED} pruebas. Quita una para elegir otra.`,
    );
    await expect(section.locator('[aria-pressed="true"]')).toHaveCount(ZONA_MAX_SELECTED);

    // Freeing a slot lets the fourth in.
    await toggles.first().click();
    await expect(toggles.first()).toHaveAttribute("aria-pressed", "false");
    await expect(status).toHaveText("");
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-pressed", "true");
    await expect(counter).toHaveText(`${ZONA_MAX_SELECTED} / ${ZONA_MAX_SELECTED}`);
  });

  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("says registration is needed and free, and links to /candidatos", async ({ page }) => {
      await page.goto("/");
      const section = zonaSection(page);
      await expect(section).toContainText("necesitas registrarte");
      await expect(section).toContainText("El registro es gratis.");
      await expect(section.getByRole("link", { name: "Entrar gratis en la Zona" })).toHaveAttribute(
        "href",
        "/candidatos",
      );
    });
  });
});

test.describe("help-centre teaser", () => {
  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the four categories with their questions and highlight, all linking to /faq", async ({
      page,
    }) => {
      await page.goto("/");
      const section = helpSection(page);
      const cards = section
        .getByRole("list", { name: "Categorías del centro de ayuda" })
        .getByRole("article");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
        "Tecnología y IA",
        "Seguridad y Cumplimiento",
        "Proceso y Resultados",
        "ROI y Ahorro",
      ]);
      for (const category of HELP_CATEGORIES) {
        const card = cards.filter({ has: page.getByRole("heading", { name: category.title, exact: true }) });
        await expect(card).toContainText(category.highlight);
        const links = card.getByRole("link");
        await expect(links).toHaveText(category.questions.map((question) => question.question));
        for (const [index, question] of category.questions.entries()) {
          await expect(links.nth(index)).toHaveAttribute("href", helpQuestionHref(question));
        }
      }
      for (const question of FREQUENT_QUESTIONS) {
        await expect(section.getByRole("link", { name: question.question })).toHaveAttribute(
          "href",
          helpQuestionHref(question),
        );
      }
      await expect(section.getByRole("link", { name: "Ver todas las preguntas" })).toHaveAttribute(
        "href",
        "/faq",
      );

      const faqLinks = section.locator('a[href^="/faq"]');
      const questionCount = HELP_CATEGORIES.reduce((sum, category) => sum + category.questions.length, 0);
      await expect(faqLinks).toHaveCount(questionCount + FREQUENT_QUESTIONS.length + 1);
    });
  });

  test("'Ver todas las preguntas' opens the help centre", async ({ page }) => {
    await gotoReady(page, "/");
    await helpSection(page).getByRole("link", { name: "Ver todas las preguntas" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the security and privacy banner", async ({ page }) => {
      await page.goto("/");
      const banner = helpSection(page).getByTestId("security-banner");
      await expect(banner.getByRole("heading", { name: "Seguridad y privacidad" })).toBeVisible();
      await expect(banner.getByRole("list", { name: "Certificaciones" }).getByRole("listitem")).toHaveText([
        "ISO 27001",
        "GDPR Compliant",
      ]);
    });
  });

  test("closing actions scroll to pricing and to contact", async ({ page }) => {
    await gotoReady(page, "/");
    const section = helpSection(page);
    const tryIt = section.getByRole("link", { name: "Pruébalo" });
    const demo = section.getByRole("link", { name: "Solicitar demo" });
    await expect(tryIt).toHaveAttribute("href", `/#${HOME_ANCHORS.pricing}`);
    await expect(demo).toHaveAttribute("href", `/#${HOME_ANCHORS.contact}`);

    await demo.click();
    await expect(page).toHaveURL(new RegExp(`/#${HOME_ANCHORS.contact}$`));
    await expect(page.locator(`#${HOME_ANCHORS.contact}`)).toBeInViewport();

    await section.scrollIntoViewIfNeeded();
    await tryIt.click();
    await expect(page).toHaveURL(new RegExp(`/#${HOME_ANCHORS.pricing}$`));
    await expect(page.locator(`#${HOME_ANCHORS.pricing}`)).toBeInViewport();
  });
});

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the four sections have no WCAG 2.2 AA violations (${theme} theme)`, async ({ page }) => {
      test.slow(); // axe on a long page takes a while on shared CI cores.
      await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
      await gotoReady(page, "/");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const sections = [
        assessmentSection(page),
        howItWorksSection(page),
        zonaSection(page),
        helpSection(page),
      ];
      for (const section of sections) await revealSection(page, section);
      // A refused fourth pick shows the live message, which must pass too.
      const toggles = zonaSection(page).getByRole("list", { name: "Elige tus pruebas" }).getByRole("button");
      for (let index = 0; index <= ZONA_MAX_SELECTED; index++) await toggles.nth(index).click();

      const results = await new AxeBuilder({ page })
        .include(`#${HOME_ANCHORS.evaluationTypes}`)
        .include('section[aria-labelledby="how-it-works-heading"]')
        .include(`#${HOME_ANCHORS.zona}`)
        .include(`#${HOME_ANCHORS.faq}`)
        .withTags(WCAG_TAGS)
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
