import { test as base, expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until it is interactive: the shell has hydrated and, on the home page, every lazily
 * hydrated section has loaded its code (each marks itself `data-ready`).
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      [...document.querySelectorAll("[data-deferred]")].every((section) =>
        section.hasAttribute("data-ready"),
      ),
    undefined,
    { timeout: 15_000 },
  );
}

/** Marks cookie consent as answered so the banner does not cover the page under test. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", "true");
    window.localStorage.setItem(
      "cookiePreferences",
      JSON.stringify({ necessary: true, functional: false, analytics: false }),
    );
  });
}

/** Every page must load without console errors; a test that expects one (a 404 document) lists it. */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleErrors: string[] }>({
  allowedConsoleErrors: [null, { option: true }],
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
