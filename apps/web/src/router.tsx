import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ErrorScreen } from "./features/shell/error-screen";
import { NotFoundPage } from "./features/shell/not-found-page";
import { PendingScreen } from "./features/shell/pending-screen";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  queryClient: QueryClient;
}

/** Builds the router; the server passes a memory history for the URL being prerendered. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 }, mutations: { retry: 0 } },
  });
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient },
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingMs: 200,
    defaultPreload: "intent",
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
