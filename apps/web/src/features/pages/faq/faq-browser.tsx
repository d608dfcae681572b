import {
  HELP_CATEGORIES,
  HELP_QUESTIONS,
  helpQuestionsOf,
  searchHelpQuestions,
} from "@nivelia/domain/content";
import { Button, Input, Label } from "@nivelia/ui";
import { useLocation } from "@tanstack/react-router";
import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { FAQ_SEARCH } from "../../../content/pages/faq";
import { QuestionItem } from "../layout";

/** Opens the answer a deep link (`/faq#<id>`) points to, on load and on every hash change. */
function useOpenLinkedAnswer() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash);
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
}

/** Every question of the help centre by category, with a search over questions and answers. */
function FaqBrowser() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const matches = useMemo(
    () => new Set(searchHelpQuestions(HELP_QUESTIONS, query).map((question) => question.id)),
    [query],
  );
  useOpenLinkedAnswer();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 md:py-16">
      <div className="flex flex-col gap-3">
        <search className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{FAQ_SEARCH.label}</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <Input
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={FAQ_SEARCH.placeholder}
              autoComplete="off"
              tall
              className="pr-12 pl-9"
            />
            {query ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                onClick={() => setQuery("")}
                aria-label={FAQ_SEARCH.clear}
                className="-translate-y-1/2 absolute top-1/2 right-1"
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </search>
        <p role="status" className="text-muted-foreground text-sm" data-testid="faq-result-count">
          {FAQ_SEARCH.results(matches.size, HELP_QUESTIONS.length)}
        </p>
        <nav aria-label={FAQ_SEARCH.categoriesLabel}>
          <ul className="flex flex-wrap gap-2">
            {HELP_CATEGORIES.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="inline-flex rounded-full border border-border px-3 py-1.5 text-sm hover:border-primary hover:text-primary"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {matches.size === 0 ? (
        <p className="rounded-xl border border-border border-dashed p-6 text-center">
          {FAQ_SEARCH.noResults(query.trim())}
        </p>
      ) : null}

      {HELP_CATEGORIES.map((category) => {
        const questions = helpQuestionsOf(category.id);
        const visible = questions.some((question) => matches.has(question.id));
        return (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-heading`}
            hidden={!visible}
            className="flex scroll-mt-24 flex-col gap-4"
          >
            <div className="flex flex-col gap-1">
              <h2 id={`${category.id}-heading`} className="font-bold text-2xl tracking-tight">
                {category.title}
              </h2>
              <p className="text-muted-foreground">{category.description}</p>
            </div>
            {questions.map((question) => (
              <QuestionItem key={question.id} item={question} hidden={!matches.has(question.id)} />
            ))}
          </section>
        );
      })}
    </div>
  );
}

export { FaqBrowser };
