import { createFileRoute } from "@tanstack/react-router";
import { HelpCentreAnswers } from "../features/pages/help-centre-answers";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/faq")({
  component: () => (
    <InfoPage path="/faq">
      <HelpCentreAnswers />
    </InfoPage>
  ),
  head: () => infoPageHead("/faq"),
});
