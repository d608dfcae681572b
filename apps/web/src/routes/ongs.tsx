import { createFileRoute } from "@tanstack/react-router";
import { NgosPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/ongs")({
  component: NgosPage,
  head: () => infoPageHead("/ongs"),
});
