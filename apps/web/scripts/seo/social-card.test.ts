import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SOCIAL_CARD_DESIGN, socialCard } from "../../src/features/seo/page-meta";
import { renderSocialCard, renderSquarePng } from "./social-card";

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/**
 * The bytes of one card per design version. A change to the card's look changes them: raise SOCIAL_CARD_DESIGN
 * (so that every card gets a new file name and no cache keeps the old look) and record the new digest here.
 */
const DESIGN_DIGESTS: Record<number, string> = {
  1: "b2fbacec8740ac9d6965890f68ba43d35e539ac75a880550346670feb17c8a0b",
};

describe("social cards", () => {
  const card = socialCard(
    "/precios",
    "Precios de los planes y paquetes",
    "Early Access gratuito, plan Enterprise a 299 €/mes, plan Modular a medida y paquetes sueltos.",
  );

  it("draws a 1200×630 PNG", async () => {
    const png = await renderSocialCard(card);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("keeps the design its version promises", async () => {
    const digest = createHash("sha256")
      .update(await renderSocialCard(card))
      .digest("hex");
    expect(digest, `raise SOCIAL_CARD_DESIGN (now ${SOCIAL_CARD_DESIGN}) and record this digest`).toBe(
      DESIGN_DIGESTS[SOCIAL_CARD_DESIGN],
    );
  });

  it("names each card after its page and a fingerprint of its text", () => {
    expect(card.path).toMatch(/^\/og\/precios\.[0-9a-f]{8}\.png$/);
    expect(socialCard("/precios", "Otro título", card.description).path).not.toBe(card.path);
    expect(socialCard("/", "Inicio", "Texto").path).toMatch(/^\/og\/inicio\./);
  });

  it("draws the square logo at the size asked", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4338ca"/></svg>';
    expect(pngSize(renderSquarePng(svg, 512))).toEqual({ width: 512, height: 512 });
  });
});
