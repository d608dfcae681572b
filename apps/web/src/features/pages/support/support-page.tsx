import { HELP_QUESTIONS } from "@nivelia/domain/content";
import {
  SUPPORT_CHANNELS,
  SUPPORT_CTA,
  SUPPORT_FAQ,
  SUPPORT_INTRO,
  SUPPORT_PROMISE,
  SUPPORT_QUESTION_IDS,
  SUPPORT_REQUEST_TIPS,
  SUPPORT_STATUS,
} from "../../../content/pages/support";
import {
  GridSection,
  LinkCardGrid,
  PageCta,
  PageHeader,
  PageLinks,
  PageSection,
  Prose,
  QuestionList,
} from "../layout";

const supportQuestions = HELP_QUESTIONS.filter((question) =>
  (SUPPORT_QUESTION_IDS as readonly string[]).includes(question.id),
);

/** /soporte: how to get help, the response promise, known issues and the most asked support questions. */
function SupportPage() {
  return (
    <>
      <PageHeader {...SUPPORT_INTRO} />
      <PageSection title={SUPPORT_CHANNELS.title}>
        <LinkCardGrid cards={SUPPORT_CHANNELS.cards} />
      </PageSection>
      <GridSection section={SUPPORT_PROMISE} tone="muted" />
      <PageSection title={SUPPORT_REQUEST_TIPS.title} intro={SUPPORT_REQUEST_TIPS.intro} width="narrow">
        <Prose>
          <ul>
            {SUPPORT_REQUEST_TIPS.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Prose>
      </PageSection>
      <PageSection title={SUPPORT_STATUS.title} intro={SUPPORT_STATUS.intro} tone="muted">
        <ul className="flex flex-col gap-3">
          {SUPPORT_STATUS.issues.map((issue) => (
            <li key={issue.title} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="font-semibold text-lg">{issue.title}</h3>
                <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground text-xs">
                  {issue.status}
                </span>
              </div>
              <p className="text-muted-foreground text-sm">{issue.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={SUPPORT_FAQ.title} intro={SUPPORT_FAQ.intro} width="narrow">
        <QuestionList items={supportQuestions} />
        <div className="flex flex-wrap gap-3">
          <PageLinks links={[{ label: "Ver todas las preguntas", to: "/faq" }]} />
        </div>
      </PageSection>
      <PageCta cta={SUPPORT_CTA} />
    </>
  );
}

export { SupportPage };
