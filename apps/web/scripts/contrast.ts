// WCAG 2.2 contrast of two colours, for the icon generator (tech-icons.ts) and the browser tests.

/** WCAG relative luminance of a six-digit hex colour, with or without '#'. */
export function relativeLuminance(hex: string): number {
  const value = hex.replace(/^#/, "");
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(value.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(luminanceA: number, luminanceB: number): number {
  const [lighter, darker] = luminanceA > luminanceB ? [luminanceA, luminanceB] : [luminanceB, luminanceA];
  return (lighter + 0.05) / (darker + 0.05);
}
