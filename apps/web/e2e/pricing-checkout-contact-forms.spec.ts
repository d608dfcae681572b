import AxeBuilder from "@axe-core/playwright";
import { SUBMISSION_RETRY } from "@nivelia/domain/api";
import {
  ACCESS_COMPANY_SIZE_OPTIONS,
  BETA_USE_CASES,
  CHECKOUT_STATUS_TEXTS,
  CONTACT_COMPANY_SIZE_OPTIONS,
  formatPrice,
  PACKAGE_CUSTOMISATION_LINK,
  PACKAGE_PURCHASE_DISABLED_LABEL,
  PACKAGES,
  PLAN_DETAILS,
  PLANS,
  PRICING_CONTACT_LABEL,
  PRICING_FOOTNOTE,
  PRICING_FREE_TRIAL_LABEL,
} from "@nivelia/domain/content";
import {
  FIELD_LIMITS,
  FORM_MESSAGES,
  maxLengthMessage,
  TOASTS,
  type ToastMessage,
} from "@nivelia/domain/forms";
import type { Locator, Page, Route } from "@playwright/test";
import { contrastRatio, relativeLuminance } from "../scripts/contrast.ts";
import {
  dismissCookieBanner,
  expect,
  gotoReady,
  layOutAllSections,
  settle,
  test,
  untilStill,
} from "./fixtures";
import { teamMessageMentioning } from "./mailbox";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * An open dialog, checked on its own: the page behind it is inert and hidden from assistive technology, a state
 * supported-technologies.spec.ts checks on the whole page, and its sections are checked here closed.
 */
const DIALOG = '[role="dialog"]';
/** An aborted request is logged by Chromium as a failed resource; the failure tests expect exactly that. */
const FAILED_REQUEST = /Failed to load resource/;

