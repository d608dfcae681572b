// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outsideState } from "./outside-state";

let root: Root | undefined;
const container = document.createElement("div");

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe("outsideState", () => {
  it("hydrates with the server's value, then shows the value set before hydration, without a mismatch", () => {
    const toaster = outsideState(false);
    function Shown() {
      return <p>{toaster.useValue() ? "on" : "off"}</p>;
    }
    container.innerHTML = renderToString(<Shown />);
    document.body.append(container);
    toaster.set(true); // A module that loaded before the tree hydrated.
    const onRecoverableError = vi.fn();
    act(() => {
      root = hydrateRoot(container, <Shown />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe("on");
  });

  it("re-renders its readers when set, and only on a change", () => {
    const view = outsideState<"pending" | "simple">("pending");
    const renders = vi.fn();
    function Shown() {
      renders();
      return <p>{view.useValue()}</p>;
    }
    container.innerHTML = renderToString(<Shown />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Shown />);
    });
    const before = renders.mock.calls.length;
    act(() => view.set("simple"));
    expect(container.textContent).toBe("simple");
    expect(view.get()).toBe("simple");
    act(() => view.set("simple"));
    expect(renders.mock.calls.length).toBe(before + 1);
  });
});
