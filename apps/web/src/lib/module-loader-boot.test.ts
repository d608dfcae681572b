// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  bootModuleLoader,
  MAX_WAIT_FOR_PAINT_MS,
  PAGE_MODULES_ID,
  type PageModules,
} from "./module-loader-boot";

type Callback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver the test feeds paint entries to by hand. */
class FakePaintObserver {
  static readonly supportedEntryTypes = ["paint"];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    if (!this.disconnected) this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
}

const modules: PageModules = {
  files: ["/assets/entry.js", "/assets/framework.js", "/assets/later.js"],
  load: 2,
  parts: {},
};

/** What the loader put in the head (kept out of the document: the test environment loads no scripts). */
let appended: Element[] = [];
const requested = () => ({
  entry: appended.filter((e) => e.matches("script[type=module]")).map((s) => s.getAttribute("src")),
  preloads: appended.filter((e) => e.matches("link[rel=modulepreload]")).map((l) => l.getAttribute("href")),
});

beforeEach(() => {
  vi.useFakeTimers();
  appended = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof Element) appended.push(node);
  });
  document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(modules)}</script>`;
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  FakePaintObserver.current = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the module loader at the end of every page", () => {
  it("asks for nothing until the first contentful paint is reported, then for the page's modules, entry last", () => {
    bootModuleLoader(PAGE_MODULES_ID, MAX_WAIT_FOR_PAINT_MS);
    vi.advanceTimersByTime(500);
    // A first paint of the background alone is not the page's content.
    FakePaintObserver.current?.report("first-paint");
    vi.advanceTimersByTime(MAX_WAIT_FOR_PAINT_MS - 501);
    expect(requested()).toEqual({ entry: [], preloads: [] });
  });

  it("starts in the task after the first contentful paint, once", () => {
    bootModuleLoader(PAGE_MODULES_ID, MAX_WAIT_FOR_PAINT_MS);
    vi.advanceTimersByTime(300);
    expect(requested().entry).toEqual([]);
    FakePaintObserver.current?.report("first-paint", "first-contentful-paint");
    expect(requested().entry).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual({ entry: ["/assets/entry.js"], preloads: ["/assets/framework.js"] });
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    vi.advanceTimersByTime(MAX_WAIT_FOR_PAINT_MS);
    expect(requested()).toEqual({ entry: ["/assets/entry.js"], preloads: ["/assets/framework.js"] });
  });

  it("does not wait for a paint that never comes longer than its limit", () => {
    bootModuleLoader(PAGE_MODULES_ID, MAX_WAIT_FOR_PAINT_MS);
    vi.advanceTimersByTime(MAX_WAIT_FOR_PAINT_MS - 1);
    expect(requested().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested().entry).toEqual(["/assets/entry.js"]);
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    bootModuleLoader(PAGE_MODULES_ID, MAX_WAIT_FOR_PAINT_MS);
    expect(requested().entry).toEqual(["/assets/entry.js"]);
    visibility.mockRestore();
  });
});
