import { useEffect, useState } from "react";

/** The domain's catalogue entry: search, profile data and CV mentions (about 60 KB gzip). */
export type TechnologyCatalogue = typeof import("@nivelia/domain/technologies");

let catalogueLoad: Promise<TechnologyCatalogue> | undefined;

/** Starts loading the catalogue (once per page) and resolves with it. */
function loadTechnologyCatalogue(): Promise<TechnologyCatalogue> {
  catalogueLoad ??= import("@nivelia/domain/technologies");
  return catalogueLoad;
}

/**
 * The catalogue, loaded after the tool has hydrated so that it never weighs on the first view; null until it
 * arrives (the tools show their prerendered form meanwhile and work as soon as it is there).
 */
function useTechnologyCatalogue(): TechnologyCatalogue | null {
  const [catalogue, setCatalogue] = useState<TechnologyCatalogue | null>(null);
  useEffect(() => {
    let active = true;
    void loadTechnologyCatalogue().then((loaded) => {
      if (active) setCatalogue(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return catalogue;
}

export { loadTechnologyCatalogue, useTechnologyCatalogue };
