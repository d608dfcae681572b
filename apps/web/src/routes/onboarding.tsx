import { createFileRoute } from "@tanstack/react-router";
import { OnboardingPage } from "../features/pages/product/onboarding-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/onboarding")({
  component: OnboardingPage,
  head: () => infoPageHead("/onboarding"),
});
