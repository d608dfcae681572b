import { REDACTOR_PAGE } from "../../../content/tools/redactor";
import { deferred } from "../../../lib/deferred";
import { ToolPage } from "../tool-page";

// The form hydrates at once; the catalogue behind the stack suggestions loads after that.
const JobDescriptionWriter = deferred(
  "redactor",
  () => import("./job-description-writer").then((module) => module.JobDescriptionWriter),
  "now",
);

/** /tools/redactor: a job description for a technical role, written in the browser from templates. */
function RedactorPage() {
  return <ToolPage path="/tools/redactor" copy={REDACTOR_PAGE} tool={<JobDescriptionWriter />} />;
}

export { RedactorPage };
