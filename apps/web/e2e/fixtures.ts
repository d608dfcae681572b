import { test as base, expect } from "@playwright/test";

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
