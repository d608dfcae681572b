import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";
import "./styles.css";

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the HTML shell");
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages are hydrated once the matched route's code has loaded; the dev server renders from scratch.
  if (container.firstElementChild) {
    await router.load();
    // Marks the router as server-rendered, as TanStack's own hydrate() does, so its tree has the server's shape.
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
