import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The calculator, form and tool entries ship on pages that never show the catalogue, so they must not reach it.
const SRC = dirname(fileURLToPath(import.meta.url));
const LIGHT_ENTRIES = ["calculator", "forms", "tools"];
const HEAVY_FOLDERS = ["technologies", "stacks"];

const IMPORT_SPECIFIER =
  /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function importSpecifiers(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? match[2] ?? "");
}

function resolveSourceFile(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

// Follows relative imports transitively, so a detour through a shared module is caught too.
function reachableFiles(start: string): string[] {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importSpecifiers(file)) {
      if (!specifier.startsWith(".")) continue;
      const target = resolveSourceFile(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen];
}

describe("bundle boundaries", () => {
  const entryFiles = LIGHT_ENTRIES.flatMap((folder) => sourceFiles(join(SRC, folder)));

  it("has source files to check", () => {
    expect(entryFiles.length).toBeGreaterThanOrEqual(LIGHT_ENTRIES.length);
  });

  it.each(entryFiles.map((file) => [relative(SRC, file), file]))(
    "%s never imports the catalogue",
    (_, file) => {
      for (const specifier of importSpecifiers(file)) {
        expect(specifier).not.toMatch(/(^|\/)(technologies|stacks)(\/|$)/);
      }
      const reached = reachableFiles(file).map((reachedFile) => relative(SRC, reachedFile));
      for (const reachedFile of reached) {
        expect(HEAVY_FOLDERS.some((folder) => reachedFile.startsWith(`${folder}/`))).toBe(false);
      }
    },
  );
});
