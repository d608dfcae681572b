import type { Technology } from "@nivelia/domain/technologies";
import { TECHNOLOGY_FAMILY_LABELS, technologyIconPath } from "@nivelia/domain/technology-index";
import { Link } from "@tanstack/react-router";
import { LightbulbIcon } from "lucide-react";
import { type Ref, useId } from "react";
import { TECH_PROFILE_TEXTS as TEXTS } from "../../../content/tools/tech-profile";
import { CopyLinkButton } from "./copy-link-button";

interface TechnologyProfileCardProps {
  technology: Technology;
  /** Related technologies with the catalogue key each resolves to (undefined when the catalogue lacks it). */
  related: readonly { name: string; key: string | undefined }[];
  /** Stacks the checker names for it besides its common stacks. */
  otherStacks: readonly string[];
  headingRef?: Ref<HTMLHeadingElement>;
}

const chip = "rounded-full border border-border bg-background px-3 py-1 text-sm";

/** Everything the catalogue says about one technology, with links to the related ones' cards. */
function TechnologyProfileCard({ technology, related, otherStacks, headingRef }: TechnologyProfileCardProps) {
  const headingId = useId();
  const facts = [
    { term: TEXTS.facts.family, value: TECHNOLOGY_FAMILY_LABELS[technology.family] },
    { term: TEXTS.facts.yearCreated, value: String(technology.yearCreated) },
    { term: TEXTS.facts.creator, value: technology.creator },
    { term: TEXTS.facts.currentVersion, value: technology.currentVersion },
    { term: TEXTS.facts.popularity, value: technology.popularity },
  ];
  return (
    <article
      aria-labelledby={headingId}
      data-technology={technology.key}
      className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-4">
        <img
          src={technologyIconPath(technology)}
          alt=""
          width={56}
          height={56}
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
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-lg bg-muted p-3">
            <dt className="text-muted-foreground">{fact.term}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="flex flex-col gap-3">
          <h4 className="font-semibold text-lg">{TEXTS.relatedTitle}</h4>
          <ul className="flex flex-wrap gap-2">
            {related.map((item) => (
              <li key={item.name}>
                {item.key ? (
                  <Link
                    to="/tools/tech-profile"
                    search={{ t: item.key }}
                    resetScroll={false}
                    className={`${chip} inline-block font-medium text-primary underline-offset-4 hover:underline`}
                  >
                    {item.name}
                  </Link>
                ) : (
                  <span className={`${chip} inline-block`}>{item.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className="flex flex-col gap-3">
          <h4 className="font-semibold text-lg">{TEXTS.stacksTitle}</h4>
          <ul className="flex flex-col gap-2 text-sm">
            {technology.commonStacks.map((stack) => (
              <li key={stack.name} className="rounded-lg border border-border p-3">
                <span className="font-semibold">{stack.name}</span>
                <span className="text-muted-foreground">: {stack.techs.join(", ")}</span>
              </li>
            ))}
          </ul>
          {otherStacks.length > 0 ? (
            <p className="text-muted-foreground text-sm">
              {TEXTS.otherStacksLabel}: {otherStacks.join(", ")}
            </p>
          ) : null}
        </section>
      </div>
      <section className="flex flex-col gap-3">
        <h4 className="font-semibold text-lg">{TEXTS.funFactsTitle}</h4>
        <ul className="grid gap-3 md:grid-cols-2">
          {technology.funFacts.map((fact) => (
            <li key={fact} className="flex gap-3 rounded-lg bg-muted p-3 text-sm">
              <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{fact}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export { TechnologyProfileCard };
