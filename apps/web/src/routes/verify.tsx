import { createFileRoute } from "@tanstack/react-router";
import { infoPageHead } from "../features/shell/seo";
import { VerifyPage } from "../features/tools/verify/verify-page";

export const Route = createFileRoute("/verify")({
  component: VerifyPage,
  head: () => infoPageHead("/verify"),
});
