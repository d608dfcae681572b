// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// What the entry does with the router and React's roots, recorded in the order it happens.
const mock = vi.hoisted(() => {
  const steps: string[] = [];
  const state = { transitions: 0 };
  const history = { kind: "browser history" };
  const router = {
    ssr: undefined as unknown,
    load: async () => {
      steps.push("router.load");
    },
  };
  return { steps, state, history, router };
});

vi.mock("./styles.css", () => ({}));
vi.mock("@tanstack/react-router", async () => ({
  ...(await vi.importActual<typeof import("@tanstack/react-router")>("@tanstack/react-router")),
  createBrowserHistory: () => {
    mock.steps.push("createBrowserHistory");
    return mock.history;
  },
}));
vi.mock("./router", () => ({
  createAppRouter: (options: { history?: unknown } = {}) => {
    mock.steps.push(
      `createAppRouter(${options.history === mock.history ? "that history" : "another history"})`,
    );
    return mock.router;
  },
}));
vi.mock("react", async () => {
  const react = await vi.importActual<typeof import("react")>("react");
  return {
    ...react,
    startTransition: (scope: () => void) => {
      mock.state.transitions += 1;
      try {
        scope();
      } finally {
        mock.state.transitions -= 1;
      }
    },
  };
});
// Recorded when it is evaluated (once per test: see beforeEach), as React DOM's initialisation is the longest to run.
const reactDomClient = () => {
  mock.steps.push("react-dom/client");
  return {
    hydrateRoot: (container: Element) => {
      const ssr = mock.router.ssr !== undefined;
      mock.steps.push(`hydrateRoot(#${container.id}, ssr ${ssr}, transition ${mock.state.transitions > 0})`);
    },
    createRoot: (container: Element) => ({
      render: () => mock.steps.push(`createRoot(#${container.id}).render`),
    }),
  };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  vi.doMock("react-dom/client", reactDomClient);
  mock.steps.length = 0;
  mock.router.ssr = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the client entry", () => {
  it("hydrates a prerendered page in a transition once its route has loaded, each step in a task of its own", async () => {
    document.body.innerHTML = '<div id="root"><main>prerendered</main></div>';
    await import("./entry-client");
    // The task that evaluated the modules ends there; then each timer task runs exactly one more step.
    expect(mock.steps).toEqual([]);
    const steps = [
      "createBrowserHistory",
      "createAppRouter(that history)",
      "react-dom/client",
      "router.load",
      "hydrateRoot(#root, ssr true, transition true)",
    ];
    for (let done = 1; done <= steps.length; done += 1) {
      await vi.runOnlyPendingTimersAsync();
      expect(mock.steps).toEqual(steps.slice(0, done));
    }
  });

  it("renders from scratch where the page has no server HTML (the dev server)", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import("./entry-client");
    await vi.runAllTimersAsync();
    expect(mock.steps).toEqual([
      "createBrowserHistory",
      "createAppRouter(that history)",
      "react-dom/client",
      "createRoot(#root).render",
    ]);
  });
});
