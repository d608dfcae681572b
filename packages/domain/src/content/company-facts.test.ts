import { describe, expect, it } from "vitest";
import { countOf, demoVideoFromUrl } from "./company-facts";
import { checkLegalIdentity, controllerName, LEGAL_IDENTITY } from "./legal-identity";

describe("demoVideoFromUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=10",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("reads the video of %s", (url) => {
    expect(demoVideoFromUrl(url)).toEqual({
      watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    });
  });

  it.each([
    [undefined, "missing"],
    ["", "empty"],
    ["https://www.youtube.com/watch?v=nivelia-demo", "an id that cannot exist"],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", "not https"],
    ["https://vimeo.com/123456", "another host"],
    ["https://evil.example/watch?v=dQw4w9WgXcQ", "a look-alike path on another host"],
    ["not a url", "not a URL"],
  ] as const)("gives none for %s (%s)", (url, _why) => {
    expect(demoVideoFromUrl(url)).toBeNull();
  });
});

describe("countOf", () => {
  it("uses the plan units in singular and plural", () => {
    expect(countOf(1, "recruiter")).toBe("1 recruiter");
    expect(countOf(3, "process")).toBe("3 procesos de selección");
    expect(countOf(20, "candidate")).toBe("20 candidatos");
  });
});

describe("the legal identity", () => {
  it("has a tax id whose check character is right, even while provisional", () => {
    expect(checkLegalIdentity(LEGAL_IDENTITY).errors).toEqual([]);
  });

  it("reports a wrong check character as an error and each placeholder by its label", () => {
    const wrong = {
      ...LEGAL_IDENTITY,
      taxId: { label: "NIF", value: "B12345675", placeholder: false },
      legalName: { label: "Titular", value: "Ejemplo, S.L.", placeholder: true },
    };
    const result = checkLegalIdentity(wrong);
    expect(result.errors).toHaveLength(1);
    expect(result.placeholders).toContain("Titular");
    expect(result.placeholders).not.toContain("NIF");
  });

  it("names the brand, never a provisional legal name, as the controller in running text", () => {
    const provisional = { ...LEGAL_IDENTITY, legalName: { ...LEGAL_IDENTITY.legalName, placeholder: true } };
    expect(controllerName(provisional)).toBe("Nivelia");
    const confirmed = {
      ...LEGAL_IDENTITY,
      legalName: { label: "Titular", value: "Nivelia Technologies, S.L.", placeholder: false },
    };
    expect(controllerName(confirmed)).toBe("Nivelia Technologies, S.L.");
  });
});
