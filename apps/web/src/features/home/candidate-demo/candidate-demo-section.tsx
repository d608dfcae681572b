import {
  CANDIDATE_SEARCH_PAGINATION,
  CANDIDATE_SEARCH_STATS,
  DEMO_CANDIDATES,
  type DemoCandidate,
} from "@nivelia/domain/content";
import { CANDIDATE_DEMO_ANCHOR } from "@nivelia/domain/site";
import { Button } from "@nivelia/ui";
import { SearchIcon, SlidersHorizontalIcon } from "lucide-react";
import { useRef, useState } from "react";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { useReturnFocus } from "../hero/use-return-focus";
import { CandidateCard } from "./candidate-card";
import { CandidateDialog } from "./candidate-dialog";
import { demoIcon } from "./demo-icons";
import { MatchExplainerDialog } from "./match-explainer-dialog";

// The access request loads on first use: the form library is not part of the section. The other dialogs are small
// and come with the section, so a tap made before it was ready opens them without a second request.
const AccessRequestDialog = lazyDialog(() =>
  import("./access-request-dialog").then((module) => module.AccessRequestDialog),
);

type DemoDialog = "candidate" | "match" | "access";

/** Static mock-up of the candidate search; every control opens an explanation or the access request (section 2.4). */
function CandidateDemoSection() {
  const [active, setActive] = useState<DemoDialog | null>(null);
  const [candidate, setCandidate] = useState<DemoCandidate | undefined>(DEMO_CANDIDATES[0]);

  const focus = useReturnFocus();
  // Read by the close handlers, which run after the state has already moved to the next dialog.
  const activeRef = useRef<DemoDialog | null>(null);
  activeRef.current = active;
  const restoreFocus = (event: Event) => focus.restore(event, activeRef.current === null);

  const show = (dialog: DemoDialog) => {
    // A dialog opened from another one gives focus back to the first opener.
    if (activeRef.current === null) focus.remember();
    setActive(dialog);
  };
  const openChange = (dialog: DemoDialog) => (open: boolean) => {
    if (open) show(dialog);
    else setActive((current) => (current === dialog ? null : current));
  };
  const openCandidate = (selected: DemoCandidate) => {
    setCandidate(selected);
    show("candidate");
  };

  return (
    <section
      id={CANDIDATE_DEMO_ANCHOR}
      aria-labelledby="candidate-demo-title"
      className="scroll-mt-20 bg-muted/50 py-20"
    >
      <div className="home-box">
        <div className="mx-auto max-w-3xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wide">Talento pre-evaluado</p>
          <h2 id="candidate-demo-title" className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
            Encuentra candidatos con el nivel técnico ya verificado
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Filtra por stack, experiencia, ubicación y disponibilidad. Los candidatos son anónimos y deciden
            si quieren conectar contigo.
          </p>
        </div>

        <div className="mx-auto mt-12 max-w-5xl rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => show("access")}
              aria-haspopup="dialog"
              className="flex h-10 flex-1 items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-muted-foreground text-sm"
            >
              <SearchIcon aria-hidden="true" className="size-4" />
              Buscar por tecnología, rol o ciudad…
            </button>
            <Button type="button" variant="outline" onClick={() => show("access")} aria-haspopup="dialog">
              <SlidersHorizontalIcon aria-hidden="true" />
              <span lang="en">Filters</span>
            </Button>
          </div>

          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {CANDIDATE_SEARCH_STATS.map((stat) => {
              const Icon = demoIcon(stat.icon);
              return (
                <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-lg bg-muted p-3">
                  <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    {stat.label}
                  </dt>
                  <dd className="font-bold text-xl">{stat.value}</dd>
                </div>
              );
            })}
          </dl>

          <ul className="mt-6 grid gap-3" aria-label="Candidatos de ejemplo">
            {DEMO_CANDIDATES.map((demoCandidate) => (
              <CandidateCard
                key={demoCandidate.name}
                candidate={demoCandidate}
                onOpen={() => openCandidate(demoCandidate)}
                onMatch={() => show("match")}
              />
            ))}
          </ul>

          <p lang="en" className="mt-4 text-right text-muted-foreground text-sm">
            {CANDIDATE_SEARCH_PAGINATION}
          </p>
        </div>
      </div>

      {candidate ? (
        <CandidateDialog
          candidate={candidate}
          open={active === "candidate"}
          onOpenChange={openChange("candidate")}
          onRequestAccess={() => show("access")}
          onCloseAutoFocus={restoreFocus}
        />
      ) : null}
      <MatchExplainerDialog
        open={active === "match"}
        onOpenChange={openChange("match")}
        onCloseAutoFocus={restoreFocus}
      />
      <AccessRequestDialog
        open={active === "access"}
        onOpenChange={openChange("access")}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}

export { CandidateDemoSection };
