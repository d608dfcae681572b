import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";

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

/** The component inside its own QueryProvider: the form of a lazily loaded part that uses queries or mutations. */
function withQueryProvider<Props extends object>(Component: ComponentType<Props>) {
  return function WithQueryProvider(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}

export { QueryProvider, withQueryProvider };
