import { Button, Input, Label } from "@nivelia/ui";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { SearchIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { TECH_PROFILE_TEXTS as TEXTS } from "../../../content/tools/tech-profile";
import { useHydrated } from "../use-hydrated";
import { loadTechnologyCatalogue, useTechnologyCatalogue } from "../use-technology-catalogue";
import { TechnologyProfileCard } from "./technology-profile-card";

const linkClass = "font-medium text-primary underline underline-offset-4";

/**
 * The search over the catalogue and the card of the technology in the address (`?t=kubernetes`). The prerendered
 * form knows no query: the card appears once the page has hydrated and the catalogue has loaded.
 */
function TechProfileTool() {
  const hydrated = useHydrated();
  const { t } = useSearch({ from: "/tools/tech-profile" });
  const selected = hydrated ? t : undefined;
  const catalogue = useTechnologyCatalogue();
  const navigate = useNavigate({ from: "/tools/tech-profile" });
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const focusCard = useRef(false);
  const inputId = useId();
  const messageId = useId();

  const entry =
    selected && catalogue
      ? (catalogue.TECHNOLOGIES_BY_KEY.get(selected) ?? catalogue.resolveTechnology(selected))
      : undefined;
  const suggestions = catalogue && query.trim() !== "" ? catalogue.searchTechnologies(query) : [];

  useEffect(() => {
    if (entry && focusCard.current) {
      focusCard.current = false;
      cardHeading.current?.focus();
    }
  }, [entry]);

  const show = (key: string) => {
    focusCard.current = true;
    setQuery("");
    setMessage(null);
    void navigate({ search: { t: key }, resetScroll: false });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text === "") {
      setMessage(TEXTS.emptyQuery);
      return;
    }
    const loaded = await loadTechnologyCatalogue();
    const found = loaded.resolveTechnology(text);
    if (found) show(found.key);
    else setMessage(TEXTS.notFound(text));
  };

  const unknownSelection = selected !== undefined && catalogue !== null && entry === undefined;

  return (
    <div className="flex flex-col gap-6">
      <form
        aria-label="Buscar una tecnología del catálogo"
        // Submitted before the code arrives, the form still lands on ?t=<typed>, which the card resolves.
        action="/tools/tech-profile"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
      >
        <Label htmlFor={inputId}>{TEXTS.searchLabel}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={inputId}
            name="t"
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder={TEXTS.searchPlaceholder}
            value={query}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setMessage(null);
            }}
          />
          <Button type="submit" className="sm:w-auto">
            <SearchIcon aria-hidden="true" />
            {TEXTS.submitLabel}
          </Button>
        </div>
        {message ? (
          <p id={messageId} role="alert" className="text-destructive text-sm">
            {message}{" "}
            {message !== TEXTS.emptyQuery ? (
              <Link to="/contacto" className={linkClass}>
                {TEXTS.contactLabel}
              </Link>
            ) : null}
          </p>
        ) : null}
        {suggestions.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="font-medium text-sm">
              {suggestions[0]?.kind === "typo" ? TEXTS.typoHint : TEXTS.suggestionsLabel}
            </p>
            <ul aria-label={TEXTS.suggestionsLabel} className="flex flex-wrap gap-2">
              {suggestions.map(({ technology }) => (
                <li key={technology.key}>
                  <Link
                    to="/tools/tech-profile"
                    search={{ t: technology.key }}
                    resetScroll={false}
                    onClick={() => {
                      focusCard.current = true;
                      setQuery("");
                    }}
                    className="inline-flex flex-col rounded-lg border border-border px-3 py-2 text-sm hover:border-primary hover:bg-primary/5"
                  >
                    <span className="font-semibold">{technology.name}</span>
                    <span className="text-muted-foreground text-xs">{technology.category}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {query.trim() !== "" && catalogue ? TEXTS.suggestionCount(suggestions.length) : ""}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          <span>{TEXTS.examplesLabel}</span>
          {TEXTS.examples.map((example) => (
            <Link
              key={example.key}
              to="/tools/tech-profile"
              search={{ t: example.key }}
              resetScroll={false}
              onClick={() => {
                focusCard.current = true;
              }}
              className={linkClass}
            >
              {example.label}
            </Link>
          ))}
        </p>
      </form>
      {selected !== undefined && catalogue === null ? (
        <p role="status" className="text-muted-foreground">
          {TEXTS.loading}
        </p>
      ) : null}
      {unknownSelection ? (
        <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-destructive">
          {TEXTS.notFound(selected)}{" "}
          <Link to="/contacto" className={linkClass}>
            {TEXTS.contactLabel}
          </Link>
        </p>
      ) : null}
      {entry && catalogue ? (
        <TechnologyProfileCard
          technology={entry}
          headingRef={cardHeading}
          otherStacks={catalogue
            .checkResultFor(entry)
            .possibleStacks.filter((name) => !entry.commonStacks.some((stack) => stack.name === name))}
        />
      ) : null}
    </div>
  );
}

export { TechProfileTool };
