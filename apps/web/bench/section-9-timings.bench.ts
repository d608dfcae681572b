import {
  SIDE_NAVIGATION_APPEAR_MS,
  SIDE_NAVIGATION_PILL,
  SIDE_NAVIGATION_PILL_DIALOG_MS,
} from "@nivelia/domain/site";
import { COOKIE_BANNER_DELAY_MS } from "@nivelia/domain/site/cookies";
import {
  dismissCookieBanner,
  expect,
  momentDelay,
  recordMoments,
  reportFigure,
  test,
  waitForMoment,
} from "../e2e/fixtures";

// Figures on the real clock, for `pnpm bench:web` (never run by `npm test`): how late section 9's timed elements come.
// They depend on the machine as much as on the page, so they are printed beside their budgets, not asserted; the tests
// check the same timings on a stopped clock. The landing's blocking time is measured without Playwright
// (`blocking-time.ts`): Playwright's DevTools connection costs the page time a visitor's browser does not spend.
// Each test waits for its moments with `waitForMoment` and checks the element by its role only once they are recorded:
// a role locator polled meanwhile queries the landing's accessibility tree on its main thread while it hydrates, which
// put the side navigation about 210 ms and the beta dialog about 120 ms later (medians of six loads each way,
// 2026-11-30).

/** Section 9's timings come within this of their time on the real clock. */
const TOLERANCE_MS = 150;
/** How long a test waits for its element before it fails. */
const MOMENT_TIMEOUT_MS = 30_000;

// On a desktop (the side navigation shows on large screens only), its CPU and network as they are.
test.describe("section 9's timings on the real clock", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the side navigation after load", async ({ page }) => {
    await dismissCookieBanner(page);
    await recordMoments(page, { nav: { selector: "[data-side-nav-rail]", state: "visible" } });
    await page.goto("/");
    await waitForMoment(page, "nav", MOMENT_TIMEOUT_MS);
    await expect(page.getByRole("navigation", { name: "Secciones de la página" })).toBeVisible();
    reportFigure({
      label: "side navigation, from load",
      ms: Math.round(await momentDelay(page, "nav", "load")),
      budget: { target: SIDE_NAVIGATION_APPEAR_MS, tolerance: TOLERANCE_MS },
    });
  });

  test("the cookie banner after load", async ({ page }) => {
    await recordMoments(page, { banner: { selector: '[data-testid="cookie-banner"]', state: "visible" } });
    await page.goto("/");
    await waitForMoment(page, "banner", MOMENT_TIMEOUT_MS);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    reportFigure({
      label: "cookie banner, from load",
      ms: Math.round(await momentDelay(page, "banner", "load")),
      budget: { target: COOKIE_BANNER_DELAY_MS, tolerance: TOLERANCE_MS },
    });
  });

  test("the beta dialog after a tap on the '-100%' pill", async ({ page }) => {
    await dismissCookieBanner(page);
    await recordMoments(page, {
      nav: { selector: "[data-side-nav-rail]", state: "visible" },
      dialog: { selector: '[role="dialog"]', state: "visible" },
    });
    await page.goto("/");
    // Tapped once the side navigation shows (the wait polls every 250 ms, about a visitor's reaction time).
    await waitForMoment(page, "nav", MOMENT_TIMEOUT_MS);
    await page
      .getByRole("navigation", { name: "Secciones de la página" })
      .getByRole("button", { name: SIDE_NAVIGATION_PILL.label })
      .click();
    await waitForMoment(page, "dialog", MOMENT_TIMEOUT_MS);
    await expect(page.getByRole("dialog", { name: "Solicita acceso gratuito a la beta" })).toBeVisible();
    reportFigure({
      label: "beta dialog, from the tap on '-100%'",
      ms: Math.round(await momentDelay(page, "dialog", "click")),
      budget: { target: SIDE_NAVIGATION_PILL_DIALOG_MS, tolerance: TOLERANCE_MS },
    });
  });
});
