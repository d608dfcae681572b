import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";
import "./styles.css";

/** Ends the current task and resumes in a new one, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the HTML shell");
  // Evaluating the app's modules, building the router (its route tree of every page) and matching the first route
  // each take several milliseconds: in one task they blocked a slow phone's main thread for well over 50 ms, with a
  // visitor's tap waiting behind them, so each has its own.
  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages are hydrated once the matched route's code has loaded; the dev server renders from scratch.
  if (container.firstElementChild) {
    await nextTask();
    await router.load();
    // Marks the router as server-rendered, as TanStack's own hydrate() does, so its tree has the server's shape.
    router.ssr = { manifest: undefined };
    // As a transition, hydration is time-sliced: it yields to the browser every few milliseconds, so taps, the
    // load-relative timers and painting are never held up by one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
