import { createFileRoute, notFound } from "@tanstack/react-router";

// No articles are published yet, so every slug is unknown: the 404 page says so with the right status.
export const Route = createFileRoute("/observatorio/$slug")({
  loader: () => {
    throw notFound();
  },
});
