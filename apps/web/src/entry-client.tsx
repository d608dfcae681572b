import { createBrowserHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createAppRouter } from "./router";
import "./styles.css";

/** Ends the current task and resumes in a new one, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the HTML shell");
  // Evaluating the modules, the browser history (its first replaceState), the router, starting React DOM (the largest
  // module), matching the first route and starting React's root (its listeners, its first scheduling) each take several
  // milliseconds: in one task they blocked a slow phone for well over 50 ms, so each has its own. The history alone was
  // a third of the router's task (CPU profile, 8 loads).
  await nextTask();
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter({ history });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  await nextTask();
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  // The dev server renders from scratch; prerendered pages are hydrated once the matched route's code has loaded.
  if (!container.firstElementChild) return createRoot(container).render(app);
  await nextTask();
  await router.load();
  await nextTask();
  // Marks the router as server-rendered, as TanStack's own hydrate() does, so its tree has the server's shape.
  router.ssr = { manifest: undefined };
  // As a transition, hydration is time-sliced: it yields every few milliseconds to taps, timers and painting.
  startTransition(() => void hydrateRoot(container, app));
}

void start();
