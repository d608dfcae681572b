import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conflicts, overridden } from "./class-conflicts.ts";

// Reads the build's prerendered pages, so run the web build first (`npm test` does).
const CLIENT_DIR = join(import.meta.dirname, "..", process.env.WEB_OUT_DIR ?? "dist", "client");

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : pages(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

describe("class conflicts", () => {
  it("finds a utility that a later one overrides, and nothing in a list without one", () => {
    expect(overridden("flex h-10 w-full h-12")).toEqual(["h-10"]);
    expect(overridden("px-4 py-2 p-0")).toEqual(["px-4", "py-2"]);
    expect(overridden("text-sm md:text-base hover:bg-accent bg-card")).toEqual([]);
    expect(conflicts(["flex h-10 h-12", "flex gap-2", "flex h-10 h-12"])).toEqual([
      'h-10 in "flex h-10 h-12"',
    ]);
  });

  it("no element of a prerendered page has two utilities for one property", () => {
    const found = pages(CLIENT_DIR).flatMap((file) =>
      conflicts(
        Array.from(readFileSync(file, "utf8").matchAll(/\sclass="([^"]*)"/g), ([, value = ""]) =>
          value.replaceAll("&amp;", "&"),
        ),
      ).map((line) => `${file.slice(CLIENT_DIR.length)}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
