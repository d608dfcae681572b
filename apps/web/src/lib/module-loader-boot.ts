// The inline script at the end of every prerendered page that starts the app's code (serialised by the prerender,
// allowed by its CSP hash). The page's modules are not in the head as `<script type="module">` and
// `<link rel="modulepreload">`: on a slow network their bytes would share the first round trips with the HTML and
// the fonts and delay the first paint. They are asked for as soon as that paint is done, in the order the page
// lists them (entry first); taps made before their code arrives are held by the early-events script.
// It must stay self-contained (no imports, no closures over module scope) because only its source text ships.

/** Id of the `<script type="application/json">` that lists the page's modules, entry first. */
export const PAGE_MODULES_ID = "page-modules";

/** What that list holds (written by the prerender). */
export interface PageModules {
  /** Module URLs: the page's own first (entry first), then the deferred parts'. */
  files: string[];
  /** How many of `files` the loader fetches after the first paint. */
  load: number;
  /** Per deferred part, the indices in `files` of the chunks it needs beyond the page's own (fetched on intent). */
  parts: Record<string, number[]>;
}

export function bootModuleLoader(listId: string): void {
  const doc = document;
  const list = doc.getElementById(listId);
  if (!list?.textContent) return;
  const { files, load } = JSON.parse(list.textContent) as PageModules;
  const [entry, ...preloads] = files.slice(0, load);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry ?? "";
    doc.head.append(script);
  };
  // After the next paint; a hidden tab paints nothing, so it starts at once.
  if (doc.visibilityState === "hidden") start();
  else {
    requestAnimationFrame(() => setTimeout(start));
    // Some engines throttle animation frames (a background iframe, a prerender): never wait long for them.
    setTimeout(start, 100);
  }
}
