// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

function Page({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Cerrar">
          <DialogTitle>Título</DialogTitle>
          <DialogDescription>Descripción</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The page's own top-level element, as #root is in the app. */
let root: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement("div");
  root.id = "root";
  document.body.append(root);
});

afterEach(() => {
  cleanup();
  root.remove();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe("a dialog's hold on the page's pointer events", () => {
  it("stops the body's pointer-events: none at the page's top-level element while open, and lets go after", () => {
    render(<Page initiallyOpen />, { container: root });
    expect(screen.getByRole("dialog", { name: "Título" })).toBeTruthy();
    // Radix's outside-pointer lock is still there; the page's element no longer inherits it.
    expect(document.body.style.pointerEvents).toBe("none");
    expect(root.style.pointerEvents).toBe("auto");

    act(() => {
      screen.getByRole("button", { name: "Cerrar" }).click();
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.pointerEvents).toBe("");
    // Released in the next task, once Radix has given the body its pointer events back.
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(root.style.pointerEvents).toBe("");
  });

  it("leaves an element's own pointer-events setting alone", () => {
    root.style.pointerEvents = "none";
    render(<Page initiallyOpen />, { container: root });
    expect(root.style.pointerEvents).toBe("none");
    act(() => {
      screen.getByRole("button", { name: "Cerrar" }).click();
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(root.style.pointerEvents).toBe("none");
  });
});

describe("focus once a dialog closes", () => {
  it("goes back to the plain button that opened it", () => {
    render(<Page />, { container: root });
    const opener = screen.getByRole("button", { name: "Abrir" });
    opener.focus();
    act(() => opener.click());
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(document.activeElement).not.toBe(opener);
    act(() => {
      screen.getByRole("button", { name: "Cerrar" }).click();
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(document.activeElement).toBe(opener);
  });

  it("goes where the dialog's own onCloseAutoFocus sends it", () => {
    function Elsewhere() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <a href="#destino" id="destino">
            Destino
          </a>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent
              closeLabel="Cerrar"
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                document.getElementById("destino")?.focus();
              }}
            >
              <DialogTitle>Título</DialogTitle>
              <DialogDescription>Descripción</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Elsewhere />, { container: root });
    const opener = screen.getByRole("button", { name: "Abrir" });
    opener.focus();
    act(() => opener.click());
    act(() => {
      screen.getByRole("button", { name: "Cerrar" }).click();
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(document.activeElement?.id).toBe("destino");
  });
});
