import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * One client for the whole page. Only code that loads on demand (forms, dialogs) imports this module,
 * so React Query is not part of any page's first view.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 }, mutations: { retry: 0 } },
});

/** Wrap the root of a lazily loaded part that uses queries or mutations. */
function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export { QueryProvider, queryClient };
