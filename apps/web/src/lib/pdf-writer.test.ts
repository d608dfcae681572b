import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CONTENT_WIDTH, MARGIN, PAGE_SIZE, PdfWriter, pdfText, wrap } from "./pdf-writer";

async function helvetica() {
  const pdf = await PDFDocument.create();
  return { pdf, font: await pdf.embedFont(StandardFonts.Helvetica) };
}

describe("wrap", () => {
  it("fits every line in the width, breaking a word longer than a line", async () => {
    const { font } = await helvetica();
    const url = `https://nivelia.es/?${"processesPerMonth=20&".repeat(12)}`;
    const lines = wrap(`Abre la estimación en ${url} cuando quieras`, font, 9, 200);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(200);
    expect(lines.join(" ").replaceAll(" ", "")).toBe(`Abrelaestimaciónen${url}cuandoquieras`);
  });

  it("keeps short text on one line and gives no line for empty text", async () => {
    const { font } = await helvetica();
    expect(wrap("Hola mundo", font, 10, 300)).toEqual(["Hola mundo"]);
    expect(wrap("", font, 10, 300)).toEqual([]);
  });
});

describe("PdfWriter", () => {
  it("starts a new page when the text reaches the footer", async () => {
    const { pdf, font } = await helvetica();
    const writer = new PdfWriter(pdf, { regular: font, bold: font }, 56);
    for (let index = 0; index < 80; index += 1) writer.paragraph(`Línea ${index}`);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(writer.y).toBeGreaterThanOrEqual(MARGIN + 56);
    expect(PAGE_SIZE[0] - 2 * MARGIN).toBe(CONTENT_WIDTH);
  });

  it("writes no-break spaces as plain spaces, which the standard fonts can encode", () => {
    expect(pdfText("6300\u00a0€ y 15\u202f%")).toBe("6300 € y 15 %");
  });
});
