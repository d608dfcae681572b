import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { FEEDBACK_REPORT_CODE_MESSAGES, SAMPLE_FEEDBACK_REPORT } from "@nivelia/domain/content";
import { FORM_MESSAGES } from "@nivelia/domain/forms";
import type { Page } from "@playwright/test";
import { LOGIC_TEST_QUESTIONS } from "../src/content/tools/logic-test-quiz";
import { dismissCookieBanner, expect, gotoReady, test } from "./fixtures";
import { teamMessageMentioning } from "./mailbox";
import { TOOL_PAGES } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

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
  for (const { path, heading } of TOOL_PAGES) {
    test(`${path} is prerendered with its heading, title and content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title).toMatch(/ \| Nivelia$/);
      expect(title.length, title).toBeGreaterThanOrEqual(30);
      expect(title.length, title).toBeLessThanOrEqual(60);
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

  test("every tool page has a <title> of its own", async ({ request }) => {
    const titles = await Promise.all(
      TOOL_PAGES.map(
        async ({ path }) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(TOOL_PAGES.length);
  });

  test("the index links every tool", async ({ page }) => {
    await open(page, "/tools");
    const list = page.getByRole("main");
    for (const { path } of TOOL_PAGES.slice(1)) {
      await expect(list.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
  });
});

test.describe("tech profile", () => {
  test("finds Kubernetes by 'k8s' and shows its card with a shareable address @mobile", async ({ page }) => {
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
    await expectNoAxeViolations(page);
    await card.getByRole("link", { name: "Docker" }).first().click();
    await expect(page).toHaveURL(/\?t=docker$/);
    await expect(page.locator('article[data-technology="docker"]')).toBeVisible();
  });

  test("a stack member on a card opens its own card", async ({ page }) => {
    await open(page, "/tools/tech-profile?t=python");
    const card = page.locator('article[data-technology="python"]');
    await card.getByRole("list", { name: "Django + React" }).getByRole("link", { name: "Django" }).click();
    await expect(page).toHaveURL(/\?t=django$/);
    await expect(page.locator('article[data-technology="django"]')).toBeVisible();
  });

  test("a search sent before the code arrives lands on the card of what was typed", async ({
    browser,
    page,
  }) => {
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScript.newPage();
    await plain.goto("/tools/tech-profile");
    await plain.getByRole("searchbox", { name: "Tecnología" }).fill("k8s");
    await plain.getByRole("button", { name: "Ver ficha" }).click();
    await expect(plain).toHaveURL(/\/tools\/tech-profile\?t=k8s$/);
    await withoutScript.close();

    await open(page, "/tools/tech-profile?t=k8s");
    await expect(page.locator('article[data-technology="kubernetes"]')).toBeVisible();
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
    await expect(page.getByRole("button", { name: "Enviar mi resultado" })).toBeVisible();
    await expectNoAxeViolations(page);

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
    const message = await teamMessageMentioning(email);
    expect(message).toContain("Resultado del test de l");
    expect(message).toContain("6 de 10");
    expect(message).toContain("(/tools/logic-test)");
  });

  test("asks for an answer before checking it", async ({ page }) => {
    await open(page, "/tools/logic-test");
    await page.getByRole("button", { name: "Comprobar respuesta" }).click();
    await expect(page.getByRole("alert")).toHaveText("Elige una respuesta antes de comprobarla.");
  });
});

test.describe("CV parser", () => {
  test("finds the technologies of the sample CV, grouped by family, without sending anything", async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/v1/")) apiCalls.push(request.url());
    });
    await open(page, "/tools/parser-cv");
    await expect(page.getByText("el CV no se sube a ningún servidor").first()).toBeVisible();
    await page.getByRole("button", { name: "Probar con un CV de ejemplo" }).click();
    const result = page.getByRole("region", { name: "Tecnologías encontradas" });
    await expect(result.getByRole("heading", { name: "Tecnologías encontradas" })).toBeFocused();
    for (const family of [
      "Lenguajes de Programación",
      "Frameworks Frontend",
      "Frameworks Backend",
      "Bases de Datos",
      "DevOps & Cloud",
      "Testing & UI",
    ]) {
      await expect(
        result.getByRole("heading", { name: new RegExp(`^${family.replace("&", "\\&")}`) }),
      ).toBeVisible();
    }
    for (const key of ["kubernetes", "nodejs", "react", "postgresql", "laravel", "jest"]) {
      await expect(result.locator(`li[data-technology="${key}"]`)).toBeVisible();
    }
    await expect(result.locator('li[data-technology="kubernetes"]')).toContainText("«k8s»");
    expect(apiCalls).toEqual([]);
  });

  test("reads pasted text with aliases and says when nothing matches", async ({ page }) => {
    await open(page, "/tools/parser-cv");
    const text = page.getByLabel("Texto del CV");
    await text.fill("Cinco años con k8s, Postgres y RoR.");
    await page.getByRole("button", { name: "Analizar CV" }).click();
    const result = page.getByRole("region", { name: "Tecnologías encontradas" });
    await expect(result.getByRole("status")).toHaveText(/^3 tecnologías en 3 familias\./);
    await text.fill("Me gusta cocinar y pasear por la montaña.");
    await page.getByRole("button", { name: "Analizar CV" }).click();
    await expect(result.getByRole("status")).toContainText("No hemos encontrado ninguna tecnología");
    await page.getByRole("button", { name: "Borrar" }).click();
    await page.getByRole("button", { name: "Analizar CV" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pega el texto de un CV para analizarlo.");
  });
});

test.describe("job description writer", () => {
  test("writes a description from sample input, copies it and downloads it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/tools/redactor");
    await page.getByRole("button", { name: "Generar oferta" }).click();
    await expect(page.getByText("Este campo es requerido")).toBeVisible();
    await expect(page.getByText("Añade al menos una tecnología del catálogo")).toBeVisible();

    await page.getByLabel("Rol", { exact: true }).fill("Desarrollador/a backend");
    await page.getByRole("radio", { name: "Senior" }).check();
    await page.getByRole("radio", { name: "Remoto" }).check();
    const stackInput = page.getByRole("textbox", { name: "Añadir una tecnología al stack" });
    await stackInput.fill("node");
    await stackInput.press("Enter");
    await stackInput.fill("postgres");
    await page
      .getByRole("list", { name: "Sugerencias del catálogo" })
      .getByRole("button", { name: "PostgreSQL" })
      .click();
    await stackInput.fill("k8s");
    await page.getByRole("button", { name: "Añadir", exact: true }).click();
    await stackInput.fill("photoshopx");
    await stackInput.press("Enter");
    await expect(page.getByRole("alert")).toContainText("No encontramos «photoshopx»");
    await expect(page.getByRole("list", { name: "Tecnologías elegidas" }).getByRole("listitem")).toHaveText([
      /Node\.js/,
      /PostgreSQL/,
      /Kubernetes/,
    ]);
    await page.getByLabel("Empresa (opcional)").fill("Acme Pagos");
    await page.getByRole("button", { name: "Generar oferta" }).click();

    const output = page.locator('[data-slot="job-description"]');
    await expect(output.getByRole("heading", { name: "Desarrollador/a backend Senior" })).toBeVisible();
    await expect(output).toContainText("En Acme Pagos abrimos el puesto de Desarrollador/a backend (Senior)");
    await expect(output).toContainText("Trabajo 100% en remoto desde España");
    await expect(output).toContainText("Más de 5 años de experiencia");

    await page.getByRole("button", { name: "Copiar texto" }).click();
    await expect(page.getByText("Texto copiado en formato Markdown.")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("# Desarrollador/a backend Senior\n")).toBe(true);
    expect(copied).toContain("- Node.js\n- PostgreSQL\n- Kubernetes");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar .txt" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("oferta-desarrollador-a-backend-senior.txt");
    const saved = await readFile((await file.path()) ?? "", "utf8");
    expect(saved.startsWith("Desarrollador/a backend Senior\n====")).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe("report verification", () => {
  test("rejects a malformed code with a Spanish message that says what to fix", async ({ page }) => {
    await open(page, "/verify");
    const code = page.getByLabel("Código de verificación");
    const verify = page.getByRole("button", { name: "Verificar código" });
    for (const [typed, message] of [
      ["", FEEDBACK_REPORT_CODE_MESSAGES.empty],
      ["ABC-123", FEEDBACK_REPORT_CODE_MESSAGES.format],
      ["NIV-2025-E5081K-8", FEEDBACK_REPORT_CODE_MESSAGES.checksum],
    ] as const) {
      await code.fill(typed);
      await verify.click();
      await expect(page.getByRole("alert")).toHaveText(message);
      await expect(code).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByText(/tiene un formato válido/)).toHaveCount(0);
  });

  test("accepts a well-formed code and explains honestly how to confirm the report", async ({ page }) => {
    await open(page, "/verify");
    await page.getByLabel("Código de verificación").fill(" niv 2025 e5081k 7 ");
    await page.getByRole("button", { name: "Verificar código" }).click();
    const outcome = page.getByRole("heading", {
      name: `El código ${SAMPLE_FEEDBACK_REPORT.verificationCode} tiene un formato válido`,
    });
    await expect(outcome).toBeFocused();
    await expect(page.getByText("Todavía no tenemos un registro público de informes").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Escribir al equipo con este código" })).toHaveAttribute(
      "href",
      `mailto:soporte@nivelia.es?subject=${encodeURIComponent(`Verificación del informe ${SAMPLE_FEEDBACK_REPORT.verificationCode}`)}`,
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
