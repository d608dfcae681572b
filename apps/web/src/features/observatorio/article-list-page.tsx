import { sitePage } from "@nivelia/domain/site/pages";
import { ARTICLES } from "../../content/observatorio/articles";
import { PageHeader } from "../pages/layout/page-header";
import { ArticleCard } from "./article-card";

/** /observatorio: every published article, newest first. */
function ArticleListPage() {
  const page = sitePage("/observatorio");
  return (
    <>
      <PageHeader eyebrow="Observatorio" title={page.title} lead={page.description} />
      <section aria-label="Artículos publicados" className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export { ArticleListPage };
