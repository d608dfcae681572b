import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { DeferredNotFoundPage } from "./features/shell/deferred-not-found-page";
import { ErrorScreen } from "./features/shell/error-screen";
import { PendingScreen } from "./features/shell/pending-screen";
import { routeTree } from "./routeTree.gen";

/** Builds the router; the server passes a memory history for the URL being prerendered. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: DeferredNotFoundPage,
    defaultPendingMs: 200,
    defaultPreload: "intent",
    // The shell's ScrollManager owns the page's position (section 2.1): the router neither restores nor resets it.
    // Its reset would otherwise run once the first page has rendered in the browser, moving the page under a visitor
    // who scrolled before the code arrived.
    scrollRestoration: () => false,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
