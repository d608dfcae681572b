// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyDialog } from "./lazy-dialog";

interface Props {
  open: boolean;
  title: string;
}

function Loaded({ title }: Props) {
  return <div role="dialog" aria-label={title} />;
}

/** A load the test settles by hand. */
function deferred() {
  let resolve: (component: typeof Loaded) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<typeof Loaded>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>fallo: {this.state.error.message}</p> : this.props.children;
  }
}

const overlay = () => screen.queryByRole("status");

afterEach(cleanup);

describe("a dialog loaded on first use", () => {
  it("shows the loading overlay while open and its code is on its way, then the dialog", async () => {
    const load = deferred();
    const Dialog = lazyDialog(() => load.promise);
    render(<Dialog open title="Detalle" />);
    expect(overlay()).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => load.resolve(Loaded));
    expect(screen.getByRole("dialog", { name: "Detalle" })).toBeDefined();
    expect(overlay()).toBeNull();
  });

  it("renders and loads nothing until it first opens, and stays mounted once closed", async () => {
    const load = deferred();
    let loads = 0;
    const Dialog = lazyDialog(() => {
      loads += 1;
      return load.promise;
    });
    const { container, rerender } = render(<Dialog open={false} title="Detalle" />);
    await act(async () => undefined);
    expect(container.innerHTML).toBe("");
    expect(loads).toBe(0);
    rerender(<Dialog open title="Detalle" />);
    await act(async () => load.resolve(Loaded));
    expect(screen.getByRole("dialog", { name: "Detalle" })).toBeDefined();
    // Closed, it is still rendered (with open=false), so that it can animate closed and give focus back.
    rerender(<Dialog open={false} title="Detalle" />);
    expect(screen.getByRole("dialog", { name: "Detalle" })).toBeDefined();
    expect(loads).toBe(1);
  });

  it("opens at once, without the overlay, when its code was loaded ahead", async () => {
    const load = deferred();
    const Dialog = lazyDialog(() => load.promise);
    const { rerender } = render(<Dialog open={false} title="Detalle" />);
    Dialog.preload();
    await act(async () => load.resolve(Loaded));
    rerender(<Dialog open title="Detalle" />);
    expect(screen.getByRole("dialog", { name: "Detalle" })).toBeDefined();
    expect(overlay()).toBeNull();
  });

  it("renders code already loaded in the first pass, without the overlay", async () => {
    let loads = 0;
    const Dialog = lazyDialog(async () => {
      loads += 1;
      return Loaded;
    });
    const first = render(<Dialog open title="Uno" />);
    await act(async () => undefined);
    first.unmount();
    render(<Dialog open title="Dos" />);
    // No effect has run yet: the dialog is there from the first render.
    expect(screen.getByRole("dialog", { name: "Dos" })).toBeDefined();
    expect(overlay()).toBeNull();
    expect(loads).toBe(1);
  });

  it("hands a failed load to the error boundary, and tries again on the next mount", async () => {
    const attempts = [deferred(), deferred()];
    let attempt = 0;
    const Dialog = lazyDialog(() => attempts[attempt++]?.promise ?? Promise.reject(new Error("?")));
    const first = render(
      <Boundary>
        <Dialog open title="Detalle" />
      </Boundary>,
    );
    await act(async () => attempts[0]?.reject(new Error("sin red")));
    expect(screen.getByText("fallo: sin red")).toBeDefined();
    first.unmount();
    render(<Dialog open title="Detalle" />);
    await act(async () => attempts[1]?.resolve(Loaded));
    expect(screen.getByRole("dialog", { name: "Detalle" })).toBeDefined();
    expect(attempt).toBe(2);
  });
});

describe("a dialog's body loaded after the dialog opened", () => {
  function Form() {
    return <input aria-label="Nombre" />;
  }
  const Frame = ({ children }: { children: ReactNode }) => (
    <div role="dialog" aria-label="Solicitud">
      {children}
      <button type="button" data-slot="dialog-close">
        Cerrar
      </button>
    </div>
  );

  it("stands in with its fallback, then gives the first field the focus the close button had", async () => {
    let arrive: (component: typeof Form) => void = () => undefined;
    const Body = lazyDialog(() => new Promise<typeof Form>((resolve) => (arrive = resolve)), <p>cargando</p>);
    render(
      <Frame>
        <Body />
      </Frame>,
    );
    expect(screen.getByText("cargando")).toBeDefined();
    screen.getByRole("button", { name: "Cerrar" }).focus();
    await act(async () => arrive(Form));
    expect(document.activeElement).toBe(screen.getByLabelText("Nombre"));
  });

  it("leaves the focus where the visitor moved it", async () => {
    let arrive: (component: typeof Form) => void = () => undefined;
    const Body = lazyDialog(() => new Promise<typeof Form>((resolve) => (arrive = resolve)), null);
    render(
      <>
        <button type="button">Fuera</button>
        <Frame>
          <Body />
        </Frame>
      </>,
    );
    screen.getByRole("button", { name: "Fuera" }).focus();
    await act(async () => arrive(Form));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fuera" }));
  });
});
