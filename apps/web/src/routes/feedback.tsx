import { createFileRoute } from "@tanstack/react-router";
import { FeedbackPage } from "../features/pages/product/feedback-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/feedback")({
  component: FeedbackPage,
  head: () => infoPageHead("/feedback"),
});
