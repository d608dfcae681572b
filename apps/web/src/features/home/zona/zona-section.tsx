import { HOME_ANCHORS } from "@nivelia/domain/site";

// Placeholder until the section is built.
function ZonaSection() {
  return (
    <section id={HOME_ANCHORS.zona} className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Zona</h2>
    </section>
  );
}

export { ZonaSection };
