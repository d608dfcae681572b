import AxeBuilder from "@axe-core/playwright";
import { HEADER_PRICING_ITEMS, HEADER_PRODUCT_ITEMS } from "@nivelia/domain/site";
import { COOKIE_BANNER_DELAY_MS } from "@nivelia/domain/site/cookies";
import { FOOTER_GROUPS } from "@nivelia/domain/site/footer";
import type { Page } from "@playwright/test";
import { USE_CASES_INTRO } from "../src/content/pages/use-cases";
import {
  awayFromItsPlace,
  dismissCookieBanner,
  expect,
  gotoReady,
  settle,
  stopClock,
  test,
  untilStill,
} from "./fixtures";

const acceptCookiesLater = dismissCookieBanner;

test.describe("header", () => {
  test("turns solid after 20 px of scroll", async ({ page }) => {
    await acceptCookiesLater(page);
    await page.goto("/privacidad");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("'Producto' and 'Precios' list exactly their items and close with Escape", async ({ page }) => {
    await acceptCookiesLater(page);
    await gotoReady(page, "/privacidad");
    const nav = page.getByRole("navigation", { name: "Principal" });
    const product = nav.getByRole("button", { name: "Producto" });
    await product.click();
    await expect(product).toHaveAttribute("aria-expanded", "true");
    const productList = page.locator(`#${await product.getAttribute("aria-controls")}`);
    await expect(productList.getByRole("listitem")).toHaveText(
      HEADER_PRODUCT_ITEMS.map((item) => item.label),
    );
    await page.keyboard.press("Escape");
    await expect(productList).toBeHidden();
    await expect(product).toBeFocused();
    const pricing = nav.getByRole("button", { name: "Precios" });
    await pricing.click();
    const pricingList = page.locator(`#${await pricing.getAttribute("aria-controls")}`);
    await expect(pricingList.getByRole("listitem")).toHaveText(
      HEADER_PRICING_ITEMS.map((item) => item.label),
    );
    await page.mouse.click(5, 400);
    await expect(pricingList).toBeHidden();
  });

  test("'Producto' opens from the keyboard, passes axe while open, hands focus back on Escape, and gives way to 'Precios'", async ({
    page,
  }) => {
    await acceptCookiesLater(page);
    await page.goto("/privacidad");
    const nav = page.getByRole("navigation", { name: "Principal" });
    const product = nav.getByRole("button", { name: "Producto" });
    await product.focus();
    await page.keyboard.press("Enter");
    await expect(product).toHaveAttribute("aria-expanded", "true");
    const productList = page.locator(`#${await product.getAttribute("aria-controls")}`);
    const firstItem = productList.getByRole("listitem").first();
    await page.keyboard.press("Tab");
    await expect(firstItem.locator("a, button")).toBeFocused();
    await untilStill(page);
    const results = await new AxeBuilder({ page })
      .include("header")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(productList).toBeHidden();
    await expect(product).toBeFocused();
    // One list at a time: opening 'Precios' closes 'Producto'.
    await page.keyboard.press("Enter");
    await expect(product).toHaveAttribute("aria-expanded", "true");
    const pricing = nav.getByRole("button", { name: "Precios" });
    await pricing.click();
    await expect(pricing).toHaveAttribute("aria-expanded", "true");
    await expect(product).toHaveAttribute("aria-expanded", "false");
  });

  test("the mobile menu works with the keyboard and locks scrolling @mobile", async ({ page }) => {
    await acceptCookiesLater(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const open = page.getByRole("button", { name: "Abrir menú" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole("link", { name: "Casos de uso" }).click();
    await expect(page).toHaveURL(/\/casos-de-uso$/);
    await expect(page.getByRole("heading", { level: 1, name: USE_CASES_INTRO.title })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("every internal link leads to a page that renders", async ({ page, request }) => {
    const paths = FOOTER_GROUPS.flatMap((group) =>
      group.items.flatMap((item) => (item.kind === "link" ? [item.to] : [])),
    );
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain("<h1");
    }
    await acceptCookiesLater(page);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacidad" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });
});

test.describe("errors", () => {
  test.use({ allowedConsoleErrors: /status of 404|Error de prueba|Error de renderizado/ });

  test("a random path shows the 404 page with that path and status 404", async ({ page }) => {
    const path = `/no-existe-${Date.now()}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Parece que esta página necesita un code review")).toBeVisible();
    await expect(page.getByText(`curl ${path}`)).toBeVisible();
    await page.getByText("Información de depuración").click();
    await expect(page.getByRole("definition").first()).toHaveText(path);
    await expect(page.getByRole("link", { name: "Reportar bug" })).toHaveAttribute("href", "/contacto");
  });

  test("a render error shows the error screen", async ({ page }) => {
    await acceptCookiesLater(page);
    await page.goto("/test?error=render");
    await expect(page.getByRole("heading", { name: "Algo salió mal" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Recargar página" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ir al inicio" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Si el problema persiste, por favor contacta con");
  });
});

test.describe("cookie banner", () => {
  const stored = (page: Page) =>
    page.evaluate(() => ({
      consent: window.localStorage.getItem("cookieConsent"),
      preferences: JSON.parse(window.localStorage.getItem("cookiePreferences") ?? "null"),
    }));
  /** A stored choice carries the moment it was made (consent is asked again after 13 months). */
  const dated = (preferences: object) => ({ ...preferences, savedAt: expect.any(String) });

  test("appears after a second and 'Aceptar todas' stores every category", async ({ page }) => {
    // The page's timers on a clock the test moves: the banner's second passes at once, and only when told.
    await page.clock.install();
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await page.clock.fastForward(COOKIE_BANNER_DELAY_MS);
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button", { name: "Aceptar todas" });
    const necessary = banner.getByRole("button", { name: "Sólo necesarias" });
    expect(await accept.boundingBox()).toMatchObject({ width: (await necessary.boundingBox())?.width });
    await accept.click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toEqual({
      consent: "true",
      preferences: dated({ necessary: true, functional: true, analytics: true }),
    });
    // After a reload the stored choice keeps the banner away once its second has passed; the side rail, due half a
    // second after the same load event, shows that the page's timers did run.
    await page.reload();
    await page.clock.fastForward(COOKIE_BANNER_DELAY_MS);
    await expect(page.locator("html")).toHaveAttribute("data-side-nav", "");
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-ask");
    await expect(banner).toBeHidden();
  });

  test("while shown it starts the tab order without taking focus, and its first layer names who sets what", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await page.clock.fastForward(COOKIE_BANNER_DELAY_MS);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(banner.getByRole("link", { name: "Política de cookies" })).toHaveAttribute(
      "href",
      "/cookies",
    );
    for (const name of ["Nivelia", "Google Analytics", "Hotjar"]) await expect(banner).toContainText(name);
    await expect(banner).not.toContainText("funcionales");
  });

  for (const [age, asked] of [
    ["12 months", false],
    ["14 months", true],
  ] as const) {
    test(`an answer given ${age} ago ${asked ? "is asked again" : "still holds"}`, async ({ page }) => {
      const now = new Date("2026-06-01T12:00:00.000Z");
      const savedAt = new Date(now);
      savedAt.setUTCMonth(savedAt.getUTCMonth() - (asked ? 14 : 12));
      await page.clock.install({ time: now });
      await page.addInitScript((saved) => {
        window.localStorage.setItem("cookieConsent", "true");
        window.localStorage.setItem(
          "cookiePreferences",
          JSON.stringify({ necessary: true, functional: false, analytics: false, savedAt: saved }),
        );
      }, savedAt.toISOString());
      await page.goto("/");
      await page.clock.fastForward(COOKIE_BANNER_DELAY_MS);
      // The side rail, due half a second after the same load event, shows that the page's timers did run.
      await expect(page.locator("html")).toHaveAttribute("data-side-nav", "");
      if (asked) await expect(page.getByTestId("cookie-banner")).toBeVisible();
      else await expect(page.locator("html")).not.toHaveAttribute("data-consent-ask");
    });
  }

  test("'Sólo necesarias' stores necessary only", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sólo necesarias" }).click();
    // The tap may be held until the banner's code arrives: the choice is stored when the banner closes.
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toEqual({
      consent: "true",
      preferences: dated({ necessary: true, functional: false, analytics: false }),
    });
  });

  test("customise, save, and withdraw consent from the footer", async ({ page }) => {
    // The footer is a deferred part: wait until it has hydrated before using its button.
    await gotoReady(page, "/");
    const banner = page.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Personalizar" }).click();
    await expect(banner.getByRole("switch", { name: "Necesarias" })).toBeDisabled();
    await banner.getByRole("switch", { name: "Analíticas" }).click();
    await banner.getByRole("button", { name: "Guardar" }).click();
    expect(await stored(page)).toEqual({
      consent: "true",
      preferences: dated({ necessary: true, functional: false, analytics: true }),
    });
    await page.getByRole("button", { name: "Configurar cookies" }).click();
    await expect(banner.getByRole("switch", { name: "Analíticas" })).toBeChecked();
    await banner.getByRole("switch", { name: "Analíticas" }).click();
    await banner.getByRole("button", { name: "Guardar" }).click();
    expect((await stored(page)).preferences.analytics).toBe(false);
  });

  test("closing without saving stores nothing; 'Cancelar' returns to the simple view", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Personalizar" }).click();
    await banner.getByRole("button", { name: "Cancelar" }).click();
    await expect(banner.getByRole("button", { name: "Aceptar todas" })).toBeVisible();
    await banner.getByRole("button", { name: "Cerrar aviso de cookies" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toEqual({ consent: null, preferences: null });
  });

  test("keeps its height clear at the page's bottom without restyling the page", async ({
    page,
    browser,
  }) => {
    // The banner sets the page's bottom padding to its height. A custom property on the root did it once: inherited by
    // every element, it restyled the whole landing (54 ms at 4x CPU as the banner appeared).
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, "/");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const padding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    await expect.poll(padding).not.toBe("0px");
    const simple = await padding();
    const elements = await page.evaluate(() => document.querySelectorAll("*").length);
    // The customisation is taller: its new height is kept clear, and the trace counts what each style pass restyled.
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await banner.getByRole("button", { name: "Personalizar" }).click();
    // Reading the computed padding runs the style pass that applies it, inside the trace.
    await expect.poll(padding).not.toBe(simple);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: Array<{ name: string; args?: { elementCount?: number } }>;
    };
    const restyled = trace.traceEvents
      .filter((event) => event.name === "UpdateLayoutTree")
      .map((event) => event.args?.elementCount ?? 0);
    expect(restyled.length).toBeGreaterThan(0);
    expect(Math.max(...restyled)).toBeLessThan(elements / 10);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe(
      await padding(),
    );
  });

  test("no request leaves for a third-party host before consent", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url);
    });
    // Every deferred part loads its code, as a visitor scrolling through the page would make it.
    await gotoReady(page, "/");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
  });
});

test.describe("toasts", () => {
  const toaster = (page: Page) => page.locator("section[aria-label^='Notificaciones']");
  const toasterStyles = (page: Page) =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("style")].filter((s) => s.textContent?.includes("data-sonner")).length,
    );

  test("a page with nothing that raises a toast loads neither the toaster nor its stylesheet", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    // Past the first idle moment after load, when the toaster used to load on every page, and its requests.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.waitForLoadState("networkidle");
    await expect(toaster(page)).toHaveCount(0);
    expect(await toasterStyles(page)).toBe(0);
  });

  test("a form's code brings the toaster before its first toast", async ({ page }) => {
    await gotoReady(page, "/contacto");
    await expect(toaster(page)).toHaveCount(1);
    expect(await toasterStyles(page)).toBe(1);
  });
});

test.describe("theme", () => {
  test("light by default, and a chosen theme persists across reloads without a flash", async ({ page }) => {
    await acceptCookiesLater(page);
    await gotoReady(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByLabel("Tema").selectOption("dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
    // Before any module script runs, the inline boot script has already applied the stored theme.
    await page.route("**/assets/*.js", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

  for (const path of ["/", "/privacidad", "/no-existe"]) {
    test(`${path} has no violations, with the banner open and closed`, async ({ page }) => {
      test.slow(); // Two axe runs over the whole page; the landing is the longest.
      await page.goto(path);
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      await untilStill(page);
      const withBanner = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(withBanner.violations).toEqual([]);
      await page.getByRole("button", { name: "Sólo necesarias" }).click();
      await untilStill(page);
      const withoutBanner = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(withoutBanner.violations).toEqual([]);
    });
  }
});

test.describe("accessibility on a phone (axe, WCAG 2.2 AA)", () => {
  test("the landing's footer links are touch targets of at least 24 px, as loaded, before any scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await dismissCookieBanner(page);
    await gotoReady(page, "/");
    const results = await new AxeBuilder({ page }).include("footer").withTags(["wcag22aa"]).analyze();
    expect(results.violations).toEqual([]);
  });
});

/**
 * Tabs through the whole page (until focus comes back to where it started) and lists what the keyboard focus would
 * hide from a sighted visitor: a control that took focus entirely under the fixed header or the cookie banner (WCAG
 * 2.2, 2.4.11 Focus Not Obscured), or one that shows no outline or ring while focused (2.4.7 Focus Visible).
 */
async function focusOutOfSight(page: Page, key: "Tab" | "Shift+Tab"): Promise<string[]> {
  const faults: string[] = [];
  let first: string | null = null;
  for (let step = 0; step < 3_000; step += 1) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const control = document.activeElement;
      if (!control || control === document.body) return null;
      control.setAttribute(
        "data-focus-probe",
        control.getAttribute("data-focus-probe") ?? String(Math.random()),
      );
      const box = control.getBoundingClientRect();
      const coveredBy = ["header", "[data-cookie-banner] > section"].filter((selector) => {
        const cover = document.querySelector(selector);
        if (!cover?.checkVisibility() || cover.contains(control)) return false;
        const over = cover.getBoundingClientRect();
        return (
          box.top >= over.top && box.bottom <= over.bottom && box.left >= over.left && box.right <= over.right
        );
      });
      const style = getComputedStyle(control);
      const shown =
        (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none";
      const text = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
      return {
        id: control.getAttribute("data-focus-probe"),
        coveredBy,
        shown,
        name: `${control.tagName} "${text}"`,
      };
    });
    if (!focused?.id) continue;
    if (focused.id === first) return faults;
    first ??= focused.id;
    if (focused.coveredBy.length > 0) faults.push(`${focused.name} under ${focused.coveredBy.join(" and ")}`);
    if (!focused.shown) faults.push(`${focused.name} shows no focus`);
  }
  throw new Error("focus never came back to where it started");
}

test.describe("keyboard focus in sight (WCAG 2.4.7, 2.4.11)", () => {
  test("tabbing through the landing on a phone shows every focus, never under the cookie banner or the header", async ({
    page,
  }) => {
    test.slow(); // Several hundred key presses.
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, "/");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect(await focusOutOfSight(page, "Tab")).toEqual([]);
  });

  test("tabbing backwards from the end of the landing shows every focus, never under the header", async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await dismissCookieBanner(page);
    await gotoReady(page, "/");
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    expect(await focusOutOfSight(page, "Shift+Tab")).toEqual([]);
  });
});

test.describe("page position and fade (section 2.1)", () => {
  test("a visitor who scrolls before the code arrives stays put; a reload opens at the top", async ({
    page,
  }) => {
    await acceptCookiesLater(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, 800));
    // The hero hydrates after the shell has rendered and run its first effects (the router's and the shell's own
    // scroll handling among them): by then nothing may have moved the page under the visitor.
    await page.locator('[data-deferred="hero"][data-ready]').waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a page opened at an anchor stays on it after its code arrives", async ({ page }) => {
    await acceptCookiesLater(page);
    await page.setViewportSize({ width: 360, height: 740 });
    // Where the target is at each scroll once the page has hydrated, against where a scroll to it puts it.
    await page.addInitScript(() => {
      const seen: number[] = [];
      Object.assign(window, { scrollsAfterHydration: seen });
      addEventListener("scroll", () => {
        const faq = document.getElementById("faq");
        if (!faq || !document.documentElement.hasAttribute("data-hydrated")) return;
        seen.push(faq.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(faq).scrollMarginTop));
      });
    });
    await page.clock.install();
    await gotoReady(page, "/#faq");
    const offset = () => awayFromItsPlace(page.locator("#faq"));
    // There from the first paint: the browser jumps to the hash while it parses the page.
    expect(Math.abs(await offset())).toBeLessThan(1);
    // Past the time of a reload's hash scroll (0.3 s after the code has run) on the page's clock.
    await stopClock(page);
    await settle(page);
    expect(Math.abs(await offset())).toBeLessThan(1);
    const scrolls = await page.evaluate(
      () => (window as Window & { scrollsAfterHydration?: number[] }).scrollsAfterHydration,
    );
    expect(scrolls?.filter((away) => Math.abs(away) >= 1)).toEqual([]);
  });

  test("a reload at an anchor is put back on it after the code arrives", async ({ page }) => {
    await acceptCookiesLater(page);
    await page.setViewportSize({ width: 360, height: 740 });
    // No fake clock here: Playwright's replaces `performance`, whose navigation entry says this load is a reload.
    await gotoReady(page, "/#faq");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect.poll(async () => Math.abs(await awayFromItsPlace(page.locator("#faq")))).toBeLessThan(1);
  });

  test("a link to a home anchor from another page opens the landing at the anchor, without crossing it", async ({
    page,
  }) => {
    await acceptCookiesLater(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoReady(page, "/casos-de-uso");
    // From the click on: every scroll the page asks for, smooth or not.
    await page.evaluate(() => {
      const asked: string[] = [];
      Object.assign(window, { scrollsAsked: asked });
      const intoView = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        asked.push(typeof options === "object" ? (options.behavior ?? "auto") : "auto");
        intoView.call(this, options);
      };
      const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
      window.scrollTo = ((...args: unknown[]) => {
        const [options] = args;
        asked.push(typeof options === "object" ? ((options as ScrollToOptions).behavior ?? "auto") : "auto");
        scrollTo(...args);
      }) as typeof window.scrollTo;
    });
    await page.locator('main a[href="/#precios"]').first().click();
    await expect(page).toHaveURL(/\/#precios$/);
    await expect.poll(async () => Math.abs(await awayFromItsPlace(page.locator("#precios"))) < 1).toBe(true);
    // A smooth scroll there crossed 10 000 px of the landing on a phone.
    const asked = await page.evaluate(() => (window as Window & { scrollsAsked?: string[] }).scrollsAsked);
    expect(asked).not.toContain("smooth");
    expect(asked?.length).toBeGreaterThan(0);
  });

  test("the prerendered page shows at once; a client-side path change fades it in", async ({ page }) => {
    await acceptCookiesLater(page);
    await gotoReady(page, "/precios");
    const main = page.locator("#contenido");
    // Nothing animates the page on its first paint (a fade from transparent would delay its largest paint).
    expect(await main.evaluate((element) => element.getAnimations().length)).toBe(0);
    // Counts the fades started on <main> from now on, whatever their duration.
    await main.evaluate((element) => {
      const counted = element as HTMLElement & { fades?: number };
      counted.fades = 0;
      const animate = counted.animate.bind(counted);
      counted.animate = (...args: Parameters<HTMLElement["animate"]>) => {
        counted.fades = (counted.fades ?? 0) + 1;
        return animate(...args);
      };
    });
    await page.getByRole("banner").getByRole("link", { name: "Nivelia" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => main.evaluate((element) => (element as HTMLElement & { fades?: number }).fades))
      .toBe(1);
  });
});
