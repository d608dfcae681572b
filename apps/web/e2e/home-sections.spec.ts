import { expect, gotoReady, test } from "./fixtures";

test.describe("home page sections", () => {
  test("every lazily hydrated section is prerendered and becomes interactive", async ({ page }) => {
    await gotoReady(page, "/");
    const names = await page
      .locator("[data-home-section]")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-home-section")));
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
    ]);
    await expect(page.locator("[data-home-section]:not([data-ready])")).toHaveCount(0);
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
