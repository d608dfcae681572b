import { createFileRoute } from "@tanstack/react-router";
import { CalculatorTestPage } from "../features/pages/internal/calculator-test-page";
import { infoPageHead } from "../features/shell/seo";

// `?error=render` throws while rendering, so the error screen can be checked against the real build.
export const Route = createFileRoute("/test")({
  validateSearch: (search: Record<string, unknown>) => ({
    error: search.error === "render" ? ("render" as const) : undefined,
  }),
  component: TestPage,
  head: () => infoPageHead("/test"),
});

function TestPage() {
  const { error } = Route.useSearch();
  if (error === "render") throw new Error("Error de prueba provocado desde /test?error=render");
  return <CalculatorTestPage />;
}
