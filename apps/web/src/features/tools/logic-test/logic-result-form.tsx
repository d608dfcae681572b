import { zodResolver } from "@hookform/resolvers/zod";
import {
  buildLogicTestPayload,
  LOGIC_TEST_RESULT_FORM_DEFAULTS,
  type LogicTestResultForm,
  type LogicTestResultFormInput,
  LogicTestResultFormSchema,
} from "@nivelia/domain/forms";
import type { LogicQuizScore } from "@nivelia/domain/tools";
import { Button } from "@nivelia/ui";
import { CheckCircle2Icon, Loader2Icon, SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { LOGIC_TEST_TEXTS as TEXTS } from "../../../content/tools/logic-test-quiz";
import { QueryProvider } from "../../../lib/query-client";
import { ConsentField } from "../../forms/consent-field";
import { NewTabLink } from "../../forms/new-tab-link";
import { showToast } from "../../forms/show-toast";
import { TextField } from "../../forms/text-field";
import { useSendFormEmail } from "../../forms/use-send-form-email";

interface LogicResultFormProps {
  score: LogicQuizScore;
  elapsedSeconds: number | null;
}

/** Sends the score by e-mail with form type `logicTest`, once the address and the privacy consent are valid. */
function LogicResultForm(props: LogicResultFormProps) {
  return (
    <QueryProvider>
      <LogicResultFormBody {...props} />
    </QueryProvider>
  );
}

function LogicResultFormBody({ score, elapsedSeconds }: LogicResultFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const send = useSendFormEmail("logicTest");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<LogicTestResultFormInput, unknown, LogicTestResultForm>({
    resolver: zodResolver(LogicTestResultFormSchema),
    defaultValues: LOGIC_TEST_RESULT_FORM_DEFAULTS,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const consent = useWatch({ control: form.control, name: "rgpd" });
  const busy = isSubmitting || send.isPending;

  const submit = async (values: LogicTestResultForm) => {
    try {
      await send.mutateAsync({
        formData: buildLogicTestPayload(values, score, elapsedSeconds),
        userEmail: values.email,
      });
      setSentTo(values.email);
      showToast(TEXTS.sent);
    } catch (error) {
      console.warn("El resultado del test de lógica no se ha podido enviar", error);
      showToast(TEXTS.failure);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h4 id={headingId} className="font-semibold text-lg">
        {TEXTS.sendTitle}
      </h4>
      {sentTo ? (
        <p role="status" className="flex items-center gap-2 text-success">
          <CheckCircle2Icon aria-hidden="true" className="size-5" />
          {TEXTS.sent.title}: {sentTo}. {TEXTS.sent.description}
        </p>
      ) : (
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={form.handleSubmit(submit)}
          className="flex flex-col gap-4"
        >
          <p className="text-muted-foreground text-sm">{TEXTS.sendIntro}</p>
          <TextField
            id={`${id}-email`}
            label={TEXTS.emailLabel}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            disabled={busy}
            {...form.register("email")}
          />
          <Controller
            control={form.control}
            name="rgpd"
            render={({ field }) => (
              <ConsentField
                id={`${id}-rgpd`}
                kind="checkbox"
                name={field.name}
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={busy}
                error={errors.rgpd?.message}
                label={
                  <>
                    {TEXTS.consentPrefix} <NewTabLink href="/privacidad">{TEXTS.consentLink}</NewTabLink>
                  </>
                }
              />
            )}
          />
          <div>
            <Button type="submit" disabled={!consent || busy}>
              {busy ? (
                <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {busy ? TEXTS.sendingLabel : TEXTS.sendLabel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

export { LogicResultForm };
