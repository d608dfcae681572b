import AxeBuilder from "@axe-core/playwright";
import { BRAND } from "@nivelia/domain/brand";
import { CHECKOUT_STATUS_TEXTS, HELP_QUESTIONS, helpQuestionHref } from "@nivelia/domain/content";
import { TOASTS } from "@nivelia/domain/forms";
import { sitePage } from "@nivelia/domain/site/pages";
import type { Page } from "@playwright/test";
import { dismissCookieBanner, expect, fillContactForm, gotoReady, test, untilStill } from "./fixtures";
import { teamMessageMentioning } from "./mailbox";
import { PRODUCT_PAGES } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The text of the prerendered page's <main>, without scripts, as a search engine reads it before any JavaScript. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

async function expectNoAxeViolations(page: Page): Promise<void> {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(found).toEqual([]);
}

test.describe("product, pricing and help pages", () => {
  for (const item of PRODUCT_PAGES) {
    test(`${item.path}: prerendered content, heading, title, no console error, axe clean`, async ({
      page,
      request,
    }) => {
      const response = await request.get(item.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(`${sitePage(item.path).title} | ${BRAND.productName}`);
      const words = mainText(html).split(" ").length;
      expect(words, `words in the prerendered <main> of ${item.path}`).toBeGreaterThanOrEqual(item.minWords);
      expect(html.includes('name="robots" content="noindex'), "noindex meta").toBe(item.noindex === true);

      await dismissCookieBanner(page);
      // Cards that fade in on scroll would be measured half-transparent; axe checks the settled page.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoReady(page, item.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading);
      await expect(page).toHaveTitle(titleOf(html));
      await expectNoAxeViolations(page);
    });
  }

  test("every page has its own title, and the internal pages stay out of the sitemap", async ({
    request,
  }) => {
    const titles = await Promise.all(
      PRODUCT_PAGES.map(async (item) => titleOf(await (await request.get(item.path)).text())),
    );
    expect(new Set(titles).size).toBe(PRODUCT_PAGES.length);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const item of PRODUCT_PAGES) {
      expect(sitemap.includes(`<loc>${BRAND.siteUrl}${item.path}</loc>`), item.path).toBe(!item.noindex);
    }
  });
});

test.describe("help centre", () => {
  const gdpr = HELP_QUESTIONS.find((question) => question.id === "cumplimiento-gdpr");
  if (!gdpr) throw new Error("the GDPR question is missing");

  test("search filters questions and answers as you type, without accents, and says when nothing matches", async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, "/faq");
    const search = page.getByRole("searchbox", { name: "Buscar en las preguntas y respuestas" });
    const count = page.getByTestId("faq-result-count");
    const questions = page.locator("main details");
    await expect(count).toHaveText(`${HELP_QUESTIONS.length} preguntas`);
    await expect(questions.filter({ visible: true })).toHaveCount(HELP_QUESTIONS.length);

    // 'rectificación' appears only in the GDPR answer; typed without its accent and in capitals.
    await search.pressSequentially("RECTIFICACION");
    await expect(count).toHaveText(`1 pregunta encontrada de ${HELP_QUESTIONS.length}`);
    await expect(questions.filter({ visible: true })).toHaveCount(1);
    await expect(page.locator(`#${gdpr.id}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Seguridad y Cumplimiento" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Tecnología y IA" })).toBeHidden();

    await search.fill("zanahoria cuántica");
    await expect(page.getByText("Ninguna pregunta ni respuesta contiene «zanahoria cuántica»")).toBeVisible();
    await expect(questions.filter({ visible: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Borrar búsqueda" }).click();
    await expect(search).toHaveValue("");
    await expect(questions.filter({ visible: true })).toHaveCount(HELP_QUESTIONS.length);
  });

  test("a deep link opens its answer", async ({ page }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, helpQuestionHref(gdpr));
    const answer = page.locator(`#${gdpr.id}`);
    await expect(answer).toHaveAttribute("open", "");
    await expect(answer.getByText(gdpr.answer)).toBeVisible();
    await expect(page.locator("main details[open]")).toHaveCount(1);
  });

  test("the landing's teaser links straight to an answer, which opens", async ({ page }) => {
    const frequent = HELP_QUESTIONS.find((question) => question.teaser === "frequent");
    if (!frequent) throw new Error("no frequent question");
    await dismissCookieBanner(page);
    await gotoReady(page, "/");
    await page.locator("#faq").getByRole("link", { name: frequent.question }).click();
    await expect(page).toHaveURL(new RegExp(`/faq#${frequent.id}$`));
    await expect(page.locator(`#${frequent.id}`)).toHaveAttribute("open", "", { timeout: 10_000 });
  });
});

