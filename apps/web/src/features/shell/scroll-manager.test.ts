// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let settle: () => void = () => undefined;
vi.mock("../../lib/lazy-hydrated", () => ({
  whenDeferredPartsSettled: () =>
    new Promise<void>((resolve) => {
      settle = resolve;
    }),
}));

const { keepTargetInPlace } = await import("./scroll-manager");

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

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    const target = document.createElement("section");
    target.id = "calculator";
    target.getBoundingClientRect = () => ({ top }) as DOMRect;
    scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    top = 0;
    keepTargetInPlace("calculator", () => false);
    // The first call reports the size the page has when observing starts.
    FakeResizeObserver.current?.fire();
  });

  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("puts the target back at once when the page's height changes, not with a smooth scroll", () => {
    resize(640);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "instant", block: "start" });
    resize(0);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("keeps doing so while sections render late after their code arrived, then lets the target go", async () => {
    settle();
    await Promise.resolve();
    // A busy phone renders the section a second after its code arrived, and another part later still.
    await vi.advanceTimersByTimeAsync(1000);
    resize(900);
    await vi.advanceTimersByTimeAsync(1400);
    resize(300);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    // 1.5 s without a change of height: the target is let go.
    await vi.advanceTimersByTimeAsync(1500);
    resize(500);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it("stops as soon as the visitor scrolls", () => {
    window.dispatchEvent(new Event("wheel"));
    resize(640);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("lets the target go in the end even if the height never stops changing", async () => {
    settle();
    for (let second = 0; second < 17; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      resize(second % 2 === 0 ? 100 : 200);
    }
    const calls = scrollIntoView.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    resize(700);
    expect(scrollIntoView).toHaveBeenCalledTimes(calls);
    expect(calls).toBeGreaterThan(10);
  });
});
