import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/sobre-nosotros")({
  component: AboutPage,
  head: () => infoPageHead("/sobre-nosotros"),
});
