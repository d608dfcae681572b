// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepTargetInPlace } from "./scroll-manager";

/** A ResizeObserver the test fires by hand, which stops answering once disconnected. */
class FakeResizeObserver {
  static current: FakeResizeObserver | undefined;
  connected = true;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
  fire() {
    if (this.connected) this.callback();
  }
}

describe("keepTargetInPlace", () => {
  let top = 0;
  let scrollIntoView: ReturnType<typeof vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>>;
  const resize = (newTop: number) => {
    top = newTop;
    FakeResizeObserver.current?.fire();
  };

  let cancelled = false;

  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    // A part above the target still on its way (its Suspense fallback) after a client-side navigation.
    document.body.innerHTML = '<main><div class="contents" data-loading="use-cases"></div></main>';
    const target = document.createElement("section");
    target.id = "calculator";
    target.getBoundingClientRect = () => ({ top }) as DOMRect;
    scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();
    target.scrollIntoView = scrollIntoView;
    document.querySelector("main")?.append(target);
    top = 0;
    cancelled = false;
    keepTargetInPlace("calculator", () => cancelled);
    // The first call reports the size the page has when observing starts.
    FakeResizeObserver.current?.fire();
  });

  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it("puts the target back at once when the page's height changes, not with a smooth scroll", () => {
    resize(640);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "instant", block: "start" });
    resize(0);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("keeps doing so while a part is on its way, and lets the target go once the last has arrived", () => {
    resize(900);
    document.querySelector("[data-loading]")?.remove();
    // The last part's arrival changes the height once more: the target is put back, then let go.
    resize(300);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    resize(500);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it("stops as soon as the visitor scrolls", () => {
    window.dispatchEvent(new Event("wheel"));
    resize(640);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("stops once the page has changed", () => {
    cancelled = true;
    resize(640);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
