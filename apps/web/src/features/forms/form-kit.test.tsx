// @vitest-environment happy-dom
import {
  type AccessRequestForm,
  type AccessRequestFormInput,
  AccessRequestFormSchema,
} from "@nivelia/domain/forms";
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KitForm, KitPrivacyConsent, KitSubmit, KitTextField, useFormKit } from "./form-kit";

const EMPTY = { name: "", company: "", email: "", message: "", acceptedPrivacy: false };
const FAILURE = {
  title: "Error al enviar",
  description: "Por favor, intenta nuevamente",
  type: "error",
} as const;

/** The access-request form declared on the kit, with an action the test controls. */
const SENT = {
  title: "¡Solicitud enviada!",
  description: "Te contactaremos pronto",
  type: "success",
} as const;

function AccessForm({ action }: { action: (values: AccessRequestForm) => unknown }) {
  const kit = useFormKit<AccessRequestFormInput, AccessRequestForm>({
    schema: AccessRequestFormSchema,
    defaultValues: EMPTY,
    action,
    success: { reset: true, toast: SENT, confirm: true },
    failure: { toast: FAILURE, log: "no se ha podido enviar" },
  });
  return (
    <KitForm kit={kit} aria-label="Solicitud">
      <KitTextField name="name" label="Nombre" />
      <KitTextField name="company" label="Empresa" />
      <KitTextField name="email" label="Email corporativo" type="email" />
      <KitPrivacyConsent name="acceptedPrivacy" kind="switch" />
      <KitSubmit<AccessRequestFormInput> requires={["acceptedPrivacy"]}>Solicitar acceso</KitSubmit>
    </KitForm>
  );
}

const submit = () => screen.getByRole("button", { name: "Solicitar acceso" }) as HTMLButtonElement;
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(box(label), { target: { value } });
}

afterEach(cleanup);
// waitFor polls for a state the form reaches after its action settles; its default 1 s limit would fail on a busy
// machine, so the limit is only a backstop.
configure({ asyncUtilTimeout: 15_000 });

describe("useFormKit and its parts", () => {
  it("keeps submit disabled until the required consent is on", () => {
    render(<AccessForm action={() => {}} />);
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole("switch", { name: /política de privacidad/ }));
    expect(submit().disabled).toBe(false);
  });

  it("says beside the waiting button why it waits, and stops saying it once the consent is on", () => {
    render(<AccessForm action={() => {}} />);
    const hint = document.getElementById(submit().getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Acepta la política de privacidad para enviar.");
    fireEvent.click(screen.getByRole("switch", { name: /política de privacidad/ }));
    expect(submit().hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByText("Acepta la política de privacidad para enviar.")).toBeNull();
  });

  it("validates on Enter while the button waits: every message shows and the first invalid field has focus", async () => {
    const action = vi.fn();
    render(<AccessForm action={action} />);
    await act(async () => fireEvent.keyDown(box("Empresa"), { key: "Enter" }));
    await waitFor(() => expect(document.activeElement).toBe(box("Nombre")));
    expect(box("Nombre").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Debes aceptar la política de privacidad para continuar")).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it("after a send says so under the button and takes the focus, until the visitor types again", async () => {
    render(<AccessForm action={() => {}} />);
    fill({ Nombre: "Marta Gil", Empresa: "Acme", "Email corporativo": "marta@acme.es" });
    fireEvent.click(screen.getByRole("switch", { name: /política de privacidad/ }));
    await act(async () => fireEvent.click(submit()));
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe(`${SENT.title}${SENT.description}`);
    expect(document.activeElement).toBe(status);
    // The emptied form's rule is not said over the confirmation.
    expect(submit().hasAttribute("aria-describedby")).toBe(false);
    fireEvent.input(box("Nombre"), { target: { value: "M" } });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the schema's message next to each invalid field, names it, and does not run the action", async () => {
    const action = vi.fn();
    render(<AccessForm action={action} />);
    fireEvent.click(screen.getByRole("switch", { name: /política de privacidad/ }));
    await act(async () => fireEvent.click(submit()));
    const name = box("Nombre");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(name.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Este campo es requerido");
    expect(action).not.toHaveBeenCalled();
  });

  it("runs the action with the parsed values, then resets to the defaults", async () => {
    const action = vi.fn();
    render(<AccessForm action={action} />);
    fill({ Nombre: "Marta Gil", Empresa: "Acme", "Email corporativo": "marta@acme.es" });
    fireEvent.click(screen.getByRole("switch", { name: /política de privacidad/ }));
    await act(async () => fireEvent.click(submit()));
    expect(action).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Marta Gil",
        company: "Acme",
        email: "marta@acme.es",
        acceptedPrivacy: true,
      }),
    );
    await waitFor(() => expect(box("Nombre").value).toBe(""));
    expect(submit().disabled).toBe(true);
  });

  it("is busy while the action runs, and keeps what was typed when it fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail: (reason: Error) => void = () => {};
    const action = () => new Promise<void>((_resolve, reject) => (fail = reject));
    render(<AccessForm action={action} />);
    fill({ Nombre: "Marta Gil", Empresa: "Acme", "Email corporativo": "marta@acme.es" });
    fireEvent.click(screen.getByRole("switch", { name: /política de privacidad/ }));
    await act(async () => fireEvent.click(submit()));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Enviando/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(box("Nombre").disabled).toBe(true);
    await act(async () => fail(new Error("sin conexión")));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(box("Nombre").value).toBe("Marta Gil");
    expect(warn).toHaveBeenCalledWith("no se ha podido enviar", expect.any(Error));
  });
});
