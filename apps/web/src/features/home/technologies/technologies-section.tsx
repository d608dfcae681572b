import { STACK_COVERAGE_CLAIM, TECHNOLOGY_STATS } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { CUSTOM_STACK_NAME, STACKS } from "@nivelia/domain/stacks";
import type { TechnologyFamily } from "@nivelia/domain/technology-index";
import { Button } from "@nivelia/ui";
import { SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import { useAnchorLink } from "../../shell/use-anchor-navigation";
import { useRevealOnView } from "../../shell/use-reveal-on-view";
import { HomeSection } from "../home-section";
import { CustomStackDialog } from "./custom-stack-dialog";
import { QuickSearchPanel } from "./quick-search-panel";
import { sectionIcon } from "./section-icons";
import { StackCard } from "./stack-card";
import { StackDetailDialog } from "./stack-detail-dialog";
import { TechnologyDetailDialog } from "./technology-detail-dialog";
import { TechnologyFamilyDialog } from "./technology-family-dialog";
import { TechnologyTabs } from "./technology-tabs";

type DialogName = "stack" | "custom" | "technology" | "family";

/** 'TECNOLOGÍAS SOPORTADAS': claim, stats, stack cards, category tabs and the quick search (section 2.4). */
function TechnologiesSection() {
  const [openDialogs, setOpenDialogs] = useState<ReadonlySet<DialogName>>(new Set());
  const [stackName, setStackName] = useState("");
  const [technology, setTechnology] = useState("");
  const [family, setFamily] = useState<TechnologyFamily>("languages");
  const [searchOpen, setSearchOpen] = useState(false);
  const { ref: gridRef, state: phase } = useRevealOnView<HTMLUListElement>();
  const headingId = useId();
  const searchPanelId = useId();

  const setOpen = (name: DialogName, open: boolean) => {
    setOpenDialogs((current) => {
      const next = new Set(current);
      if (open) next.add(name);
      else next.delete(name);
      return next;
    });
  };

  // A card sets the stack name; 'Tu Stack' opens the custom-stack dialog instead of a detail (section 4).
  const openStack = (name: string) => {
    setStackName(name);
    setOpen(name === CUSTOM_STACK_NAME ? "custom" : "stack", true);
  };
  const openTechnology = (key: string) => {
    setTechnology(key);
    setOpen("technology", true);
  };
  const openFamily = (next: TechnologyFamily) => {
    setFamily(next);
    setOpen("family", true);
  };
  const goToPricing = useAnchorLink(HOME_ANCHORS.pricing);

  return (
    <HomeSection
      anchor={HOME_ANCHORS.technologies}
      headingId={headingId}
      className="home-box scroll-mt-20 py-16"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <h2 id={headingId} className="font-bold text-3xl tracking-tight sm:text-4xl">
          TECNOLOGÍAS SOPORTADAS
        </h2>
        <p className="text-lg text-muted-foreground">{STACK_COVERAGE_CLAIM.text}</p>
      </div>

      <ul className="mx-auto mt-8 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
        {TECHNOLOGY_STATS.map((stat) => {
          const Icon = sectionIcon(stat.icon);
          return (
            <li
              key={stat.label}
              className="flex flex-col items-center gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span className="font-bold text-2xl">{stat.value}</span>
              <span className="text-muted-foreground text-sm">{stat.label}</span>
            </li>
          );
        })}
      </ul>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href={`/#${HOME_ANCHORS.pricing}`} onClick={goToPricing}>
            Quiero probarlo
          </a>
        </Button>
        <Button size="lg" variant="outline" onClick={() => openStack(CUSTOM_STACK_NAME)}>
          Buscar Stack
        </Button>
      </div>

      <ul
        ref={gridRef}
        aria-label="Stacks soportados"
        className="mt-12 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4"
      >
        {STACKS.map((stack, index) => (
          <li key={stack.key}>
            <StackCard stack={stack} index={index} phase={phase} onSelect={openStack} />
          </li>
        ))}
      </ul>

      <div className="mt-12 flex flex-col gap-4">
        <div className="flex justify-end">
          <Button
            variant="outline"
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon aria-hidden="true" />
            Buscar
          </Button>
        </div>
        {searchOpen ? <QuickSearchPanel id={searchPanelId} /> : null}
        <TechnologyTabs onSelectTechnology={openTechnology} onShowFamily={openFamily} />
      </div>

      <StackDetailDialog
        open={openDialogs.has("stack")}
        onOpenChange={(open) => setOpen("stack", open)}
        stackName={stackName}
      />
      <CustomStackDialog open={openDialogs.has("custom")} onOpenChange={(open) => setOpen("custom", open)} />
      <TechnologyFamilyDialog
        open={openDialogs.has("family")}
        onOpenChange={(open) => setOpen("family", open)}
        family={family}
        onSelectTechnology={openTechnology}
      />
      <TechnologyDetailDialog
        open={openDialogs.has("technology")}
        onOpenChange={(open) => setOpen("technology", open)}
        technology={technology}
      />
    </HomeSection>
  );
}

export { TechnologiesSection };
