import {
  summariesInFamily,
  TECHNOLOGY_FAMILIES,
  TECHNOLOGY_FAMILY_LABELS,
  type TechnologyFamily,
} from "@nivelia/domain/technology-index";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@nivelia/ui";
import { TechnologyTile } from "./technology-tile";

/** How many technologies a tab shows before the '…' entry that opens its full list. */
const TAB_PREVIEW_SIZE = 11;
const DEFAULT_FAMILY: TechnologyFamily = "languages";

const firstWord = (label: string) => label.split(" ")[0] ?? label;
/**
 * What a tab reads on a small screen: its label's first word (section 2.4), or the whole label where another tab
 * starts with the same word ("Frameworks Frontend", "Frameworks Backend"), so that no two tabs read alike.
 */
const SHORT_LABELS = Object.fromEntries(
  TECHNOLOGY_FAMILIES.map((family) => {
    const label = TECHNOLOGY_FAMILY_LABELS[family];
    const shared = TECHNOLOGY_FAMILIES.some(
      (other) => other !== family && firstWord(TECHNOLOGY_FAMILY_LABELS[other]) === firstWord(label),
    );
    return [family, shared ? label : firstWord(label)];
  }),
) as Record<TechnologyFamily, string>;

interface TechnologyTabsProps {
  onSelectTechnology: (key: string) => void;
  onShowFamily: (family: TechnologyFamily) => void;
}

/** The six category tabs (default languages); each lists its first technologies and ends with '…' (section 2.4). */
function TechnologyTabs({ onSelectTechnology, onShowFamily }: TechnologyTabsProps) {
  return (
    <Tabs defaultValue={DEFAULT_FAMILY}>
      <TabsList aria-label="Categorías de tecnologías" className="self-start">
        {TECHNOLOGY_FAMILIES.map((family) => {
          const label = TECHNOLOGY_FAMILY_LABELS[family];
          return (
            <TabsTrigger key={family} value={family}>
              {/* Small screens show the short label; the full label stays the accessible name everywhere. */}
              <span aria-hidden="true" className="sm:hidden">
                {SHORT_LABELS[family]}
              </span>
              <span className="sr-only sm:not-sr-only">{label}</span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      {TECHNOLOGY_FAMILIES.map((family) => (
        <TabsContent key={family} value={family}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {summariesInFamily(family)
              .slice(0, TAB_PREVIEW_SIZE)
              .map((technology) => (
                <li key={technology.key}>
                  <TechnologyTile technology={technology} onSelect={onSelectTechnology} />
                </li>
              ))}
            <li>
              <button
                type="button"
                onClick={() => onShowFamily(family)}
                className="flex min-h-12 w-full items-center justify-center rounded-lg border border-border border-dashed bg-card px-3 py-2 font-semibold text-card-foreground text-lg transition-colors hover:border-primary hover:bg-accent motion-reduce:transition-none"
              >
                <span aria-hidden="true">…</span>
                <span className="sr-only">
                  Ver todas las tecnologías de {TECHNOLOGY_FAMILY_LABELS[family]}
                </span>
              </button>
            </li>
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export { TechnologyTabs };
