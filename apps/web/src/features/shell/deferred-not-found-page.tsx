import { lazyHydrated } from "../../lib/lazy-hydrated";

/** The 404 page, prerendered into 404.html, with its code outside every page's first view. */
const DeferredNotFoundPage = lazyHydrated(
  "not-found",
  () => import("./not-found-page").then((module) => module.NotFoundPage),
  "now",
);

export { DeferredNotFoundPage };
