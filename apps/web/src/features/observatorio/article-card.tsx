import { Badge } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import type { ArticleMeta } from "../../content/observatorio/articles";
import { formatContentDate } from "../pages/layout/page-header";

/** An article in a list: title (the link), summary, date, reading time and tags. */
function ArticleCard({ article, headingLevel = 2 }: { article: ArticleMeta; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
      <p className="text-muted-foreground text-sm">
        <time dateTime={article.date}>{formatContentDate(article.date)}</time> · {article.readingTime} min de
        lectura
      </p>
      <Heading className="font-semibold text-xl leading-snug">
        <Link
          to="/observatorio/$slug"
          params={{ slug: article.slug }}
          className="underline-offset-4 hover:underline"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="text-muted-foreground">{article.description}</p>
      <ul aria-label="Temas" className="mt-auto flex flex-wrap gap-2 pt-2">
        {article.tags.map((tag) => (
          <li key={tag}>
            <Badge variant="secondary">{tag}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}

export { ArticleCard };
