// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SelectField } from "./field";

const SIZES = [
  { value: "small", label: "1-10 empleados" },
  { value: "large", label: "Más de 200 empleados" },
] as const;

function Size({ value, onChange = () => undefined }: { value: string; onChange?: (value: string) => void }) {
  return (
    <SelectField
      id="size"
      label="Tamaño de la empresa"
      options={SIZES}
      placeholder="Selecciona el tamaño"
      value={value}
      onChange={onChange}
    />
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = "";
});

/** Hydrates the server HTML of `element`, as the browser does with a prerendered page. */
function hydrate(element: React.ReactElement, onRecoverableError = vi.fn()) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError });
  });
  return onRecoverableError;
}

describe("SelectField", () => {
  it("names the chosen option in the prerendered trigger, before any option list exists", () => {
    document.body.innerHTML = renderToString(<Size value="large" />);
    expect(screen.getByRole("combobox", { name: "Tamaño de la empresa" }).textContent).toBe(
      "Más de 200 empleados",
    );
  });

  it("shows the placeholder while nothing is chosen", () => {
    document.body.innerHTML = renderToString(<Size value="" />);
    expect(screen.getByRole("combobox").textContent).toBe("Selecciona el tamaño");
  });

  it("hydrates without a mismatch and lists every option once open", () => {
    const onChange = vi.fn();
    const errors = hydrate(<Size value="" onChange={onChange} />);
    expect(errors).not.toHaveBeenCalled();
    act(() => {
      fireEvent.keyDown(screen.getByRole("combobox"), { key: "ArrowDown" });
    });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(
      SIZES.map((size) => size.label),
    );
    act(() => {
      fireEvent.keyDown(screen.getByRole("option", { name: "Más de 200 empleados" }), { key: "Enter" });
    });
    expect(onChange).toHaveBeenCalledWith("large");
  });
});
