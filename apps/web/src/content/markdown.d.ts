// A Markdown file of the content folder, turned into a module at build time (scripts/markdown.ts).
declare module "*.md" {
  const document: import("../../scripts/markdown").RenderedArticle;
  export default document;
}
