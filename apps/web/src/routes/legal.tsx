import { createFileRoute } from "@tanstack/react-router";
import { LegalNoticePage } from "../features/legal/simple-legal-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/legal")({
  component: LegalNoticePage,
  head: () => infoPageHead("/legal"),
});
