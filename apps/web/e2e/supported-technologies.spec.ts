import AxeBuilder from "@axe-core/playwright";
import { FIELD_LIMITS } from "@nivelia/domain/forms";
import { HOME_ANCHORS, SIDE_NAVIGATION_ITEMS } from "@nivelia/domain/site";
import {
  CUSTOM_STACK_RESULT_MS,
  QUICK_SEARCH_RESULT_MS,
  quickSearch,
  STACK_LOOKUP,
  STACKS,
  TECH_TO_STACK,
} from "@nivelia/domain/stacks";
import { summariesInFamily, TECHNOLOGY_FAMILY_LABELS } from "@nivelia/domain/technology-index";
import type { Locator, Page } from "@playwright/test";
import {
  cutPlaceholders,
  dismissCookieBanner,
  expect,
  gotoReady,
  settle,
  stopClock,
  test,
  untilStill,
} from "./fixtures";

// axe scans the whole landing page several times per test; two workers share two cores.
test.describe.configure({ timeout: 90_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * An open dialog: the page behind it is inert and hidden from assistive technology, the same state for every
 * dialog, which the custom-stack test checks once on the whole page; the other dialogs are checked on their own.
 */
const DIALOG = '[role="dialog"]';

/** axe on the whole page, or only on what `include` selects (a dialog whose page behind was checked already). */
async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await untilStill(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations).toEqual([]);
}

async function openHome(page: Page): Promise<Locator> {
  await dismissCookieBanner(page);
  await gotoReady(page, "/");
  return page.locator(`#${HOME_ANCHORS.technologies}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A timed result shown at the paused clock's current time is still there 1 ms before its time, and gone at it. */
async function expectClearsAfter(page: Page, result: Locator, durationMs: number): Promise<void> {
  await page.clock.runFor(durationMs - 1);
  await settle(page);
  await expect(result).toBeVisible();
  await page.clock.runFor(1);
  await expect(result).toBeHidden();
}

test.describe("supported technologies: custom stack", () => {
  test("answers for a stack, a technology of a stack and an unknown word, each clearing after 5 s", async ({
    page,
  }) => {
    await page.clock.install();
    const section = await openHome(page);
    await expect(section.getByRole("heading", { level: 2, name: "TECNOLOGÍAS SOPORTADAS" })).toBeVisible();
    await section.getByRole("button", { name: "Buscar Stack" }).click();
    const dialog = page.getByRole("dialog", { name: "Tu Stack Personalizado" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Verifica si soportamos tu stack")).toBeVisible();
    const input = dialog.getByPlaceholder("Busca tu stack (ej: LAMP, Ruby on Rails, etc)");
    // The dialog on its own: behind it, cards may still be fading in on the installed clock (the landing's own axe
    // runs check the page settled).
    await expectNoAxeViolations(page, DIALOG);

    await input.fill("mern");
    await dialog.getByRole("button", { name: "Verificar Stack" }).click();
    await expect(dialog.getByText("¡Sí! Soportamos MERN Stack")).toBeVisible();
    await expect(dialog.getByText(`Composición: ${STACK_LOOKUP.mern.components.join(" • ")}`)).toBeVisible();

    // 'django' would hit the stack key 'django react' first (section 5 checks stack keys first); 'python' is
    // only in the technology-to-stack table.
    await input.fill("python");
    await input.press("Enter");
    expect(TECH_TO_STACK.python).toBe("Django + React");
    await expect(dialog.getByText("python es parte de Django + React")).toBeVisible();
    await expect(
      dialog.getByText(`Stack completo: ${STACK_LOOKUP["django react"].components.join(" • ")}`),
    ).toBeVisible();

    await input.fill("xyz");
    await input.press("Enter");
    const notFound = dialog.getByText('No encontramos "xyz". Contacta con nuestro equipo para añadirlo.');
    await expect(notFound).toBeVisible();
    // axe runs on the page's timers, so before the clock stops; the page behind the dialog was checked above.
    await expectNoAxeViolations(page, DIALOG);
    // Asking again restarts the countdown, now on the stopped clock.
    await stopClock(page);
    await input.press("Enter");
    await expect(notFound).toBeVisible();
    await expectClearsAfter(page, notFound, CUSTOM_STACK_RESULT_MS);

    // Blank text does nothing.
    await input.fill("   ");
    await input.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("");
  });

  test("the 'Tu Stack' card opens the same dialog, whose contact link closes it and scrolls to #contacto", async ({
    page,
  }) => {
    const section = await openHome(page);
    await section.getByRole("button", { name: /^Tu Stack/ }).click();
    const dialog = page.getByRole("dialog", { name: "Tu Stack Personalizado" });
    await expect(dialog.getByText("¿No encuentras tu stack?")).toBeVisible();
    const link = dialog.getByRole("link", { name: "Contacta con nuestro equipo →" });
    await expect(link).toHaveAttribute("href", "/#contacto");
    await link.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`#${HOME_ANCHORS.contact}`)).toBeInViewport();
    await expect(page).toHaveURL(/#contacto$/);
  });
});

