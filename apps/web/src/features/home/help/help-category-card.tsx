import type { HelpCategory } from "@nivelia/domain/content";
import { Badge, cn } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { REVEAL_ITEM_CLASS, revealDelay } from "../../shell/use-reveal-on-view";
import { HelpCategoryIcon } from "./help-category-icon";

/** A help-centre category: its highlight and its questions, each leading to the FAQ page. */
function HelpCategoryCard({ category, index }: { category: HelpCategory; index: number }) {
  const headingId = `help-category-${category.id}`;
  return (
    <li className={cn("flex", REVEAL_ITEM_CLASS)} style={revealDelay(index)}>
      <article
        aria-labelledby={headingId}
        className="flex flex-1 flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary"
      >
        <div className="flex items-center justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <HelpCategoryIcon name={category.icon} className="size-5" />
          </span>
          <span className="text-muted-foreground text-xs">{category.questions.length} preguntas</span>
        </div>
        <div className="flex flex-col gap-2">
          <h3 id={headingId} className="font-semibold text-lg leading-tight">
            {category.title}
          </h3>
          <p className="text-muted-foreground text-sm">{category.description}</p>
          <Badge variant="secondary" wrap>
            {category.highlight}
          </Badge>
        </div>
        <ul className="mt-auto flex flex-col gap-1 border-border border-t pt-3">
          {category.questions.map((question) => (
            <li key={question.id}>
              <Link
                to="/faq"
                hash={question.id}
                className="block rounded-md py-1 text-sm underline-offset-4 hover:text-primary hover:underline"
              >
                {question.question}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

export { HelpCategoryCard };
