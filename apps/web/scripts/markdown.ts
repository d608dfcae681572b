// Turns the content folder's Markdown (front matter + body) into HTML at build time, so that no Markdown parser
// ever reaches the browser. Used by the Vite plugin below and by the content tests.
import { basename } from "node:path";
import { Marked, type Tokens } from "marked";

/** A heading of a rendered document, for its table of contents. */
export interface MarkdownHeading {
  readonly depth: 2 | 3;
  readonly id: string;
  readonly text: string;
}

/** The front matter every article declares (readingTime is optional: it is computed from the words otherwise). */
export interface ArticleFrontMatter {
  readonly title: string;
  readonly description: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  readonly author: string;
  readonly tags: readonly string[];
  readonly readingTime?: number;
}

/** What a Markdown file becomes: its metadata, its table of contents and, unless asked for metadata only, its HTML. */
export interface RenderedArticleMeta extends ArticleFrontMatter {
  readonly slug: string;
  readonly readingTime: number;
  readonly wordCount: number;
  readonly headings: readonly MarkdownHeading[];
}

export interface RenderedArticle extends RenderedArticleMeta {
  readonly html: string;
}

/** Words a reader gets through per minute, for the computed reading time. */
export const WORDS_PER_MINUTE = 220;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A URL fragment from a heading: lower case, no accents, words joined by hyphens ('¿Qué mide?' → 'que-mide'). */
export function headingId(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** Plain text of escaped heading HTML, for the table of contents (React escapes it again). */
function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return quoted ? (quoted[2] ?? "") : trimmed;
}

/** Splits `---` front matter (one `key: value` per line; tags as `a, b` or `[a, b]`) from the body. */
export function parseFrontMatter(
  source: string,
  file = "markdown",
): { data: ArticleFrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`${file}: front matter line without 'key: value': ${line}`);
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const required = (key: string) => {
    const value = unquote(fields.get(key) ?? "");
    if (value === "") throw new Error(`${file}: front matter field '${key}' is missing`);
    return value;
  };
  const date = required("date");
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) {
    throw new Error(`${file}: date '${date}' is not YYYY-MM-DD`);
  }
  const tags = required("tags")
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map(unquote)
    .filter((tag) => tag !== "");
  const readingTimeField = fields.get("readingTime");
  const readingTime = readingTimeField === undefined ? undefined : Number(readingTimeField);
  if (readingTime !== undefined && !(Number.isInteger(readingTime) && readingTime > 0)) {
    throw new Error(`${file}: readingTime must be a positive whole number of minutes`);
  }
  const data: ArticleFrontMatter = {
    title: required("title"),
    description: required("description"),
    date,
    author: required("author"),
    tags,
    ...(readingTime === undefined ? {} : { readingTime }),
  };
  return { data, body: source.slice(match[0].length) };
}

/** Words of an HTML fragment's text. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Renders a Markdown body: h2 and h3 get unique ids and make the table of contents. */
export function renderMarkdown(body: string): { html: string; headings: MarkdownHeading[] } {
  const headings: MarkdownHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = decodeEntities(inner.replace(/<[^>]+>/g, ""));
        const base = headingId(text) || "seccion";
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        // The page's own h1 is the title, so a document's headings start at h2.
        if (token.depth === 1)
          throw new Error(`'# ${text}': the title is the page's h1; start sections at ##`);
        if (token.depth === 2 || token.depth === 3) headings.push({ depth: token.depth, id, text });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  return { html, headings };
}

/** A whole article from its file: front matter, computed fields, HTML. The slug is the file name. */
export function renderArticle(source: string, file: string): RenderedArticle {
  const { data, body } = parseFrontMatter(source, file);
  const { html, headings } = renderMarkdown(body);
  const wordCount = countWords(html);
  return {
    ...data,
    slug: basename(file).replace(/\.md$/, ""),
    readingTime: data.readingTime ?? Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
    wordCount,
    headings,
    html,
  };
}

const MARKDOWN_ID = /\.md(\?meta)?$/;

/**
 * `import article from "./x.md"` gives the rendered article; `./x.md?meta` the same without its HTML, so that
 * a list of articles does not carry their bodies.
 */
export function markdownPlugin() {
  return {
    name: "nivelia-markdown",
    enforce: "pre" as const,
    transform(code: string, id: string) {
      const match = MARKDOWN_ID.exec(id);
      if (!match) return null;
      const file = id.replace(MARKDOWN_ID, ".md");
      const { html, ...meta } = renderArticle(code, file);
      const value = match[1] ? meta : { ...meta, html };
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
