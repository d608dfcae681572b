import { HOME_ANCHORS } from "@nivelia/domain/site";

// Placeholder until the section is built.
function UseCasesSection() {
  return (
    <section id={HOME_ANCHORS.useCases} className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Casos de uso</h2>
    </section>
  );
}

export { UseCasesSection };
