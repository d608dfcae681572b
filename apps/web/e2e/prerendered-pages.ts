// Reads the production build's HTML files as a crawler sees them: no JavaScript, only what the prerender wrote.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { E2E_WEB_DIST } from "../playwright.config";

export interface PrerenderedPage {
  /** The page's path on the site, e.g. `/tools/redactor`. */
  readonly path: string;
  readonly html: string;
  readonly head: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Text as an HTML attribute or text node holds it, entities decoded. */
export const decodeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");

/** Every page the build wrote (`<path>/index.html`), without the 404 page. */
export function prerenderedPages(root: string = E2E_WEB_DIST): PrerenderedPage[] {
  if (!existsSync(join(root, "index.html"))) throw new Error(`No build in ${root}: build the web app first`);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => file === "index.html" || file.endsWith(`${sep}index.html`),
  );
  return files.map((file) => {
    const html = readFileSync(join(root, file), "utf8");
    const dir = relative(root, join(root, file, ".."))
      .split(sep)
      .join("/");
    return { path: dir === "" ? "/" : `/${dir}`, html, head: headOf(html) };
  });
}

export function notFoundPage(root: string = E2E_WEB_DIST): PrerenderedPage {
  const html = readFileSync(join(root, "404.html"), "utf8");
  return { path: "(404)", html, head: headOf(html) };
}

function headOf(html: string): string {
  const start = html.indexOf("<head>");
  const end = html.indexOf("</head>");
  if (start < 0 || end < start) throw new Error("a page without <head>");
  return html.slice(start, end);
}

/** Attributes of every `<tag …>` in a piece of HTML. */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name ?? "",
        decodeHtml(value ?? ""),
      ]),
    ),
  );
}

/** The values of the `<meta>` tags whose `name` or `property` is the given key. */
export const metaValues = (page: PrerenderedPage, key: string) =>
  tagsOf(page.head, "meta")
    .filter((meta) => meta.name === key || meta.property === key)
    .map((meta) => meta.content ?? "");

/** The one value of a `<meta>` tag; fails when it is missing or repeated. */
export function metaValue(page: PrerenderedPage, key: string): string {
  const values = metaValues(page, key);
  if (values.length !== 1) throw new Error(`${page.path}: ${values.length} <meta> tags for ${key}`);
  return values[0] ?? "";
}

export function titleOf(page: PrerenderedPage): string {
  const titles = [...page.head.matchAll(/<title>([^<]*)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`${page.path}: ${titles.length} <title> tags`);
  return decodeHtml(titles[0]?.[1] ?? "");
}

/** A JSON-LD node as the tests read it. */
export type JsonLdNode = Record<string, unknown> & { "@type": string };

/** The nodes of the page's one JSON-LD document. */
export function jsonLdNodes(page: PrerenderedPage): JsonLdNode[] {
  const scripts = [...page.head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  if (scripts.length !== 1) throw new Error(`${page.path}: ${scripts.length} JSON-LD scripts`);
  const document = JSON.parse(scripts[0]?.[1] ?? "") as { "@context": string; "@graph": JsonLdNode[] };
  if (document["@context"] !== "https://schema.org") throw new Error(`${page.path}: no schema.org context`);
  return document["@graph"];
}

/** The visible text of the page's body: tags and scripts removed, entities decoded, spaces collapsed. */
export function bodyText(page: PrerenderedPage): string {
  const body = page.html.slice(page.html.indexOf("<body"));
  return normalizeSpace(decodeHtml(body.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")));
}

export const normalizeSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/** Width and height of a PNG file, from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString("hex");
  if (signature !== "89504e470d0a1a0a") throw new Error("not a PNG file");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
