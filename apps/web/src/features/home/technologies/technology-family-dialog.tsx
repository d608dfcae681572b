import {
  summariesInFamily,
  TECHNOLOGY_FAMILY_LABELS,
  type TechnologyFamily,
} from "@nivelia/domain/technology-index";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { TechnologyTile } from "./technology-tile";

interface TechnologyFamilyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  family: TechnologyFamily;
  onSelectTechnology: (key: string) => void;
}

/** The full list of one category, opened by the '…' entry of its tab; each entry opens its detail. */
function TechnologyFamilyDialog({
  open,
  onOpenChange,
  family,
  onSelectTechnology,
}: TechnologyFamilyDialogProps) {
  const technologies = summariesInFamily(family);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{TECHNOLOGY_FAMILY_LABELS[family]}</DialogTitle>
          <DialogDescription>{technologies.length} tecnologías soportadas</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {technologies.map((technology) => (
            <li key={technology.key}>
              <TechnologyTile technology={technology} onSelect={onSelectTechnology} />
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

export { TechnologyFamilyDialog };
