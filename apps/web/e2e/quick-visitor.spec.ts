import {
  candidateNextHireTitle,
  DEMO_CANDIDATES,
  MATCH_EXPLAINER_TITLE,
  USE_CASES,
} from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { STACKS } from "@nivelia/domain/stacks";
import { TECHNOLOGY_FAMILY_LABELS } from "@nivelia/domain/technology-index";
import type { Locator, Page } from "@playwright/test";
import {
  awayFromItsPlace,
  dismissCookieBanner,
  emulateSlowPhone,
  expect,
  gotoEarly,
  type Moment,
  momentDelay,
  recordMoments,
  reportFigure,
  settle,
  stopClock,
  test,
  waitForMoment,
} from "./fixtures";

// A visitor on a slow phone acts the moment the HTML is there: every tap and keystroke must still be answered,
// whether or not the part's code has arrived (the early-events script holds and replays it). Outcomes are awaited
// generously: the machine running the tests may be busy.
const ANSWER_TIMEOUT = 40_000;

const section = (page: Page, anchor: string): Locator => page.locator(`#${anchor}`);
const dialogNamed = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

/** What the held-tap test reads off the page: when the tap and its busy mark came, and what its first frame showed. */
interface Feedback {
  click?: number;
  busy?: number;
  firstFrame?: { busy: boolean; pressed: boolean };
}

const DIALOG_SHOWN: Moment = { selector: '[role="dialog"]', state: "visible", afterClick: true };

/** Opens `/` on a slow phone, timing `answer` (what the tap should bring) and any `other` moments. */
async function openEarly(
  page: Page,
  answer: Moment,
  { consent = true, other = {} }: { consent?: boolean; other?: Record<string, Moment> } = {},
): Promise<void> {
  if (consent) await dismissCookieBanner(page);
  await recordMoments(page, { ...other, answer });
  await emulateSlowPhone(page);
  await gotoEarly(page, "/");
}

/**
 * Reports a tap-to-answer time (read by `pnpm bench:web`) once the answer has been checked: by default from the
 * first tap to the `answer` moment; a test with several taps reports each, labelled.
 */
async function reportTapToAnswer(
  page: Page,
  { moment = "answer", tap = 1, label }: { moment?: string; tap?: number; label?: string } = {},
): Promise<void> {
  const delay = Math.round(await momentDelay(page, moment, tap));
  test
    .info()
    .annotations.push({ type: "tap-to-answer-ms", description: label ? `${label}: ${delay}` : `${delay}` });
}

