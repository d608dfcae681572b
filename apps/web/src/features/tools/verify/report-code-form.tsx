import { BRAND } from "@nivelia/domain/brand";
import {
  checkFeedbackReportCode,
  SAMPLE_FEEDBACK_PDF,
  SAMPLE_FEEDBACK_REPORT,
} from "@nivelia/domain/content";
import { buttonVariants, Field, FieldError, FieldLabel, fieldControlProps, Input } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { MailIcon, ShieldCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { VERIFY_TEXTS as TEXTS } from "../../../content/tools/verify";
import { ToolForm } from "../tool-form";
import { ToolSubmit } from "../tool-submit";

/** Checks a report's code with the domain's rule and explains, honestly, what a valid format means. */
function ReportCodeForm() {
  const id = useId();
  const codeId = `${id}-code`;
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [validCode, setValidCode] = useState<string | null>(null);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (validCode) outcome.current?.focus();
  }, [validCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkFeedbackReportCode(typed);
    if (check.ok) {
      setError(undefined);
      setValidCode(check.code);
      setTyped(check.code);
    } else {
      setValidCode(null);
      setError(check.message);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <ToolForm
        aria-label="Verificar el código de un informe"
        onSubmit={submit}
        className="gap-4 p-6 text-card-foreground"
      >
        <Field>
          <FieldLabel htmlFor={codeId}>{TEXTS.codeLabel}</FieldLabel>
          <Input
            id={codeId}
            name="codigo"
            placeholder={TEXTS.codePlaceholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            className="font-mono uppercase"
            value={typed}
            {...fieldControlProps(codeId, error)}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
              setValidCode(null);
            }}
          />
          <FieldError controlId={codeId}>{error}</FieldError>
        </Field>
        <ToolSubmit icon={ShieldCheckIcon}>{TEXTS.submitLabel}</ToolSubmit>
        <p className="text-muted-foreground text-sm">
          {TEXTS.sampleText} <span className="font-mono">{SAMPLE_FEEDBACK_REPORT.verificationCode}</span>.{" "}
          <a
            href={SAMPLE_FEEDBACK_PDF.path}
            download
            className="font-medium text-primary underline underline-offset-4"
          >
            {TEXTS.sampleLinkLabel}
          </a>
        </p>
      </ToolForm>
      {validCode ? (
        <section
          aria-labelledby={`${id}-outcome`}
          className="flex flex-col gap-3 rounded-xl border border-success/60 bg-success/10 p-6"
        >
          <h3
            id={`${id}-outcome`}
            ref={outcome}
            tabIndex={-1}
            className="font-semibold text-xl focus:outline-none"
          >
            {TEXTS.validTitle(validCode)}
          </h3>
          <p>{TEXTS.validText}</p>
          <p>{TEXTS.confirmText}</p>
          <div className="flex flex-wrap gap-3 pt-1">
            <a
              href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(TEXTS.mailSubject(validCode))}`}
              className={buttonVariants()}
            >
              <MailIcon aria-hidden="true" />
              {TEXTS.mailLabel}
            </a>
            <Link to="/contacto" className={buttonVariants({ variant: "outline" })}>
              {TEXTS.contactLabel}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

export { ReportCodeForm };
