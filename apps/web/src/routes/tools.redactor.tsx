import { createFileRoute } from "@tanstack/react-router";
import { infoPageHead } from "../features/shell/seo";
import { RedactorPage } from "../features/tools/redactor/redactor-page";

export const Route = createFileRoute("/tools/redactor")({
  component: RedactorPage,
  head: () => infoPageHead("/tools/redactor"),
});
