import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { siteMetadata } from "./features/seo/site-metadata";
import { serializeJsonLd } from "./features/seo/structured-data";
import { createAppRouter } from "./router";

export { THEME_BOOT_SCRIPT } from "@nivelia/ui";
export { siteMetadata } from "./features/seo/site-metadata";
export { LOGO } from "./features/seo/structured-data";

const metadata = siteMetadata();

export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attributes: Record<string, string>;
  /** A title's text, or a script's content already safe to place between its tags. */
  text?: string;
}

export interface RenderedPage {
  html: string;
  head: HeadTag[];
  statusCode: number;
  /** Route files whose code the page needs on first view (for modulepreload and the size report). */
  routeIds: string[];
}

/** The status the router decided for the page: 404 when nothing matched or a route threw notFound(). */
function responseStatus(router: ReturnType<typeof createAppRouter>): number {
  const serverResult = (router as { _serverResult?: { type: string; status?: number } })._serverResult;
  if (serverResult?.type === "render" && typeof serverResult.status === "number") return serverResult.status;
  const matches = router.state.matches;
  const leaf = matches[matches.length - 1];
  return matches.some((match) => match.status === "notFound") || leaf?.routeId === "__root__" ? 404 : 200;
}

/** Renders one URL to HTML at build time. */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  // Waits for every lazy part, so the page's HTML is whole; an error in one fails the build instead of leaving
  // the part to the client. No chunk size: every part is written in place, none sent apart with an inline script
  // to reveal it (nothing here streams, and the CSP allows no such script).
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `${url} rendered with errors`);
  // Deeper routes override what their parents set: one title, one tag per meta name or property, one canonical.
  const head = new Map<string, HeadTag>();
  for (const match of router.state.matches) {
    for (const meta of match.meta ?? []) {
      if (!meta) continue;
      if ("title" in meta && typeof meta.title === "string") {
        head.set("title", { tag: "title", attributes: {}, text: meta.title });
        continue;
      }
      const attributes = Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, String(v)]));
      head.set(`meta:${attributes.name ?? attributes.property ?? JSON.stringify(attributes)}`, {
        tag: "meta",
        attributes,
      });
    }
    for (const link of match.links ?? []) {
      if (!link) continue;
      const attributes = Object.fromEntries(Object.entries(link).map(([k, v]) => [k, String(v)]));
      head.set(`link:${attributes.rel}:${attributes.rel === "canonical" ? "" : attributes.href}`, {
        tag: "link",
        attributes,
      });
    }
  }
  const statusCode = responseStatus(router);
  if (statusCode === 404)
    head.set("meta:robots", { tag: "meta", attributes: { name: "robots", content: "noindex" } });
  head.set("script:ld+json", {
    tag: "script",
    attributes: { type: "application/ld+json" },
    text: serializeJsonLd(metadata.structuredData(router.state.location.pathname)),
  });
  return {
    html,
    head: [...head.values()],
    statusCode,
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}

/** Every path without parameters, read from the route tree itself so the list never drifts (the collections' pages,
 * articles and jobs, come from `siteMetadata().collectionPaths`). */
export function staticPaths(): string[] {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ["/"] }) });
  const paths = new Set<string>();
  for (const path of Object.keys(router.routesByPath)) {
    if (path.includes("$")) continue;
    paths.add(path.replace(/\/$/, "") || "/");
  }
  paths.add("/");
  return [...paths].sort();
}
