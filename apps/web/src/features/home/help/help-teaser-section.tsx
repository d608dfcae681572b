import { HOME_ANCHORS } from "@nivelia/domain/site";

// Placeholder until the section is built.
function HelpTeaserSection() {
  return (
    <section id={HOME_ANCHORS.faq} className="mx-auto max-w-7xl px-4 py-16">
      <h2 className="font-bold text-3xl">Centro de ayuda</h2>
    </section>
  );
}

export { HelpTeaserSection };
