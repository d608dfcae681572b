import { USE_CASES } from "@nivelia/domain/content";
import { USE_CASE_LABELS, USE_CASES_CTA, USE_CASES_INTRO } from "../../../content/pages/use-cases";
import { PageCta, PageHeader } from "../layout";
import { UseCaseArticle, useCaseAnchor } from "./use-case-article";

/** /casos-de-uso: the five use cases of the landing, each in full with its own anchor. */
function UseCasesPage() {
  return (
    <>
      <PageHeader
        {...USE_CASES_INTRO}
        actions={
          <nav aria-label={USE_CASE_LABELS.nav}>
            <ol className="flex flex-wrap gap-2">
              {USE_CASES.map((useCase) => (
                <li key={useCase.id}>
                  <a
                    href={`#${useCaseAnchor(useCase)}`}
                    className="inline-flex rounded-full border border-border bg-background px-3 py-1.5 text-sm hover:border-primary hover:text-primary"
                  >
                    {useCase.id}. {useCase.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        }
      />
      {USE_CASES.map((useCase, index) => (
        <UseCaseArticle key={useCase.id} useCase={useCase} tone={index % 2 === 1 ? "muted" : "default"} />
      ))}
      <PageCta cta={USE_CASES_CTA} />
    </>
  );
}

export { UseCasesPage };
