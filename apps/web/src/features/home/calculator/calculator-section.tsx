import { HOME_ANCHORS } from "@nivelia/domain/site";

// Placeholder until the section is built.
function CalculatorSection() {
  return (
    <section id={HOME_ANCHORS.calculator} className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Calculadora de costes</h2>
    </section>
  );
}

export { CalculatorSection };
