import {
  type JobDescription,
  type JobDescriptionFormat,
  jobDescriptionFileName,
  renderJobDescription,
} from "@nivelia/domain/tools";
import { Button } from "@nivelia/ui";
import { CopyIcon, DownloadIcon } from "lucide-react";
import { type Ref, useState } from "react";
import { REDACTOR_TEXTS as TEXTS } from "../../../content/tools/redactor-templates";

/** Saves text as a file through a temporary link; nothing leaves the browser. */
function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

const DOWNLOADS: readonly { format: JobDescriptionFormat; label: string; type: string }[] = [
  { format: "markdown", label: TEXTS.downloadMarkdown, type: "text/markdown" },
  { format: "text", label: TEXTS.downloadText, type: "text/plain" },
];

/** The generated description as a readable preview, with copy and download. */
function JobDescriptionOutput({
  description,
  headingRef,
}: {
  description: JobDescription;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(renderJobDescription(description, "markdown"));
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };
  return (
    <section aria-label={TEXTS.outputTitle} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-xl focus:outline-none">
          {TEXTS.outputTitle}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={copy}>
            <CopyIcon aria-hidden="true" />
            {TEXTS.copyLabel}
          </Button>
          {DOWNLOADS.map((item) => (
            <Button
              key={item.format}
              type="button"
              variant="outline"
              onClick={() =>
                download(
                  renderJobDescription(description, item.format),
                  jobDescriptionFileName(description.title, item.format),
                  item.type,
                )
              }
            >
              <DownloadIcon aria-hidden="true" />
              {item.label}
            </Button>
          ))}
        </div>
      </div>
      <p role="status" className="text-muted-foreground text-sm">
        {copyState === "copied" ? TEXTS.copied : copyState === "failed" ? TEXTS.copyFailed : TEXTS.outputHint}
      </p>
      <article
        data-slot="job-description"
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
      >
        <h4 className="font-bold text-2xl tracking-tight">{description.title}</h4>
        {description.sections.map((section, index) => (
          <div key={section.heading ?? `intro-${index}`} className="flex flex-col gap-2">
            {section.heading ? <h5 className="font-semibold text-lg">{section.heading}</h5> : null}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.bullets.length > 0 ? (
              <ul className="list-disc space-y-1 pl-6">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </article>
    </section>
  );
}

export { JobDescriptionOutput };
