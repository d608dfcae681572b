import { type ReactNode, useId } from "react";

interface TechnologyEntrySectionProps {
  title: string;
  /** Level of the heading: one below the heading that names the entry. */
  headingLevel: 3 | 4;
  children: ReactNode;
}

/** One titled section of a catalogue entry, named by its heading. */
function TechnologyEntrySection({ title, headingLevel, children }: TechnologyEntrySectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export { TechnologyEntrySection };
