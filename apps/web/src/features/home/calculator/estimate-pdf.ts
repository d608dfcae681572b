import { BRAND } from "@nivelia/domain/brand";
import {
  computeHiringCost,
  describeHiringCost,
  formatInputValue,
  HIRING_COST_INPUT_FIELDS,
  HIRING_COST_PANEL_TITLES,
  type HiringCostFigure,
  type HiringCostInputs,
} from "@nivelia/domain/calculator";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/** Name of the downloaded file. */
export const ESTIMATE_PDF_FILE_NAME = `estimacion-costes-${BRAND.productName.toLowerCase()}.pdf`;

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const PRIMARY = rgb(0.26, 0.22, 0.79);

const LONG_DATE = new Intl.DateTimeFormat("es-ES", { dateStyle: "long" });

/** The standard PDF fonts use WinAnsi, which has no narrow no-break space; a plain space reads the same. */
const pdfText = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** Splits text into lines that fit the width, breaking inside a word (a long URL) when it must. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

/** Writes top to bottom on one page. */
class PageWriter {
  private y = PAGE_HEIGHT - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  paragraph(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; after?: number } = {},
  ) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(pdfText(text), font, size, CONTENT_WIDTH)) {
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.after ?? 6;
  }

  /** A label on the left and its value right-aligned, as in the calculator's panels. */
  row(label: string, value: string) {
    const size = 11;
    this.y -= size * 1.6;
    const text = pdfText(value);
    this.page.drawText(pdfText(label), { x: MARGIN, y: this.y, size, font: this.regular, color: MUTED });
    const width = this.bold.widthOfTextAtSize(text, size);
    this.page.drawText(text, {
      x: PAGE_WIDTH - MARGIN - width,
      y: this.y,
      size,
      font: this.bold,
      color: INK,
    });
  }

  rule() {
    this.y -= 10;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 4;
  }

  heading(text: string) {
    this.y -= 12;
    this.paragraph(text, { size: 14, bold: true, color: PRIMARY, after: 0 });
  }

  figures(figures: readonly HiringCostFigure[]) {
    for (const figure of figures) this.row(figure.label, figure.value);
  }
}

/** A one-page PDF of the estimate: the inputs, both result panels, the site and the date. */
export async function buildEstimatePdf(inputs: HiringCostInputs, shareUrl: string, date: Date) {
  const document = await PDFDocument.create();
  document.setTitle(`Estimación de costes de contratación técnica | ${BRAND.productName}`);
  document.setAuthor(BRAND.productName);
  document.setLanguage("es-ES");
  document.setCreationDate(date);
  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const writer = new PageWriter(
    page,
    await document.embedFont(StandardFonts.Helvetica),
    await document.embedFont(StandardFonts.HelveticaBold),
  );
  const figures = describeHiringCost(computeHiringCost(inputs));

  writer.paragraph(`${BRAND.productName} · ${BRAND.siteUrl}`, { size: 10, color: MUTED, after: 2 });
  writer.paragraph("Estimación de costes de contratación técnica", { size: 20, bold: true, after: 2 });
  writer.paragraph(`Generada el ${LONG_DATE.format(date)}`, { size: 10, color: MUTED });
  writer.rule();

  writer.heading("Datos de tu proceso de selección");
  for (const field of HIRING_COST_INPUT_FIELDS) writer.row(field.label, formatInputValue(field, inputs));

  writer.heading(`${HIRING_COST_PANEL_TITLES.withoutProduct}: lo que os cuesta hoy cada mes`);
  writer.figures(figures.withoutProduct);

  writer.heading(`${HIRING_COST_PANEL_TITLES.withProduct}`);
  writer.figures(figures.withProduct);
  writer.rule();

  writer.paragraph(
    `Estimación orientativa calculada con la calculadora de costes de ${BRAND.productName}. Puedes volver a abrirla o compartirla con este enlace:`,
    { size: 9, color: MUTED, after: 0 },
  );
  writer.paragraph(shareUrl, { size: 9, color: PRIMARY });

  return document.save();
}

/** Builds the PDF and hands it to the browser as a download. */
export async function downloadEstimatePdf(inputs: HiringCostInputs, shareUrl: string): Promise<void> {
  const bytes = await buildEstimatePdf(inputs, shareUrl, new Date());
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: "application/pdf" }));
  const link = window.document.createElement("a");
  link.href = url;
  link.download = ESTIMATE_PDF_FILE_NAME;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