/** A unique, letters-only name, so each test finds its own e-mail among the parallel tests' ones. */
function visitorName(first: string): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${first} ${letters.join("")}`;
}

/** Sections this spec drives; each must have hydrated before it is clicked. */
const SECTIONS = ["pricing", "packages", "contact"] as const;

async function openHome(page: Page): Promise<void> {
  await dismissCookieBanner(page);
  await gotoReady(page, "/");
  // gotoReady's check holds vacuously while React has dropped a boundary's server HTML to render it on the client.
  for (const name of SECTIONS) {
    const ready = `[data-deferred="${name}"][data-ready="true"]`;
    await expect(page.locator(ready)).toHaveCount(1, {
      timeout: 15_000,
    });
  }
}

function toast(page: Page, message: ToastMessage): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: message.title });
}

async function expectToast(page: Page, message: ToastMessage): Promise<void> {
  const item = toast(page, message).first();
  // A failure is told after the tries of SUBMISSION_RETRY, whose waits the tests skip on the page's clock.
  await expect(item).toBeVisible({ timeout: 15_000 });
  if (message.description) await expect(item).toContainText(message.description);
}

/** A step of the page's clock while a retry wait is skipped: far shorter than a request's own timeout on that clock. */
const RETRY_CLOCK_STEP_MS = SUBMISSION_RETRY.firstDelayMs / 4;

/**
 * Answers each attempt of `POST /v1/send-email` with `answer` (given the attempt's number, from 1), and lets the page's
 * waits between attempts (SUBMISSION_RETRY) pass without spending them, on the page's clock, installed before the
 * page opened. `nextAttempt()` returns once the next attempt has reached the route: the first one is simply awaited;
 * for a later one, from the moment the previous one has been answered, the clock is moved on in steps, each after
 * the page has handled what was queued, and no step is taken once the attempt has come; past the longest wait the
 * rule allows, it throws with what the page showed. `count()` is how many came.
 */
async function routeSendEmail(page: Page, answer: (route: Route, attempt: number) => Promise<void>) {
  let arrived = 0;
  let answered = 0;
  let changed = () => {};
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => (changed = resolve));
  };
  await page.route("**/v1/send-email", async (route) => {
    arrived += 1;
    changed();
    await answer(route, arrived);
    answered += 1;
    changed();
  });
  let awaited = 0;
  return {
    count: () => arrived,
    async nextAttempt(): Promise<void> {
      awaited += 1;
      const attempt = awaited;
      if (attempt === 1) return until(() => arrived >= 1);
      await until(() => answered >= attempt - 1);
      const before = await pageState(page);
      // No wait of SUBMISSION_RETRY is longer than maxDelayMs: past it, the attempt is not coming.
      for (let skipped = 0; arrived < attempt; skipped += RETRY_CLOCK_STEP_MS) {
        if (skipped > SUBMISSION_RETRY.maxDelayMs) {
          throw new Error(
            `attempt ${attempt} did not come within ${skipped} ms of the page's clock after attempt ${
              attempt - 1
            } was answered (${arrived} came). The page showed ${before} then, ${await pageState(page)} now`,
          );
        }
        await page.clock.fastForward(RETRY_CLOCK_STEP_MS);
        await settle(page);
      }
    },
  };
}

/** What a stalled submission test needs to tell: where the page is, what its toasts say, what its submit buttons do. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      url: location.href,
      names: [...document.querySelectorAll<HTMLInputElement>("form input[name=name]")].map(
        (input) => input.value,
      ),
      toasts: [...document.querySelectorAll("[data-sonner-toast]")].map((element) => element.textContent),
      submits: [...document.querySelectorAll("form button[type=submit]")].map(
        (button) => `${button.textContent} ${button.getAttribute("aria-busy") ?? ""}`,
      ),
    }),
  );
}

/** Lets every attempt SUBMISSION_RETRY allows come and be refused. */
async function tryEveryAttempt(sendEmail: Awaited<ReturnType<typeof routeSendEmail>>): Promise<void> {
  for (let attempt = 1; attempt <= SUBMISSION_RETRY.attempts; attempt += 1) await sendEmail.nextAttempt();
}

async function choose(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Waits for a dialog's opening fade: axe would measure contrast on half-transparent text. */
async function settled(dialog: Locator): Promise<Locator> {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return dialog;
}

async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await untilStill(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(found).toEqual([]);
}

const pricing = (page: Page) => page.locator("#precios");

// ── Pricing and the plan dialog ─────────────────────────────────────────

test.describe("pricing section", () => {
  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the three plans with their prices, badge and buttons", async ({ page }) => {
      await page.goto("/");
      const cards = pricing(page).getByRole("article");
      await expect(cards).toHaveCount(PLANS.length);
      for (const [index, plan] of PLANS.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { name: plan.name })).toBeVisible();
        await expect(card).toContainText(plan.priceLabel);
        await expect(card.getByRole("button", { name: plan.ctaLabel })).toBeVisible();
      }
      await expect(cards.nth(0).locator("s")).toHaveText(PLANS[0]?.priceLabel ?? "");
      await expect(cards.nth(1)).toContainText("Más Popular");
      await expect(cards.nth(2)).toContainText("Personalizado");
      await expect(pricing(page)).toContainText(PRICING_FOOTNOTE);
    });
  });

  test("'Contactar ventas' and 'Habla con nuestro equipo' scroll to the contact section", async ({
    page,
  }) => {
    await openHome(page);
    await pricing(page).getByRole("button", { name: "Contactar ventas" }).click();
    await expect(page.locator("#contacto")).toBeInViewport();
    await pricing(page).scrollIntoViewIfNeeded();
    await pricing(page).getByRole("link", { name: PRICING_CONTACT_LABEL }).click();
    await expect(page.locator("#contacto")).toBeInViewport();
    await expect(page).toHaveURL(/#contacto$/);
  });

  test("the plan dialog shows Enterprise and One Shot and closes with 'Entendido'", async ({ page }) => {
    await openHome(page);
    await pricing(page).getByRole("button", { name: "Comenzar ahora" }).click();
    const enterprise = page.getByRole("dialog", { name: "Plan Enterprise" });
    await expect(enterprise).toBeVisible({ timeout: 15_000 });
    await settled(enterprise);
    await expect(enterprise).toContainText("A partir de septiembre");
    await expect(enterprise).toContainText(PLAN_DETAILS.enterprise.priceLabel);
    await expect(enterprise).toContainText("299");
    await expect(enterprise).toContainText("septiembre de 2025");
    await expect(enterprise).toContainText(PLAN_DETAILS.enterprise.earlyOffer);
    await expectNoAxeViolations(page, DIALOG);
    await enterprise.getByRole("button", { name: "Entendido" }).click();
    await expect(enterprise).toBeHidden();

    await pricing(page).getByRole("button", { name: "Conoce el plan One Shot" }).click();
    const oneShot = page.getByRole("dialog", { name: PLAN_DETAILS.oneShot.title });
    await expect(oneShot).toContainText(PLAN_DETAILS.oneShot.priceLabel);
    await expect(oneShot).toContainText("49,99");
    await expect(oneShot).toContainText("Disponible en septiembre");
    await expect(oneShot).toContainText(PLAN_DETAILS.oneShot.earlyOffer);
    await oneShot.getByRole("button", { name: "Entendido" }).click();
    await expect(oneShot).toBeHidden();
  });
});

// ── Beta-access dialog ──────────────────────────────────────────────────

async function openBeta(page: Page): Promise<Locator> {
  await pricing(page).getByRole("button", { name: "Solicitar acceso gratuito" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicita acceso gratuito a la beta" });
  // The dialog's code loads on this first click; a busy machine may need longer than the default.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return settled(dialog);
}

async function fillBeta(page: Page, dialog: Locator, values: { name: string; email: string }): Promise<void> {
  await dialog.getByLabel("Nombre").fill(values.name);
  await dialog.getByLabel("Email corporativo").fill(values.email);
  await dialog.getByLabel("Empresa", { exact: true }).fill("Acme Ingeniería");
  await dialog.getByLabel("Cargo").fill("CTO");
  await choose(page, dialog.getByLabel("Tamaño de la empresa"), ACCESS_COMPANY_SIZE_OPTIONS[4]?.label ?? "");
  await choose(page, dialog.getByLabel("Caso de uso principal"), BETA_USE_CASES[0]?.label ?? "");
  await dialog.getByRole("switch", { name: /política de privacidad/ }).click();
  await dialog.getByRole("switch", { name: /programa Early Access/ }).click();
}

test.describe("beta-access dialog", () => {
  test("links to the legal pages in new tabs and has no axe violations", async ({ page }) => {
    await openHome(page);
    const dialog = await openBeta(page);
    for (const href of ["/privacidad", "/programa-early-access", "/condiciones-compra", "/terminos"]) {
      // The privacy policy is linked twice: from the consent and from the data-protection notice under the form.
      const links = dialog.locator(`a[href="${href}"]`);
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
    }
    await expectNoAxeViolations(page, DIALOG);
  });

  test("missing fields raise 'Campos requeridos' and focus the first field", async ({ page }) => {
    await openHome(page);
    const dialog = await openBeta(page);
    await dialog.getByRole("button", { name: "Solicitar acceso" }).click();
    await expectToast(page, TOASTS.betaAccess.missingFields);
    await expect(toast(page, TOASTS.betaAccess.missingFields)).toContainText(
      "Por favor, completa todos los campos y acepta las condiciones",
    );
    await expect(dialog.getByLabel("Nombre")).toBeFocused();
    await expect(dialog.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
  });

  test("a free-mail address raises 'Email corporativo requerido'", async ({ page }) => {
    await openHome(page);
    const dialog = await openBeta(page);
    await fillBeta(page, dialog, { name: "Marta Gil", email: "marta@gmail.com" });
    await dialog.getByRole("button", { name: "Solicitar acceso" }).click();
    await expectToast(page, TOASTS.betaAccess.freeMail);
    await expect(toast(page, TOASTS.betaAccess.freeMail)).toContainText("Por favor, usa tu email de empresa");
    await expect(toast(page, TOASTS.betaAccess.missingFields)).toHaveCount(0);
  });

  test("a request reaches the mailbox, shows the success screen, and a reopened dialog starts anew", async ({
    page,
  }) => {
    await openHome(page);
    const name = visitorName("Marta");
    const dialog = await openBeta(page);
    await fillBeta(page, dialog, { name, email: "marta@acme-ingenieria.es" });
    await dialog.getByRole("button", { name: "Solicitar acceso" }).click();
    await expectToast(page, TOASTS.betaAccess.success);
    const success = page.getByRole("dialog", { name: "¡Solicitud enviada!" });
    await expect(success).toContainText("Te contactaremos pronto con los detalles de acceso");
    // The screen's heading has the focus the vanished submit button had.
    await expect(success.getByRole("heading", { name: "¡Solicitud enviada!" })).toBeFocused();
    await teamMessageMentioning(name);

    await success.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(success).toBeHidden();
    // The form lives in the dialog's content, which closing removes: reopened at once, the form is empty.
    const reopened = await openBeta(page);
    await expect(reopened.getByLabel("Nombre")).toHaveValue("");
    await expect(reopened.getByLabel("Email corporativo")).toHaveValue("");
    await expect(reopened.getByRole("switch", { name: /política de privacidad/ })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });

  test.describe("when the API is down", () => {
    test.use({ allowedConsoleErrors: FAILED_REQUEST });
    test("shows 'Error al enviar' and keeps the form", async ({ page }) => {
      await page.clock.install();
      const sendEmail = await routeSendEmail(page, (route) => route.abort());
      await openHome(page);
      const dialog = await openBeta(page);
      await fillBeta(page, dialog, { name: "Marta Gil", email: "marta@acme-ingenieria.es" });
      await dialog.getByRole("button", { name: "Solicitar acceso" }).click();
      await tryEveryAttempt(sendEmail);
      await expectToast(page, TOASTS.betaAccess.failure);
      expect(sendEmail.count()).toBe(SUBMISSION_RETRY.attempts);
      await expect(toast(page, TOASTS.betaAccess.failure)).toContainText("Por favor, intenta nuevamente");
      await expect(dialog.getByLabel("Nombre")).toHaveValue("Marta Gil");
    });
  });
});

// ── Free-trial dialog ───────────────────────────────────────────────────

async function openTrial(page: Page): Promise<Locator> {
  await pricing(page).getByRole("button", { name: PRICING_FREE_TRIAL_LABEL }).click();
  const dialog = page.getByRole("dialog", { name: "Prueba gratis sin compromiso" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return settled(dialog);
}

async function fillTrial(
  page: Page,
  dialog: Locator,
  values: { name: string; email: string },
): Promise<void> {
  await dialog.getByLabel("Nombre").fill(values.name);
  await dialog.getByLabel("Empresa", { exact: true }).fill("Acme Ingeniería");
  await dialog.getByLabel("Email corporativo").fill(values.email);
  await choose(page, dialog.getByLabel("Tamaño de la empresa"), ACCESS_COMPANY_SIZE_OPTIONS[1]?.label ?? "");
  await dialog.getByLabel("Comentarios (opcional)").fill("Queremos evaluar perfiles de backend.");
}

test.describe("free-trial dialog", () => {
  test("rejects free-mail domains and the site's own host inline", async ({ page }) => {
    await openHome(page);
    const dialog = await openTrial(page);
    await fillTrial(page, dialog, { name: "Pablo Ruiz", email: "pablo@yahoo.es" });
    await dialog.getByRole("checkbox", { name: /términos y condiciones/ }).click();
    const email = dialog.getByLabel("Email corporativo");
    await expect(dialog.getByText(FORM_MESSAGES.trialFreeMail)).toBeVisible();
    await expect(dialog.getByText("Por favor, usa tu email corporativo")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const submit = dialog.getByRole("button", { name: "Solicitar prueba gratuita" });
    await expect(submit).toBeDisabled();
    await email.fill("pablo@nivelia.es");
    await expect(dialog.getByText("Por favor, usa tu email corporativo")).toBeVisible();
    await expect(submit).toBeDisabled();
    await email.fill("pablo@acme-ingenieria.es");
    await expect(dialog.getByText("Por favor, usa tu email corporativo")).toBeHidden();
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page, DIALOG);
  });

  test("submit waits for the terms; privacy unticked raises 'Acepta los términos'", async ({ page }) => {
    await openHome(page);
    const dialog = await openTrial(page);
    await fillTrial(page, dialog, { name: "Pablo Ruiz", email: "pablo@acme-ingenieria.es" });
    const submit = dialog.getByRole("button", { name: "Solicitar prueba gratuita" });
    await expect(submit).toBeDisabled();
    await dialog.getByRole("checkbox", { name: /términos y condiciones/ }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, TOASTS.freeTrial.terms);
  });

  test("a request reaches the mailbox, then the dialog resets and closes", async ({ page }) => {
    await openHome(page);
    const name = visitorName("Pablo");
    const dialog = await openTrial(page);
    await fillTrial(page, dialog, { name, email: "pablo@acme-ingenieria.es" });
    await dialog.getByRole("checkbox", { name: /política de privacidad/ }).click();
    await dialog.getByRole("checkbox", { name: /términos y condiciones/ }).click();
    await dialog.getByRole("button", { name: "Solicitar prueba gratuita" }).click();
    await expectToast(page, TOASTS.freeTrial.success);
    await expect(toast(page, TOASTS.freeTrial.success)).toContainText(
      "Te contactaremos pronto para configurar tu prueba gratuita",
    );
    await expect(dialog).toBeHidden();
    await teamMessageMentioning(name);
    const reopened = await openTrial(page);
    await expect(reopened.getByLabel("Nombre")).toHaveValue("");
  });

  test.describe("when the API is down", () => {
    test.use({ allowedConsoleErrors: FAILED_REQUEST });
    test("shows 'Error al enviar' and stays open", async ({ page }) => {
      await page.clock.install();
      const sendEmail = await routeSendEmail(page, (route) => route.abort());
      await openHome(page);
      const dialog = await openTrial(page);
      await fillTrial(page, dialog, { name: "Pablo Ruiz", email: "pablo@acme-ingenieria.es" });
      await dialog.getByRole("checkbox", { name: /política de privacidad/ }).click();
      await dialog.getByRole("checkbox", { name: /términos y condiciones/ }).click();
      await dialog.getByRole("button", { name: "Solicitar prueba gratuita" }).click();
      await tryEveryAttempt(sendEmail);
      await expectToast(page, TOASTS.freeTrial.failure);
      expect(sendEmail.count()).toBe(SUBMISSION_RETRY.attempts);
      await expect(toast(page, TOASTS.freeTrial.failure)).toContainText(
        "Por favor, intenta de nuevo más tarde",
      );
      await expect(dialog).toBeVisible();
    });
  });
});

// ── Package strip and /success ──────────────────────────────────────────

test.describe("package strip", () => {
  test.describe("as prerendered, without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("lists the packages with disabled 'Disponible en septiembre' buttons", async ({ page }) => {
      await page.goto("/");
      const strip = page.getByRole("region", { name: "Paquetes de pago por uso" });
      for (const pack of PACKAGES) {
        await expect(strip).toContainText(formatPrice(pack.price));
        await expect(strip).toContainText(`Hasta ${pack.candidateCap} candidatos`);
      }
      const buttons = strip.getByRole("button", { name: PACKAGE_PURCHASE_DISABLED_LABEL });
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
      await expect(strip.getByRole("link", { name: PACKAGE_CUSTOMISATION_LINK.label })).toHaveAttribute(
        "href",
        "/contacto",
      );
    });
  });

  test("when checkout is enabled, a package goes to the payment page and back to /success", async ({
    page,
  }) => {
    const sessionId = `cs_test_${"a1B2".repeat(8)}`;
    let requested: unknown;
    await page.route("**/v1/checkout/config", (route) => route.fulfill({ json: { enabled: true } }));
    await page.route("**/v1/checkout", (route) => {
      requested = route.request().postDataJSON();
      return route.fulfill({
        json: { id: sessionId, url: `${new URL(page.url()).origin}/success?session_id=${sessionId}` },
      });
    });
    await page.route(`**/v1/checkout/sessions/${sessionId}`, (route) =>
      route.fulfill({
        json: { id: sessionId, paymentStatus: "paid", status: "complete", packageId: "pack-1" },
      }),
    );
    await openHome(page);
    const strip = page.getByRole("region", { name: "Paquetes de pago por uso" });
    await strip.getByRole("button", { name: `Comprar por ${formatPrice(PACKAGES[0]?.price ?? 0)}` }).click();
    await expect(page).toHaveURL(/\/success\?session_id=/);
    expect(requested).toEqual({ packageId: "pack-1" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_STATUS_TEXTS.paid.title);
  });
});

test.describe("/success", () => {
  test("without a session id says there is no payment to show", async ({ page }) => {
    await dismissCookieBanner(page);
    await gotoReady(page, "/success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_STATUS_TEXTS.none.title);
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  test("a malformed session id is logged and treated as none, without asking the API", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    let asked = false;
    await page.route("**/v1/checkout/sessions/**", (route) => {
      asked = true;
      return route.continue();
    });
    await dismissCookieBanner(page);
    await gotoReady(page, "/success?session_id=cs_short");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_STATUS_TEXTS.none.title);
    await expect.poll(() => warnings.some((text) => text.includes("no válido"))).toBe(true);
    expect(asked).toBe(false);
  });

  test.describe("with a well-formed id the API does not know", () => {
    test.use({ allowedConsoleErrors: /status of 404/ });
    test("says the payment could not be confirmed", async ({ page }) => {
      await dismissCookieBanner(page);
      await gotoReady(page, `/success?session_id=cs_test_${"z9".repeat(14)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_STATUS_TEXTS.unknown.title);
    });
  });

  test("a pending payment reads as pending", async ({ page }) => {
    const sessionId = `cs_live_${"Q7".repeat(13)}`;
    await page.route(`**/v1/checkout/sessions/${sessionId}`, (route) =>
      route.fulfill({
        json: { id: sessionId, paymentStatus: "unpaid", status: "complete", packageId: "pack-2" },
      }),
    );
    await dismissCookieBanner(page);
    await gotoReady(page, `/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_STATUS_TEXTS.pending.title);
  });
});

// ── Contact section ─────────────────────────────────────────────────────

const contactForm = (page: Page) => page.getByRole("form", { name: "Formulario de contacto" });

/** Fills the contact form for a reply by e-mail (the default method) and accepts the privacy policy. */
async function fillContactByEmail(
  page: Page,
  form: Locator,
  { name, email, size }: { name: string; email: string; size: number },
): Promise<void> {
  await form.getByLabel("Nombre").fill(name);
  await form.getByLabel("Empresa", { exact: true }).fill("Acme Ingeniería");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await choose(
    page,
    form.getByLabel("Tamaño de la empresa"),
    CONTACT_COMPANY_SIZE_OPTIONS[size]?.label ?? "",
  );
  await form.getByRole("checkbox", { name: /política de privacidad/ }).click();
}

test.describe("contact section", () => {
  test("promises the demo, lists the benefits and passes axe", async ({ page }) => {
    await openHome(page);
    const section = page.locator("#contacto");
    await expect(section.getByRole("heading", { level: 2, name: "Agenda una demo" })).toBeVisible();
    await expect(section).toContainText("15 minutos");
    await expect(section.getByRole("listitem")).toHaveCount(4);
    await expect(section).toContainText("Sin compromiso");
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "#contacto");
  });

  test("shows each field's message next to it and focuses the first invalid field", async ({ page }) => {
    await openHome(page);
    const form = contactForm(page);
    const submit = form.getByRole("button", { name: "Enviar mensaje" });
    await expect(submit).toBeDisabled();
    await form.getByRole("checkbox", { name: /política de privacidad/ }).click();
    await expect(submit).toBeEnabled();
    await submit.click();

    const name = form.getByLabel("Nombre");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const nameError = form.locator(`#${await name.getAttribute("aria-describedby")}`);
    await expect(nameError).toHaveText(FORM_MESSAGES.required);
    await expect(nameError).toHaveAttribute("role", "alert");
    await expect(form.getByRole("alert").filter({ hasText: "Este campo es requerido" })).toHaveCount(4);

    await name.fill("R2D2");
    await expect(nameError).toHaveText("Solo se permiten letras y espacios");
    await name.fill("a".repeat(FIELD_LIMITS.name + 1));
    await expect(nameError).toHaveText(maxLengthMessage(FIELD_LIMITS.name));
    await name.fill("Íñigo Núñez");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");

    const info = form.getByRole("textbox", { name: "Email", exact: true });
    await expect(info).toHaveAttribute("maxlength", String(FIELD_LIMITS.email));
    await info.fill("no-es-un-correo");
    await expect(form.getByText("Por favor, introduce un correo electrónico válido")).toBeVisible();

    const message = form.getByLabel("Mensaje (opcional)");
    await message.fill("x".repeat(FIELD_LIMITS.message + 1));
    await expect(form.getByText("Máximo 5000 caracteres")).toBeVisible();
    await expectNoAxeViolations(page, "#contacto");
  });

  test("phone and WhatsApp show the dial code (+34 by default); email hides it", async ({ page }) => {
    await openHome(page);
    const form = contactForm(page);
    await expect(form.getByLabel("Prefijo")).toHaveCount(0);
    for (const method of ["Teléfono", "WhatsApp"]) {
      await form.getByRole("radio", { name: method }).check();
      await expect(form.getByLabel("Prefijo")).toContainText("+34");
      const phone = form.getByRole("textbox", { name: "Teléfono", exact: true });
      await expect(phone).toHaveAttribute("type", "tel");
      await expect(phone).toHaveAttribute("maxlength", String(FIELD_LIMITS.phone));
    }
    await form.getByRole("radio", { name: "Email" }).check();
    await expect(form.getByLabel("Prefijo")).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
  });

  test("a message by phone reaches the mailbox; the form resets with the success toast", async ({ page }) => {
    await openHome(page);
    const form = contactForm(page);
    const name = visitorName("Lucia");
    await form.getByLabel("Nombre").fill(name);
    await form.getByLabel("Empresa", { exact: true }).fill("Acme Ingeniería");
    await form.getByRole("radio", { name: "Teléfono" }).check();
    await choose(page, form.getByLabel("Prefijo"), "+52 México");
    await form.getByRole("textbox", { name: "Teléfono", exact: true }).fill("55 1234 5678");
    await choose(page, form.getByLabel("Tamaño de la empresa"), CONTACT_COMPANY_SIZE_OPTIONS[4]?.label ?? "");
    await form.getByLabel("Mensaje (opcional)").fill("Queremos una demo para nuestro equipo de datos.");
    await form.getByRole("checkbox", { name: /política de privacidad/ }).click();
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expectToast(page, TOASTS.contact.success);
    await expect(toast(page, TOASTS.contact.success)).toContainText(
      "Estamos deseando hablar contigo. Nos pondremos en contacto nada más leamos el mensaje.",
    );
    await expect(form.getByLabel("Nombre")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Enviar mensaje" })).toBeDisabled();
    const mail = await teamMessageMentioning(name);
    expect(mail).toContain("+52 55 1234 5678");
  });

  test("an e-mail contact sends once even on a double click", async ({ page }) => {
    let calls = 0;
    const keys = new Set<string>();
    await page.route("**/v1/send-email", async (route) => {
      calls += 1;
      keys.add(route.request().headers()["idempotency-key"] ?? "");
      await route.continue();
    });
    await openHome(page);
    const form = contactForm(page);
    const name = visitorName("Carmen");
    await fillContactByEmail(page, form, { name, email: "carmen@acme-ingenieria.es", size: 0 });
    await form.getByRole("button", { name: "Enviar mensaje" }).dblclick();
    await expectToast(page, TOASTS.contact.success);
    await teamMessageMentioning(name);
    expect(calls).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  test.describe("when the server is restarting", () => {
    test.use({ allowedConsoleErrors: FAILED_REQUEST });
    test("a message that meets a deploy's 503 is sent again by itself and reaches the team once", async ({
      page,
    }) => {
      const keys: string[] = [];
      await page.clock.install();
      const sendEmail = await routeSendEmail(page, async (route, attempt) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        // The first attempt meets the answer a stopping server gives; the next one reaches the real API.
        if (attempt === 1) {
          await route.fulfill({
            status: 503,
            headers: { "retry-after": "1" },
            json: { error: { code: "SHUTTING_DOWN", message: "El servidor se está reiniciando" } },
          });
          return;
        }
        await route.continue();
      });
      await openHome(page);
      const form = contactForm(page);
      const name = visitorName("Rosa");
      await fillContactByEmail(page, form, { name, email: "rosa@acme-ingenieria.es", size: 0 });
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await sendEmail.nextAttempt();
      await sendEmail.nextAttempt();
      await expectToast(page, TOASTS.contact.success);
      await expect(toast(page, TOASTS.contact.failure)).toHaveCount(0);
      await teamMessageMentioning(name);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    test("a message whose answer is lost after the server stored it is sent again and stored once", async ({
      page,
    }) => {
      const keys: string[] = [];
      const ids: string[] = [];
      await page.clock.install();
      const sendEmail = await routeSendEmail(page, async (route, attempt) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        // Both attempts reach the real API; the first one's answer is dropped on its way back, as a connection
        // cut by a restart or a network change would drop it.
        const answer = await route.fetch();
        ids.push(String(((await answer.json()) as { id?: unknown }).id));
        if (attempt === 1) await route.abort("connectionreset");
        else await route.fulfill({ response: answer });
      });
      await openHome(page);
      const form = contactForm(page);
      const name = visitorName("Elena");
      await fillContactByEmail(page, form, { name, email: "elena@acme-ingenieria.es", size: 1 });
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await sendEmail.nextAttempt();
      await sendEmail.nextAttempt();
      await expectToast(page, TOASTS.contact.success);
      await teamMessageMentioning(name);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      // The API recognised the key: the second attempt got the first one's lead, not a new one.
      expect(ids[1]).toBe(ids[0]);
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  test("an answer with success false shows 'Error al enviar el mensaje', not the success toast", async ({
    page,
  }) => {
    // The real API never answers so; section 7 still says the flag, not the status, decides.
    await page.route("**/v1/send-email", (route) => route.fulfill({ json: { success: false } }));
    await openHome(page);
    const form = contactForm(page);
    await fillContactByEmail(page, form, { name: "Lucia Gil", email: "lucia@acme-ingenieria.es", size: 1 });
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expectToast(page, TOASTS.contact.failure);
    await expect(toast(page, TOASTS.contact.failure)).toContainText(
      "Por favor, inténtalo de nuevo más tarde.",
    );
    await expect(toast(page, TOASTS.contact.success)).toHaveCount(0);
    await expect(form.getByLabel("Nombre")).toHaveValue("Lucia Gil");
  });

  test.describe("when the API is down", () => {
    test.use({ allowedConsoleErrors: FAILED_REQUEST });
    test("shows 'Error al enviar el mensaje' and keeps what was typed", async ({ page }) => {
      await page.clock.install();
      const sendEmail = await routeSendEmail(page, (route) => route.abort());
      await openHome(page);
      const form = contactForm(page);
      await fillContactByEmail(page, form, { name: "Lucia Gil", email: "lucia@acme-ingenieria.es", size: 2 });
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await tryEveryAttempt(sendEmail);
      await expectToast(page, TOASTS.contact.failure);
      expect(sendEmail.count()).toBe(SUBMISSION_RETRY.attempts);
      await expect(toast(page, TOASTS.contact.failure)).toContainText(
        "Por favor, inténtalo de nuevo más tarde.",
      );
      await expect(form.getByLabel("Nombre")).toHaveValue("Lucia Gil");
    });
  });
});

// ── Dark theme ──────────────────────────────────────────────────────────

test.describe("dark theme", () => {
  test("the contact section and the access dialogs keep AA contrast", async ({ page }) => {
    // Four axe runs.
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    await openHome(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.locator("#contacto").scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "#contacto");
    await pricing(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, "#precios");
    const beta = await openBeta(page);
    await expectNoAxeViolations(page, DIALOG);
    await beta.getByRole("button", { name: "Cerrar la solicitud" }).click();
    await expect(beta).toBeHidden();
    await openTrial(page);
    await expectNoAxeViolations(page, DIALOG);
  });
});

// ── Non-text contrast ───────────────────────────────────────────────────

/**
 * The form controls on the page whose edge is what shows them (text boxes, selects, checkboxes): each one's edge
 * colour and the colour painted behind it, as six-digit hex.
 */
function controlEdges(): { name: string; edge: string; behind: string }[] {
  const rgba = (color: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
    [r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("");
  // What is painted behind an element: its ancestors' backgrounds, translucent ones laid over those below.
  const behind = (element: Element) => {
    const layers: ReturnType<typeof rgba>[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a >= 1) break;
    }
    return layers.reduceRight(
      (below, { r, g, b, a }) => ({
        r: r * a + below.r * (1 - a),
        g: g * a + below.g * (1 - a),
        b: b * a + below.b * (1 - a),
        a: 1,
      }),
      rgba(getComputedStyle(document.body).backgroundColor),
    );
  };
  const controls = document.querySelectorAll(
    "input:not([type=hidden]), textarea, [data-slot=select-trigger], button[role=checkbox]",
  );
  return [...controls]
    .filter((control) => control.checkVisibility())
    .map((control) => ({
      name: `${control.tagName.toLowerCase()} ${control.getAttribute("aria-label") ?? control.getAttribute("name") ?? control.id}`,
      edge: hex(rgba(getComputedStyle(control).borderTopColor)),
      behind: hex(behind(control)),
    }));
}

test.describe("non-text contrast (WCAG 1.4.11)", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the landing's form controls show their edges at 3:1 in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem("theme", chosen), theme);
      await openHome(page);
      await layOutAllSections(page);
      // Under 3:1, a control's edge does not show it (WCAG 1.4.11 Non-text Contrast); axe checks text only.
      const faint = (await page.evaluate(controlEdges))
        .map(({ name, edge, behind }) => ({
          name,
          ratio: contrastRatio(relativeLuminance(edge), relativeLuminance(behind)),
        }))
        .filter(({ ratio }) => ratio < 3)
        .map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}:1`);
      expect(faint).toEqual([]);
    });
  }
});
