import { findTechnology, monogramFor, TECHNOLOGIES_BY_KEY } from "@nivelia/domain/technologies";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { useEffect, useState } from "react";
import { TechnologyEntrySections } from "../../technology-entry/technology-entry-sections";
import { TechnologyIcon } from "../../technology-entry/technology-icon";

/** Category and text of a technology the catalogue does not describe (section 2.4). */
const UNKNOWN_CATEGORY = "Tecnología";
const UNKNOWN_TEXT = "Información sobre esta tecnología estará disponible próximamente.";
const STACKS_TITLE = "Stacks populares";

interface TechnologyDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Key or name of the technology; anything the catalogue does not know shows the 'próximamente' text. */
  technology: string;
}

/** Everything the catalogue says about one technology; related technologies and stack members open their own detail in place. */
function TechnologyDetailDialog({ open, onOpenChange, technology }: TechnologyDetailDialogProps) {
  const [shown, setShown] = useState(technology);
  // Each opening starts at the requested technology, whatever related one was browsed last time.
  useEffect(() => {
    if (open) setShown(technology);
  }, [open, technology]);
  const entry = TECHNOLOGIES_BY_KEY.get(shown) ?? findTechnology(shown);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" className="sm:max-w-2xl">
        <DialogHeader>
          <div className="flex items-center gap-3">
            {entry ? (
              <TechnologyIcon
                technology={entry}
                size={40}
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
            <TechnologyEntrySections
              technology={entry}
              stacksTitle={STACKS_TITLE}
              headingLevel={3}
              renderReference={(reference) => (
                <button
                  type="button"
                  onClick={() => setShown(reference.key)}
                  className="rounded-full bg-secondary px-2.5 py-1 font-semibold text-secondary-foreground text-xs hover:underline"
                >
                  {reference.name}
                </button>
              )}
            />
          </>
        ) : (
          <p className="text-muted-foreground text-sm">{UNKNOWN_TEXT}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { TechnologyDetailDialog };
