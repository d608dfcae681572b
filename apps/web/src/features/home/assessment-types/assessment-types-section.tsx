import { HOME_ANCHORS } from "@nivelia/domain/site";

// Placeholder until the section is built.
function AssessmentTypesSection() {
  return (
    <section id={HOME_ANCHORS.evaluationTypes} className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Tipos de evaluación</h2>
    </section>
  );
}

export { AssessmentTypesSection };
