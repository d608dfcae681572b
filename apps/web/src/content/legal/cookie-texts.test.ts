import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY, SITE_STORAGE } from "@nivelia/domain/site/cookies";
import { THEME_STORAGE_KEY } from "@nivelia/ui";
import { describe, expect, it } from "vitest";
import { COOKIE_BANNER, STORAGE_DESCRIPTIONS, USED_CATEGORIES } from "./cookie-texts";

describe("the cookie policy's storage list", () => {
  it("lists every local-storage key the consent code and the theme write", () => {
    const localKeys = SITE_STORAGE.filter((entry) => entry.kind === "localStorage").map(
      (entry) => entry.name,
    );
    expect(localKeys.sort()).toEqual([COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY, THEME_STORAGE_KEY].sort());
  });

  it("describes each entry with its owner, purpose and duration, and nothing the list does not hold", () => {
    expect(Object.keys(STORAGE_DESCRIPTIONS).sort()).toEqual(SITE_STORAGE.map((entry) => entry.name).sort());
    for (const description of Object.values(STORAGE_DESCRIPTIONS)) {
      expect(description.owner).not.toBe("");
      expect(description.purpose.length).toBeGreaterThan(20);
      expect(description.duration).not.toBe("");
    }
  });
});

describe("the cookie banner's first layer", () => {
  const text = COOKIE_BANNER.sentences.join(" ");

  it("names the owner and every third party that can set a cookie", () => {
    expect(text).toContain("Nivelia");
    for (const name of ["Google Analytics", "Hotjar"]) expect(text).toContain(name);
  });

  it("describes only the categories the site stores something in", () => {
    expect(USED_CATEGORIES.has("functional")).toBe(false);
    expect(text).not.toMatch(/funcional/i);
    expect(text).toMatch(/analític/);
  });
});
