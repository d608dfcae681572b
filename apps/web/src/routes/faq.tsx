import { createFileRoute } from "@tanstack/react-router";
import { FaqPage } from "../features/pages/faq/faq-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/faq")({
  component: FaqPage,
  head: () => infoPageHead("/faq"),
});
