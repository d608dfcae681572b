import type { UseCase } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import type { ReactNode } from "react";
import type { PageLink } from "../../../content/pages/types";
import { USE_CASE_LABELS } from "../../../content/pages/use-cases";
import { CheckList, PageLinks, PageSection, StatGrid } from "../layout";

/** The anchor of a use case on /casos-de-uso. */
export const useCaseAnchor = (useCase: Pick<UseCase, "id">) => `caso-${useCase.id}`;

function useCaseLinks(useCase: UseCase): PageLink[] {
  const main: PageLink =
    useCase.ctaLink === "/candidatos"
      ? { label: useCase.ctaLabel, to: "/candidatos" }
      : { label: useCase.ctaLabel, to: "/", hash: HOME_ANCHORS.pricing };
  return useCase.showCalculator
    ? [main, { label: USE_CASE_LABELS.calculator, to: "/", hash: HOME_ANCHORS.calculator }]
    : [main];
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-lg">{title}</h3>
      {children}
    </div>
  );
}

/** One use case in full: persona, departments, problem, questions, solution, benefits, results and its next step. */
function UseCaseArticle({ useCase, tone }: { useCase: UseCase; tone: "default" | "muted" }) {
  return (
    <PageSection id={useCaseAnchor(useCase)} title={useCase.title} intro={useCase.summary} tone={tone}>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Part title={USE_CASE_LABELS.persona}>
            <p>
              <strong>{useCase.persona.role}.</strong> {useCase.persona.description}
            </p>
          </Part>
          <Part title={USE_CASE_LABELS.departments}>
            <p className="text-muted-foreground">
              {useCase.departments.map((department) => department.name).join(" · ")}
            </p>
          </Part>
          <Part title={USE_CASE_LABELS.painPoint}>
            <p>{useCase.painPoint}</p>
            <p className="text-muted-foreground">{useCase.story}</p>
          </Part>
          <Part title={USE_CASE_LABELS.questions}>
            <ul className="list-disc pl-6 text-muted-foreground">
              {useCase.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </Part>
        </div>
        <div className="flex flex-col gap-6">
          <Part title={USE_CASE_LABELS.solution}>
            <p>{useCase.solution}</p>
          </Part>
          <Part title={USE_CASE_LABELS.benefits}>
            <CheckList items={useCase.benefits} />
          </Part>
          <Part title={USE_CASE_LABELS.stats}>
            <StatGrid stats={useCase.stats} />
          </Part>
          <div className="flex flex-wrap gap-3">
            <PageLinks links={useCaseLinks(useCase)} />
          </div>
        </div>
      </div>
    </PageSection>
  );
}

export { UseCaseArticle };
