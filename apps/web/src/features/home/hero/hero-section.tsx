import { BRAND } from "@nivelia/domain/brand";
import { MARKETING_CLAIMS } from "@nivelia/domain/content";
import { CANDIDATE_DEMO_ANCHOR, HOME_ANCHORS } from "@nivelia/domain/site";
import { buttonVariants } from "@nivelia/ui";
import { PlayCircleIcon, RocketIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DEMO_VIDEO } from "../../../content/demo-video";
import { lazyDialog } from "../../../lib/lazy-dialog";
import { useAnchorLink, useAnchorNavigation } from "../../shell/use-anchor-navigation";
import { HomeSection } from "../home-section";
import { HeroDashboard } from "./hero-dashboard";
import { useReturnFocus } from "./use-return-focus";

// The video player's dialog (Radix) loads on first use, so the first view stays light.
const DemoVideoDialog = lazyDialog(() =>
  import("./demo-video-dialog").then((module) => module.DemoVideoDialog),
);

/** The video modal fades out for this long and is then removed from the page (section 9: video fade 300 ms). */
const VIDEO_FADE_MS = 300;

/** Claims under the headline, picked from the catalogue of section 1. */
const HERO_CLAIMS = [
  MARKETING_CLAIMS.evaluationSpeed,
  MARKETING_CLAIMS.timeReduction,
  MARKETING_CLAIMS.feedbackTime,
] as const;

/** The hero's band, edge to edge: the secondary colour fading into the page. */
const HERO_BAND = "relative overflow-hidden bg-gradient-to-b from-secondary/60 to-background";

/**
 * The hero's elements rise into place 100 ms after the first paint; a transform only, so they are never hidden (no
 * JS needed). The headline and its lead are the page's largest paint and stay still: a browser counts a moving
 * text's paint only once it has stopped, which would hold the page's LCP back by 0.8 s.
 */
const RISE_IN =
  "transition-transform delay-100 duration-700 ease-out starting:translate-y-3 motion-reduce:transition-none";

/** First view of the landing page: headline, calls to action and the mock dashboard (section 2.4, 'Hero'). */
function HeroSection() {
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoMounted, setVideoMounted] = useState(false);
  const unmountTimer = useRef<number | undefined>(undefined);
  const focus = useReturnFocus();

  useEffect(() => () => window.clearTimeout(unmountTimer.current), []);

  const openVideo = () => {
    window.clearTimeout(unmountTimer.current);
    focus.remember();
    setVideoMounted(true);
    setVideoOpen(true);
  };

  const changeVideoOpen = (open: boolean) => {
    setVideoOpen(open);
    window.clearTimeout(unmountTimer.current);
    // Removing the player after the fade stops the video and frees the embed.
    if (!open) unmountTimer.current = window.setTimeout(() => setVideoMounted(false), VIDEO_FADE_MS);
  };

  const goToPricing = useAnchorLink(HOME_ANCHORS.pricing);
  const goToDemo = useAnchorLink(CANDIDATE_DEMO_ANCHOR);
  const goToAnchor = useAnchorNavigation();

  return (
    <HomeSection anchor={HOME_ANCHORS.hero} headingId="hero-title" className={HERO_BAND}>
      <div className="home-box grid grid-cols-1 items-center gap-12 py-16 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col gap-6">
          <p
            className={`inline-flex w-fit items-center gap-2 rounded-full border border-border bg-background px-3 py-1 font-medium text-secondary-foreground text-sm dark:text-foreground ${RISE_IN}`}
          >
            <RocketIcon aria-hidden="true" className="size-4 text-primary" />
            Entrevistas técnicas con IA para equipos de software
          </p>
          <h1 id="hero-title" className="font-bold text-4xl tracking-tight sm:text-5xl">
            Entrevistas técnicas automatizadas con IA
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {BRAND.productName} evalúa a tus candidatos con pruebas personalizadas a tu stack y te entrega un
            informe con métricas objetivas en menos de 15 minutos. Tus ingenieros sénior solo hablan con
            candidatos prevalidados.
          </p>
          <div className={`flex flex-wrap gap-3 ${RISE_IN}`}>
            {/* Styled links rather than <Button asChild>: the hero is first-view code and skips the Button module. */}
            <a
              href={`#${HOME_ANCHORS.pricing}`}
              onClick={goToPricing}
              className={buttonVariants({ size: "lg" })}
            >
              Pruébalo
            </a>
            {DEMO_VIDEO ? (
              <a
                href={DEMO_VIDEO.watchUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ size: "lg", variant: "outline" })}
              >
                <PlayCircleIcon aria-hidden="true" />
                Ver demo (2 min)
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </a>
            ) : (
              // No video configured: the interactive demo further down this page, never a broken link.
              <a
                href={`#${CANDIDATE_DEMO_ANCHOR}`}
                onClick={goToDemo}
                className={buttonVariants({ size: "lg", variant: "outline" })}
              >
                <PlayCircleIcon aria-hidden="true" />
                Ver demo (2 min)
              </a>
            )}
          </div>
          <dl className={`grid max-w-lg grid-cols-3 gap-4 pt-2 ${RISE_IN}`}>
            {HERO_CLAIMS.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse">
                <dt className="text-muted-foreground text-sm">{claim.label}</dt>
                <dd className="font-bold text-2xl text-primary">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroDashboard onPlayVideo={DEMO_VIDEO ? openVideo : () => goToAnchor(CANDIDATE_DEMO_ANCHOR)} />
      </div>
      {DEMO_VIDEO && videoMounted ? (
        <DemoVideoDialog
          embedUrl={DEMO_VIDEO.embedUrl}
          open={videoOpen}
          onOpenChange={changeVideoOpen}
          onCloseAutoFocus={focus.restore}
        />
      ) : null}
    </HomeSection>
  );
}

export { HeroSection };
