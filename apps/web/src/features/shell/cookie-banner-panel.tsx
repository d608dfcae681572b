import { ALL_COOKIES, type CookiePreferences, NECESSARY_ONLY } from "@nivelia/domain/site/cookies";
import { buttonVariants } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CookieIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { COOKIE_BANNER } from "../../content/legal/cookie-texts";
import type { CookieBannerView } from "./cookie-banner-view";
import { CookiePreferenceList } from "./cookie-preference-list";

const primaryWide = buttonVariants({ className: "sm:min-w-40" });

/** The banner's two views (section 4): the simple choice and the per-category customisation. */
function CookieBannerPanel({
  view,
  onViewChange: setView,
  draft,
  onDraftChange: setDraft,
  onDecide: decide,
}: {
  view: "simple" | "customise";
  onViewChange: (view: CookieBannerView) => void;
  draft: CookiePreferences;
  onDraftChange: (update: (current: CookiePreferences) => CookiePreferences) => void;
  onDecide: (preferences: CookiePreferences) => void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-border border-t bg-background p-4 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:border"
    >
      <div className="relative mx-auto flex max-w-5xl flex-col gap-4">
        <button
          type="button"
          aria-label="Cerrar aviso de cookies"
          onClick={() => setView("hidden")}
          className="absolute top-0 right-0 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-start gap-3 pr-8">
          <CookieIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h2 id={titleId} className="font-semibold">
              {COOKIE_BANNER.title}
            </h2>
            {/* One block per sentence: the banner shows a second after load, and as one large block of text it
                would become the page's largest contentful paint in place of the page's own content. */}
            <p className="text-muted-foreground text-sm">
              {COOKIE_BANNER.sentences.map((sentence) => (
                <span key={sentence} className="block">
                  {sentence}
                </span>
              ))}
              <span className="block">
                <Link to="/cookies" className="text-primary underline" onClick={() => setView("hidden")}>
                  {COOKIE_BANNER.policyLink}
                </Link>
              </span>
            </p>
          </div>
        </div>
        {view === "simple" ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={buttonVariants({ variant: "ghost" })}
              onClick={() => setView("customise")}
            >
              Personalizar
            </button>
            <button type="button" className={primaryWide} onClick={() => decide(NECESSARY_ONLY)}>
              Sólo necesarias
            </button>
            <button type="button" className={primaryWide} onClick={() => decide(ALL_COOKIES)}>
              Aceptar todas
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <CookiePreferenceList draft={draft} onChange={setDraft} />
            {/* The policy link is in the first layer above, shown in both views. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
              <div className="flex flex-col gap-2 sm:flex-row">
                <button
                  type="button"
                  className={buttonVariants({ variant: "outline" })}
                  onClick={() => setView("simple")}
                >
                  Cancelar
                </button>
                <button type="button" className={buttonVariants()} onClick={() => decide(draft)}>
                  Guardar
                </button>
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

export { CookieBannerPanel };
