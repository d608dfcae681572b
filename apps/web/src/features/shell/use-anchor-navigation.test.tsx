// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANCHOR_SCROLL_AFTER_NAVIGATION_MS,
  scrollToElement,
  useCloseThenGoTo,
} from "./use-anchor-navigation";

const scrolls: { id: string; behavior?: ScrollBehavior; laidOut: boolean }[] = [];

/** A page with the contact section and a dialog button that closes, then goes to it. */
function Page({ closed }: { closed: () => void }) {
  const closeThenGoTo = useCloseThenGoTo(closed);
  return (
    <>
      <button type="button" onClick={() => closeThenGoTo("contacto")}>
        Contactar
      </button>
      <main>
        <section
          id="contacto"
          ref={(element) => {
            if (element)
              element.scrollIntoView = (options) =>
                scrolls.push({
                  id: element.id,
                  behavior: typeof options === "object" ? options.behavior : undefined,
                  laidOut: element.hasAttribute("data-laid-out"),
                });
          }}
        />
      </main>
    </>
  );
}

async function renderAt(path: string, closed: () => void) {
  const root = createRootRoute();
  const page = () => <Page closed={closed} />;
  const routes = ["/", "/precios"].map((at) =>
    createRoute({ getParentRoute: () => root, path: at, component: page }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

/** Where every element's box is, as the window shows it: happy-dom lays nothing out. */
const box = (top: number) => ({ top }) as DOMRect;

beforeEach(() => {
  scrolls.length = 0;
  // Below the first view: not where a scroll to it would put it.
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(box(500));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("scrollToElement", () => {
  const LANDING = `<main>
    <section id="hero"></section>
    <section id="use-cases"><section id="case"></section></section>
    <section id="precios"><h2 id="precios-heading"></h2></section>
    <section id="faq"></section>
  </main>
  <footer id="pie"></footer>`;
  const laidOut = () => [...document.querySelectorAll("[data-laid-out]")].map((section) => section.id);

  it("lays out the sections down to the target's, then scrolls smoothly, or at once for a new page or a visitor who prefers reduced motion", () => {
    document.body.innerHTML = LANDING;
    const target = document.getElementById("precios") as HTMLElement;
    const scrolled: { behavior?: ScrollBehavior; laidOut: string[] }[] = [];
    target.scrollIntoView = (options) =>
      scrolled.push({
        behavior: typeof options === "object" ? options.behavior : undefined,
        laidOut: laidOut(),
      });
    scrollToElement("precios");
    scrollToElement("precios", { jump: true });
    const reduced = vi.spyOn(window, "matchMedia").mockReturnValue({ matches: true } as MediaQueryList);
    scrollToElement("precios");
    reduced.mockRestore();
    const above = ["hero", "use-cases", "case", "precios"];
    expect(scrolled).toEqual([
      { behavior: "smooth", laidOut: above },
      { behavior: "auto", laidOut: above },
      { behavior: "auto", laidOut: above },
    ]);
  });

  it("lays out the section that holds a target inside it, and every section for a target after them", () => {
    document.body.innerHTML = LANDING;
    for (const element of document.querySelectorAll<HTMLElement>("[id]"))
      element.scrollIntoView = () => undefined;
    scrollToElement("precios-heading");
    expect(laidOut()).toEqual(["hero", "use-cases", "case", "precios"]);
    scrollToElement("pie");
    expect(laidOut()).toEqual(["hero", "use-cases", "case", "precios", "faq"]);
  });

  it("leaves a target already at its scroll margin alone, as a reload restored at its hash shows it", () => {
    document.body.innerHTML = LANDING;
    const target = document.getElementById("faq") as HTMLElement;
    target.style.scrollMarginTop = "80px";
    const scrolled: string[] = [];
    target.scrollIntoView = () => scrolled.push("faq");
    const at = vi.spyOn(target, "getBoundingClientRect");
    for (const top of [80, 80.5, 79.5]) {
      at.mockReturnValue(box(top));
      scrollToElement("faq");
    }
    expect(scrolled).toEqual([]);
    expect(laidOut()).toEqual([]);
    at.mockReturnValue(box(0));
    scrollToElement("faq");
    expect(scrolled).toEqual(["faq"]);
    expect(laidOut()).toEqual(["hero", "use-cases", "case", "precios", "faq"]);
  });

  it("does nothing for an id that is not in the page", () => {
    document.body.innerHTML = LANDING;
    expect(() => scrollToElement("nada")).not.toThrow();
    expect(laidOut()).toEqual([]);
  });
});

describe("useCloseThenGoTo", () => {
  it("on the home page, closes the dialog and scrolls to the anchor 100 ms later, in place", async () => {
    const closed = vi.fn();
    const router = await renderAt("/", closed);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Contactar" }));
    expect(closed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(ANCHOR_SCROLL_AFTER_NAVIGATION_MS - 1);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolls).toEqual([{ id: "contacto", behavior: "smooth", laidOut: true }]);
    expect(router.state.location.pathname).toBe("/");
  });

  it("elsewhere, closes the dialog and navigates to the home page's anchor", async () => {
    const router = await renderAt("/precios", () => undefined);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Contactar" }));
    vi.advanceTimersByTime(ANCHOR_SCROLL_AFTER_NAVIGATION_MS);
    vi.useRealTimers();
    await act(() => router.load());
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.hash).toBe("contacto");
  });
});
