import type { TechnologyMentionGroup } from "@nivelia/domain/technologies";
import { CV_TEXT_MAX_LENGTH } from "@nivelia/domain/tools";
import { Button, TextAreaField } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { FileSearchIcon, ShieldCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SAMPLE_CV_TEXT, PARSER_CV_TEXTS as TEXTS } from "../../../content/tools/parser-cv-tool";
import { ToolForm } from "../tool-form";
import { loadTechnologyCatalogue } from "../use-technology-catalogue";

type Analysis = { kind: "groups"; groups: readonly TechnologyMentionGroup[] } | { kind: "empty" };

/** Paste a CV, read it against the catalogue in the browser, and list what it mentions by family. */
function CvAnalyser() {
  const id = useId();
  const [text, setText] = useState("");
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A new analysis only ever follows the visitor's click, so focus can follow it to the result.
  useEffect(() => {
    if (analysis) resultHeading.current?.focus();
  }, [analysis]);

  const analyse = async (source: string) => {
    if (source.trim() === "") {
      setError(TEXTS.emptyText);
      setAnalysis(null);
      return;
    }
    setBusy(true);
    const catalogue = await loadTechnologyCatalogue();
    const groups = catalogue.groupMentionsByFamily(catalogue.findTechnologyMentions(source));
    setBusy(false);
    setAnalysis(groups.length > 0 ? { kind: "groups", groups } : { kind: "empty" });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void analyse(text);
  };

  const technologies = analysis?.kind === "groups" ? analysis.groups.flatMap((group) => group.mentions) : [];

  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-start gap-3 rounded-lg border border-success/50 bg-success/10 p-4">
        <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <span className="font-medium">{TEXTS.privacyNote}</span>
      </p>
      <ToolForm aria-label="Analizar el texto de un CV" onSubmit={submit} className="gap-4 p-5">
        <TextAreaField
          id={`${id}-cv`}
          label={TEXTS.textLabel}
          error={error}
          rows={12}
          maxLength={CV_TEXT_MAX_LENGTH}
          placeholder={TEXTS.textPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <p className="text-muted-foreground text-xs">{TEXTS.characters(text.length, CV_TEXT_MAX_LENGTH)}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            <FileSearchIcon aria-hidden="true" />
            {TEXTS.analyseLabel}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setText(SAMPLE_CV_TEXT);
              setError(undefined);
              void analyse(SAMPLE_CV_TEXT);
            }}
          >
            {TEXTS.sampleLabel}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setText("");
              setAnalysis(null);
              setError(undefined);
            }}
          >
            {TEXTS.clearLabel}
          </Button>
        </div>
      </ToolForm>
      {analysis ? (
        <section aria-labelledby={`${id}-result`} className="flex flex-col gap-4">
          <h3
            id={`${id}-result`}
            ref={resultHeading}
            tabIndex={-1}
            className="font-semibold text-xl focus:outline-none"
          >
            {TEXTS.resultTitle}
          </h3>
          <p role="status">
            {analysis.kind === "groups"
              ? `${TEXTS.resultSummary(technologies.length, analysis.groups.length)} ${TEXTS.profileLinkHint}`
              : TEXTS.noneFound}
          </p>
          {analysis.kind === "groups" ? (
            <div className="grid gap-4 md:grid-cols-2">
              {analysis.groups.map((group) => (
                <section
                  key={group.family}
                  className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
                >
                  <h4 className="font-semibold">
                    {group.label}{" "}
                    <span className="font-normal text-muted-foreground">({group.mentions.length})</span>
                  </h4>
                  <ul className="flex flex-col gap-2 text-sm">
                    {group.mentions.map((mention) => (
                      <li key={mention.technology.key} data-technology={mention.technology.key}>
                        <Link
                          to="/tools/tech-profile"
                          search={{ t: mention.technology.key }}
                          className="font-semibold text-primary underline-offset-4 hover:underline"
                        >
                          {mention.technology.name}
                        </Link>{" "}
                        <span className="text-muted-foreground">
                          · {TEXTS.mentions(mention.count)} · {TEXTS.writtenAs}{" "}
                          {mention.writtenAs.map((written) => `«${written}»`).join(", ")}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export { CvAnalyser };
