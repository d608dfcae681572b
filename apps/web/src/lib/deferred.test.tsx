// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import type { ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, wantPart, whenWanted } from "./deferred";

/** An IntersectionObserver the test drives: `enter(element)` reports it near the viewport. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static enter(element: Element) {
    for (const observer of FakeIntersectionObserver.all)
      if (observer.observed.includes(element))
        observer.callback(
          [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  }
}

/** Lets observers' callbacks and settled promises run (microtasks only). */
const flush = () => act(async () => undefined);

function Pricing() {
  return (
    <section id="precios">
      <button type="button">Comenzar ahora</button>
    </section>
  );
}

/** A load the test counts and settles by hand. */
function manualLoad() {
  let resolve: (component: ComponentType) => void = () => undefined;
  const promise = new Promise<ComponentType>((settle) => {
    resolve = settle;
  });
  const load = vi.fn(() => promise);
  return { load, resolve };
}

/** The part's HTML as the prerender writes it (its code loaded at once: no page to wait for there). */
async function serverHtml(when: "near" | "static"): Promise<string> {
  const Part = deferred("pricing", async () => Pricing, when);
  const { prelude } = await prerender(<Part />);
  return new Response(prelude).text();
}

const frame = () => document.querySelector('[data-deferred="pricing"]');
let root: Root | undefined;

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("whenWanted", () => {
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return async () => {
      await flush();
      return done;
    };
  };
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div data-deferred="pricing"><section></section></div></div>';
  });

  it("waits for the part to near the viewport, then stops observing", async () => {
    const isDone = settled(whenWanted("pricing", "near"));
    expect(await isDone()).toBe(false);
    FakeIntersectionObserver.enter(document.querySelector("section") as Element);
    expect(await isDone()).toBe(true);
    expect(FakeIntersectionObserver.all[0]?.observed).toEqual([]);
  });

  it("resolves when the visitor's intent marks the part wanted (the early-events script, or wantPart)", async () => {
    const isDone = settled(whenWanted("pricing", "intent"));
    expect(await isDone()).toBe(false);
    expect(FakeIntersectionObserver.all).toEqual([]);
    wantPart("pricing");
    expect(await isDone()).toBe(true);
  });

  it("resolves at once for a part marked before the app arrived, or not in the page", async () => {
    frame()?.setAttribute("data-wanted", "");
    expect(await settled(whenWanted("pricing", "near"))()).toBe(true);
    expect(await settled(whenWanted("contact", "near"))()).toBe(true);
  });

  it("resolves when the part leaves the page (a navigation; coming back renders it from scratch)", async () => {
    const isDone = settled(whenWanted("pricing", "near"));
    document.getElementById("root")?.remove();
    expect(await isDone()).toBe(true);
  });
});

describe("a deferred part", () => {
  it("keeps its server HTML until it is wanted, then hydrates it in place and marks it ready", async () => {
    document.body.innerHTML = `<div id="root">${await serverHtml("near")}</div>`;
    const container = document.getElementById("root") as HTMLElement;
    const button = container.querySelector("button");
    const { load, resolve } = manualLoad();
    const Part = deferred("pricing", load);
    await act(async () => {
      root = hydrateRoot(container, <Part />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(frame()?.hasAttribute("data-ready")).toBe(false);
    wantPart("pricing");
    await flush();
    expect(load).toHaveBeenCalledOnce();
    await act(async () => resolve(Pricing));
    expect(frame()?.getAttribute("data-ready")).toBe("true");
    // Hydrated, not replaced: the visitor's element is still the one on screen.
    expect(container.querySelector("button")).toBe(button);
  });

  it("renders a placeholder where its code is on its way after a client-side navigation", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { load, resolve } = manualLoad();
    const Part = deferred("pricing", load);
    const { createRoot } = await import("react-dom/client");
    root = createRoot(document.getElementById("root") as HTMLElement);
    await act(async () => root?.render(<Part />));
    expect(load).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-loading="pricing"]')).not.toBeNull();
    await act(async () => resolve(Pricing));
    expect(document.querySelector("[data-loading]")).toBeNull();
    expect(frame()?.getAttribute("data-ready")).toBe("true");
  });

  it("with nothing to hydrate (static), keeps its server HTML and never loads its code", async () => {
    document.body.innerHTML = `<div id="root">${await serverHtml("static")}</div>`;
    const { load } = manualLoad();
    const Part = deferred("pricing", load, "static");
    await act(async () => {
      root = hydrateRoot(document.getElementById("root") as HTMLElement, <Part />);
    });
    FakeIntersectionObserver.enter(document.querySelector("section") as Element);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('[data-static-part="pricing"] button')).not.toBeNull();
  });
});