test.describe("supported technologies: quick search, tabs and dialogs", () => {
  test("quick search says supported or not found and clears after 3 s", async ({ page }) => {
    await page.clock.install();
    const section = await openHome(page);
    const toggle = section.getByRole("button", { name: "Buscar", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const input = section.getByRole("textbox", { name: "Busca una tecnología" });
    const status = section.getByRole("status");

    await section.getByRole("button", { name: "Verificar" }).click();
    await expect(status).toHaveText("");

    await input.fill("react");
    await stopClock(page);
    await input.press("Enter");
    const supported = quickSearch("react");
    expect(supported.status).toBe("supported");
    await expect(status).toHaveText(supported.status === "none" ? "" : supported.message);
    await expect(status).toContainText("react");
    await expectClearsAfter(page, status.getByText("react"), QUICK_SEARCH_RESULT_MS);

    await input.fill("cocina");
    await section.getByRole("button", { name: "Verificar" }).click();
    await expect(status).toContainText("No encontramos cocina");
    await expect(status).toContainText("Contacta con nuestro equipo para añadirlo");
  });

  test("tabs switch the list, and '…' opens the category's full list", async ({ page }) => {
    const section = await openHome(page);
    const languages = section.getByRole("tab", { name: TECHNOLOGY_FAMILY_LABELS.languages });
    await expect(languages).toHaveAttribute("aria-selected", "true");
    const panel = section.getByRole("tabpanel");
    await expect(panel.getByRole("button", { name: "JavaScript" })).toBeVisible();
    const icon = panel.getByRole("button", { name: "JavaScript" }).locator("img");
    await expect(icon).toHaveAttribute("src", "/tech-icons/javascript.svg");
    await expect(icon).toHaveAttribute("width", /\d+/);
    await expect(icon).toHaveAttribute("height", /\d+/);
    await expect(icon).toHaveAttribute("alt", "");
    await expect(icon).toHaveAttribute("loading", "lazy");

    await section.getByRole("tab", { name: TECHNOLOGY_FAMILY_LABELS.frontend }).click();
    await expect(panel.getByRole("button", { name: "React", exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: "JavaScript" })).toHaveCount(0);

    await panel.getByRole("button", { name: /Ver todas las tecnologías/ }).click();
    const dialog = page.getByRole("dialog", { name: TECHNOLOGY_FAMILY_LABELS.frontend });
    await expect(dialog).toBeVisible();
    const all = summariesInFamily("frontend");
    await expect(dialog.getByRole("listitem")).toHaveCount(all.length);
    await expect(dialog.getByRole("button", { name: all.at(-1)?.name })).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);

    // An entry of the full list opens its detail on top of it.
    await dialog.getByRole("button", { name: "Angular", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Angular" })).toBeVisible();
  });

  test("small screens show each tab's first word, or its whole label where two tabs share that word, and keep its full name @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const section = await openHome(page);
    const tab = section.getByRole("tab", { name: TECHNOLOGY_FAMILY_LABELS.devops });
    await expect(tab).toBeVisible();
    await expect(tab.locator('[aria-hidden="true"]')).toHaveText("DevOps");
    await expect(tab.locator('[aria-hidden="true"]')).toBeVisible();
    await expect(tab.getByText(TECHNOLOGY_FAMILY_LABELS.devops)).not.toBeInViewport();
    // "Frameworks" alone would name two tabs.
    for (const family of ["frontend", "backend"] as const) {
      const shown = section
        .getByRole("tab", { name: TECHNOLOGY_FAMILY_LABELS[family] })
        .locator('[aria-hidden="true"]');
      await expect(shown).toHaveText(TECHNOLOGY_FAMILY_LABELS[family]);
    }
  });

  test("a technology's detail shows its fields and opens the entries it names", async ({ page }) => {
    const section = await openHome(page);
    await section.getByRole("tabpanel").getByRole("button", { name: "Python", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Python" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Lenguaje de programación", { exact: true })).toBeVisible();
    for (const term of ["Año de creación", "Creador", "Versión actual", "Popularidad"]) {
      await expect(dialog.getByRole("term").filter({ hasText: term })).toBeVisible();
    }
    await expect(dialog.getByRole("definition").first()).toHaveText("1991");
    for (const heading of ["Tecnologías relacionadas", "Stacks populares", "Curiosidades"]) {
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expectNoAxeViolations(page, DIALOG);

    // A related technology opens its own detail in place, and so does a member of one of its stacks.
    await dialog.getByRole("button", { name: "Celery", exact: true }).click();
    const celery = page.getByRole("dialog", { name: "Celery" });
    await expect(celery.getByText("Cola de tareas distribuida (Python)", { exact: true })).toBeVisible();
    await celery
      .getByRole("list", { name: "Django + Celery" })
      .getByRole("button", { name: "Redis", exact: true })
      .click();
    const redis = page.getByRole("dialog", { name: "Redis" });
    await expect(redis.getByRole("heading", { name: "Curiosidades" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(redis).toBeHidden();
  });

  test("a stack card opens its detail, which 'Entendido' closes", async ({ page }) => {
    const section = await openHome(page);
    const mern = STACKS[0];
    if (!mern) throw new Error("no stacks");
    const grid = section.getByRole("list", { name: "Stacks soportados" });
    await expect(grid.getByRole("button")).toHaveText(
      STACKS.map((stack) => new RegExp(`^${escapeRegExp(stack.name)}`)),
    );
    await grid.getByRole("button", { name: new RegExp(`^${escapeRegExp(mern.name)}`) }).click();
    const dialog = page.getByRole("dialog", { name: mern.name });
    await expect(dialog.getByText(mern.fullName)).toBeVisible();
    await expect(dialog.getByText("Curva de aprendizaje")).toBeVisible();
    await expect(dialog.getByText(mern.learningCurve, { exact: true })).toBeVisible();
    for (const heading of [
      "Ventajas principales",
      "Tecnologías incluidas",
      "Casos de uso ideales",
      "Empresas que lo usan",
    ]) {
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const group of mern.technologies) {
      await expect(dialog.getByRole("term").filter({ hasText: group.category })).toBeVisible();
    }
    await expect(
      dialog.getByText("Usas este stack? Podemos crear evaluaciones técnicas personalizadas para tu equipo."),
    ).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);
    await dialog.getByRole("button", { name: "Entendido" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("technology checker", () => {
  // The API answers an unknown or non-development term with a 404, which the browser logs.
  test.use({ allowedConsoleErrors: /status of 404/ });

  async function openChecker(page: Page): Promise<Locator> {
    await dismissCookieBanner(page);
    await gotoReady(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Skills" }).click();
    const dialog = page.getByRole("dialog", { name: "Verificador de Tecnologías" });
    // The checker's code loads on this first request.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    return dialog;
  }

  test("validates the input with the exact field messages", async ({ page }) => {
    const dialog = await openChecker(page);
    const input = dialog.getByRole("textbox", { name: "¿Qué tecnología quieres verificar?" });
    const submit = dialog.getByRole("button", { name: "Verificar" });
    await expect(submit).toBeDisabled();

    await input.fill("a");
    await input.fill("");
    await expect(dialog.getByRole("alert")).toHaveText("Por favor, ingresa una tecnología");
    await expect(input).toHaveAttribute("aria-invalid", "true");

    // Typing stops at the limit; a longer paste reaches validation.
    await input.fill("a".repeat(FIELD_LIMITS.shortText));
    await input.press("b");
    await expect(input).toHaveValue("a".repeat(FIELD_LIMITS.shortText));
    await input.fill("a".repeat(FIELD_LIMITS.shortText + 1));
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText("Máximo 255 caracteres");

    await input.fill("<script>alert(1)</script>");
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText("Entrada inválida");
    await input.fill("javascript:alert(1)");
    await input.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Entrada inválida");
    await expectNoAxeViolations(page, DIALOG);
  });

  test("on a 320 px phone the field shows its whole example, with the button below it", async ({ page }) => {
    const dialog = await openChecker(page);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => window.innerWidth)).toBe(320);
    expect(await page.evaluate(cutPlaceholders)).toEqual([]);
    const field = await dialog.getByRole("textbox").boundingBox();
    const button = await dialog.getByRole("button", { name: "Verificar" }).boundingBox();
    if (!field || !button) throw new Error("the checker's field or button is not laid out");
    expect(button.y).toBeGreaterThanOrEqual(field.y + field.height);
  });

  test("shows a catalogue hit, then resets everything on close", async ({ page }) => {
    const dialog = await openChecker(page);
    const input = dialog.getByRole("textbox", { name: "¿Qué tecnología quieres verificar?" });
    await input.fill("react");
    await dialog.getByRole("button", { name: "Verificar" }).click();
    await expect(dialog.getByText("¡React está soportado!")).toBeVisible();
    await expect(dialog.getByRole("term").filter({ hasText: "Familia" })).toBeVisible();
    await expect(dialog.getByRole("term").filter({ hasText: "Tecnologías relacionadas" })).toBeVisible();
    await expect(dialog.getByRole("term").filter({ hasText: "Stacks compatibles" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Empieza tu prueba gratis" })).toHaveAttribute(
      "href",
      "/prueba-gratis",
    );
    await expectNoAxeViolations(page, DIALOG);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Skills" }).click();
    await expect(dialog).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(dialog.getByText("¡React está soportado!")).toHaveCount(0);
  });

  test("a term outside development offers 'Contactar con el equipo'", async ({ page }) => {
    const dialog = await openChecker(page);
    const input = dialog.getByRole("textbox", { name: "¿Qué tecnología quieres verificar?" });
    await input.fill("cocina");
    await input.press("Enter");
    await expect(dialog.getByRole("alert")).toContainText("tecnología de desarrollo");
    await expect(dialog.getByRole("link", { name: "Contactar con el equipo" })).toHaveAttribute(
      "href",
      "/contacto",
    );
    await expectNoAxeViolations(page, DIALOG);
    await dialog.getByRole("button", { name: "Cerrar el verificador" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Verificar Tecnología" }).first().click();
    await expect(dialog).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("side navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("appears, highlights the section at the middle of the viewport and its pill leads to pricing", async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Secciones de la página" });
    await expect(nav).toBeVisible();
    const links = nav.getByRole("link");
    await expect(links).toHaveText(SIDE_NAVIGATION_ITEMS.map((item) => item.label));
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "location");

    const probed: readonly string[] = [HOME_ANCHORS.technologies, HOME_ANCHORS.faq];
    for (const item of SIDE_NAVIGATION_ITEMS.filter((entry) => probed.includes(entry.anchor))) {
      // Puts the top of the section just above the middle line.
      await page.evaluate((anchor) => {
        const element = document.getElementById(anchor);
        if (!element) throw new Error(`no #${anchor}`);
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight / 2 + 10, behavior: "instant" });
      }, item.anchor);
      await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("aria-current", "location");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }

    await nav.getByRole("link", { name: "Calculadora de costes" }).click();
    await expect(page.locator(`#${HOME_ANCHORS.calculator}`)).toBeInViewport();

    await nav.getByRole("button", { name: /^-100%/ }).click();
    await expect(page.locator(`#${HOME_ANCHORS.pricing}`)).toBeInViewport();
    // The beta dialog's code loads on this first request.
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, DIALOG);
  });

  test("a dot's label shows on hover, stays while the pointer moves onto it, and Escape puts it away", async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Secciones de la página" });
    const pricing = nav.getByRole("link", { name: "Precios" });
    const label = pricing.getByText("Precios", { exact: true });
    await expect(label).toBeHidden();
    await pricing.hover();
    await expect(label).toBeVisible();
    const box = await label.boundingBox();
    if (!box) throw new Error("the label has no box");
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await expect(label).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(label).toBeHidden();
    // Another dot's label shows again.
    const faq = nav.getByRole("link", { name: "Preguntas frecuentes" });
    await faq.hover();
    await expect(faq.getByText("Preguntas frecuentes", { exact: true })).toBeVisible();
  });

  for (const width of [1280, 1366]) {
    test(`covers no text, control or card of the landing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHome(page);
      const rail = page.getByRole("navigation", { name: "Secciones de la página" });
      await expect(rail).toBeVisible();
      // Scrolled through the whole page, footer included, a rail's height at a time: what shows beside the rail.
      const covered = await page.evaluate(async () => {
        const box = document.querySelector("[data-side-nav-rail]")?.getBoundingClientRect();
        if (!box) throw new Error("no rail");
        const under = (rect: DOMRect) =>
          rect.width > 0 &&
          rect.right > box.left &&
          rect.left < box.right &&
          rect.bottom > box.top &&
          rect.top < box.bottom;
        const found = new Set<string>();
        const frame = () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (let y = 0; y < document.documentElement.scrollHeight; y += box.height / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await frame();
          const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest("[data-side-nav-rail]") || !node.textContent?.trim()) continue;
            // Visually hidden text (in a 1 px box, for screen readers) is no one's to cover.
            if (parent.getBoundingClientRect().width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            if ([...range.getClientRects()].some(under) && parent.checkVisibility())
              found.add(`"${node.textContent.trim()}"`);
          }
          for (const element of document.body.querySelectorAll(
            "svg, input, select, textarea, button, a, article, [class*='border']",
          )) {
            if (element.closest("[data-side-nav-rail]") || !under(element.getBoundingClientRect())) continue;
            const style = getComputedStyle(element);
            const edged = style.borderRightStyle !== "none" && Number.parseFloat(style.borderRightWidth) > 0;
            if ((edged || !element.matches("[class*='border']")) && element.checkVisibility())
              found.add(element.outerHTML.slice(0, 80));
          }
        }
        return [...found];
      });
      expect(covered).toEqual([]);
    });
  }

  for (const width of [800, 1024]) {
    test(`is not shown on a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      // The page marks the moment the rail would appear (SIDE_NAVIGATION_APPEAR_MS after load); it stays away.
      await expect(page.locator("html")).toHaveAttribute("data-side-nav", "");
      await expect(page.getByRole("navigation", { name: "Secciones de la página" })).toHaveCount(0);
    });
  }
});
