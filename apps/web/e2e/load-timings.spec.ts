import {
  SIDE_NAVIGATION_APPEAR_MS,
  SIDE_NAVIGATION_PILL,
  SIDE_NAVIGATION_PILL_DIALOG_MS,
} from "@nivelia/domain/site";
import { COOKIE_BANNER_DELAY_MS } from "@nivelia/domain/site/cookies";
import { dismissCookieBanner, expect, momentDelay, recordMoments, test } from "./fixtures";

// Section 9's timings, measured with the browser's own clock: when an element first became visible against the
// navigation's loadEventEnd, or against the click's own timestamp.
const TOLERANCE_MS = 150;

test.describe("timings measured from the page load (section 9)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the side navigation appears 0.5 s after load", async ({ page }) => {
    await dismissCookieBanner(page);
    await recordMoments(page, { nav: { selector: "[data-side-nav-rail]", state: "visible" } });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Secciones de la página" })).toBeVisible();
    const delay = await momentDelay(page, "nav", "load");
    expect(
      Math.abs(delay - SIDE_NAVIGATION_APPEAR_MS),
      `appeared ${delay} ms after load`,
    ).toBeLessThanOrEqual(TOLERANCE_MS);
  });

  test("the cookie banner appears 1 s after load when no consent is stored", async ({ page }) => {
    await recordMoments(page, { banner: { selector: '[data-testid="cookie-banner"]', state: "visible" } });
    await page.goto("/");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    const delay = await momentDelay(page, "banner", "load");
    expect(Math.abs(delay - COOKIE_BANNER_DELAY_MS), `appeared ${delay} ms after load`).toBeLessThanOrEqual(
      TOLERANCE_MS,
    );
  });

  test("the '-100%' pill opens the beta dialog 0.8 s after the click", async ({ page }) => {
    await dismissCookieBanner(page);
    await recordMoments(page, { dialog: { selector: '[role="dialog"]', state: "visible" } });
    await page.goto("/");
    const pill = page
      .getByRole("navigation", { name: "Secciones de la página" })
      .getByRole("button", { name: SIDE_NAVIGATION_PILL.label });
    await pill.click();
    // Waited for generously; the bound is on the delay the page itself measured.
    await expect(page.getByRole("dialog", { name: "Solicita acceso gratuito a la beta" })).toBeVisible({
      timeout: 15_000,
    });
    const delay = await momentDelay(page, "dialog", "click");
    expect(
      Math.abs(delay - SIDE_NAVIGATION_PILL_DIALOG_MS),
      `opened ${delay} ms after the click`,
    ).toBeLessThanOrEqual(TOLERANCE_MS);
  });
});
