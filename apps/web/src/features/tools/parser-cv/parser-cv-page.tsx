import { PARSER_CV_PAGE } from "../../../content/tools/parser-cv";
import { lazyHydrated } from "../../../lib/lazy-hydrated";
import { ToolPage } from "../tool-page";

// The form hydrates at once; the catalogue loads on the first analysis.
const CvAnalyser = lazyHydrated(
  "parser-cv",
  () => import("./cv-analyser").then((module) => module.CvAnalyser),
  "now",
);

/** /tools/parser-cv: the technologies a pasted CV mentions, read in the browser. */
function ParserCvPage() {
  return <ToolPage path="/tools/parser-cv" copy={PARSER_CV_PAGE} tool={<CvAnalyser />} />;
}

export { ParserCvPage };
