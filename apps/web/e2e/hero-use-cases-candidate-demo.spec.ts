import AxeBuilder from "@axe-core/playwright";
import { BRAND } from "@nivelia/domain/brand";
import {
  CANDIDATE_MODAL_BENEFITS,
  CANDIDATE_SEARCH_PAGINATION,
  CANDIDATE_SEARCH_STATS,
  CUSTOM_USE_CASE_CARD,
  candidateNextHireTitle,
  DEMO_CANDIDATES,
  demoVideoFromUrl,
  HERO_BADGES,
  HERO_EVALUATIONS,
  HERO_EVALUATIONS_IN_PROGRESS,
  MATCH_EXPLAINER_POINTS,
  MATCH_EXPLAINER_TITLE,
  USE_CASE_POPULAR_LABEL,
  USE_CASES,
} from "@nivelia/domain/content";
import { FORM_MESSAGES } from "@nivelia/domain/forms";
import { CANDIDATE_DEMO_ANCHOR, HOME_ANCHORS } from "@nivelia/domain/site";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { dismissCookieBanner, expect, gotoReady, test, untilStill } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** A dialog's code loads on first use; the shared test machine can be slow to fetch it. */
const FIRST_LOAD_TIMEOUT = 15_000;
/**
 * The demo video the build under test was configured with (the same variable the web build reads), if any. Tests
 * tagged @video need one: `npm test` runs them on a second build that has it (tooling/bootstrap/test.mjs).
 */
const DEMO_VIDEO = demoVideoFromUrl(process.env.VITE_DEMO_VIDEO_URL);
const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
const VIDEO_PAGE_ORIGIN = "https://www.youtube.com";

/** The test machine has no internet: the video hosts answer with a stub page. */
async function stubVideoHosts(context: BrowserContext): Promise<void> {
  for (const origin of [VIDEO_EMBED_ORIGIN, VIDEO_PAGE_ORIGIN]) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Vídeo</title><p>Vídeo</p>" }),
    );
  }
}

async function openHome(page: Page): Promise<void> {
  await dismissCookieBanner(page);
  await gotoReady(page, "/");
}

/**
 * Consent is stored from the page itself: an init script would also run inside the video's cross-origin frame,
 * where reading localStorage is denied and logs a console error.
 */
async function openHomeForVideo(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(() => {
    window.localStorage.setItem("cookieConsent", "true");
    window.localStorage.setItem(
      "cookiePreferences",
      JSON.stringify({
        necessary: true,
        functional: false,
        analytics: false,
        savedAt: new Date().toISOString(),
      }),
    );
  });
  await gotoReady(page, "/");
}

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  expect(results.violations).toEqual([]);
}

function useCasesSection(page: Page): Locator {
  return page.locator(`#${HOME_ANCHORS.useCases}`);
}

function demoSection(page: Page): Locator {
  return page.getByRole("region", { name: "Encuentra candidatos con el nivel técnico ya verificado" });
}

async function openUseCase(page: Page, title: string): Promise<Locator> {
  await useCasesSection(page).getByRole("button", { name: title }).click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  // The title (the dialog's name) changes as the modal navigates across the cases.
  return page.getByRole("dialog");
}

