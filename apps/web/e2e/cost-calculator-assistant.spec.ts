import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { ASSISTANT_QUESTIONS, ASSISTANT_TIMINGS } from "@nivelia/domain/assistant";
import { COST_ASSISTANT_PAGE, documentTitle } from "@nivelia/domain/site/pages";
import type { Locator, Page } from "@playwright/test";
import { cutPlaceholders, dismissCookieBanner, expect, gotoReady, test, untilStill } from "./fixtures";
import { ASSISTANT_PATH } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const INVALID_ANSWER = "Por favor, introduce un número válido (ej: 5, cinco)";

/** es-ES puts a no-break space before € and h; comparing with plain spaces keeps the expectations readable. */
async function figureText(scope: Page | Locator, key: string): Promise<string> {
  const text = await scope.locator(`[data-figure="${key}"]`).first().textContent();
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ");
}

async function expectFigures(scope: Page | Locator, expected: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(expected)) {
    await expect.poll(() => figureText(scope, key), { message: key }).toBe(value);
  }
}

const calculator = (page: Page) => page.locator("#calculator");
const box = (page: Page, label: string) => calculator(page).getByLabel(label, { exact: true });

test.describe("cost calculator", () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test("shows the section 9 defaults and recomputes live on every change", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.locator("#calculadora")).toHaveCount(1);
    await expect(box(page, "Procesos de selección al mes")).toHaveValue("15");
    await expect(box(page, "Coste medio por hora")).toHaveAttribute("inputmode", /numeric|decimal/);

    // People: 15 min / 60 × 40 candidates × 15 processes × 1 person = 150 h; seniors: 60 / 60 × 5 × 15 × 1 = 75 h.
    // Costs at 28 €/h: 150 × 28 = 4200, 75 × 28 = 2100, total 6300; savings 6300 − 299 = 6001;
    // 6001 / 6300 = 95.25 % → 95 %; payback ceil(299 / 6001 × 30) = ceil(1.49) = 2 days.
    await expectFigures(calculator(page), {
      totalCost: "6300 €",
      peopleTeamCost: "4200 €",
      engineersCost: "2100 €",
      totalHours: "225 h",
      productCost: "299 €",
      savings: "6001 €",
      displayedSavingsPercentage: "95 %",
      paybackDays: "2 días",
    });

    // 20 processes at 40 €/h: people 0.25 × 40 × 20 = 200 h, seniors 1 × 5 × 20 = 100 h → 300 h;
    // 200 × 40 = 8000, 100 × 40 = 4000, total 12 000; savings 11 701; 11 701 / 12 000 = 97.5 % → 98 %;
    // payback ceil(299 / 11 701 × 30) = ceil(0.77) = 1 day.
    await box(page, "Procesos de selección al mes").fill("20");
    await box(page, "Coste medio por hora").fill("40");
    await expectFigures(calculator(page), {
      totalCost: "12.000 €",
      peopleTeamCost: "8000 €",
      engineersCost: "4000 €",
      totalHours: "300 h",
      savings: "11.701 €",
      displayedSavingsPercentage: "98 %",
      paybackDays: "1 día",
    });
    await expect(calculator(page).getByRole("status")).toContainText("12.000");

    // Below the subscription: 1 process, 10 candidates, 1 technical candidate at 20 €/h:
    // people 0.25 × 10 × 1 = 2.5 h, seniors 1 × 1 × 1 = 1 h → 3.5 h; 2.5 × 20 + 1 × 20 = 70 €;
    // savings 70 − 299 = −229; −229 / 70 = −327 %, shown as it is (capped at 100 only), payback shows 1 day.
    await box(page, "Procesos de selección al mes").fill("1");
    await box(page, "Candidatos prefiltrados por proceso").fill("10");
    await box(page, "Candidatos en evaluación técnica por proceso").fill("1");
    await box(page, "Coste medio por hora").fill("20");
    await expectFigures(calculator(page), {
      totalCost: "70 €",
      totalHours: "3,5 h",
      savings: "-229 €",
      displayedSavingsPercentage: "-327 %",
      paybackDays: "1 día",
    });

    await calculator(page).getByRole("button", { name: "Calcular" }).click();
    await expect(box(page, "Coste medio por hora")).toHaveValue("20");
  });

  test("strips leading zeros and turns non-numeric input into 0", async ({ page }) => {
    await gotoReady(page, "/");
    const processes = box(page, "Procesos de selección al mes");
    await processes.fill("007");
    await expect(processes).toHaveValue("7");
    // 0.25 × 40 × 7 = 70 h and 1 × 5 × 7 = 35 h → 105 h × 28 €/h = 2940 €.
    await expectFigures(calculator(page), { totalHours: "105 h", totalCost: "2940 €" });

    await processes.fill("abc");
    await expect(processes).toHaveValue("0");
    await expectFigures(calculator(page), { totalCost: "0 €", displayedSavingsPercentage: "0 %" });

    await processes.fill("-5");
    await expect(processes).toHaveValue("0");
  });

  test("mirrors changed inputs in the URL and restores them on a fresh load", async ({ page, browser }) => {
    await gotoReady(page, "/#calculator");
    const historyLength = await page.evaluate(() => window.history.length);
    await box(page, "Procesos de selección al mes").fill("20");
    await box(page, "Coste medio por hora").fill("40");
    await expect.poll(() => new URL(page.url()).searchParams.get("hourlyRate")).toBe("40");
    const shared = new URL(page.url());
    expect(shared.pathname).toBe("/");
    expect(shared.hash).toBe("#calculator");
    expect(shared.searchParams.get("processesPerMonth")).toBe("20");
    // Only values that differ from the defaults are written.
    expect(shared.searchParams.has("candidatesPerProcess")).toBe(false);
    // Replaced, not pushed: the back button still leaves the page.
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

    const context = await browser.newContext({ locale: "es-ES" });
    const fresh = await context.newPage();
    await dismissCookieBanner(fresh);
    await gotoReady(fresh, `${shared.pathname}${shared.search}${shared.hash}`);
    await expect(box(fresh, "Procesos de selección al mes")).toHaveValue("20");
    await expect(box(fresh, "Coste medio por hora")).toHaveValue("40");
    await expectFigures(calculator(fresh), {
      totalCost: "12.000 €",
      savings: "11.701 €",
      paybackDays: "1 día",
    });
    await context.close();
  });

  test("downloads the estimate as a PDF, loading pdf-lib only on demand", async ({ page }) => {
    const pdfRequests: string[] = [];
    page.on("request", (request) => {
      if (/estimate-pdf/.test(request.url())) pdfRequests.push(request.url());
    });
    await gotoReady(page, "/");
    await box(page, "Procesos de selección al mes").fill("20");
    expect(pdfRequests).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      calculator(page).getByRole("button", { name: "Descargar estimación (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("estimacion-costes-nivelia.pdf");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(bytes.length).toBeGreaterThan(1000);
    expect(pdfRequests.length).toBeGreaterThan(0);
  });

  test("links to the cost assistant and has no WCAG 2.2 AA violations", async ({ page }) => {
    await gotoReady(page, "/#calculator");
    await untilStill(page);
    const results = await new AxeBuilder({ page }).include("#calculator").withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);

    await calculator(page).getByRole("link", { name: "Prueba el asistente de costes" }).click();
    await expect(page).toHaveURL(ASSISTANT_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Asistente de costes" })).toBeVisible();
  });
});

