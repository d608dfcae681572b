import type { MarkdownHeading } from "../../../scripts/markdown";

/** The article's sections (h2, with their h3 indented) as in-page links. */
function TableOfContents({ headings }: { headings: readonly MarkdownHeading[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="flex flex-col gap-3 text-sm">
      <h2 id="toc-heading" className="font-semibold text-base">
        En este artículo
      </h2>
      <ol className="flex flex-col gap-2 border-border border-l pl-4">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "pl-4" : undefined}>
            <a
              href={`#${heading.id}`}
              className="text-muted-foreground hover:text-foreground hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export { TableOfContents };
