// Writes public/tech-icons/<key>.svg for every catalogue entry: the simple-icons logo in its brand colour,
// or a generated monogram for technologies simple-icons does not have. Files of removed entries are deleted.
// Needs the built domain package: `pnpm --filter @nivelia/domain build && node scripts/tech-icons.ts`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Technology } from "@nivelia/domain/technologies";
import { monogramFor, TECHNOLOGIES, technologyIconPath } from "@nivelia/domain/technologies";
import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { contrastRatio, relativeLuminance } from "./contrast.ts";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

// Brand colours lighter than this vanish on the white cards (yellow JavaScript, pale Vault), so they go slate.
const MAX_BRAND_LUMINANCE = 0.6;
const LIGHT_BRAND_FALLBACK = "#334155";
// WCAG AA for normal text: the white initials on the monogram tile.
const MIN_MONOGRAM_CONTRAST = 4.5;
const WHITE_LUMINANCE = 1;

const iconsBySlug = new Map<string, SimpleIcon>(
  Object.values(simpleIcons).map((icon: SimpleIcon) => [icon.slug, icon]),
);

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

// FNV-1a: a stable hue per key, so a monogram keeps its colour from one run to the next.
function hueFor(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

/** A saturated tile colour for the key, darkened until white text on it reaches AA contrast. */
function monogramColourFor(key: string): string {
  const hue = hueFor(key);
  for (let lightness = 45; lightness > 0; lightness--) {
    const colour = hslToHex(hue, 65, lightness);
    if (contrastRatio(WHITE_LUMINANCE, relativeLuminance(colour)) >= MIN_MONOGRAM_CONTRAST) return colour;
  }
  return LIGHT_BRAND_FALLBACK;
}

function brandColourFor(icon: SimpleIcon): string {
  return relativeLuminance(icon.hex) > MAX_BRAND_LUMINANCE ? LIGHT_BRAND_FALLBACK : `#${icon.hex}`;
}

function iconSvg(technology: Technology, icon: SimpleIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 24 24"><title>${escapeXml(technology.name)}</title><path fill="${brandColourFor(icon)}" d="${icon.path}"/></svg>\n`;
}

function monogramSvg(technology: Technology): string {
  const letters = monogramFor(technology.name);
  const fontSize = [...letters].length > 1 ? 10.5 : 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 24 24"><title>${escapeXml(technology.name)}</title><rect width="24" height="24" rx="5" fill="${monogramColourFor(technology.key)}"/><text x="12" y="12.5" fill="#ffffff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(letters)}</text></svg>\n`;
}

function writeTechnologyIcons(): void {
  let icons = 0;
  let monograms = 0;
  const written = new Set<string>();
  for (const technology of TECHNOLOGIES) {
    const file = join(publicDir, technologyIconPath(technology));
    mkdirSync(dirname(file), { recursive: true });
    const icon = technology.icon === null ? undefined : iconsBySlug.get(technology.icon);
    if (technology.icon !== null && !icon) {
      throw new Error(`simple-icons has no icon "${technology.icon}" for ${technology.key}`);
    }
    writeFileSync(file, icon ? iconSvg(technology, icon) : monogramSvg(technology));
    written.add(file);
    if (icon) icons++;
    else monograms++;
  }

  let removed = 0;
  for (const folder of new Set([...written].map((file) => dirname(file)))) {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (name.endsWith(".svg") && !written.has(file)) {
        rmSync(file);
        removed++;
      }
    }
  }

  console.log(
    `tech-icons: ${icons} icons and ${monograms} monograms written, ${removed} stale files removed.`,
  );
}

writeTechnologyIcons();
