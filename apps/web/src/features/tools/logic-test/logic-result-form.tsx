import {
  buildLogicTestPayload,
  LOGIC_TEST_RESULT_FORM_DEFAULTS,
  type LogicTestResultForm,
  type LogicTestResultFormInput,
  LogicTestResultFormSchema,
} from "@nivelia/domain/forms";
import type { LogicQuizScore } from "@nivelia/domain/tools";
import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { LOGIC_TEST_TEXTS as TEXTS } from "../../../content/tools/logic-test-quiz";
import { withQueryProvider } from "../../../lib/query-client";
import { FormConfirmation } from "../../forms/form-confirmation";
import { Kit, useFormKit } from "../../forms/form-kit";
import { NewTabLink } from "../../forms/new-tab-link";
import { useSendFormEmail } from "../../forms/use-send-form-email";
import { DataProtectionNotice } from "../../legal/data-protection-notice";

interface LogicResultFormProps {
  score: LogicQuizScore;
  elapsedSeconds: number | null;
}

function LogicResultFormBody({ score, elapsedSeconds }: LogicResultFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const send = useSendFormEmail("logicTest");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kit = useFormKit<LogicTestResultFormInput, LogicTestResultForm>({
    schema: LogicTestResultFormSchema,
    defaultValues: LOGIC_TEST_RESULT_FORM_DEFAULTS,
    action: async (values) => {
      await send.mutateAsync({
        formData: buildLogicTestPayload(values, score, elapsedSeconds),
        userEmail: values.email,
      });
      setSentTo(values.email);
    },
    success: { toast: TEXTS.sent },
    failure: { toast: TEXTS.failure, log: "El resultado del test de lógica no se ha podido enviar" },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h4 id={headingId} className="font-semibold text-lg">
        {TEXTS.sendTitle}
      </h4>
      {sentTo ? (
        <FormConfirmation message={{ ...TEXTS.sent, title: `${TEXTS.sent.title}: ${sentTo}.` }} />
      ) : (
        <Kit.Form kit={kit} aria-labelledby={headingId} className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">{TEXTS.sendIntro}</p>
          <Kit.TextField name="email" label={TEXTS.emailLabel} type="email" autoComplete="email" />
          <Kit.ConsentField
            name="rgpd"
            kind="checkbox"
            label={
              <>
                {TEXTS.consentPrefix} <NewTabLink href="/privacidad">{TEXTS.consentLink}</NewTabLink>
              </>
            }
          />
          <div>
            <Kit.Submit<LogicTestResultFormInput> requires={["rgpd"]} icon={<SendIcon aria-hidden="true" />}>
              {TEXTS.sendLabel}
            </Kit.Submit>
          </div>
          <DataProtectionNotice formType="logicTest" />
        </Kit.Form>
      )}
    </section>
  );
}

/** Sends the score by e-mail with form type `logicTest`, once the address and the privacy consent are valid. */
const LogicResultForm = withQueryProvider(LogicResultFormBody);

export { LogicResultForm };
