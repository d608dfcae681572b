// Placeholder until the section is built.
function HowItWorksSection() {
  return (
    <section aria-label="Cómo funciona" className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Cómo funciona</h2>
    </section>
  );
}

export { HowItWorksSection };