test.describe("cost assistant", () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    // The bot's pauses (ASSISTANT_TIMINGS) run on a clock the test moves on instead of waiting for them.
    await page.clock.install();
  });

  const log = (page: Page) => page.getByRole("log");
  const answerBox = (page: Page) => page.getByLabel("Tu respuesta");
  const lastBotText = (page: Page) => log(page).locator("[data-message-kind] [data-message-text]").last();

  /** Moves the page's clock on, a bot pause and its typing at a time, until the expectation holds. */
  async function meanwhileClock(page: Page, expectation: () => Promise<void>): Promise<void> {
    await expect(async () => {
      await page.clock.runFor(ASSISTANT_TIMINGS.gapMs + ASSISTANT_TIMINGS.typingMs);
      await expectation();
    }).toPass({ intervals: [50], timeout: 15_000 });
  }

  async function answer(page: Page, text: string, next: string): Promise<void> {
    await answerBox(page).fill(text);
    await page.getByRole("button", { name: "Enviar" }).click();
    await meanwhileClock(page, () => expect(lastBotText(page)).toHaveText(next, { timeout: 200 }));
    await expect(answerBox(page)).toBeVisible();
  }

  test("asks the seven questions, validates answers and sums up", async ({ page }) => {
    test.setTimeout(60_000);
    // Only the shell: waiting for the deferred footer too would let the first question arrive before the check.
    await page.goto(ASSISTANT_PATH);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(log(page)).toHaveAttribute("aria-live", "polite");
    // The box appears only once the first question has been asked.
    await expect(answerBox(page)).toHaveCount(0);
    await meanwhileClock(page, () =>
      expect(lastBotText(page)).toHaveText(ASSISTANT_QUESTIONS[0]?.text ?? "", { timeout: 200 }),
    );
    await expect(answerBox(page)).toBeVisible();

    // Empty input is ignored: no message is added.
    const messages = log(page).locator("[data-message-kind]");
    const before = await messages.count();
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(messages).toHaveCount(before);
    await expect(log(page).locator('[data-message-kind="answer"]')).toHaveCount(0);

    await answer(page, "abc", INVALID_ANSWER);
    await expect(log(page).locator('[data-message-kind="invalid"] [data-message-text]')).toHaveText(
      INVALID_ANSWER,
    );

    const replies = ["5", "cinco", "40", "5", "1", "60"];
    for (const [index, reply] of replies.entries()) {
      await answer(page, reply, ASSISTANT_QUESTIONS[index + 1]?.text ?? "");
    }
    await expect(log(page).locator('[data-message-kind="answer"]').nth(1)).toHaveText(/5$/);
    await expect(log(page).locator('[data-message-kind="answer"]').nth(2)).toHaveText(/cinco$/);

    await answerBox(page).fill("15");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(answerBox(page)).toHaveCount(0);
    // People 5 min / 60 × 40 × 15 processes × 5 people = 250 h; seniors 60 / 60 × 5 × 15 × 1 = 75 h → 325 h;
    // 325 h × 28 €/h (hourly rate not asked, default) = 9100 €; savings 9100 − 299 = 8801; 96.7 % → 97 %.
    const summary = log(page).locator('[data-message-kind="summary"]');
    await meanwhileClock(page, () => expect(summary).toContainText(/9100\s€/, { timeout: 200 }));
    await expect(summary).toContainText(/325\sh/);
    await expect(summary).toContainText(/8801\s€/);
    await expect(summary.getByRole("button", { name: "Contactar con el equipo" })).toBeVisible();

    const panel = page.getByRole("complementary");
    await expectFigures(panel, {
      totalCost: "9100 €",
      peopleTeamCost: "7000 €",
      engineersCost: "2100 €",
      totalHours: "325 h",
      savings: "8801 €",
      displayedSavingsPercentage: "97 %",
      // ceil(299 / 8801 × 30) = ceil(1.02) = 2 days.
      paybackDays: "2 días",
      timeReduction: "85 %",
    });
  });

  test("the reference-values toggle fills the panel with the reference profile", async ({ page }) => {
    await gotoReady(page, ASSISTANT_PATH);
    const panel = page.getByRole("complementary");
    await expectFigures(panel, { totalCost: "0 €" });

    await panel.getByRole("switch", { name: "Usar valores de referencia" }).click();
    await expect(panel).toContainText("Empresa de software de más de 150 empleados");
    // Reference: people 12 / 60 × 50 × 8 × 2 = 160 h; seniors 60 / 60 × 6 × 8 × 2 = 96 h → 256 h at 40 €/h:
    // 6400 + 3840 = 10 240 €; savings 9941; 97.1 % → 97 %; payback ceil(299 / 9941 × 30) = 1 day.
    await expectFigures(panel, {
      totalCost: "10.240 €",
      peopleTeamCost: "6400 €",
      engineersCost: "3840 €",
      totalHours: "256 h",
      savings: "9941 €",
      displayedSavingsPercentage: "97 %",
      paybackDays: "1 día",
    });

    await panel.getByRole("switch", { name: "Usar valores de referencia" }).click();
    await expectFigures(panel, { totalCost: "0 €" });
  });

  test("links to the classic calculator and to the contact section", async ({ page }) => {
    await gotoReady(page, ASSISTANT_PATH);
    await page.getByRole("complementary").getByRole("button", { name: "Solicitar demo" }).click();
    await expect(page).toHaveURL(/\/#contacto$/);

    await gotoReady(page, ASSISTANT_PATH);
    await page.getByRole("link", { name: "Usar la calculadora clásica" }).click();
    await expect(page).toHaveURL(/\/#calculator$/);
    await expect(page.locator("#calculator")).toBeVisible();
  });

  test("has no WCAG 2.2 AA violations, with the chat under way and the reference values on", async ({
    page,
  }) => {
    await gotoReady(page, ASSISTANT_PATH);
    await expect(answerBox(page)).toBeVisible();
    await answer(page, "abc", INVALID_ANSWER);
    await page.getByRole("switch", { name: "Usar valores de referencia" }).click();
    // The chat's bubbles fade in: axe checks their colours once they are final.
    await untilStill(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test.describe("on a 320-px phone", () => {
    test.use({ viewport: { width: 320, height: 800 }, isMobile: true, hasTouch: true });

    // The box appears only with the first question, so the layout test of every route may measure the page before it.
    test("the answer box shows its whole example", async ({ page }) => {
      await gotoReady(page, ASSISTANT_PATH);
      await meanwhileClock(page, () => expect(answerBox(page)).toBeVisible({ timeout: 200 }));
      expect(await page.evaluate(cutPlaceholders)).toEqual([]);
    });
  });

  test("has its own title and description", async ({ page }) => {
    await gotoReady(page, ASSISTANT_PATH);
    await expect(page).toHaveTitle(documentTitle(COST_ASSISTANT_PAGE));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://nivelia.es${ASSISTANT_PATH}`,
    );
  });
});

test("the calculator and the assistant pass WCAG 2.2 AA in the dark theme too", async ({ page }) => {
  test.setTimeout(60_000);
  // Colours are checked at rest: a message still fading in (its opacity part-way) once failed the contrast rule,
  // so the messages appear without their fade, as a visitor who asks for reduced motion sees them.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await dismissCookieBanner(page);
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  await gotoReady(page, "/#calculator");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // The stored theme updates a context after hydration, which makes React re-render the lazy sections.
  await expect(page.locator('#calculator [data-figure="totalCost"]')).toBeVisible();
  const section = await new AxeBuilder({ page }).include("#calculator").withTags(WCAG_TAGS).analyze();
  expect(section.violations).toEqual([]);

  await gotoReady(page, ASSISTANT_PATH);
  await page.getByRole("switch", { name: "Usar valores de referencia" }).click();
  await expect(page.getByLabel("Tu respuesta")).toBeVisible();
  await untilStill(page);
  const assistant = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(assistant.violations).toEqual([]);
});
