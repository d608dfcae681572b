import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Badge, buttonVariants } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { type Article, relatedArticles } from "../../content/observatorio/articles";
import { formatContentDate, PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";
import { Prose } from "../pages/layout/prose";
import { ArticleCard } from "./article-card";
import { TableOfContents } from "./table-of-contents";

/** One Observatorio article: its header, table of contents, body (HTML made at build time) and related articles. */
function ArticlePage({ article }: { article: Article }) {
  const related = relatedArticles(article.slug);
  return (
    <>
      <PageHeader
        eyebrow="Observatorio"
        title={article.title}
        lead={
          <div className="flex flex-col gap-4">
            <p>{article.description}</p>
            <p className="text-base">
              {article.author} · <time dateTime={article.date}>{formatContentDate(article.date)}</time> ·{" "}
              {article.readingTime} min de lectura
            </p>
            <ul aria-label="Temas" className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents headings={article.headings} />
        </aside>
        <Prose html={article.html} className="[&>h2:first-child]:mt-0" />
      </div>
      {related.length > 0 ? (
        <PageSection title="Artículos relacionados" tone="muted">
          <ul className="grid gap-4 md:grid-cols-2">
            {related.map((item) => (
              <li key={item.slug}>
                <ArticleCard article={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection title="Calcula lo que te cuesta hoy la selección técnica" width="narrow">
        <p>
          Introduce tus datos en la calculadora y compara tu proceso actual con uno que evalúa antes de
          entrevistar.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/" hash={HOME_ANCHORS.calculator} className={buttonVariants()}>
            Abrir la calculadora
          </Link>
          <Link to="/observatorio" className={buttonVariants({ variant: "outline" })}>
            Más artículos
          </Link>
        </div>
      </PageSection>
    </>
  );
}

export { ArticlePage };
