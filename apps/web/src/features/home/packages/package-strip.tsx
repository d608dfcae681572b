// Placeholder until the section is built.
function PackageStrip() {
  return (
    <section aria-label="Paquetes" className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Paquetes</h2>
    </section>
  );
}

export { PackageStrip };
