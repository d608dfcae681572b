import { createFileRoute } from "@tanstack/react-router";
import { CalculatorV2TestPage } from "../features/pages/internal/calculator-v2-test-page";
import { noindexPageHead } from "../features/pages/internal/noindex-page-head";

export const Route = createFileRoute("/test-calculator-v2")({
  component: CalculatorV2TestPage,
  head: () => noindexPageHead("/test-calculator-v2"),
});
