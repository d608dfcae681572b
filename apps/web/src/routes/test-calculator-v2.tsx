import { createFileRoute } from "@tanstack/react-router";
import { CalculatorV2TestPage } from "../features/pages/internal/calculator-v2-test-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/test-calculator-v2")({
  component: CalculatorV2TestPage,
  head: () => infoPageHead("/test-calculator-v2"),
});