test.describe("a quick visitor on a slow phone is answered", () => {
  test.slow();

  const dialogTriggers: Array<{ name: string; tap: (page: Page) => Promise<void>; answer: string }> = [
    {
      name: "a use-case card",
      tap: (page) =>
        section(page, HOME_ANCHORS.useCases)
          .getByRole("button", { name: USE_CASES[0]?.title ?? "" })
          .click(),
      answer: USE_CASES[0]?.title ?? "",
    },
    {
      name: "a stack card",
      tap: (page) =>
        page
          .getByRole("list", { name: "Stacks soportados" })
          .getByRole("button", { name: new RegExp(`^${STACKS[0]?.name}`) })
          .click(),
      answer: STACKS[0]?.name ?? "",
    },
    {
      name: "'Buscar Stack'",
      tap: (page) =>
        section(page, HOME_ANCHORS.technologies).getByRole("button", { name: "Buscar Stack" }).click(),
      answer: "Tu Stack Personalizado",
    },
    {
      name: "'Skills' in the header",
      tap: (page) => page.getByRole("banner").getByRole("button", { name: "Skills" }).click(),
      answer: "Verificador de Tecnologías",
    },
    {
      name: "'Comenzar ahora'",
      tap: (page) =>
        section(page, HOME_ANCHORS.pricing).getByRole("button", { name: "Comenzar ahora" }).click(),
      answer: "Plan Enterprise",
    },
    {
      name: "'Solicitar acceso gratuito'",
      tap: (page) =>
        section(page, HOME_ANCHORS.pricing)
          .getByRole("button", { name: "Solicitar acceso gratuito" })
          .click(),
      answer: "Solicita acceso gratuito a la beta",
    },
    {
      name: "a candidate card",
      tap: (page) =>
        page
          .getByRole("list", { name: "Candidatos de ejemplo" })
          .getByRole("button", { name: new RegExp(`^${DEMO_CANDIDATES[1]?.role}`) })
          .click(),
      answer: candidateNextHireTitle(DEMO_CANDIDATES[1]?.name ?? ""),
    },
    {
      name: "'Match'",
      tap: (page) =>
        page
          .getByRole("list", { name: "Candidatos de ejemplo" })
          .getByRole("button", { name: /^Match/ })
          .first()
          .click(),
      answer: MATCH_EXPLAINER_TITLE,
    },
  ];

  for (const trigger of dialogTriggers) {
    test(`${trigger.name} opens its dialog`, async ({ page }) => {
      await openEarly(page, DIALOG_SHOWN);
      await trigger.tap(page);
      await waitForMoment(page, "answer", ANSWER_TIMEOUT);
      await expect(dialogNamed(page, trigger.answer)).toBeVisible({ timeout: ANSWER_TIMEOUT });
      await reportTapToAnswer(page);
    });
  }

  test("a tab, then a technology in it: the tab switches, then the technology's dialog opens", async ({
    page,
  }) => {
    // Two taps, each timed to its own answer: the tab's panel, then the dialog the technology opens.
    const frontendPanel = '#technologies [role="tabpanel"][id$="-content-frontend"]';
    await openEarly(
      page,
      { ...DIALOG_SHOWN, afterClick: 2 },
      { other: { tab: { selector: frontendPanel, state: "visible", afterClick: 1 } } },
    );
    const technologies = section(page, HOME_ANCHORS.technologies);
    await technologies.getByRole("tab", { name: TECHNOLOGY_FAMILY_LABELS.frontend }).click();
    await waitForMoment(page, "tab", ANSWER_TIMEOUT);
    await technologies.getByRole("tabpanel").getByRole("button", { name: "React", exact: true }).click();
    await waitForMoment(page, "answer", ANSWER_TIMEOUT);
    await expect(dialogNamed(page, "React")).toBeVisible();
    await reportTapToAnswer(page, { moment: "tab", label: "the tab" });
    await reportTapToAnswer(page, { tap: 2, label: "then the technology" });
  });

  test("'30' typed into the calculator is kept and computed", async ({ page }) => {
    await openEarly(page, DIALOG_SHOWN);
    const processes = section(page, HOME_ANCHORS.calculator).getByLabel("Procesos de selección al mes", {
      exact: true,
    });
    await processes.fill("30");
    // The shareable query only changes once the calculator's state holds the typed value.
    await expect(page).toHaveURL(/[?&]processesPerMonth=30(&|#|$)/, { timeout: ANSWER_TIMEOUT });
    await expect(page.locator('[data-deferred="calculator"][data-ready]')).toHaveCount(1);
    await expect(processes).toHaveValue("30");
  });

  for (const [button, preferences] of [
    ["Aceptar todas", { necessary: true, functional: true, analytics: true }],
    ["Sólo necesarias", { necessary: true, functional: false, analytics: false }],
  ] as const) {
    test(`the cookie banner's '${button}' stores the choice and closes it`, async ({ page }) => {
      await openEarly(
        page,
        { selector: '[data-testid="cookie-banner"]', state: "hidden", afterClick: true },
        { consent: false },
      );
      const banner = page.getByTestId("cookie-banner");
      await banner.getByRole("button", { name: button }).click();
      await waitForMoment(page, "answer", ANSWER_TIMEOUT);
      await expect(banner).toBeHidden({ timeout: ANSWER_TIMEOUT });
      await reportTapToAnswer(page);
      const stored = await page.evaluate(() => window.localStorage.getItem("cookiePreferences"));
      expect(JSON.parse(stored ?? "null")).toEqual({ ...preferences, savedAt: expect.any(String) });
    });
  }

  test("the cookie banner's 'Personalizar' shows the categories", async ({ page }) => {
    await openEarly(
      page,
      { selector: '[data-testid="cookie-banner"] [role="switch"]', state: "visible", afterClick: true },
      { consent: false },
    );
    const banner = page.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Personalizar" }).click();
    await waitForMoment(page, "answer", ANSWER_TIMEOUT);
    await expect(banner.getByRole("switch", { name: "Analíticas" })).toBeVisible({ timeout: ANSWER_TIMEOUT });
    await reportTapToAnswer(page);
  });

  test("the mobile menu opens @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openEarly(page, DIALOG_SHOWN);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await waitForMoment(page, "answer", ANSWER_TIMEOUT);
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: ANSWER_TIMEOUT });
    await reportTapToAnswer(page);
  });

  test("a held tap looks pressed and busy from the first frame after it, then is answered", async ({
    page,
  }) => {
    // The pricing section's code is held back until after the tap, so the tap is certainly held.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/pricing-section-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const marks: Feedback = {};
      (window as Window & { __feedback?: Feedback }).__feedback = marks;
      window.addEventListener(
        "click",
        (event) => {
          if (marks.click !== undefined) return;
          marks.click = event.timeStamp;
          // Frame callbacks run just before the frame is painted: what they find is what the visitor first sees.
          requestAnimationFrame(() => {
            const target = event.target instanceof Element ? event.target.closest("button") : null;
            marks.firstFrame = {
              busy: target?.getAttribute("aria-busy") === "true",
              pressed: target?.hasAttribute("data-early") ?? false,
            };
          });
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (document.querySelector("[data-early]")) marks.busy ??= performance.now();
      }).observe(document, { subtree: true, attributeFilter: ["data-early"] });
    });
    await openEarly(page, DIALOG_SHOWN);
    // Measured once the page's own hydration is over: a tap during it waits for the main thread, which the
    // long-task test polices; this one measures how soon a held tap is marked.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: ANSWER_TIMEOUT });
    const button = section(page, HOME_ANCHORS.pricing).getByRole("button", { name: "Comenzar ahora" });
    // Tapped when the main thread is free: a tap that lands during another part's hydration waits for that task
    // (the long-task test polices them), and this test measures the early-events script's own answer.
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("data-early", "");
    await page.waitForFunction(
      () => (window as Window & { __feedback?: Feedback }).__feedback?.firstFrame !== undefined,
    );
    const marks = await page.evaluate(() => (window as Window & { __feedback?: Feedback }).__feedback);
    // Marked in the tap's own task, so the first frame painted after it shows the press; how many milliseconds
    // that is depends on the machine as much as on the page, and is a figure for the bench.
    expect(marks?.firstFrame).toEqual({ busy: true, pressed: true });
    reportFigure({
      label: "a held tap looks pressed and busy",
      ms: Math.round((marks?.busy ?? Number.NaN) - (marks?.click ?? Number.NaN)),
      budget: { max: 100 },
    });
    release();
    await expect(dialogNamed(page, "Plan Enterprise")).toBeVisible({ timeout: ANSWER_TIMEOUT });
    // The dialog hides the rest of the page from the accessibility tree: the button is found by its markup.
    const pressed = page.locator("#precios button", { hasText: "Comenzar ahora" });
    await expect(pressed).not.toHaveAttribute("aria-busy");
    await expect(pressed).not.toHaveAttribute("data-early");
  });
  test("a press made before React has arrived is held, then answered once it has", async ({ page }) => {
    // React and the router are held back until after the press: the early-events script alone has heard it.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await dismissCookieBanner(page);
    await recordMoments(page, { answer: DIALOG_SHOWN });
    await emulateSlowPhone(page);
    // Not until DOMContentLoaded: that event waits for the page's module scripts, which are held here.
    await page.goto("/", { waitUntil: "commit" });
    const button = section(page, HOME_ANCHORS.pricing).getByRole("button", {
      name: "Solicitar acceso gratuito",
    });
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    release();
    await waitForMoment(page, "answer", ANSWER_TIMEOUT);
    await expect(dialogNamed(page, "Solicita acceso gratuito a la beta")).toBeVisible({
      timeout: ANSWER_TIMEOUT,
    });
  });

  test("a press loads the part it lands on, and parts the visitor never neared fetch no code", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openEarly(page, DIALOG_SHOWN);
    await section(page, HOME_ANCHORS.pricing).getByRole("button", { name: "Comenzar ahora" }).click();
    await waitForMoment(page, "answer", ANSWER_TIMEOUT);
    await expect(dialogNamed(page, "Plan Enterprise")).toBeVisible({ timeout: ANSWER_TIMEOUT });
    await expect(page.locator('[data-deferred="pricing"][data-ready]')).toHaveCount(1);
    await reportTapToAnswer(page);
    // The contact form is far below the pricing cards: its server HTML stays, with no code behind it.
    expect(fetched.filter((path) => path.startsWith("/assets/contact-section-"))).toEqual([]);
    await expect(page.locator('[data-deferred="contact"]:not([data-ready])')).toHaveCount(1);
  });
  test("a visitor who scrolls away from the anchor before the code runs stays where they scrolled", async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.clock.install();
    await emulateSlowPhone(page);
    await gotoEarly(page, `/#${HOME_ANCHORS.pricing}`);
    const pricing = section(page, HOME_ANCHORS.pricing);
    // The browser opened the page at the anchor; the visitor backs up the page with the wheel at once.
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, -1500);
    await expect.poll(() => awayFromItsPlace(pricing), { timeout: ANSWER_TIMEOUT }).toBeGreaterThan(1400);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: ANSWER_TIMEOUT });
    // Past the time of a reload's hash scroll (0.3 s after the code has run) on the page's clock.
    await stopClock(page);
    await settle(page);
    // Still reading what lies 1 500 px above the pricing (scroll anchoring keeps it in view as sections above it
    // take their real height): nothing took the visitor back to the anchor.
    expect(await awayFromItsPlace(pricing)).toBeGreaterThan(1400);
  });
  test("a select tapped before its form's code has arrived opens with its whole list", async ({ page }) => {
    await dismissCookieBanner(page);
    // Noted in the microtask after each change, before the frame that would show it: a list open with no option.
    await page.addInitScript(() => {
      const state = window as { __emptyListShown?: boolean };
      new MutationObserver(() => {
        const list = document.querySelector('[role="listbox"]');
        if (list && !list.querySelector('[role="option"]')) state.__emptyListShown = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await emulateSlowPhone(page);
    await gotoEarly(page, "/webinars#inscripcion");
    const select = page.getByRole("combobox", { name: "Sesión" });
    await expect(select).not.toHaveText("");
    await select.click();
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: ANSWER_TIMEOUT });
    expect(
      await page.evaluate(() => (window as { __emptyListShown?: boolean }).__emptyListShown ?? false),
    ).toBe(false);
  });
});
