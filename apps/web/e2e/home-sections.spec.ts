import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";

/** Whether the calculator's top is where an anchor scroll puts it (its scroll margin below the top of the window). */
function calculatorAtTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const target = document.getElementById("calculator");
    if (target === null) return false;
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    return Math.abs(target.getBoundingClientRect().top - margin) <= 1;
  });
}

test.describe("home page sections", () => {
  test("every deferred part (the header menus, the hero, the sections below it, the footer) is prerendered and becomes interactive", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const names = await page
      .locator("[data-deferred]")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-deferred")));
    // The consent banner comes first in the document, so that while shown it starts the tab order.
    expect(names).toEqual([
      "cookie-banner",
      "header-menus",
      "side-nav",
      "hero",
      "use-cases",
      "candidate-demo",
      "technologies",
      "calculator",
      "pricing",
      "packages",
      "assessment-types",
      "zona",
      "contact",
      "footer",
    ]);
    // Sections with nothing to do stay server HTML, with no code.
    await expect(page.locator("[data-static-part]")).toHaveCount(2);
    await expect(page.locator("[data-deferred]:not([data-ready])")).toHaveCount(0);
  });

  test("the sections' HTML is in the prerendered page, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#contacto")).toHaveCount(1);
    await expect(page.locator("#precios")).toHaveCount(1);
    await context.close();
  });

  test("sections below the first view wait to be laid out, except those with form fields, which autofill inspects", async ({
    browser,
  }) => {
    // Without scripts, nothing lays the sections out (a smooth anchor scroll does): the stylesheet's rule alone.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const sections = await page.locator("main section:not(section section)").evaluateAll((elements) =>
      elements.map((section) => ({
        id: section.id,
        fields: section.querySelector("input, select, textarea") !== null,
        visibility: getComputedStyle(section).contentVisibility,
      })),
    );
    expect(
      sections.filter((section) => section.fields).map(({ id, visibility }) => [id, visibility]),
    ).toEqual([
      ["calculator", "visible"],
      ["contacto", "visible"],
    ]);
    const laidOutAtOnce = sections.filter((section) => !section.fields && section.visibility !== "auto");
    expect(laidOutAtOnce.map((section) => section.id)).toEqual(["hero"]);
    await context.close();
  });

  test("the pricing cards' code brings the beta-access dialog's with it, and not before", async ({
    page,
  }) => {
    // A phone: on large screens the side navigation fetches the dialog after load anyway.
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const dialogCode = () => requested.some((path) => /\/beta-access-dialog-[\w-]+\.js$/.test(path));
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(dialogCode()).toBe(false);
    await page.locator("[data-deferred=pricing]").evaluate((part) => part.setAttribute("data-wanted", ""));
    await expect(page.locator("[data-deferred=pricing][data-ready]")).toHaveCount(1);
    expect(dialogCode()).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // /precios loads the same cards at once: the dialog's code with them.
    requested.length = 0;
    await page.goto("/precios");
    await expect(page.locator("[data-deferred=pricing][data-ready]")).toHaveCount(1);
    expect(dialogCode()).toBe(true);
  });

  test("a stored dark theme keeps the prerendered sections on screen while their code loads", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Right after hydration, before the sections near the bottom have loaded their code.
    await expect(page.locator("#contacto")).toHaveCount(1);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await gotoReady(page, "/");
    await expect(page.locator("#contacto")).toHaveCount(1);
  });

  test("an anchor link from another page scrolls to a section that loads on demand", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/privacidad");
    await page.getByRole("button", { name: "Calculadora de costes" }).click();
    await expect(page).toHaveURL(/\/#calculator$/);
    // The target's code arrives, then a smooth scroll: on a busy machine the default 5 s was sometimes too short
    // (once in a CI run).
    await expect(page.locator("#calculator")).toBeInViewport({ timeout: 10_000 });
  });

  test("an anchor scroll waits for a section above its target that arrives late, then ends on the target", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/privacidad");
    // As in Safari, which has no scroll anchoring: Chromium's would keep the target in place by itself, and the test
    // would pass without the scroll manager's work.
    await page.addStyleTag({ content: "* { overflow-anchor: none !important; }" });
    // The use-cases section, above the calculator, arrives late (a slow network or phone).
    let released: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      released = resolve;
    });
    await page.route(/\/assets\/use-cases-section-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Down the page, so that waiting at the top shows.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole("button", { name: "Calculadora de costes" }).click();
    await expect(page).toHaveURL(/\/#calculator$/);
    await expect(page.locator("#calculator")).toHaveCount(1);
    // Scrolled now, the target would be pushed down when the section arrives: the page waits at the top instead.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('[data-loading="use-cases"]')).toHaveCount(1);
    released();
    await expect(page.locator("[data-deferred=use-cases][data-ready]")).toHaveCount(1);
    await expect.poll(() => calculatorAtTop(page), { timeout: 10_000 }).toBe(true);
  });

  test("no deferred part loses its prerendered HTML while its code loads", async ({ page }) => {
    // React replaces a boundary's server HTML with the (empty) fallback if an update reaches it before it hydrates.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __removedDeferred: string[] }).__removedDeferred = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLElement && node.dataset.deferred) removed.push(node.dataset.deferred);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    await gotoReady(page, "/");
    await page.mouse.wheel(0, 4000);
    // The scroll has happened and the page has rendered twice since: what it set off has reached the DOM.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    const removed = await page.evaluate(
      () => (window as unknown as { __removedDeferred: string[] }).__removedDeferred,
    );
    expect(removed).toEqual([]);
  });
});
