import {
  ALL_COOKIES,
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  type CookiePreferences,
  NECESSARY_ONLY,
  parseCookiePreferences,
} from "@nivelia/domain/site";
import { Button, Switch } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CookieIcon, XIcon } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { loadAnalytics, revokeAnalytics } from "./analytics";

type View = "hidden" | "simple" | "customise";

function readStored(): CookiePreferences | null {
  try {
    return parseCookiePreferences(
      window.localStorage.getItem(COOKIE_CONSENT_KEY),
      window.localStorage.getItem(COOKIE_PREFERENCES_KEY),
    );
  } catch {
    return null;
  }
}

function store(preferences: CookiePreferences) {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    window.localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Without storage the choice still applies to this visit.
  }
}

/** Applies a consent decision: analytics load only with consent, and refusing removes what they left. */
function apply(preferences: CookiePreferences) {
  if (preferences.analytics) loadAnalytics();
  else revokeAnalytics();
}

/** Consent banner (section 4); `reopenSignal` changes when the footer asks to reconsider. */
function CookieBanner({ reopenSignal }: { reopenSignal: number }) {
  const [view, setView] = useState<View>("hidden");
  const [draft, setDraft] = useState<CookiePreferences>(NECESSARY_ONLY);
  const titleId = useId();

  useEffect(() => {
    const stored = readStored();
    if (stored) {
      apply(stored);
      return;
    }
    const timer = window.setTimeout(() => setView("simple"), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (reopenSignal === 0) return;
    setDraft(readStored() ?? NECESSARY_ONLY);
    setView("customise");
  }, [reopenSignal]);

  const decide = useCallback((preferences: CookiePreferences) => {
    store(preferences);
    apply(preferences);
    setView("hidden");
  }, []);

  if (view === "hidden") return null;

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
              Usamos cookies
            </h2>
            <p className="text-muted-foreground text-sm">
              Las necesarias hacen que el sitio funcione. Con tu permiso, usamos también cookies funcionales y
              de analítica para mejorarlo. Puedes cambiar tu elección cuando quieras desde «Configurar
              cookies» en el pie de página.
            </p>
          </div>
        </div>
        {view === "simple" ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setView("customise")}>
              Personalizar
            </Button>
            <Button variant="default" className="sm:min-w-40" onClick={() => decide(NECESSARY_ONLY)}>
              Sólo necesarias
            </Button>
            <Button variant="default" className="sm:min-w-40" onClick={() => decide(ALL_COOKIES)}>
              Aceptar todas
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              <PreferenceRow
                label="Necesarias"
                description="Imprescindibles para navegar, recordar tu tema y tu consentimiento. Siempre activas."
                checked
                disabled
              />
              <PreferenceRow
                label="Funcionales"
                description="Recuerdan preferencias como el idioma o los datos de formularios que ya rellenaste."
                checked={draft.functional}
                onChange={(functional) => setDraft((current) => ({ ...current, functional }))}
              />
              <PreferenceRow
                label="Analíticas"
                description="Nos ayudan a entender cómo se usa el sitio, con la IP anonimizada."
                checked={draft.analytics}
                onChange={(analytics) => setDraft((current) => ({ ...current, analytics }))}
              />
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <Link
                to="/cookies"
                className="text-primary text-sm underline"
                onClick={() => setView("hidden")}
              >
                Política de cookies
              </Link>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="outline" onClick={() => setView("simple")}>
                  Cancelar
                </Button>
                <Button onClick={() => decide(draft)}>Guardar</Button>
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function PreferenceRow(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-sm">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-muted-foreground text-sm">
          {props.description}
        </p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-description`}
        onCheckedChange={props.onChange}
      />
    </li>
  );
}

export { CookieBanner };
