import { CONTACT_COMPANY_SIZE_OPTIONS } from "@nivelia/domain/content";
import { test as base, expect, type Locator, type Page, type Request, type Response } from "@playwright/test";
import { SLOW_4G, SLOW_PHONE_CPU_RATE } from "./slow-phone";

export type CspWindow = Window & {
  __cspViolations?: string[];
  __reportCspViolation?: (text: string) => void;
};

/**
 * Opens a page and waits until it is interactive: the shell has hydrated and every deferred part has loaded its
 * code (each marks itself `data-ready`). Parts load on intent or near the viewport, so every one is marked wanted,
 * as a visitor touching each would.
 */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.evaluate(() => {
    for (const part of document.querySelectorAll("[data-deferred]")) part.setAttribute("data-wanted", "");
  });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      [...document.querySelectorAll("[data-deferred]")].every((section) =>
        section.hasAttribute("data-ready"),
      ),
    undefined,
    { timeout: 15_000 },
  );
  // Hydrated with every part: whatever the page loads has run, so a violation so far is already recorded.
  expect(await page.evaluate(() => (window as CspWindow).__cspViolations ?? []), "CSP violations").toEqual(
    [],
  );
  return response;
}

/**
 * The visible text boxes whose example (placeholder) is cut off: wider, in the font the box draws it in, than the room
 * the box has for text. Runs in the page: `page.evaluate(cutPlaceholders)`.
 */
export function cutPlaceholders(): string[] {
  const ruler = document.createElement("canvas").getContext("2d");
  if (!ruler) return ["no canvas to measure the placeholders with"];
  const cut: string[] = [];
  for (const input of document.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
    if (!input.checkVisibility() || input.value !== "") continue;
    const font = getComputedStyle(input, "::placeholder");
    ruler.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
    const box = getComputedStyle(input);
    const room = input.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
    const needed = ruler.measureText(input.placeholder).width;
    if (needed > room + 1)
      cut.push(`"${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`);
  }
  return cut;
}

/**
 * Stops the page's clock (installed before the page opened): from here the page's timers run only as the test
 * advances them, so a delay is measured on that clock, whatever the machine's speed. It stops a minute ahead,
 * surely still in the future however slow the call: timers due before then fire once on the way.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 60_000));
}

/** How far an anchor's target is from where a scroll to it puts it (its top at its scroll margin), in px. */
export const awayFromItsPlace = (target: Locator): Promise<number> =>
  target.evaluate(
    (element) =>
      element.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(element).scrollMarginTop),
  );

/**
 * Lays out every landing section, as a scroll to an anchor does (`data-laid-out`): a section skipped by
 * content-visibility is contained, so a check of sizes or colours inside it would see nothing, or content too wide for
 * it clipped there instead of widening the page.
 */
export async function layOutAllSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll("main section"))
      section.setAttribute("data-laid-out", "");
  });
}

/** Lets the page handle what is queued: React renders an update from a message task, after the timer that set it. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * A phone-like visitor (`slow-phone.ts`: CPU slowed 4x, slow 4G), through the DevTools protocol, before the page is
 * opened.
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE_CPU_RATE });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
}

/**
 * Opens a page and returns as soon as its HTML is parsed: nothing waits for code or hydration. `DOMContentLoaded`
 * waits for the page's module scripts, so if it never comes, the error names the requests still open.
 */
export async function gotoEarly(page: Page, url: string): Promise<void> {
  const open = new Set<Request>();
  const opened = (request: Request) => open.add(request);
  const closed = (request: Request) => open.delete(request);
  page.on("request", opened);
  page.on("requestfinished", closed);
  page.on("requestfailed", closed);
  try {
    // Within the test's own timeout, so that the diagnosis below is reported.
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
  } catch (error) {
    const readyState = await page.evaluate(() => document.readyState).catch(() => "unknown");
    const requests = [...open].map((request) => request.url()).join(", ") || "none";
    throw new Error(
      `${url}: no DOMContentLoaded (readyState ${readyState}); requests still open: ${requests}`,
      {
        cause: error,
      },
    );
  } finally {
    page.off("request", opened);
    page.off("requestfinished", closed);
    page.off("requestfailed", closed);
  }
}

/**
 * A moment to time in the page: when an element first shows, or first is gone, optionally only after a click (the
 * first, or the visitor's nth: `afterClick: 2`).
 */
export interface Moment {
  selector: string;
  state: "visible" | "hidden";
  afterClick?: boolean | number;
}
type TimedWindow = Window & { __moments?: Record<string, number>; __clickedAt?: number; __clicks?: number[] };

/**
 * Records each moment with the page's own clock (performance.now()), from a MutationObserver installed before any
 * page script, and the visitor's clicks' timestamps (not the early-events script's replays): timings read this way
 * do not depend on the test runner's speed.
 */
