import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { FORM_MESSAGES } from "@nivelia/domain/forms";
import { sitePage } from "@nivelia/domain/site";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../playwright.config";
import { LOGIC_TEST_QUESTIONS } from "../src/content/tools/logic-test-quiz";
import { dismissCookieBanner, expect, gotoReady, test } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const MAILBOX = join(E2E_DATA_DIR, "mailbox");

/** The tool pages with their h1 (the content modules' headings). */
const PAGES = [
  { path: "/tools", heading: "Herramientas gratuitas para la selección técnica" },
  { path: "/tools/tech-profile", heading: "Perfil de tecnología" },
  { path: "/tools/logic-test", heading: "Test de lógica" },
  { path: "/tools/redactor", heading: "Redactor de ofertas técnicas" },
  { path: "/tools/parser-cv", heading: "Analizador de CV" },
  { path: "/verify", heading: "Verificar un informe de feedback" },
] as const;

/** Words of the prerendered <main>, scripts and tags left out: what a crawler reads before any JavaScript runs. */
function mainWords(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(found).toEqual([]);
}

async function open(page: Page, url: string): Promise<void> {
  await dismissCookieBanner(page);
  await gotoReady(page, url);
}

test.describe("tool pages", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is prerendered with its heading, title and content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const page = sitePage(path);
      expect(html).toContain(`<title>${page.title} | Nivelia</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(mainWords(html).length, "words in the prerendered <main>").toBeGreaterThan(350);
    });

    test(`${path} passes axe and logs no error`, async ({ page }) => {
      test.slow(); // axe on a long page takes a while on shared cores.
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("every tool page has a title of its own", () => {
    const titles = PAGES.map(({ path }) => sitePage(path).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("the index links every tool", async ({ page }) => {
    await open(page, "/tools");
    const list = page.getByRole("main");
    for (const { path } of PAGES.slice(1)) {
      await expect(list.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
  });
});

test.describe("tech profile", () => {
  test("finds Kubernetes by 'k8s' and shows its card with a shareable address", async ({ page }) => {
    await open(page, "/tools/tech-profile");
    await page.getByRole("searchbox", { name: "Tecnología" }).fill("k8s");
    await expect(page.getByRole("list", { name: "Sugerencias" }).getByRole("link").first()).toContainText(
      "Kubernetes",
    );
    await page.getByRole("button", { name: "Ver ficha" }).click();
    const card = page.locator('article[data-technology="kubernetes"]');
    await expect(card.getByRole("heading", { name: "Kubernetes", level: 3 })).toBeFocused();
    await expect(page).toHaveURL(/\?t=kubernetes$/);
    await expect(card).toContainText("Año de creación");
    await expect(card).toContainText("Curiosidades");
  });

  test("?t=kubernetes opens the card, and a related technology opens its own", async ({ page }) => {
    await open(page, "/tools/tech-profile?t=kubernetes");
    const card = page.locator('article[data-technology="kubernetes"]');
    await expect(card.getByRole("heading", { name: "Kubernetes" })).toBeVisible();
    for (const term of ["Familia", "Año de creación", "Creador", "Versión actual", "Popularidad"]) {
      await expect(card.getByRole("term").filter({ hasText: term })).toBeVisible();
    }
    await expect(card.getByRole("heading", { name: "Stacks en los que aparece" })).toBeVisible();
    await card.getByRole("link", { name: "Docker" }).first().click();
    await expect(page).toHaveURL(/\?t=docker$/);
    await expect(page.locator('article[data-technology="docker"]')).toBeVisible();
  });

  test("corrects a typo and reports an unknown technology", async ({ page }) => {
    await open(page, "/tools/tech-profile");
    const search = page.getByRole("searchbox", { name: "Tecnología" });
    await search.fill("pyhton");
    await search.press("Enter");
    await expect(page.locator('article[data-technology="python"]')).toBeVisible();
    await search.fill("zzqqxx");
    await search.press("Enter");
    await expect(page.getByRole("alert")).toContainText("No encontramos «zzqqxx»");
  });
});

/** The e-mail in the mailbox that mentions the text (quoted-printable soft breaks joined). */
async function messageMentioning(text: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = await readdir(MAILBOX).catch(() => [] as string[]);
        for (const file of files.filter((entry) => entry.endsWith(".eml"))) {
          const message = (await readFile(join(MAILBOX, file), "utf8")).replace(/=\r?\n/g, "");
          const to = /^To: (.*)$/m.exec(message)?.[1] ?? "";
          if (message.includes(text) && !to.includes(text)) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to the team mentioning ${text}` },
    )
    .toBe(true);
  return found;
}

test.describe("logic test", () => {
  test("can be finished, scores '6 de 10' and sends the result as logicTest", async ({ page }) => {
    test.slow();
    await open(page, "/tools/logic-test");
    await page.getByRole("switch", { name: /Cronómetro/ }).click();
    await expect(page.getByRole("timer")).toBeVisible();
    for (const [index, question] of LOGIC_TEST_QUESTIONS.entries()) {
      await expect(page.getByRole("heading", { name: `Pregunta ${index + 1} de 10` })).toBeVisible();
      const wrong = question.options.find((option) => option.id !== question.answerId);
      const pick = index < 6 ? question.answerId : wrong?.id;
      const option = question.options.find((candidate) => candidate.id === pick);
      await page.getByRole("radio", { name: option?.text ?? "", exact: true }).check();
      await page.getByRole("button", { name: "Comprobar respuesta" }).click();
      await expect(page.getByRole("status").filter({ hasText: question.explanation })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: question.explanation })).toContainText(
        index < 6 ? "¡Correcto!" : "No es correcto",
      );
      await page
        .getByRole("button", { name: index === 9 ? "Ver mi resultado" : "Siguiente pregunta" })
        .click();
    }
    await expect(page.getByRole("heading", { name: "Tu resultado", exact: true })).toBeFocused();
    await expect(page.getByText("6 de 10", { exact: true })).toBeVisible();
    await expect(page.getByText("Buena base, con margen de mejora")).toBeVisible();
    await expect(page.getByText(/^Tiempo empleado: \d+:\d\d\.$/)).toBeVisible();

    const email = `test-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const form = page.getByRole("form", { name: "Recibe tu resultado por correo" });
    await form.getByLabel("Tu correo electrónico").fill("no-es-un-correo");
    await expect(form.getByRole("button", { name: "Enviar mi resultado" })).toBeDisabled();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar mi resultado" }).click();
    await expect(form.getByText(FORM_MESSAGES.invalidEmail)).toBeVisible();
    await form.getByLabel("Tu correo electrónico").fill(email);
    await form.getByRole("button", { name: "Enviar mi resultado" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Resultado enviado" })).toBeVisible();
    const message = await messageMentioning(email);
    expect(message).toContain("Solicitud del test de l");
    expect(message).toContain("6 de 10");
    expect(message).toContain("logicTest");
  });

  test("asks for an answer before checking it", async ({ page }) => {
    await open(page, "/tools/logic-test");
    await page.getByRole("button", { name: "Comprobar respuesta" }).click();
    await expect(page.getByRole("alert")).toHaveText("Elige una respuesta antes de comprobarla.");
  });
});
