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

/** The longest the loader waits for the first paint before it asks for the page's modules anyway. */
export const MAX_WAIT_FOR_PAINT_MS = 1000;

export function bootModuleLoader(listId: string, maxWaitForPaintMs: number): void {
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
  // A hidden tab paints nothing, so it starts at once.
  if (doc.visibilityState === "hidden") {
    start();
    return;
  }
  // After the first contentful paint has been presented (its paint-timing entry). An animation frame comes before
  // the frame is on screen, and a fixed delay often came before it on a slow page: the scripts then started while
  // the first paint was still pending, and a script asked for before the first paint counts, for Lighthouse, as
  // blocking it (FCP 1.0 s in one run, 1.6 s in the next, on the same build).
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(start));
  // Some pages never report a paint (a background iframe, a prerender, an engine without paint timing): never wait
  // long for it.
  setTimeout(start, maxWaitForPaintMs);
}
