// Draws a page's social card (1200×630 PNG) from its text and the brand: satori lays the card out as SVG with the
// site's own font files (Inter, from @fontsource), resvg turns it into pixels. Nothing is fetched.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BRAND } from "@nivelia/domain/brand";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { SOCIAL_IMAGE_SIZE, type SocialCard } from "../../src/features/seo/page-meta.ts";

const INDIGO = "#4338ca";
const INDIGO_DARK = "#312e81";
const INDIGO_LIGHT = "#c7d2fe";
/** The card's width less its side padding: text wraps inside it. */
const TEXT_WIDTH = 1040;

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let fonts: Font[] | undefined;
/** Inter 400 and 700, the weights the card uses (satori reads WOFF, not WOFF2). */
function cardFonts(): Font[] {
  fonts ??= [400, 700].map((weight) => ({
    name: "Inter",
    data: fontFile(weight),
    weight: weight as Font["weight"],
    style: "normal" as const,
  }));
  return fonts;
}

/** The favicon's mark: a white N on a rounded indigo square. */
const LOGO_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M9 23V9h3l8 9.5V9h3v14h-3l-8-9.5V23z" fill="${INDIGO}"/></svg>`;

/** Long headings get a smaller size so that heading and description always fit. */
const headingSize = (heading: string) => (heading.length > 40 ? 60 : 72);

function cardTree(card: SocialCard): ReactNode {
  return h(
    "div",
    {
      style: {
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: "64px 80px",
        backgroundColor: INDIGO,
        backgroundImage: `linear-gradient(135deg, ${INDIGO} 0%, ${INDIGO_DARK} 100%)`,
        color: "#ffffff",
        fontFamily: "Inter",
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 20 } },
      h("img", {
        src: `data:image/svg+xml;base64,${Buffer.from(LOGO_MARK).toString("base64")}`,
        width: 64,
        height: 64,
      }),
      h("div", { style: { fontSize: 40, fontWeight: 700 } }, BRAND.productName),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", gap: 20, width: TEXT_WIDTH, marginTop: 96 } },
      h(
        "div",
        {
          style: {
            fontSize: 26,
            fontWeight: 700,
            color: INDIGO_LIGHT,
            textTransform: "uppercase",
            letterSpacing: 2,
          },
        },
        card.eyebrow,
      ),
      h(
        "div",
        {
          style: {
            display: "flex",
            width: TEXT_WIDTH,
            fontSize: headingSize(card.heading),
            fontWeight: 700,
            lineHeight: 1.1,
          },
        },
        card.heading,
      ),
      h(
        "div",
        {
          style: { display: "flex", width: TEXT_WIDTH, fontSize: 28, lineHeight: 1.35, color: INDIGO_LIGHT },
        },
        card.description,
      ),
    ),
  );
}

/** The card as PNG bytes, exactly 1200×630. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const svg = await satori(cardTree(card), { ...SOCIAL_IMAGE_SIZE, fonts: cardFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_IMAGE_SIZE.width } }).render().asPng();
}

/** A square PNG of an SVG file (the favicon), for the Organization's logo. */
export function renderSquarePng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}
