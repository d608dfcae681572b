import type { Technology } from "@nivelia/domain/technologies";
import { TECHNOLOGY_FAMILY_LABELS, technologySummaryByKey } from "@nivelia/domain/technology-index";
import { LightbulbIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TECHNOLOGY_ENTRY_TEXTS as TEXTS } from "../../content/technology-entry";
import { TechnologyEntrySection } from "./technology-entry-section";

/** A catalogue entry that another entry names, as a related technology or a stack member. */
interface TechnologyReference {
  readonly key: string;
  readonly name: string;
}

interface TechnologyEntrySectionsProps {
  technology: Technology;
  /** Lists the entry's tab as its first fact. */
  showFamily?: boolean;
  stacksTitle: string;
  /** Level of the section headings: one below the heading that names the entry. */
  headingLevel: 3 | 4;
  /** What leads to a referenced entry: a button in the dialog, a link on the profile page. */
  renderReference: (reference: TechnologyReference) => ReactNode;
  /** Shown under the stacks. */
  stacksNote?: ReactNode;
}

// Every reference is a catalogue key (the catalogue test checks it); the key stands in should one ever be missing.
function referenceTo(key: string): TechnologyReference {
  return { key, name: technologySummaryByKey(key)?.name ?? key };
}

/** Facts, related technologies, stacks and curiosities of a catalogue entry; sections without data are hidden. */
function TechnologyEntrySections({
  technology,
  showFamily = false,
  stacksTitle,
  headingLevel,
  renderReference,
  stacksNote,
}: TechnologyEntrySectionsProps) {
  const facts = [
    ...(showFamily ? [{ term: TEXTS.facts.family, value: TECHNOLOGY_FAMILY_LABELS[technology.family] }] : []),
    { term: TEXTS.facts.yearCreated, value: String(technology.yearCreated) },
    { term: TEXTS.facts.creator, value: technology.creator },
    { term: TEXTS.facts.currentVersion, value: technology.currentVersion },
    { term: TEXTS.facts.popularity, value: technology.popularity },
  ].filter((fact) => fact.value.trim() !== "");

  return (
    <>
      {facts.length > 0 ? (
        <dl
          className={`grid grid-cols-2 gap-3 text-sm ${facts.length > 4 ? "sm:grid-cols-3 lg:grid-cols-5" : "sm:grid-cols-4"}`}
        >
          {facts.map((fact) => (
            <div key={fact.term} className="rounded-lg bg-muted p-3">
              <dt className="text-muted-foreground">{fact.term}</dt>
              <dd className="font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {technology.relatedTech.length > 0 ? (
        <TechnologyEntrySection title={TEXTS.relatedTitle} headingLevel={headingLevel}>
          <ul className="flex flex-wrap gap-1.5">
            {technology.relatedTech.map((key) => (
              <li key={key}>{renderReference(referenceTo(key))}</li>
            ))}
          </ul>
        </TechnologyEntrySection>
      ) : null}
      {technology.commonStacks.length > 0 ? (
        <TechnologyEntrySection title={stacksTitle} headingLevel={headingLevel}>
          <ul className="grid gap-2 sm:grid-cols-3">
            {technology.commonStacks.map((stack) => (
              <li key={stack.name} className="rounded-lg border border-border p-3">
                <p className="font-medium text-sm">{stack.name}</p>
                <ul aria-label={stack.name} className="mt-1.5 flex flex-wrap gap-1">
                  {stack.techs.map((key) => (
                    <li key={key}>{renderReference(referenceTo(key))}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {stacksNote}
        </TechnologyEntrySection>
      ) : null}
      {technology.funFacts.length > 0 ? (
        <TechnologyEntrySection title={TEXTS.funFactsTitle} headingLevel={headingLevel}>
          <ul className="grid gap-2 text-sm md:grid-cols-2">
            {technology.funFacts.map((fact) => (
              <li key={fact} className="flex items-start gap-2 rounded-lg bg-muted p-3">
                <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{fact}</span>
              </li>
            ))}
          </ul>
        </TechnologyEntrySection>
      ) : null}
    </>
  );
}

export { TechnologyEntrySections, type TechnologyReference };
