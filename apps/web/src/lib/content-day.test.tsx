// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_DAY_ATTRIBUTE, useContentDay } from "./content-day";

function Day() {
  return <p>{useContentDay()}</p>;
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.removeAttribute(CONTENT_DAY_ATTRIBUTE);
  vi.useRealTimers();
});

/** Prerenders <Day /> on `built` (as the prerender does: the HTML, and the day on <html>). */
function prerender(built: string) {
  vi.setSystemTime(new Date(`${built}T23:59:00Z`));
  container.innerHTML = renderToString(<Day />);
  document.documentElement.setAttribute(CONTENT_DAY_ATTRIBUTE, built);
}

function hydrate() {
  const onRecoverableError = vi.fn();
  act(() => {
    root = hydrateRoot(container, <Day />, { onRecoverableError });
  });
  return onRecoverableError;
}

describe("useContentDay", () => {
  it("prerenders today in UTC", () => {
    prerender("2026-12-09");
    expect(container.textContent).toBe("2026-12-09");
  });

  it("hydrates a page built on an earlier day without a mismatch, then shows today", () => {
    prerender("2026-12-09");
    vi.setSystemTime(new Date("2026-12-11T08:00:00Z"));
    const errors = hydrate();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("2026-12-11");
  });

  it("shows today when rendered in the browser (after a client-side navigation)", () => {
    vi.setSystemTime(new Date("2026-12-11T08:00:00Z"));
    act(() => {
      root = createRoot(container);
      root.render(<Day />);
    });
    expect(container.textContent).toBe("2026-12-11");
  });
});
