import type { Technology } from "@nivelia/domain/technologies";
import { Link } from "@tanstack/react-router";
import { type Ref, useId } from "react";
import { TECH_PROFILE_TEXTS as TEXTS } from "../../../content/tools/tech-profile";
import { TechnologyEntrySections } from "../../technology-entry/technology-entry-sections";
import { TechnologyIcon } from "../../technology-entry/technology-icon";
import { CopyLinkButton } from "./copy-link-button";

interface TechnologyProfileCardProps {
  technology: Technology;
  /** Stacks the checker names for it besides its common stacks. */
  otherStacks: readonly string[];
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Everything the catalogue says about one technology, with links to the cards of the entries it names. */
function TechnologyProfileCard({ technology, otherStacks, headingRef }: TechnologyProfileCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-technology={technology.key}
      className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-4">
        <TechnologyIcon
          technology={technology}
          size={56}
          className="size-14 shrink-0 rounded-lg bg-white p-1.5 ring-1 ring-border"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight focus:outline-none"
          >
            {technology.name}
          </h3>
          <p className="text-muted-foreground">{technology.category}</p>
        </div>
        <CopyLinkButton />
      </header>
      <p className="leading-relaxed">{technology.description}</p>
      <TechnologyEntrySections
        technology={technology}
        showFamily
        stacksTitle={TEXTS.stacksTitle}
        headingLevel={4}
        renderReference={(reference) => (
          <Link
            to="/tools/tech-profile"
            search={{ t: reference.key }}
            resetScroll={false}
            className="inline-block rounded-full border border-border bg-background px-3 py-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            {reference.name}
          </Link>
        )}
        stacksNote={
          otherStacks.length > 0 ? (
            <p className="text-muted-foreground text-sm">
              {TEXTS.otherStacksLabel}: {otherStacks.join(", ")}
            </p>
          ) : null
        }
      />
    </article>
  );
}

export { TechnologyProfileCard };
