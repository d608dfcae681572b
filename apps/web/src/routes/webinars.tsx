import { createFileRoute } from "@tanstack/react-router";
import { WebinarsPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/webinars")({
  component: WebinarsPage,
  head: () => infoPageHead("/webinars"),
});
