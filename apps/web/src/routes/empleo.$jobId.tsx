import { createFileRoute, notFound } from "@tanstack/react-router";

// No vacancies are published yet, so every job id is unknown: the 404 page says so with the right status.
export const Route = createFileRoute("/empleo/$jobId")({
  loader: () => {
    throw notFound();
  },
});
