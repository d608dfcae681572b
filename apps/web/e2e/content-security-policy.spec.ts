import { readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_WEB_DIST } from "../playwright.config";
import { expect, gotoReady, test } from "./fixtures";

// Every prerendered page (the sitemap lists them) and the 404 page, with all their deferred parts hydrated, must
// run under the site's Content-Security-Policy without a single violation report.
const sitemap = readFileSync(join(E2E_WEB_DIST, "sitemap.xml"), "utf8");
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
  (match) => match[1] ?? "/",
);
const NOT_FOUND_PATH = "/pagina-que-no-existe";

type ReportingWindow = Window & { __violations?: string[] };

test.describe("no Content-Security-Policy violation on any page", () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("the sitemap lists the prerendered pages", () => {
    expect(paths).toContain("/");
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const path of [...paths, NOT_FOUND_PATH]) {
    test(`${path} reports none`, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as ReportingWindow).__violations = violations;
        document.addEventListener("securitypolicyviolation", (event) =>
          violations.push(
            `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          ),
        );
      });
      const response = await gotoReady(page, path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      expect(await page.evaluate(() => (window as ReportingWindow).__violations)).toEqual([]);
    });
  }
});
