import { describe, expect, it } from "vitest";
import {
  countWords,
  headingId,
  markdownPlugin,
  parseFrontMatter,
  renderArticle,
  renderMarkdown,
} from "./markdown";

const FRONT = [
  "---",
  "title: Título: con dos puntos",
  "description: Una descripción",
  "date: 2026-05-04",
  "author: Equipo",
  'tags: [costes, "selección técnica"]',
  "---",
].join("\n");

describe("parseFrontMatter", () => {
  it("reads every field, keeps colons inside values and splits the tags", () => {
    const { data, body } = parseFrontMatter(`${FRONT}\nCuerpo`);
    expect(data).toEqual({
      title: "Título: con dos puntos",
      description: "Una descripción",
      date: "2026-05-04",
      author: "Equipo",
      tags: ["costes", "selección técnica"],
    });
    expect(body).toBe("Cuerpo");
  });

  it.each([
    ["no front matter", "# Hola", /missing front matter/],
    ["a missing author", FRONT.replace("author: Equipo\n", ""), /'author' is missing/],
    ["a date that is not a day", FRONT.replace("2026-05-04", "4 de mayo"), /not YYYY-MM-DD/],
    ["a reading time that is not whole", FRONT.replace("---\nt", "---\nreadingTime: 2.5\nt"), /readingTime/],
  ])("rejects %s", (_, source, message) => {
    expect(() => parseFrontMatter(`${source}\n`)).toThrow(message);
  });
});

describe("renderMarkdown", () => {
  it("gives h2 and h3 unique ids without accents and lists them for the table of contents", () => {
    const { html, headings } = renderMarkdown(
      "## ¿Qué mide?\n\n### Código & *estilo*\n\n## ¿Qué mide?\n\ntexto",
    );
    expect(headings).toEqual([
      { depth: 2, id: "que-mide", text: "¿Qué mide?" },
      { depth: 3, id: "codigo-estilo", text: "Código & estilo" },
      { depth: 2, id: "que-mide-2", text: "¿Qué mide?" },
    ]);
    expect(html).toContain('<h3 id="codigo-estilo">Código &amp; <em>estilo</em></h3>');
    expect(html).toContain('<h2 id="que-mide-2">');
  });

  it("renders tables and lists, and refuses an h1 (the page's title is the only h1)", () => {
    const { html } = renderMarkdown("| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- uno\n- dos");
    expect(html).toContain("<table>");
    expect(html).toContain("<li>uno</li>");
    expect(() => renderMarkdown("# Título")).toThrow(/h1/);
  });

  it("counts words of the text, not of the markup", () => {
    expect(countWords('<p>Hola <a href="https://x.es/a b">mundo</a> &amp; 3 cosas</p>')).toBe(4);
    expect(headingId("  Due diligence: ¡5 pasos!  ")).toBe("due-diligence-5-pasos");
  });
});

describe("renderArticle and the Vite plugin", () => {
  const source = `${FRONT}\n## Uno\n\n${"palabra ".repeat(450)}`;

  it("names the article after its file and computes the reading time from the words", () => {
    const article = renderArticle(source, "/x/observatorio/mi-articulo.md");
    expect(article.slug).toBe("mi-articulo");
    expect(article.wordCount).toBe(451);
    expect(article.readingTime).toBe(3);
  });

  it("turns a .md import into a module, without the HTML when only the metadata is asked for", () => {
    const plugin = markdownPlugin();
    const full = plugin.transform(source, "/x/observatorio/mi-articulo.md");
    const meta = plugin.transform(source, "/x/observatorio/mi-articulo.md?meta");
    expect(full?.code).toMatch(/^export default \{.*"html":"<h2 id=\\"uno\\">/);
    expect(meta?.code).toContain('"slug":"mi-articulo"');
    expect(meta?.code).not.toContain('"html"');
    expect(plugin.transform("export {}", "/x/a.ts")).toBeNull();
  });
});
