import { VERIFY_PAGE } from "../../../content/tools/verify";
import { deferred } from "../../../lib/deferred";
import { ToolPage } from "../tool-page";

const ReportCodeForm = deferred(
  "verify",
  () => import("./report-code-form").then((module) => module.ReportCodeForm),
  "now",
);

/** /verify: check a feedback report's code and learn how to confirm the report with the team. */
function VerifyPage() {
  return <ToolPage path="/verify" copy={VERIFY_PAGE} tool={<ReportCodeForm />} />;
}

export { VerifyPage };
