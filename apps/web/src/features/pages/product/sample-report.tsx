import {
  ASSESSMENT_TYPES,
  overallScore,
  SAMPLE_FEEDBACK_NOTICE,
  SAMPLE_FEEDBACK_PDF,
  SAMPLE_FEEDBACK_REPORT,
} from "@nivelia/domain/content";
import { buttonVariants } from "@nivelia/ui";
import { DownloadIcon } from "lucide-react";
import { SAMPLE_REPORT_LABELS as LABELS } from "../../../content/pages/sample-report";
import { CheckList } from "../layout";

const report = SAMPLE_FEEDBACK_REPORT;
const testTitle = (id: string) => ASSESSMENT_TYPES.find((type) => type.id === id)?.title ?? id;

/** The sample feedback report's main data, and the link to its PDF (generated at build time). */
function SampleReport() {
  return (
    <article
      aria-label={report.title}
      className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-lg">
            {report.title} · {report.candidateAlias}
          </p>
          <p className="text-muted-foreground text-sm">{SAMPLE_FEEDBACK_NOTICE}</p>
        </div>
        <a href={SAMPLE_FEEDBACK_PDF.path} download className={buttonVariants()}>
          <DownloadIcon aria-hidden="true" />
          {SAMPLE_FEEDBACK_PDF.label}
        </a>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground text-sm">{LABELS.role}</dt>
          <dd className="font-medium">{report.role}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{LABELS.stack}</dt>
          <dd className="font-medium">{report.stack.join(", ")}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{LABELS.overall}</dt>
          <dd className="font-bold text-2xl text-primary">{overallScore(report.scores)}/100</dd>
        </div>
      </dl>
      <p>{report.summary}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold">{LABELS.scores}</caption>
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="p-2 text-left">
                {LABELS.test}
              </th>
              <th scope="col" className="p-2 text-right">
                {LABELS.score}
              </th>
              <th scope="col" className="p-2 text-left">
                {LABELS.comment}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.scores.map((score) => (
              <tr key={score.assessmentTypeId} className="border-border border-b align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  {testTitle(score.assessmentTypeId)}
                </th>
                <td className="p-2 text-right font-semibold">{score.score}</td>
                <td className="p-2 text-muted-foreground">{score.comment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{LABELS.strengths}</h3>
          <CheckList items={report.strengths} />
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{LABELS.improvements}</h3>
          <ul className="list-disc pl-6">
            {report.improvements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-lg bg-muted p-4">
        <h3 className="font-semibold">
          {LABELS.verdict}: {report.recommendation.verdict}
        </h3>
        <p className="text-sm">{report.recommendation.summary}</p>
      </div>
    </article>
  );
}

export { SampleReport };
