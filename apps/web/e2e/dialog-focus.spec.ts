import { BRAND } from "@nivelia/domain/brand";
import { USE_CASES } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { STACKS } from "@nivelia/domain/stacks";
import type { Locator, Page } from "@playwright/test";
import { conflicts } from "../scripts/class-conflicts";
import { dismissCookieBanner, expect, gotoReady, test } from "./fixtures";

/** A control that opens a dialog, and the dialog's accessible name. */
interface Opener {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  dialog: string;
  /** The viewport width the control shows at, where the project's own does not show it. */
  width?: number;
}

const OPENERS: Opener[] = [
  {
    name: "the header's 'Skills' (technology checker)",
    path: "/",
    control: (page) => page.getByRole("banner").getByRole("button", { name: "Skills" }),
    dialog: "Verificador de Tecnologías",
  },
  {
    name: "the landing's 'Solicitar acceso gratuito' (Early Access)",
    path: "/",
    control: (page) =>
      page.locator(`#${HOME_ANCHORS.pricing}`).getByRole("button", { name: "Solicitar acceso gratuito" }),
    dialog: "Solicita acceso gratuito a la beta",
  },
  {
    name: "a plan's 'Comenzar ahora'",
    path: "/",
    control: (page) =>
      page.locator(`#${HOME_ANCHORS.pricing}`).getByRole("button", { name: "Comenzar ahora" }),
    dialog: "Plan Enterprise",
  },
  {
    name: "a use-case card",
    path: "/",
    control: (page) =>
      page.locator(`#${HOME_ANCHORS.useCases}`).getByRole("button", { name: USE_CASES[0]?.title ?? "" }),
    dialog: USE_CASES[0]?.title ?? "",
  },
  {
    name: "a stack card",
    path: "/",
    control: (page) =>
      page
        .getByRole("list", { name: "Stacks soportados" })
        .getByRole("button", { name: new RegExp(`^${STACKS[0]?.name}`) }),
    dialog: STACKS[0]?.name ?? "",
  },
  {
    name: "/early-access's 'Solicitar acceso gratuito'",
    path: "/early-access",
    control: (page) => page.getByRole("button", { name: "Solicitar acceso gratuito" }).first(),
    dialog: "Solicita acceso gratuito a la beta",
  },
];

// WCAG 2.4.3: a dialog that closes hands focus back to the control that opened it, however it closes.
test.describe("a dialog gives focus back to the control that opened it", () => {
  for (const opener of OPENERS) {
    for (const close of ["Escape", "its close button"] as const) {
      test(`${opener.name}, closed with ${close}`, async ({ page }) => {
        await dismissCookieBanner(page);
        await gotoReady(page, opener.path);
        const control = opener.control(page);
        await control.click();
        const dialog = page.getByRole("dialog", { name: opener.dialog });
        await expect(dialog).toBeVisible();
        if (close === "Escape") await page.keyboard.press("Escape");
        else
          await dialog
            .getByRole("button", { name: /^Cerrar/ })
            .last()
            .click();
        await expect(dialog).toBeHidden();
        await expect(control).toBeFocused();
      });
    }
  }
});

// The prerendered pages are read for class conflicts at build time (scripts/class-conflicts.test.ts); dialogs exist
// only once opened, so they are read here.
test.describe("an open dialog sets each style property once per element", () => {
  const dialogs: Opener[] = [
    ...OPENERS,
    {
      name: "the phone's menu",
      path: "/",
      control: (page) => page.getByRole("button", { name: "Abrir menú" }),
      dialog: BRAND.productName,
      width: 360,
    },
  ];
  for (const opener of dialogs) {
    test(opener.name, async ({ page }) => {
      if (opener.width) await page.setViewportSize({ width: opener.width, height: 780 });
      await dismissCookieBanner(page);
      await gotoReady(page, opener.path);
      await opener.control(page).click();
      const dialog = page.getByRole("dialog", { name: opener.dialog });
      await expect(dialog).toBeVisible();
      const classLists = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll("[role=dialog], [role=dialog] *, [data-slot=dialog-overlay]"),
          (element) => element.getAttribute("class") ?? "",
        ),
      );
      expect(classLists.length).toBeGreaterThan(5);
      expect(conflicts(classLists)).toEqual([]);
    });
  }
});
