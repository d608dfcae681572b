import { PARSER_CV_PAGE } from "../../../content/tools/parser-cv";
import { deferred } from "../../../lib/deferred";
import { ToolPage } from "../tool-page";

// The form hydrates at once; the catalogue loads on the first analysis.
const CvAnalyser = deferred(
  "parser-cv",
  () => import("./cv-analyser").then((module) => module.CvAnalyser),
  "now",
);

/** /tools/parser-cv: the technologies a pasted CV mentions, read in the browser. */
function ParserCvPage() {
  return <ToolPage path="/tools/parser-cv" copy={PARSER_CV_PAGE} tool={<CvAnalyser />} />;
}

export { ParserCvPage };
