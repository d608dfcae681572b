import { findTechnology, monogramFor, technologyIconPath } from "@nivelia/domain/technologies";
import { Badge, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { LightbulbIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";

/** Category and text of a technology the catalogue does not describe (section 2.4). */
const UNKNOWN_CATEGORY = "Tecnología";
const UNKNOWN_TEXT = "Información sobre esta tecnología estará disponible próximamente.";

interface TechnologyDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Key or name of the technology; anything the catalogue does not know shows the 'próximamente' text. */
  technology: string;
}

/** Everything the catalogue says about one technology; related technologies open their own detail in place. */
function TechnologyDetailDialog({ open, onOpenChange, technology }: TechnologyDetailDialogProps) {
  const [shown, setShown] = useState(technology);
  // Each opening starts at the requested technology, whatever related one was browsed last time.
  useEffect(() => {
    if (open) setShown(technology);
  }, [open, technology]);
  const entry = findTechnology(shown);
  const relatedId = useId();
  const stacksId = useId();
  const factsId = useId();

  const facts = entry
    ? [
        { term: "Año de creación", value: String(entry.yearCreated) },
        { term: "Creador", value: entry.creator },
        { term: "Versión actual", value: entry.currentVersion },
        { term: "Popularidad", value: entry.popularity },
      ].filter((fact) => fact.value.trim() !== "")
    : [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" className="sm:max-w-2xl">
        <DialogHeader>
          <div className="flex items-center gap-3">
            {entry ? (
              <img
                src={technologyIconPath(entry)}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-md bg-white p-1"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary font-bold text-primary-foreground"
              >
                {monogramFor(shown)}
              </span>
            )}
            <div>
              <DialogTitle>{entry?.name ?? shown}</DialogTitle>
              <DialogDescription>{entry?.category ?? UNKNOWN_CATEGORY}</DialogDescription>
            </div>
          </div>
        </DialogHeader>
        {entry ? (
          <>
            <p className="text-sm leading-relaxed">{entry.description}</p>
            {facts.length > 0 ? (
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                {facts.map((fact) => (
                  <div key={fact.term} className="rounded-lg bg-muted p-3">
                    <dt className="text-muted-foreground">{fact.term}</dt>
                    <dd className="font-semibold">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {entry.relatedTech.length > 0 ? (
              <section aria-labelledby={relatedId} className="flex flex-col gap-2">
                <h3 id={relatedId} className="font-semibold">
                  Tecnologías relacionadas
                </h3>
                <ul className="flex flex-wrap gap-1.5">
                  {entry.relatedTech.map((name) => (
                    <li key={name}>
                      <button
                        type="button"
                        onClick={() => setShown(name)}
                        className="rounded-full bg-secondary px-2.5 py-1 font-semibold text-secondary-foreground text-xs hover:underline"
                      >
                        {name}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {entry.commonStacks.length > 0 ? (
              <section aria-labelledby={stacksId} className="flex flex-col gap-2">
                <h3 id={stacksId} className="font-semibold">
                  Stacks populares
                </h3>
                <ul className="grid gap-2 sm:grid-cols-3">
                  {entry.commonStacks.map((stack) => (
                    <li key={stack.name} className="rounded-lg border border-border p-3">
                      <p className="font-medium text-sm">{stack.name}</p>
                      <ul className="mt-1.5 flex flex-wrap gap-1">
                        {stack.techs.map((tech) => (
                          <li key={tech}>
                            <Badge variant="outline">{tech}</Badge>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {entry.funFacts.length > 0 ? (
              <section aria-labelledby={factsId} className="flex flex-col gap-2">
                <h3 id={factsId} className="font-semibold">
                  Curiosidades
                </h3>
                <ul className="flex flex-col gap-1.5 text-sm">
                  {entry.funFacts.map((fact) => (
                    <li key={fact} className="flex items-start gap-2">
                      <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {fact}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground text-sm">{UNKNOWN_TEXT}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { TechnologyDetailDialog };
