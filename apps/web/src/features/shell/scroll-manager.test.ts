// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToAnchorWhenReady } from "./scroll-manager";

describe("scrollToAnchorWhenReady", () => {
  const scrolls: string[] = [];
  const section = (id: string) => {
    const element = document.createElement("section");
    element.id = id;
    // A page that has just opened jumps to its anchor: a smooth scroll would cross the landing to get there.
    element.scrollIntoView = (options) =>
      scrolls.push(typeof options === "object" && options.behavior === "auto" ? id : `${id} (not a jump)`);
    return element;
  };
  /** Lets the MutationObserver's callback (a microtask) run. */
  const mutationsSeen = () => Promise.resolve();

  beforeEach(() => {
    vi.useFakeTimers();
    scrolls.length = 0;
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    // Below the first view (happy-dom lays nothing out): a scroll to it has somewhere to go.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ top: 500 } as DOMRect);
    document.body.innerHTML = "<main></main>";
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("scrolls to a target already in the page once the delay has passed", () => {
    document.querySelector("main")?.append(section("precios"));
    scrollToAnchorWhenReady("precios", 100);
    vi.advanceTimersByTime(99);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolls).toEqual(["precios"]);
  });

  it("waits at the top until the target and every part still loading have arrived, then scrolls once", async () => {
    const main = document.querySelector("main");
    main?.insertAdjacentHTML(
      "beforeend",
      '<div data-loading="use-cases"></div><div data-loading="contact"></div>',
    );
    scrollToAnchorWhenReady("contacto", 100);
    vi.advanceTimersByTime(100);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "auto" });
    main?.querySelector('[data-loading="contact"]')?.replaceWith(section("contacto"));
    await mutationsSeen();
    // A part above the target is still on its way: scrolling now would end above the target once it arrives.
    expect(scrolls).toEqual([]);
    main?.querySelector('[data-loading="use-cases"]')?.replaceWith(section("use-cases"));
    await mutationsSeen();
    expect(scrolls).toEqual(["contacto"]);
    main?.append(section("footer"));
    await mutationsSeen();
    expect(scrolls).toEqual(["contacto"]);
  });

  it("does nothing once cancelled (the page changed)", async () => {
    const cancel = scrollToAnchorWhenReady("contacto", 100);
    vi.advanceTimersByTime(100);
    cancel();
    document.querySelector("main")?.append(section("contacto"));
    await mutationsSeen();
    const early = scrollToAnchorWhenReady("precios", 100);
    early();
    document.querySelector("main")?.append(section("precios"));
    vi.advanceTimersByTime(100);
    expect(scrolls).toEqual([]);
  });
});
