import { loadTechnology, type Technology } from "@nivelia/domain/technology-families";
import { monogramFor, technologySummaryByKey } from "@nivelia/domain/technology-index";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { useEffect, useState } from "react";
import { TechnologyEntrySections } from "../../technology-entry/technology-entry-sections";
import { TechnologyIcon } from "../../technology-entry/technology-icon";

/** Category and text of a technology the catalogue does not describe (section 2.4). */
const UNKNOWN_CATEGORY = "Tecnología";
const UNKNOWN_TEXT = "Información sobre esta tecnología estará disponible próximamente.";
const STACKS_TITLE = "Stacks populares";
const LOADING_TEXT = "Cargando…";
const FAILED_TEXT = "No se pudo cargar la información. Comprueba tu conexión y vuelve a abrirla.";

interface TechnologyDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Catalogue key of the technology; a key the catalogue does not know shows the 'próximamente' text. */
  technology: string;
}

type EntryState = { key: string; entry?: Technology; failed?: boolean };

/**
 * The catalogue entry of a key, loading only its tab: the dialog opens with the name and icon the light index
 * already has, and the rest follows as soon as that sixth of the catalogue arrives.
 */
function useTechnologyEntry(key: string): EntryState | undefined {
  const [state, setState] = useState<EntryState>();
  useEffect(() => {
    let live = true;
    loadTechnology(key).then(
      (entry) => live && setState({ key, entry }),
      () => live && setState({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state : undefined;
}

/** Everything the catalogue says about one technology; related technologies and stack members open their own detail in place. */
function TechnologyDetailDialog({ open, onOpenChange, technology }: TechnologyDetailDialogProps) {
  const [shown, setShown] = useState(technology);
  // Each opening starts at the requested technology, whatever related one was browsed last time.
  useEffect(() => {
    if (open) setShown(technology);
  }, [open, technology]);
  const summary = technologySummaryByKey(shown);
  const loaded = useTechnologyEntry(shown);
  const entry = loaded?.entry;
  const loading = summary !== undefined && loaded === undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" className="sm:max-w-2xl">
        <DialogHeader>
          <div className="flex items-center gap-3">
            {summary ? (
              <TechnologyIcon
                technology={summary}
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
              <DialogTitle>{summary?.name ?? shown}</DialogTitle>
              <DialogDescription>
                {entry?.category ?? (loading ? LOADING_TEXT : UNKNOWN_CATEGORY)}
              </DialogDescription>
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
          <p role="status" className="text-muted-foreground text-sm">
            {loading ? LOADING_TEXT : loaded?.failed ? FAILED_TEXT : UNKNOWN_TEXT}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { TechnologyDetailDialog };
