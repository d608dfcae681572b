// Entry of `@nivelia/domain/technology-families`: the catalogue one tab at a time. The landing's technology detail
// shows one entry: loading the tab it belongs to (about a sixth of the catalogue) answers a tap sooner than the
// whole catalogue would, on a slow network.
import { technologySummaryByKey } from "./light-index";
import type { Technology, TechnologyFamily } from "./types";

export type { Technology } from "./types";

const LOADERS: Record<TechnologyFamily, () => Promise<readonly Technology[]>> = {
  languages: () => import("./catalogue/languages").then((module) => module.LANGUAGE_TECHNOLOGIES),
  frontend: () => import("./catalogue/frontend").then((module) => module.FRONTEND_TECHNOLOGIES),
  backend: () => import("./catalogue/backend").then((module) => module.BACKEND_TECHNOLOGIES),
  database: () => import("./catalogue/databases").then((module) => module.DATABASE_TECHNOLOGIES),
  devops: () => import("./catalogue/devops").then((module) => module.DEVOPS_TECHNOLOGIES),
  testing: () => import("./catalogue/testing").then((module) => module.TESTING_TECHNOLOGIES),
};

const loads = new Map<TechnologyFamily, Promise<readonly Technology[]>>();

/** The entries of one tab, loaded once (a failed load is tried again on the next call). */
export function loadTechnologyFamily(family: TechnologyFamily): Promise<readonly Technology[]> {
  let load = loads.get(family);
  if (!load) {
    load = LOADERS[family]();
    loads.set(family, load);
    load.catch(() => loads.delete(family));
  }
  return load;
}

/** The catalogue entry of a key, loading only its tab; `undefined` for a key the catalogue does not have. */
export async function loadTechnology(key: string): Promise<Technology | undefined> {
  const summary = technologySummaryByKey(key);
  if (!summary) return undefined;
  const entries = await loadTechnologyFamily(summary.family);
  return entries.find((entry) => entry.key === key);
}
