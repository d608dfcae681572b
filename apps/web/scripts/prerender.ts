// Renders every static route to HTML after `vite build`, preloads each page's route chunks,
// precompresses the output and prints what each first view costs in gzip bytes.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { BRAND } from "@nivelia/domain/brand";
import { checkLegalIdentity, demoVideoFromUrl, LEGAL_IDENTITY } from "@nivelia/domain/content";
import { build, type Rolldown } from "vite";
import type { SiteMetadata } from "../src/features/seo/site-metadata.ts";
import { CONTENT_DAY_ATTRIBUTE, todayUtc } from "../src/lib/content-day.ts";
import { precompress } from "./precompress.ts";
import { writeSeoFiles } from "./seo/index.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attributes: Record<string, string>;
  text?: string;
}
interface RenderedPage {
  html: string;
  head: HeadTag[];
  statusCode: number;
  routeIds: string[];
}
interface ServerEntry {
  THEME_BOOT_SCRIPT: string;
  LOGO: { path: string; size: number };
  render(url: string): Promise<RenderedPage>;
  staticPaths(): string[];
  siteMetadata(): SiteMetadata;
}
export interface PageBudget {
  path: string;
  file: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: string[];
}

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const outRoot = join(webRoot, process.env.WEB_OUT_DIR ?? "dist");
const clientDir = join(outRoot, "client");
const serverDir = join(outRoot, "server");
const NOT_FOUND_PROBE = "/__pagina-inexistente__";
/** First-view JavaScript budgets in gzip bytes (issues 6 and 7: at most 110 KB for `/`). */
const FIRST_VIEW_JS_BUDGETS: Record<string, number> = { "/": 110 * 1024 };

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function renderHead(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join("");
      if (tag === "title") return `<title>${escapeHtml(text ?? "")}</title>`;
      // A script's text comes escaped for its place (JSON-LD with `<` as \u003c).
      if (tag === "script") return `<script${attrs}>${text ?? ""}</script>`;
      return `<${tag}${attrs} />`;
    })
    .join("\n    ");
}

