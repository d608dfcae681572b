import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, htmlFiles } from "./built-pages.ts";
import { conflicts, overridden } from "./class-conflicts.ts";

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
    const found = htmlFiles().flatMap((file) =>
      conflicts(
        Array.from(readFileSync(file, "utf8").matchAll(/\sclass="([^"]*)"/g), ([, value = ""]) =>
          value.replaceAll("&amp;", "&"),
        ),
      ).map((line) => `${file.slice(CLIENT_DIR.length)}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
