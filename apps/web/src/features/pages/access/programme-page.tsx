import {
  PROGRAMME_CTA,
  PROGRAMME_INTRO,
  PROGRAMME_TERMS,
  PROGRAMME_TERMS_SECTION,
} from "../../../content/pages/programme";
import { PageCta, PageHeader, PageSection, Prose } from "../layout";
import { AccessFormSection } from "./access-form-section";

/** /programa-early-access: the programme's conditions, clause by clause, and the beta form. */
function ProgrammePage() {
  return (
    <>
      <PageHeader {...PROGRAMME_INTRO} />
      <PageSection title={PROGRAMME_TERMS_SECTION.title} intro={PROGRAMME_TERMS_SECTION.intro} width="narrow">
        <Prose>
          {PROGRAMME_TERMS.map((term) => (
            <section key={term.title}>
              <h3>{term.title}</h3>
              <p>{term.description}</p>
            </section>
          ))}
        </Prose>
      </PageSection>
      <AccessFormSection form="beta" />
      <PageCta cta={PROGRAMME_CTA} />
    </>
  );
}

export { ProgrammePage };
