import { HERO_BADGES, HERO_EVALUATIONS, HERO_EVALUATIONS_IN_PROGRESS } from "@nivelia/domain/content";
import { CheckCircle2Icon, PlayIcon, TrendingDownIcon } from "lucide-react";
import {
  ENTRANCE_DELAY_MS,
  REVEAL_CLASSES,
  REVEAL_TRANSITION,
  useRevealOnView,
} from "../../shell/use-reveal-on-view";

const [COMPLETED_BADGE, TIME_BADGE] = HERO_BADGES;

/** The dashboard rises in 100 ms after the first paint, or fades in when it scrolls into view below the fold. */
const RISE_IN = "delay-100 starting:translate-y-6";

/** Static mock-up of evaluations in progress, with the hero's two badges and a play button for the video. */
function HeroDashboard({ onPlayVideo }: { onPlayVideo: () => void }) {
  const { ref, state: reveal } = useRevealOnView<HTMLDivElement>(ENTRANCE_DELAY_MS);

  return (
    <div
      ref={ref}
      className={[
        "relative",
        REVEAL_TRANSITION,
        reveal === "static" ? RISE_IN : "",
        REVEAL_CLASSES[reveal],
      ].join(" ")}
    >
      <section
        aria-label="Panel de evaluaciones en curso (ejemplo)"
        className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl sm:p-6 lg:py-10"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-3xl text-primary">{HERO_EVALUATIONS_IN_PROGRESS}</span>
            <span className="text-muted-foreground text-sm">evaluaciones en curso</span>
          </p>
          <button
            type="button"
            onClick={onPlayVideo}
            className="inline-flex items-center gap-2 rounded-full bg-primary px-3 py-2 font-semibold text-primary-foreground text-sm shadow transition-colors hover:bg-primary/90"
          >
            <PlayIcon aria-hidden="true" className="size-4" />
            Ver vídeo
          </button>
        </div>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {HERO_EVALUATIONS.map((evaluation) => (
            <li key={evaluation.name} className="rounded-lg border border-border bg-background p-3">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-sm">{evaluation.name}</p>
                  <p className="text-muted-foreground text-xs">{evaluation.test}</p>
                </div>
                <p className="text-right">
                  <span className="block font-bold text-lg text-success leading-none">
                    {evaluation.score}%
                  </span>
                  <span className="text-muted-foreground text-xs">global</span>
                </p>
              </div>
              <ul className="mt-3 grid gap-2">
                {evaluation.pruebas.map((prueba) => (
                  <li key={prueba.nombre} className="text-xs">
                    <div className="flex justify-between gap-2">
                      <span className="text-muted-foreground">{prueba.nombre}</span>
                      <span className="font-medium">{prueba.score}</span>
                    </div>
                    <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-muted">
                      <div className="h-full rounded-full bg-primary" style={{ width: `${prueba.score}%` }} />
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-4 inline-flex items-center gap-2 rounded-lg border border-border bg-background px-3 py-2 font-medium text-sm shadow-lg lg:absolute lg:-top-5 lg:left-4 lg:mt-0">
        <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
        {COMPLETED_BADGE}
      </p>
      <p className="mt-3 ml-3 inline-flex items-center gap-2 rounded-lg bg-primary px-3 py-2 font-semibold text-primary-foreground text-sm shadow-lg lg:absolute lg:-right-4 lg:-bottom-5 lg:mt-0 lg:ml-0">
        <TrendingDownIcon aria-hidden="true" className="size-4" />
        {TIME_BADGE}
      </p>
    </div>
  );
}

export { HeroDashboard };