export async function recordMoments(page: Page, moments: Record<string, Moment>): Promise<void> {
  await page.addInitScript((watched) => {
    const seen: Record<string, number> = {};
    const timed = window as TimedWindow;
    timed.__moments = seen;
    const clicks: number[] = [];
    timed.__clicks = clicks;
    const check = () => {
      for (const [name, { selector, state, afterClick }] of Object.entries(watched)) {
        const clicksNeeded = afterClick === true ? 1 : afterClick || 0;
        if (seen[name] !== undefined || clicks.length < clicksNeeded) continue;
        const visible = document.querySelector(selector)?.checkVisibility() ?? false;
        if (visible === (state === "visible")) seen[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    window.addEventListener(
      "click",
      (event) => {
        if (!event.isTrusted) return;
        timed.__clickedAt ??= event.timeStamp;
        clicks.push(event.timeStamp);
        check();
      },
      { capture: true },
    );
  }, moments);
}

/**
 * Waits until a moment is recorded, checking a property every 250 ms. Waiting with a role locator instead would
 * poll the page's accessibility tree on the page's own main thread (about 50 ms per poll on the landing at 4x CPU,
 * plus a snapshot of the whole tree for the error message on every miss): the harness then takes the time the page
 * needs, and a tap measured that way took twice as long as a visitor's.
 */
export async function waitForMoment(page: Page, name: string, timeout: number): Promise<void> {
  await page.waitForFunction((key) => (window as TimedWindow).__moments?.[key] !== undefined, name, {
    timeout,
    polling: 250,
  });
}

/**
 * Milliseconds from the navigation's loadEventEnd, from the first click, or from the visitor's nth click (a number),
 * to a recorded moment.
 */
export async function momentDelay(
  page: Page,
  name: string,
  from: "load" | "click" | number,
): Promise<number> {
  return page.evaluate(
    ([key, origin]) => {
      const timed = window as TimedWindow;
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const start =
        origin === "load"
          ? navigation?.loadEventEnd
          : origin === "click"
            ? timed.__clickedAt
            : timed.__clicks?.[origin - 1];
      const seen = timed.__moments?.[key];
      if (seen === undefined || start === undefined)
        throw new Error(`${key} or its start was never recorded`);
      return seen - start;
    },
    [name, from] as const,
  );
}

/** A figure measured on the real clock, for `pnpm bench:web` to print beside its budget (never asserted on). */
export interface Figure {
  label: string;
  ms: number;
  /** The budget the figure is held to: at most `max`, or within `tolerance` of `target`. */
  budget: { max: number } | { target: number; tolerance: number };
}

/** Reports a figure in the test's annotations (type `figure`), which the JSON report carries to the bench. */
export function reportFigure(figure: Figure): void {
  test.info().annotations.push({ type: "figure", description: JSON.stringify(figure) });
}

/**
 * Resolves once no finite animation runs on the page. Axe measures colours as they are on screen: a bubble still
 * fading in has a paler background than its final one, and fails the contrast check for as long as it fades.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Marks cookie consent as answered so the banner does not cover the page under test. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
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
}

/**
 * Every page must load without console errors (a test that expects one, a 404 document, lists it) and without a
 * single Content-Security-Policy violation, in any page or frame of the test's context: the CSP spec relies on
 * this to leave out the routes other specs visit.
 */
/** Fills the contact form (section 3.5) with a valid request by e-mail from `name`, privacy box ticked. */
export async function fillContactForm(form: Locator, name: string): Promise<void> {
  await form.getByLabel("Nombre").fill(name);
  await form.getByLabel("Empresa", { exact: true }).fill("Acme Ingeniería");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("elena@acme-ingenieria.es");
  await form.getByLabel("Tamaño de la empresa").click();
  await form
    .page()
    .getByRole("option", { name: CONTACT_COMPANY_SIZE_OPTIONS[1]?.label ?? "", exact: true })
    .click();
  await form.getByRole("checkbox", { name: /política de privacidad/ }).click();
}

export const test = base.extend<{
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  cspViolations: string[];
}>({
  allowedConsoleErrors: [null, { option: true }],
  cspViolations: [
    // Takes `page` so that it ends before the page closes, and can still read the page's own record.
    async ({ context, page: _page }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", ({ frame }, text: string) =>
        violations.push(`${frame.url()}: ${text}`),
      );
      await context.addInitScript(() => {
        const reporting = window as CspWindow;
        reporting.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          const text = `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`;
          reporting.__cspViolations?.push(text);
          reporting.__reportCspViolation?.(text);
        });
      });
      await use(violations);
      // A report may still be on its way through the binding: each open page's own record settles it.
      for (const page of context.pages()) {
        const seen = await page
          .evaluate(() => (window as CspWindow).__cspViolations ?? [])
          .catch(() => [] as string[]);
        for (const text of seen) {
          const entry = `${page.url()}: ${text}`;
          if (!violations.includes(entry)) violations.push(entry);
        }
      }
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
