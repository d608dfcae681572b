import { expect, test } from "./fixtures";

test.describe("the prerendered shell", () => {
  test("/ arrives as HTML that already holds the header and footer", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<header[^>]*>[\s\S]*-100% Early Access[\s\S]*<\/header>/);
    expect(html).toContain("<footer");
    expect(html).toContain("<title>");
  });

  test("/ hydrates and shows header and footer @mobile", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "-100% Early Access" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("2025");
  });

  test("the page works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await context.close();
  });

  test.describe("unknown paths", () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("an unknown path answers 404 with the 404 page", async ({ page }) => {
      const response = await page.goto("/no-existe");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Error 404: Not Found")).toBeVisible();
    });
  });
});
