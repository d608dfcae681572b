import { createFileRoute } from "@tanstack/react-router";
import { CookiesPage } from "../features/legal/cookies-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/cookies")({
  component: CookiesPage,
  head: () => infoPageHead("/cookies"),
});
