// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootEarlyEvents } from "./early-events";

/** Lets the MutationObserver's callbacks run (microtasks only: no timer, no frame). */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Marks a part hydrated, as its frame does once React has committed it. */
function hydrate(part: string): void {
  document.querySelector(`[data-deferred="${part}"]`)?.setAttribute("data-ready", "true");
}

// The script leaves document listeners behind: each test boots it on a fresh document.
let controller: AbortController;
beforeEach(() => {
  controller = new AbortController();
  const { signal } = controller;
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) =>
    add(type, listener, { ...(typeof options === "object" ? options : { capture: !!options }), signal }),
  );
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML = `
    <div id="root">
      <button id="header-button">Skills</button>
      <div class="contents" data-deferred="pricing">
        <button id="plan"><span id="plan-label">Comenzar ahora</span></button>
        <a id="link" href="#precios">Precios</a>
      </div>
      <div class="contents" data-deferred="calculator">
        <input id="processes" value="15" />
        <form id="form"><button id="send">Enviar</button></form>
      </div>
    </div>`;
  bootEarlyEvents();
});
afterEach(() => controller.abort());

describe("before its part has hydrated", () => {
  it("holds a tap, marks the pressed control busy and marks the part wanted", () => {
    const heard = vi.fn();
    byId("plan").addEventListener("click", heard);
    byId("plan-label").click();
    expect(heard).not.toHaveBeenCalled();
    expect(byId("plan").getAttribute("aria-busy")).toBe("true");
    expect(byId("plan").hasAttribute("data-early")).toBe(true);
    expect(document.querySelector('[data-deferred="pricing"]')?.hasAttribute("data-wanted")).toBe(true);
    expect(document.querySelector('[data-deferred="calculator"]')?.hasAttribute("data-wanted")).toBe(false);
  });

  it("leaves links alone: they navigate without code", () => {
    const heard = vi.fn();
    byId("link").addEventListener("click", (event) => {
      event.preventDefault();
      heard();
    });
    byId("link").click();
    expect(heard).toHaveBeenCalledOnce();
  });

  it("lets typing reach the field, which keeps the typed value", () => {
    const field = byId<HTMLInputElement>("processes");
    field.value = "30";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(field.value).toBe("30");
  });

  it("holds taps on the page itself until the page has hydrated", async () => {
    const heard = vi.fn();
    byId("header-button").addEventListener("click", heard);
    byId("header-button").click();
    hydrate("pricing");
    await microtasks();
    expect(heard).not.toHaveBeenCalled();
    document.documentElement.setAttribute("data-hydrated", "true");
    await microtasks();
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe("once its part has hydrated", () => {
  // The page itself (the shell around the parts) hydrates first.
  beforeEach(() => document.documentElement.setAttribute("data-hydrated", "true"));

  it("replays the whole press on the element that was tapped, and clears the busy mark", async () => {
    const heard: string[] = [];
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"])
      byId("plan").addEventListener(type, (event) => heard.push(`${type}:${(event.target as Element).id}`));
    byId("plan-label").click();
    heard.length = 0;
    hydrate("pricing");
    await microtasks();
    expect(heard).toEqual([
      "pointerdown:plan-label",
      "mousedown:plan-label",
      "pointerup:plan-label",
      "mouseup:plan-label",
      "click:plan-label",
    ]);
    expect(byId("plan").hasAttribute("aria-busy")).toBe(false);
    expect(byId("plan").hasAttribute("data-early")).toBe(false);
  });

  it("replays a press with the time the visitor made it, for handlers that time from the tap", async () => {
    const stamps: number[] = [];
    byId("plan").addEventListener("click", (event) => stamps.push(event.timeStamp));
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("plan").dispatchEvent(tap);
    hydrate("pricing");
    await microtasks();
    expect(stamps).toEqual([tap.timeStamp]);
  });

  it("replays only what was held in the part that hydrated, and the rest when theirs does", async () => {
    const order: string[] = [];
    byId("plan").addEventListener("click", () => order.push("plan"));
    byId("form").addEventListener("submit", (event) => {
      event.preventDefault();
      order.push("submit");
    });
    byId("send").click();
    byId("plan").click();
    hydrate("pricing");
    await microtasks();
    expect(order).toEqual(["plan"]);
    hydrate("calculator");
    await microtasks();
    expect(order).toEqual(["plan", "submit"]);
  });

  it("replays several events held in one part in the order the visitor made them", async () => {
    const order: string[] = [];
    const field = byId<HTMLInputElement>("processes");
    field.addEventListener("input", () => order.push(`input:${field.value}`));
    byId("form").addEventListener("submit", (event) => {
      event.preventDefault();
      order.push("submit");
    });
    field.value = "3";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.value = "30";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    byId("send").click();
    order.length = 0;
    hydrate("calculator");
    await microtasks();
    // One input with the latest value, then the submit.
    expect(order).toEqual(["input:30", "submit"]);
  });

  it("puts a typed value back before anything can paint the state hydration rendered over it", async () => {
    vi.useFakeTimers();
    const field = byId<HTMLInputElement>("processes");
    const seen: string[] = [];
    field.addEventListener("input", () => seen.push(field.value));
    field.value = "30";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    seen.length = 0;
    // React's commit after hydrating: the component's default state written over the field, the part marked ready.
    field.value = "15";
    hydrate("calculator");
    // Only microtasks run (no timer, no frame): the screen can show nothing between the commit and this check.
    await microtasks();
    expect(field.value).toBe("30");
    expect(seen).toEqual(["30"]);
    vi.useRealTimers();
  });

  it("forgets a tap on an element that is gone, and steps aside once everything has hydrated", async () => {
    const heard = vi.fn();
    byId("plan").click();
    byId("plan").remove();
    hydrate("pricing");
    hydrate("calculator");
    await microtasks();
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div data-deferred="late"><button id="late">x</button></div>',
    );
    byId("late").addEventListener("click", heard);
    byId("late").click();
    expect(heard).toHaveBeenCalledOnce();
  });
});
