import { createFileRoute } from "@tanstack/react-router";
import { CostAssistantPage } from "../features/cost-assistant/cost-assistant-page";
import { costAssistantPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/calculadora/asistente")({
  component: CostAssistantPage,
  head: costAssistantPageHead,
});
