import { createFileRoute } from "@tanstack/react-router";
import { CandidatesPage } from "../features/pages/candidates/candidates-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/candidatos")({
  component: CandidatesPage,
  head: () => infoPageHead("/candidatos"),
});
