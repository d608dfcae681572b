import { expect, gotoReady, test } from "./fixtures";

test.describe("home page sections", () => {
  test("every deferred part (the sections below the hero, the footer) is prerendered and becomes interactive", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const names = await page
      .locator("[data-deferred]")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-deferred")));
    expect(names).toEqual([
      "use-cases",
      "candidate-demo",
      "technologies",
      "calculator",
      "pricing",
      "packages",
      "assessment-types",
      "how-it-works",
      "zona",
      "help",
      "contact",
      "footer",
    ]);
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
});
