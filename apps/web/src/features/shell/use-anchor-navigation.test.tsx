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
      <section
        id="contacto"
        ref={(element) => {
          if (element)
            element.scrollIntoView = (options) =>
              scrolls.push({
                id: element.id,
                behavior: typeof options === "object" ? options.behavior : undefined,
                laidOut: document.documentElement.hasAttribute("data-laid-out"),
              });
        }}
      />
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

beforeEach(() => {
  scrolls.length = 0;
  document.documentElement.removeAttribute("data-laid-out");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("scrollToElement", () => {
  it("lays every section out, then scrolls smoothly, or at once for a visitor who prefers reduced motion", () => {
    document.body.innerHTML = '<section id="precios"></section>';
    const target = document.getElementById("precios") as HTMLElement;
    const behaviours: (ScrollBehavior | undefined)[] = [];
    target.scrollIntoView = (options) => {
      expect(document.documentElement.hasAttribute("data-laid-out")).toBe(true);
      behaviours.push(typeof options === "object" ? options.behavior : undefined);
    };
    scrollToElement("precios");
    const reduced = vi.spyOn(window, "matchMedia").mockReturnValue({ matches: true } as MediaQueryList);
    scrollToElement("precios");
    reduced.mockRestore();
    expect(behaviours).toEqual(["smooth", "auto"]);
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