test.describe("access and pricing dialogs", () => {
  test("/precios: the Early Access card opens the beta dialog and the comparison lists every plan", async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, "/precios");
    const table = page.getByRole("table", { name: "Compara los planes" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Característica",
      "Early Access",
      "Enterprise",
      "Modular",
    ]);
    await page.locator("#precios").getByRole("button", { name: "Solicitar acceso gratuito" }).click();
    await expect(page.getByRole("dialog", { name: "Solicita acceso gratuito a la beta" })).toBeVisible();
  });

  test("/early-access opens the beta form and /prueba-gratis the free-trial form", async ({ page }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, "/early-access");
    await page.getByRole("button", { name: "Solicitar acceso gratuito" }).first().click();
    await expect(page.getByRole("dialog", { name: "Solicita acceso gratuito a la beta" })).toBeVisible();

    await gotoReady(page, "/prueba-gratis");
    await page.getByRole("button", { name: "Pruébanos gratis sin compromiso" }).first().click();
    await expect(page.getByRole("dialog", { name: "Prueba gratis sin compromiso" })).toBeVisible();
  });
});

test.describe("/success", () => {
  test("rejects a malformed session id without asking the API", async ({ page }) => {
    let lookups = 0;
    await page.route("**/v1/checkout/sessions/**", async (route) => {
      lookups += 1;
      await route.continue();
    });
    await dismissCookieBanner(page);
    await gotoReady(page, "/success?session_id=cs_123%3Cscript%3E");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_STATUS_TEXTS.none.title);
    await expect(page.getByText(CHECKOUT_STATUS_TEXTS.none.description)).toBeVisible();
    expect(lookups).toBe(0);
  });
});

test.describe("/contacto", () => {
  test("the contact form delivers through the API with form type 'contact'", async ({ page }) => {
    const name = `Elena ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
    await dismissCookieBanner(page);
    await gotoReady(page, "/contacto");
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    await fillContactForm(form, name);

    const sent = page.waitForResponse((response) => response.url().endsWith("/v1/send-email"));
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ formType: "contact" });
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: TOASTS.contact.success.title }),
    ).toBeVisible();

    const mail = await teamMessageMentioning(name);
    expect(mail).toContain("Formulario de la p");
  });
});

test.describe("/candidatos", () => {
  test("a developer signs up for the Zona through the API with form type 'candidates'", async ({ page }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, "/candidatos");
    await page.getByRole("link", { name: "Registrarme gratis" }).click();
    const form = page.getByRole("form", { name: "Registro en la Zona" });
    await form.getByRole("button", { name: "Registrarme gratis" }).click();
    await expect(form.getByText("Debes aceptar la política de privacidad para continuar")).toBeVisible();
    await form.getByLabel("Nombre").fill("Íñigo Núñez");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("inigo@correo.es");
    await form.getByLabel(/tecnología quieres practicar/).fill("Go");
    await form.getByRole("checkbox", { name: /política de privacidad/ }).click();

    const sent = page.waitForResponse((response) => response.url().endsWith("/v1/send-email"));
    await form.getByRole("button", { name: "Registrarme gratis" }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      formType: "candidates",
      formData: { name: "Íñigo Núñez", email: "inigo@correo.es", technology: "Go" },
    });
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "¡Ya estás en la lista!" }),
    ).toBeVisible();
    await expect(form.getByRole("status")).toBeFocused();
    await expect(form.getByRole("status")).toContainText("¡Ya estás en la lista!");
    await expect(form.getByLabel("Nombre")).toHaveValue("");
  });
});
