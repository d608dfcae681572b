import { HOME_ANCHORS } from "@nivelia/domain/site";
import { dismissCookieBanner, emulateSlowPhone, expect, gotoEarly, test } from "./fixtures";

const LABEL = "Procesos de selección al mes";

/** What the page records about the field, from its own frames. */
interface Watch {
  /** Whether the calculator's code had hydrated when the visitor typed. */
  typedBeforeHydration?: boolean;
  /** The field's value in every frame painted after the typing. */
  frames: string[];
}
type WatchedWindow = Window & { __watch?: Watch };

// A value typed before the calculator's code arrives must stay on screen: hydration renders the calculator with its
// defaults, and that must never be painted over what the visitor typed. The verdict reads every frame's value and
// does not depend on how fast the machine is.
test("a value typed before hydration is on screen in every frame after it was typed", async ({ page }) => {
  test.slow();
  await dismissCookieBanner(page);
  await page.addInitScript((label) => {
    const watch: Watch = { frames: [] };
    (window as WatchedWindow).__watch = watch;
    const field = () =>
      [...document.querySelectorAll("label")].find((element) => element.textContent?.trim() === label)
        ?.control as HTMLInputElement | undefined;
    document.addEventListener(
      "input",
      (event) => {
        if (!event.isTrusted || event.target !== field() || watch.typedBeforeHydration !== undefined) return;
        watch.typedBeforeHydration = !field()?.closest("[data-deferred]")?.hasAttribute("data-ready");
        // Frame callbacks run just before each frame is painted: what they read is what the visitor sees.
        const everyFrame = () => {
          watch.frames.push(field()?.value ?? "(gone)");
          requestAnimationFrame(everyFrame);
        };
        requestAnimationFrame(everyFrame);
      },
      { capture: true },
    );
  }, LABEL);
  await emulateSlowPhone(page);
  await gotoEarly(page, "/");
  const processes = page.locator(`#${HOME_ANCHORS.calculator}`).getByLabel(LABEL, { exact: true });
  await processes.fill("30");
  // The shareable query only changes once the calculator's state holds the typed value.
  await expect(page).toHaveURL(/[?&]processesPerMonth=30(&|#|$)/, { timeout: 40_000 });
  await expect(page.locator('[data-deferred="calculator"][data-ready]')).toHaveCount(1);
  // A few more frames after the calculator has settled.
  const framesNow = await page.evaluate(() => (window as WatchedWindow).__watch?.frames.length ?? 0);
  await page.waitForFunction(
    (count) => ((window as WatchedWindow).__watch?.frames.length ?? 0) > count + 5,
    framesNow,
  );
  const watch = await page.evaluate(() => (window as WatchedWindow).__watch);
  expect(watch?.typedBeforeHydration).toBe(true);
  expect(watch?.frames.length).toBeGreaterThan(0);
  expect(new Set(watch?.frames)).toEqual(new Set(["30"]));
});
