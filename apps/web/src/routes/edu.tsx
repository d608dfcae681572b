import { createFileRoute } from "@tanstack/react-router";
import { EduPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/edu")({
  component: EduPage,
  head: () => infoPageHead("/edu"),
});
