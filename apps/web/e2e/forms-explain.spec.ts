// A lead form says why its button waits, shows what is missing on Enter, and confirms a send where the visitor is.
import { FORM_MESSAGES, TOASTS } from "@nivelia/domain/forms";
import type { Page } from "@playwright/test";
import { dismissCookieBanner, expect, fillContactForm, gotoReady, test } from "./fixtures";

const WAITING = "Acepta la política de privacidad para enviar.";

async function openContactForm(page: Page) {
  await dismissCookieBanner(page);
  await gotoReady(page, "/contacto");
  return page.getByRole("form", { name: "Formulario de contacto" });
}

test.describe("a lead form a visitor understands", () => {
  test("its waiting button says why beside it, and Enter on the empty form shows every missing field", async ({
    page,
  }) => {
    const form = await openContactForm(page);
    const submit = form.getByRole("button", { name: "Enviar mensaje" });
    await expect(submit).toBeDisabled();
    await expect(form.getByText(WAITING)).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(WAITING);

    await form.getByLabel("Empresa", { exact: true }).press("Enter");
    const name = form.getByLabel("Nombre");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert").filter({ hasText: FORM_MESSAGES.required }).first()).toBeVisible();
    await expect(form.getByRole("alert").filter({ hasText: FORM_MESSAGES.rgpd })).toBeVisible();

    await form.getByRole("checkbox", { name: /política de privacidad/ }).click();
    await expect(submit).toBeEnabled();
    await expect(form.getByText(WAITING)).toBeHidden();
    await expect(submit).toHaveAccessibleDescription("");
  });

  test("a sent form keeps the toast and says what comes next under its button, with the focus", async ({
    page,
  }) => {
    const form = await openContactForm(page);
    await fillContactForm(form, "Elena Ruiz");
    // Sent from the keyboard: the focus the confirmation takes shows (WCAG 2.4.7).
    await form.getByRole("button", { name: "Enviar mensaje" }).press("Enter");

    const { title, description = "" } = TOASTS.contact.success;
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: title })).toBeVisible();
    const confirmation = form.getByRole("status");
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toHaveCSS("outline-style", "solid");
    await expect(confirmation).toContainText(title);
    await expect(confirmation).toContainText(description);
    await expect(form.getByLabel("Nombre")).toHaveValue("");
    // The emptied form waits for its consent again, said once the visitor starts a new message.
    await expect(form.getByText(WAITING)).toBeHidden();
    await form.getByLabel("Nombre").pressSequentially("E");
    await expect(confirmation).toBeHidden();
    await expect(form.getByText(WAITING)).toBeVisible();
  });
});
