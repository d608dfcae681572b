// The one PDF layout toolkit of the site: the build's sample feedback report and the calculator's estimate both
// write with it. Only pdf-lib is imported, so the build script can load this file directly with Node.
import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** A4 in points. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const CONTENT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN;

function hex(value: string): Color {
  const channel = (start: number) => Number.parseInt(value.slice(start, start + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** The site's theme colours, so the documents look like the product. */
export const PDF_COLORS = {
  primary: hex("#4338ca"),
  primarySoft: hex("#eef2ff"),
  text: hex("#0f172a"),
  muted: hex("#475569"),
  border: hex("#e2e8f0"),
  code: hex("#f1f5f9"),
  good: hex("#15803d"),
  bad: hex("#b91c1c"),
  notice: hex("#fef3c7"),
  noticeText: hex("#78350f"),
  white: rgb(1, 1, 1),
} as const;

/** The standard PDF fonts use WinAnsi, which has no (narrow) no-break space; a plain space reads the same. */
export function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

/** Splits text into lines that fit the width, breaking inside a word (a long URL) only when it must. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of word) {
      if (font.widthOfTextAtSize(line + char, size) > width && line) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: Color;
  indent?: number;
  /** Extra space after the paragraph. */
  after?: number;
}

/** Lays text out top to bottom, starting a new page when the current one is full (above `footerHeight`). */
export class PdfWriter {
  // No parameter properties: Node loads this file for the build script by stripping types only.
  readonly pdf: PDFDocument;
  readonly fonts: PdfFonts;
  readonly footerHeight: number;
  page: PDFPage;
  y: number;

  constructor(pdf: PDFDocument, fonts: PdfFonts, footerHeight = 0) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.footerHeight = footerHeight;
    this.page = pdf.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  newPage(): void {
    this.page = this.pdf.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  /** Makes sure `height` points fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + this.footerHeight) this.newPage();
  }

  paragraph(text: string, style: TextStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? 10.5;
    const indent = style.indent ?? 0;
    const leading = size * 1.4;
    for (const line of wrap(pdfText(text), font, size, CONTENT_WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + size * 0.3,
        size,
        font,
        color: style.color ?? PDF_COLORS.text,
      });
    }
    this.y -= style.after ?? 4;
  }

  /** A section title in the theme colour, with a rule under it. */
  heading(text: string): void {
    this.ensure(48);
    this.y -= 10;
    this.paragraph(text, { font: this.fonts.bold, size: 16, color: PDF_COLORS.primary, after: 2 });
    this.rule();
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 1,
      color: PDF_COLORS.border,
    });
    this.y -= 10;
  }

  /** A label on the left and its value right-aligned. */
  row(label: string, value: string, size = 11): void {
    this.ensure(size * 1.6);
    this.y -= size * 1.6;
    const text = pdfText(value);
    this.page.drawText(pdfText(label), {
      x: MARGIN,
      y: this.y,
      size,
      font: this.fonts.regular,
      color: PDF_COLORS.muted,
    });
    this.page.drawText(text, {
      x: MARGIN + CONTENT_WIDTH - this.fonts.bold.widthOfTextAtSize(text, size),
      y: this.y,
      size,
      font: this.fonts.bold,
      color: PDF_COLORS.text,
    });
  }
}
