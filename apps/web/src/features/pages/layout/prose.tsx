import type { ReactNode } from "react";

/** Styles for long reading text (legal texts, articles): headings, paragraphs, lists, tables and links. */
const PROSE_CLASS = [
  "max-w-none text-base leading-7 text-foreground",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:font-semibold [&_h3]:text-xl",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-border [&_td]:p-2 [&_td]:align-top",
  "[&_blockquote]:mt-4 [&_blockquote]:border-primary [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm",
].join(" ");

/** A block of long text rendered from components (children) or from HTML made at build time (`html`). */
function Prose({ children, html, className }: { children?: ReactNode; html?: string; className?: string }) {
  if (html !== undefined) {
    // Only HTML produced at build time from our own content files reaches here, never visitor input.
    return (
      <div
        data-slot="prose"
        className={className ? `${PROSE_CLASS} ${className}` : PROSE_CLASS}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div data-slot="prose" className={className ? `${PROSE_CLASS} ${className}` : PROSE_CLASS}>
      {children}
    </div>
  );
}

export { PROSE_CLASS, Prose };
