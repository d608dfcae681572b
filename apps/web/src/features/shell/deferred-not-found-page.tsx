import { deferred } from "../../lib/deferred";

/** The 404 page, prerendered into 404.html, with its code outside every page's first view. */
const DeferredNotFoundPage = deferred(
  "not-found",
  () => import("./not-found-page").then((module) => module.NotFoundPage),
  "now",
);

export { DeferredNotFoundPage };
