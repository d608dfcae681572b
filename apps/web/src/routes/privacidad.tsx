import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../features/legal/privacy-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/privacidad")({
  component: PrivacyPage,
  head: () => infoPageHead("/privacidad"),
});
