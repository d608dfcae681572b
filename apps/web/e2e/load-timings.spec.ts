import {
  SIDE_NAVIGATION_APPEAR_MS,
  SIDE_NAVIGATION_PILL,
  SIDE_NAVIGATION_PILL_DIALOG_MS,
} from "@nivelia/domain/site";
import { COOKIE_BANNER_DELAY_MS } from "@nivelia/domain/site/cookies";
import type { Page } from "@playwright/test";
import { dismissCookieBanner, expect, gotoReady, settle, stopClock, test } from "./fixtures";

// Section 9's timings on the page's own clock, stopped and moved by the test (Playwright's `page.clock`): each
// element is still hidden 1 ms before its time and shown at it, whatever the machine's speed. How late they come on
// a slow phone, on the real clock, is a figure `pnpm bench:web` prints.

/** Installs the page's clock, stopped, before the page opens: its timers run only as the test moves it. */
async function stoppedClockFromTheStart(page: Page): Promise<void> {
  await page.clock.install();
  await stopClock(page);
}

test.describe("timings counted from the page load (section 9), on the page's clock", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Each is revealed by a mark the early-events script sets on <html> when its timer, started at `load`, ends.
  const shownAfterLoad = [
    {
      name: "the side navigation appears 0.5 s after load",
      delayMs: SIDE_NAVIGATION_APPEAR_MS,
      mark: "data-side-nav",
      consent: true,
      element: (page: Page) => page.getByRole("navigation", { name: "Secciones de la página" }),
    },
    {
      name: "the cookie banner appears 1 s after load when no consent is stored",
      delayMs: COOKIE_BANNER_DELAY_MS,
      mark: "data-consent-ask",
      consent: false,
      element: (page: Page) => page.getByTestId("cookie-banner"),
    },
  ];
  for (const { name, delayMs, mark, consent, element } of shownAfterLoad) {
    test(name, async ({ page }) => {
      if (consent) await dismissCookieBanner(page);
      await stoppedClockFromTheStart(page);
      await page.goto("/");
      const root = page.locator("html");
      await page.clock.runFor(delayMs - 1);
      await expect(root).not.toHaveAttribute(mark);
      await expect(element(page)).toBeHidden();
      await page.clock.runFor(1);
      await expect(root).toHaveAttribute(mark, "");
      await expect(element(page)).toBeVisible();
    });
  }

  test("the '-100%' pill opens the beta dialog 0.8 s after the click", async ({ page }) => {
    await dismissCookieBanner(page);
    await page.clock.install();
    await gotoReady(page, "/");
    await stopClock(page);
    const pill = page
      .getByRole("navigation", { name: "Secciones de la página" })
      .getByRole("button", { name: SIDE_NAVIGATION_PILL.label });
    await expect(pill).toBeVisible();
    // The stopped clock stamps the click too (`event.timeStamp`): the 0.8 s count from the tap on that clock.
    await pill.click();
    const dialog = page.getByRole("dialog", { name: "Solicita acceso gratuito a la beta" });
    await page.clock.runFor(SIDE_NAVIGATION_PILL_DIALOG_MS - 1);
    await settle(page);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
  });
});
