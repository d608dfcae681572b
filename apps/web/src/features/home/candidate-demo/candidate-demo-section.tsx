// Placeholder until the section is built.
function CandidateDemoSection() {
  return (
    <section aria-label="Búsqueda de candidatos" className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Búsqueda de candidatos</h2>
    </section>
  );
}

export { CandidateDemoSection };