test.describe("hero", () => {
  test("'Pruébalo' goes to the pricing anchor", async ({ page }) => {
    await openHome(page);
    await page.locator(`#${HOME_ANCHORS.hero}`).getByRole("link", { name: "Pruébalo" }).click();
    await expect(page).toHaveURL(new RegExp(`#${HOME_ANCHORS.pricing}$`));
    await expect(page.locator(`#${HOME_ANCHORS.pricing}`)).toBeInViewport();
  });

  test("without a configured video, 'Ver demo (2 min)' and 'Ver vídeo' lead to the interactive demo", async ({
    page,
  }) => {
    test.skip(DEMO_VIDEO !== null, "the build has a demo video");
    await openHome(page);
    const hero = page.locator(`#${HOME_ANCHORS.hero}`);
    const link = hero.getByRole("link", { name: /^Ver demo \(2 min\)/ });
    await expect(link).toHaveAttribute("href", `#${CANDIDATE_DEMO_ANCHOR}`);
    await expect(link).not.toHaveAttribute("target");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${CANDIDATE_DEMO_ANCHOR}$`));
    await expect(demoSection(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("button", { name: "Ver vídeo" }).click();
    await expect(demoSection(page)).toBeInViewport();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("'Ver demo (2 min)' opens the demo video in a new tab @video", async ({ page, context }) => {
    test.skip(DEMO_VIDEO === null, "no demo video configured (VITE_DEMO_VIDEO_URL)");
    if (!DEMO_VIDEO) return;
    await stubVideoHosts(context);
    await openHome(page);
    const link = page.getByRole("link", { name: /^Ver demo \(2 min\)/ });
    await expect(link).toHaveAttribute("href", DEMO_VIDEO.watchUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(DEMO_VIDEO.watchUrl);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the video modal autoplays the embed, closes on the button or the backdrop and then unmounts @video", async ({
    page,
    context,
  }) => {
    test.skip(DEMO_VIDEO === null, "no demo video configured (VITE_DEMO_VIDEO_URL)");
    if (!DEMO_VIDEO) return;
    // Axe runs and lazy dialog loads take longer than the default budget on a busy machine.
    test.slow();
    await stubVideoHosts(context);
    await openHomeForVideo(page);
    const hero = page.locator(`#${HOME_ANCHORS.hero}`);
    await hero.getByRole("button", { name: "Ver vídeo" }).click();
    const dialog = page.getByRole("dialog", { name: `Demo de ${BRAND.productName} en 2 minutos` });
    await expect(dialog).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", DEMO_VIDEO.embedUrl);
    expect(DEMO_VIDEO.embedUrl).toContain("autoplay=1");
    await expectNoAxeViolations(page, '[role="dialog"]');

    await dialog.getByRole("button", { name: "Cerrar el vídeo" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(hero.getByRole("button", { name: "Ver vídeo" })).toBeFocused();

    await hero.getByRole("button", { name: "Ver vídeo" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);

    await hero.getByRole("button", { name: "Ver vídeo" }).click();
    await expect(dialog).toBeVisible();
    // Focus is on the close button, never inside the embed, whose frame would swallow the Escape key.
    await expect(dialog.getByRole("button", { name: "Cerrar el vídeo" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the mock dashboard of evaluations in progress with both badges", async ({ page }) => {
      await page.goto("/");
      const dashboard = page.getByRole("region", { name: "Panel de evaluaciones en curso (ejemplo)" });
      await expect(dashboard).toContainText(`${HERO_EVALUATIONS_IN_PROGRESS}evaluaciones en curso`);
      for (const evaluation of HERO_EVALUATIONS) {
        const card = dashboard.getByRole("listitem").filter({ hasText: evaluation.name });
        await expect(card).toContainText(evaluation.test);
        await expect(card).toContainText(`${evaluation.score}%`);
        for (const prueba of evaluation.pruebas) await expect(card).toContainText(prueba.nombre);
      }
      for (const badge of HERO_BADGES) await expect(page.getByText(badge, { exact: true })).toBeVisible();
    });
  });

  test("the hero text is in the prerendered HTML and visible without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const title = page.getByRole("heading", { level: 1, name: "Entrevistas técnicas automatizadas con IA" });
    await expect(title).toBeVisible();
    await expect(title).toHaveCSS("opacity", "1");
    await expect(page.getByRole("link", { name: "Pruébalo" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Ver demo \(2 min\)/ })).toBeVisible();
    await expect(page.getByText(HERO_BADGES[0], { exact: true })).toBeVisible();
    await context.close();
  });

  test("below the fold the dashboard fades in once 10% of it scrolls into view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await openHome(page);
    const wrapper = page
      .getByRole("region", { name: "Panel de evaluaciones en curso (ejemplo)" })
      .locator("..");
    await expect(wrapper).toHaveCSS("opacity", "0");
    await wrapper.scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveCSS("opacity", "1");
  });

  test("nothing is hidden for an entrance animation under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 500 });
    await openHome(page);
    const wrapper = page
      .getByRole("region", { name: "Panel de evaluaciones en curso (ejemplo)" })
      .locator("..");
    await expect(wrapper).toHaveCSS("opacity", "1");
    await expect(useCasesSection(page).getByRole("listitem").last()).toHaveCSS("opacity", "1");
  });
});

test.describe("use cases", () => {
  test("five cards, the first 'Más popular', and a sixth card to the contact anchor", async ({ page }) => {
    await openHome(page);
    const section = useCasesSection(page);
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(USE_CASES.length + 1);
    for (const useCase of USE_CASES) {
      await expect(section.getByRole("button", { name: useCase.title })).toBeVisible();
    }
    await expect(cards.first()).toContainText(USE_CASE_POPULAR_LABEL);
    await expect(section.getByText(USE_CASE_POPULAR_LABEL, { exact: true })).toHaveCount(1);
    const custom = section.getByRole("link", {
      name: new RegExp(CUSTOM_USE_CASE_CARD.title.replace("?", "\\?")),
    });
    await expect(custom).toHaveAttribute("href", `/#${HOME_ANCHORS.contact}`);
    await custom.click();
    await expect(page).toHaveURL(new RegExp(`#${HOME_ANCHORS.contact}$`));
    await expect(page.locator(`#${HOME_ANCHORS.contact}`)).toBeInViewport();
  });

  test("cards highlight on hover and fade in as they scroll into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openHome(page);
    const lastCard = useCasesSection(page).getByRole("listitem").last();
    await expect(lastCard).toHaveCSS("opacity", "0");
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveCSS("opacity", "1");
    const card = useCasesSection(page).getByRole("button", { name: USE_CASES[1]?.title ?? "" });
    const before = await card.evaluate((element) => getComputedStyle(element).borderColor);
    await card.hover();
    await expect
      .poll(() => card.evaluate((element) => getComputedStyle(element).borderColor))
      .not.toBe(before);
  });

  test("the modal shows the whole case and navigates across the five with the ends disabled", async ({
    page,
  }) => {
    // Axe runs and lazy dialog loads take longer than the default budget on a busy machine.
    test.slow();
    await openHome(page);
    const first = USE_CASES[0];
    if (!first) throw new Error("no use cases");
    const dialog = await openUseCase(page, first.title);
    await expect(dialog).toContainText(first.persona.role);
    for (const department of first.departments) await expect(dialog).toContainText(department.name);
    await expect(dialog).toContainText(first.painPoint);
    await expect(dialog).toContainText(first.story);
    for (const question of first.questions) await expect(dialog).toContainText(question);
    await expect(dialog).toContainText(first.solution);
    for (const benefit of first.benefits) await expect(dialog).toContainText(benefit);
    for (const stat of first.stats) await expect(dialog).toContainText(`${stat.label}${stat.value}`);
    await expectNoAxeViolations(page, '[role="dialog"]');

    const previous = dialog.getByRole("button", { name: "Caso de uso anterior" });
    const next = dialog.getByRole("button", { name: "Leer siguiente caso de uso" });
    await expect(dialog.getByText("1 / 5", { exact: true })).toBeVisible();
    await expect(previous).toBeDisabled();
    for (const [index, useCase] of USE_CASES.entries()) {
      if (index === 0) continue;
      await next.click();
      await expect(dialog.getByRole("heading", { name: useCase.title })).toBeVisible();
      await expect(dialog.getByText(`${index + 1} / 5`, { exact: true })).toBeVisible();
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(previous).toBeFocused();
    await previous.click();
    await expect(dialog.getByText("4 / 5", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("each case's main button has its label; cases 1-3 offer 'Ver calculadora'", async ({ page }) => {
    await openHome(page);
    const dialog = await openUseCase(page, USE_CASES[0]?.title ?? "");
    const labels = [
      `Usar ${BRAND.productName}`,
      "Evaluar squad externo",
      "Mapear mi equipo",
      "Buscar talento verificado",
      "Entrenar gratis",
    ];
    for (const [index, label] of labels.entries()) {
      await expect(dialog.getByText(`${index + 1} / 5`, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("link", { name: label })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Ver calculadora" })).toHaveCount(index < 3 ? 1 : 0);
      if (index < labels.length - 1)
        await dialog.getByRole("button", { name: "Leer siguiente caso de uso" }).click();
    }
  });

  test("a case 1-4 button closes the modal and scrolls to #precios", async ({ page }) => {
    await openHome(page);
    const dialog = await openUseCase(page, USE_CASES[1]?.title ?? "");
    await dialog.getByRole("link", { name: "Evaluar squad externo" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/#${HOME_ANCHORS.pricing}$`));
    await expect(page.locator(`#${HOME_ANCHORS.pricing}`)).toBeInViewport();
  });

  test("case 5's button goes to /candidatos", async ({ page }) => {
    await openHome(page);
    const dialog = await openUseCase(page, USE_CASES[4]?.title ?? "");
    await dialog.getByRole("link", { name: "Entrenar gratis" }).click();
    await expect(page).toHaveURL(/\/candidatos$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Ver calculadora' closes the modal and scrolls to the calculator", async ({ page }) => {
    await openHome(page);
    const dialog = await openUseCase(page, USE_CASES[2]?.title ?? "");
    await dialog.getByRole("link", { name: "Ver calculadora" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${HOME_ANCHORS.calculator}$`));
    await expect(page.locator(`#${HOME_ANCHORS.calculator}`)).toBeInViewport();
  });
});

test.describe("candidate-search demo", () => {
  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the search box, 'Filters', four stat tiles, four candidates and the pagination", async ({
      page,
    }) => {
      await page.goto("/");
      const section = demoSection(page);
      await expect(section.getByRole("button", { name: "Filters" })).toBeVisible();
      await expect(section.getByRole("button", { name: /Buscar por tecnología/ })).toBeVisible();
      for (const stat of CANDIDATE_SEARCH_STATS)
        await expect(section).toContainText(`${stat.label}${stat.value}`);
      const list = section.getByRole("list", { name: "Candidatos de ejemplo" });
      await expect(list.getByRole("listitem")).toHaveCount(4);
      for (const candidate of DEMO_CANDIDATES) {
        const row = list.getByRole("listitem").filter({ hasText: candidate.role });
        await expect(row).toContainText(candidate.experience);
        await expect(row).toContainText(candidate.location);
        await expect(row).toContainText(candidate.available ? "Disponible" : "No disponible ahora");
        await expect(row).toContainText(`${candidate.score}%`);
        for (const technology of candidate.technologies) await expect(row).toContainText(technology);
        await expect(row.getByRole("button", { name: /^Match/ })).toBeVisible();
      }
      await expect(section.getByText(CANDIDATE_SEARCH_PAGINATION, { exact: true })).toBeVisible();
    });
  });

  test("a candidate opens the 'next hire' modal, whose button opens the access request", async ({ page }) => {
    // Axe runs and lazy dialog loads take longer than the default budget on a busy machine.
    test.slow();
    await openHome(page);
    const candidate = DEMO_CANDIDATES[1];
    if (!candidate) throw new Error("no demo candidates");
    await demoSection(page)
      .getByRole("button", { name: new RegExp(`^${candidate.role}`) })
      .click();
    const dialog = page.getByRole("dialog", { name: candidateNextHireTitle(candidate.name) });
    await expect(dialog).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    for (const benefit of CANDIDATE_MODAL_BENEFITS) await expect(dialog).toContainText(benefit.title);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole("button", { name: "Solicitar acceso" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("dialog", { name: "Solicita acceso a la búsqueda de talento" }),
    ).toBeVisible();
  });

  test("'Match' opens the explainer with a local animation; 'Entendido', close and 'Ver precios' work", async ({
    page,
  }) => {
    // Axe runs and lazy dialog loads take longer than the default budget on a busy machine.
    test.slow();
    await openHome(page);
    const match = demoSection(page)
      .getByRole("button", { name: /^Match/ })
      .first();
    await match.click();
    const dialog = page.getByRole("dialog", { name: MATCH_EXPLAINER_TITLE });
    await expect(dialog).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    for (const point of MATCH_EXPLAINER_POINTS) await expect(dialog).toContainText(point.title);
    const image = dialog.getByRole("img");
    const src = await image.getAttribute("src");
    expect(src?.startsWith("/")).toBe(true);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, '[role="dialog"]');

    await dialog.getByRole("button", { name: "Entendido" }).click();
    await expect(dialog).toBeHidden();
    await match.click();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await match.click();
    await dialog.getByRole("link", { name: "Ver precios" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${HOME_ANCHORS.pricing}$`));
    await expect(page.locator(`#${HOME_ANCHORS.pricing}`)).toBeInViewport();
  });

  test("the access request: consent gate, Spanish messages, no call, closes and scrolls to #contacto", async ({
    page,
  }) => {
    // Axe runs and lazy dialog loads take longer than the default budget on a busy machine.
    test.slow();
    await openHome(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/v1/")) requests.push(request.url());
    });
    await demoSection(page).getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Solicita acceso a la búsqueda de talento" });
    await expect(dialog).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
    const submit = dialog.getByRole("button", { name: "Solicitar acceso" });
    const consent = dialog.getByRole("switch", { name: "Acepto la política de privacidad" });
    const policy = dialog.getByRole("link", { name: /política de privacidad/ });
    await expect(policy).toHaveAttribute("href", "/privacidad");
    await expect(policy).toHaveAttribute("target", "_blank");
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, '[role="dialog"]');

    await consent.click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText(FORM_MESSAGES.required)).toHaveCount(3);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByLabel("Nombre").fill("Marta Gil");
    await dialog.getByLabel("Empresa").fill("Acme");
    await dialog.getByLabel("Email corporativo").fill("marta@");
    await submit.click();
    await expect(dialog.getByText(FORM_MESSAGES.invalidEmail)).toBeVisible();
    await dialog.getByLabel("Email corporativo").fill("marta@acme.es");
    await dialog.getByLabel("¿Qué talento quieres evaluar? (opcional)").fill("Backend Java");
    await submit.click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${HOME_ANCHORS.contact}$`));
    await expect(page.locator(`#${HOME_ANCHORS.contact}`)).toBeInViewport();
    expect(requests).toEqual([]);

    await demoSection(page)
      .getByRole("button", { name: /Buscar por tecnología/ })
      .click();
    await expect(dialog).toBeVisible();
    await expect(consent).not.toBeChecked();
    await expect(submit).toBeDisabled();
  });

  test("the three sections have no WCAG 2.2 AA violations", async ({ page }) => {
    // Axe runs and lazy dialog loads take longer than the default budget on a busy machine.
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await expectNoAxeViolations(page, `#${HOME_ANCHORS.hero}`);
    await expectNoAxeViolations(page, `#${HOME_ANCHORS.useCases}`);
    await expectNoAxeViolations(page, '[aria-labelledby="candidate-demo-title"]');
  });
});
