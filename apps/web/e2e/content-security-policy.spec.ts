import { readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_WEB_DIST } from "../playwright.config";
import { type CspWindow, expect, gotoReady, test } from "./fixtures";
import { HYDRATED_ROUTES } from "./routes";

// Every prerendered page (the sitemap lists them) and the 404 page, with all their deferred parts hydrated, must
// run under the site's Content-Security-Policy without a single violation. The shared fixture fails any test on a
// violation, and the page specs open the routes of ./routes hydrated; this spec opens the rest, so that each route
// is checked once, and proves that the fixture does fail a test.
const sitemap = readFileSync(join(E2E_WEB_DIST, "sitemap.xml"), "utf8");
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
  (match) => match[1] ?? "/",
);
const NOT_FOUND_PATH = "/pagina-que-no-existe";
const LEFT_TO_THIS_SPEC = [...paths.filter((path) => !HYDRATED_ROUTES.has(path)), NOT_FOUND_PATH];

/** Adds an inline script, which the policy (script-src 'self' and hashes) must refuse. */
const injectInlineScript = () => {
  const script = document.createElement("script");
  script.textContent = "document.documentElement.dataset.inlineRan = 'true';";
  document.head.append(script);
};

test.describe("no Content-Security-Policy violation on any page", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("the sitemap lists the prerendered pages, and every page is sent with the policy", async ({
    request,
  }) => {
    expect(paths).toContain("/");
    expect(paths.length).toBeGreaterThan(10);
    // The routes other specs open are pages of the sitemap, or private pages that exist.
    for (const path of [...new Set([...paths, ...HYDRATED_ROUTES])]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-security-policy"], path).toContain("script-src 'self'");
    }
  });

  for (const path of LEFT_TO_THIS_SPEC) {
    test(`${path} reports none`, async ({ page }) => {
      const response = await gotoReady(page, path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    });
  }
});

test.describe("the shared fixture catches a violation", () => {
  // Chromium also logs the refusal; this test is about the violation event, which the fixture records on its own.
  test.use({ allowedConsoleErrors: /Content Security Policy/ });

  test("an inline script is refused and recorded, with the page and the directive", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/legal");
    await page.evaluate(injectInlineScript);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/\/legal: script-src-elem inline/);
    expect(await page.evaluate(() => document.documentElement.dataset.inlineRan)).toBeUndefined();
    // Recorded, so the fixture would fail this test when it ends; emptied here, so that it passes.
    cspViolations.length = 0;
    await page.evaluate(() => {
      (window as CspWindow).__cspViolations = [];
    });
  });

  test("a test that meets a violation fails", async ({ page }) => {
    test.fail();
    await page.goto("/legal");
    await page.evaluate(injectInlineScript);
    // The page has seen the violation; the test body itself passes, so only the fixture's check can fail it.
    await page.waitForFunction(() => ((window as CspWindow).__cspViolations ?? []).length > 0);
    await expect(page.locator("html")).not.toHaveAttribute("data-inline-ran", "true");
  });
});
