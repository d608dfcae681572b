import { ACCESS_FORM_NOTE, ACCESS_FORMS } from "../../../content/pages/access-forms";
import { deferred } from "../../../lib/deferred";
import { PageSection } from "../layout";

// The buttons that open the landing's access dialogs; the dialogs' code loads on the first click.
const BetaAccessButton = deferred(
  "beta-access",
  () => import("./access-buttons").then((module) => module.BetaAccessButton),
  "now",
);
const FreeTrialButton = deferred(
  "free-trial",
  () => import("./access-buttons").then((module) => module.FreeTrialButton),
  "now",
);

/** The section that holds a request form (anchor `formulario`): its introduction and the button that opens it. */
function AccessFormSection({ form }: { form: keyof typeof ACCESS_FORMS }) {
  const copy = ACCESS_FORMS[form];
  return (
    <PageSection id="formulario" title={copy.title} intro={copy.intro} width="narrow">
      <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6">
        {form === "beta" ? <BetaAccessButton /> : <FreeTrialButton />}
        <p className="text-muted-foreground text-sm">{ACCESS_FORM_NOTE}</p>
      </div>
    </PageSection>
  );
}

export { AccessFormSection, BetaAccessButton, FreeTrialButton };