/** Manifest keys of the split chunks that belong to the given route ids. */
function routeChunkKeys(manifest: Manifest, routeIds: string[]): string[] {
  const keys: string[] = [];
  for (const routeId of routeIds) {
    const base = routeId === "__root__" ? "__root" : routeId.replace(/^\//, "").replace(/\/$/, "");
    const candidates =
      base === ""
        ? ["index"]
        : [base.replace(/\//g, "."), base, `${base}/index`, `${base.replace(/\//g, ".")}.index`];
    for (const candidate of candidates) {
      const prefix = `src/routes/${candidate}.tsx?tsr-split=`;
      for (const key of Object.keys(manifest)) if (key.startsWith(prefix)) keys.push(key);
    }
  }
  return keys;
}

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * Builds one of the page's inline scripts from its source module (bundled with what it imports, minified, as a
 * classic script: it runs while the HTML is parsed, before any module).
 */
async function inlineScript(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: webRoot,
    logLevel: "warn",
    build: { write: false, minify: true, lib: { entry: join(webRoot, entry), formats: ["iife"], name: "_" } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [chunk] = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  if (chunk?.type !== "chunk") throw new Error(`${entry} built no script`);
  return chunk.code.trim();
}

function outputFile(path: string): string {
  return path === "/" ? "index.html" : join(path.replace(/^\//, ""), "index.html");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The legal pages publish the owner's identity: an invalid tax id stops the build, a placeholder warns. */
function checkOwnerIdentity() {
  const { errors, placeholders } = checkLegalIdentity(LEGAL_IDENTITY);
  if (errors.length > 0)
    throw new Error(
      `Identidad legal no válida (packages/domain/src/content/legal-identity.ts): ${errors.join(" ")}`,
    );
  if (placeholders.length > 0)
    console.warn(
      `WARNING: the legal identity still has placeholders (${placeholders.join(", ")}); the legal pages mark them «provisional». Replace them in packages/domain/src/content/legal-identity.ts before going live.`,
    );
  if (!demoVideoFromUrl(process.env.VITE_DEMO_VIDEO_URL))
    console.warn(
      "WARNING: no valid VITE_DEMO_VIDEO_URL (a YouTube link): 'Ver demo (2 min)' leads to the interactive demo instead.",
    );
}

async function main() {
  checkOwnerIdentity();
  const templatePath = join(serverDir, "template.html");
  if (!existsSync(templatePath)) writeFileSync(templatePath, readFileSync(join(clientDir, "index.html")));
  // The site's one stylesheet is inlined: the first paint then waits for no request after the HTML (brotli makes
  // it about 8 KB on the wire).
  // The entry module and its modulepreloads stay where Vite put them, at low priority: on a slow network the HTML
  // and the first paint go first (at high priority Lighthouse's simulated FCP went from 1.1 s to 2.1 s).
  const template = readFileSync(templatePath, "utf8")
    .replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
      (_tag, file: string) => `<style>${readFileSync(join(clientDir, file), "utf8").trim()}</style>`,
    )
    .replace(
      /<(script type="module"|link rel="modulepreload") crossorigin/g,
      '<$1 fetchpriority="low" crossorigin',
    );
  if (!template.includes('<script type="module"')) throw new Error("the client template has no entry module");
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the client manifest has no entry chunk");
  const entry = closure(manifest, [entryKey]);
  const server = (await import(pathToFileURL(join(serverDir, "entry-server.js")).href)) as ServerEntry;

  const metadata = server.siteMetadata();
  const pages = [...server.staticPaths(), ...metadata.collectionPaths].map((path) => ({
    path,
    file: outputFile(path),
    expectStatus: 200,
  }));
  pages.push({ path: NOT_FOUND_PROBE, file: "404.html", expectStatus: 404 });

  // Inline scripts run before first paint (the theme, and the early-events script that holds taps until their code
  // has hydrated); the API allows exactly these through their hashes.
  const earlyEvents = await inlineScript("src/lib/early-events.inline.ts");
  const inlineScripts = [server.THEME_BOOT_SCRIPT, earlyEvents];
  const bootScripts = inlineScripts.map((source) => `<script>${source}</script>`).join("\n    ");
  const scriptHashes = inlineScripts.map(
    (source) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`,
  );
  writeFileSync(join(outRoot, "csp.json"), `${JSON.stringify({ scriptSrc: scriptHashes }, null, 2)}\n`);
  const earlyEventsGzip = gzipSync(earlyEvents, { level: 9 }).length;

  const budgets: PageBudget[] = [];
  for (const page of pages) {
    // The page names the day its dated content was rendered as of, for hydration to render it the same
    // (src/lib/content-day.ts); rendered again should midnight pass meanwhile.
    let day: string;
    let rendered: RenderedPage;
    do {
      day = todayUtc();
      rendered = await server.render(page.path);
    } while (day !== todayUtc());
    if (rendered.statusCode !== page.expectStatus) {
      throw new Error(
        `${page.path} rendered with status ${rendered.statusCode}, expected ${page.expectStatus}`,
      );
    }
    const routes = closure(manifest, routeChunkKeys(manifest, rendered.routeIds));
    const preloads = [...routes.js].filter((file) => !entry.js.has(file));
    const styles = [...routes.css].filter((file) => !entry.css.has(file));
    const headHtml = [
      bootScripts,
      renderHead(rendered.head),
      ...preloads.map(
        (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`,
      ),
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ].join("\n    ");
    const html = template
      .replace("<html ", `<html ${CONTENT_DAY_ATTRIBUTE}="${day}" `)
      .replace("<!--app-head-->", () => headHtml)
      .replace("<!--app-html-->", () => rendered.html);
    const target = join(clientDir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    const jsFiles = [...entry.js, ...preloads];
    budgets.push({
      path: page.path === NOT_FOUND_PROBE ? "(404)" : page.path,
      file: page.file,
      jsFiles,
      jsGzip: jsFiles.reduce((sum, file) => sum + gzipSize(file), 0),
      cssGzip: [...entry.css, ...styles].reduce((sum, file) => sum + gzipSize(file), 0),
    });
  }

  const paths = pages.filter((page) => page.expectStatus === 200).map((page) => page.path);
  const cards = await writeSeoFiles({
    clientDir,
    publicDir: join(webRoot, "public"),
    origin: BRAND.siteUrl,
    metadata,
    renderedPaths: paths,
    logo: server.LOGO,
  });
  const compressed = precompress(clientDir);
  writeFileSync(join(outRoot, "size-report.json"), `${JSON.stringify(budgets, null, 2)}\n`);

  console.log(
    `\nPrerendered ${pages.length} pages, drew ${cards} social cards, precompressed ${compressed} files.`,
  );
  console.log("First-view size per route (gzip):");
  console.log(`  ${"route".padEnd(28)} ${"JS".padStart(9)} ${"CSS".padStart(9)}`);
  for (const budget of budgets) {
    console.log(
      `  ${budget.path.padEnd(28)} ${kb(budget.jsGzip).padStart(9)} ${kb(budget.cssGzip).padStart(9)}`,
    );
  }
  console.log(
    `Early-events script: ${kb(Buffer.byteLength(earlyEvents))} minified, ${kb(earlyEventsGzip)} gzip`,
  );
  console.log(`Report written to ${relative(process.cwd(), join(outRoot, "size-report.json"))}`);

  // The landing page's first view (React and the router included) is held to its budget: over it, the build fails.
  for (const [path, limit] of Object.entries(FIRST_VIEW_JS_BUDGETS)) {
    const page = budgets.find((budget) => budget.path === path);
    if (!page) throw new Error(`No size figure for ${path}`);
    const verdict = page.jsGzip <= limit ? "within" : "OVER";
    console.log(`Budget ${path}: ${kb(page.jsGzip)} of ${kb(limit)} gzip JS, ${verdict} budget`);
    if (page.jsGzip > limit) process.exitCode = 1;
  }
}

await main();
