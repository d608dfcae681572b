// Which source module holds each deferred part's code (`lazyHydrated("name", () => import("./module"))`) and each
// named dialog's (`lazyDialog("name", () => import("./module"))`), written next to Vite's manifest as
// `.vite/part-modules.json`. The prerender turns it into each page's list of chunks per name, so that the
// early-events script can fetch a part's code (and its small dialogs), or the dialog a trigger opens
// (`data-opens="name"`), the moment a visitor shows intent, before React and the router have even arrived.
import { relative } from "node:path";
import type { Plugin } from "vite";

/** Where the plugin writes its map, inside the client build. */
export const PART_MODULES_FILE = ".vite/part-modules.json";

/** Part or dialog name → manifest keys (source paths relative to the app's root) of the modules that render it. */
export type PartModules = Record<string, string[]>;

const CALL = /\b(lazyHydrated|lazyDialog)\(\s*"([^"]+)",\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/g;
const ANY_CALL = /\b(lazyHydrated|lazyDialog)\(\s*"/g;

export function partModulesPlugin(): Plugin {
  const parts: PartModules = {};
  const kinds = new Map<string, string>();
  let root = process.cwd();
  return {
    name: "nivelia:part-modules",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || !/\b(lazyHydrated|lazyDialog)\(/.test(code)) return null;
      const calls = [...code.matchAll(CALL)];
      // A call written another way would silently lose its early fetch: the build says so instead.
      if (calls.length !== (code.match(ANY_CALL) ?? []).length) {
        this.error(
          `${relative(root, id)}: write lazyHydrated/lazyDialog("name", () => import("./module")...) literally`,
        );
      }
      for (const [, kind = "", name = "", specifier = ""] of calls) {
        // One name per thing: a part and a dialog sharing one would fetch each other's code.
        if ((kinds.get(name) ?? kind) !== kind) this.error(`"${name}" names both a part and a dialog`);
        kinds.set(name, kind);
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`${relative(root, id)}: cannot resolve ${specifier}`);
        const key = relative(root, resolved.id).split("\\").join("/");
        const keys = parts[name] ?? [];
        if (!keys.includes(key)) parts[name] = [...keys, key];
      }
      return null;
    },
    generateBundle() {
      const sorted = Object.fromEntries(Object.entries(parts).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: "asset",
        fileName: PART_MODULES_FILE,
        source: `${JSON.stringify(sorted, null, 2)}\n`,
      });
    },
  };
}
