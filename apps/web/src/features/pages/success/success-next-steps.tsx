import { SUCCESS_HELP, SUCCESS_NEXT_STEPS } from "../../../content/pages/success";
import { GridSection, LinkCardGrid, PageSection } from "../layout";

/** What follows a purchase and where to get help, under the payment status of /success. */
function SuccessNextSteps() {
  return (
    <>
      <GridSection section={SUCCESS_NEXT_STEPS} tone="muted" />
      <PageSection title={SUCCESS_HELP.title}>
        <LinkCardGrid cards={SUCCESS_HELP.cards} />
      </PageSection>
    </>
  );
}

export { SuccessNextSteps };
