import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "./catalogue/index";
import { loadTechnology, loadTechnologyFamily } from "./families";
import { TECHNOLOGY_FAMILIES } from "./types";

describe("the catalogue one tab at a time", () => {
  it("loads every entry of the catalogue from its own tab, unchanged", async () => {
    for (const technology of TECHNOLOGIES) {
      expect(await loadTechnology(technology.key)).toBe(technology);
    }
  });

  it("holds in each tab exactly the entries of that family, in catalogue order", async () => {
    for (const family of TECHNOLOGY_FAMILIES) {
      expect(await loadTechnologyFamily(family)).toEqual(
        TECHNOLOGIES.filter((technology) => technology.family === family),
      );
    }
  });

  it("has no entry for a key the catalogue does not know", async () => {
    expect(await loadTechnology("no-existe")).toBeUndefined();
  });
});
