// Writes public/template-feedback-pdf/informe-feedback-ejemplo.pdf: the sample feedback report that the assessment
// section offers for download, built from the domain's fictitious report. Runs before every web build; the output
// is reproducible (fixed dates) and not committed. Needs the built domain package.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND } from "@nivelia/domain/brand";
import {
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_TYPES,
  overallScore,
  SAMPLE_FEEDBACK_NOTICE,
  SAMPLE_FEEDBACK_PDF,
  SAMPLE_FEEDBACK_REPORT,
  type SampleFeedbackReport,
} from "@nivelia/domain/content";
import { type Color, PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import {
  CONTENT_WIDTH,
  MARGIN,
  PAGE_SIZE,
  PDF_COLORS,
  type PdfFonts,
  PdfWriter,
  wrap,
} from "../src/lib/pdf-writer.ts";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

/** Space every page keeps free for the footer. */
const FOOTER_HEIGHT = 56;
const COLORS = PDF_COLORS;

interface Fonts extends PdfFonts {
  mono: PDFFont;
}

/** The shared writer, plus the report's bullet lists and code blocks. */
class ReportWriter extends PdfWriter {
  readonly mono: PDFFont;

  constructor(pdf: PDFDocument, fonts: Fonts) {
    super(pdf, fonts, FOOTER_HEIGHT);
    this.mono = fonts.mono;
  }

  bullets(items: readonly string[], color: Color = COLORS.primary): void {
    for (const item of items) {
      this.ensure(16);
      const top = this.y;
      this.paragraph(item, { indent: 14, after: 3 });
      this.page.drawText("•", {
        x: MARGIN + 2,
        y: top - 10.5 * 1.1,
        size: 10.5,
        font: this.fonts.bold,
        color,
      });
    }
    this.y -= 4;
  }

  /** A grey box with monospaced lines; it is kept on one page. */
  codeBlock(caption: string, lines: readonly string[]): void {
    const size = 8.5;
    const leading = size * 1.45;
    // Indentation is meaningful in code: keep it, and repeat it on wrapped continuation lines.
    const wrapped = lines.flatMap((line) => {
      const indent = /^ */.exec(line)?.[0] ?? "";
      const width = CONTENT_WIDTH - 20 - this.mono.widthOfTextAtSize(indent, size);
      const parts = wrap(line.trimStart(), this.mono, size, width);
      return parts.length === 0 ? [""] : parts.map((part) => `${indent}${part}`);
    });
    const height = wrapped.length * leading + 34;
    this.ensure(height);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: COLORS.code,
      borderColor: COLORS.border,
      borderWidth: 1,
    });
    this.page.drawText(caption, {
      x: MARGIN + 10,
      y: this.y - 16,
      size: 9,
      font: this.fonts.bold,
      color: COLORS.muted,
    });
    let lineY = this.y - 30;
    for (const line of wrapped) {
      lineY -= leading;
      this.page.drawText(line, {
        x: MARGIN + 10,
        y: lineY + 3,
        size,
        font: this.mono,
        color: COLORS.text,
      });
    }
    this.y -= height + 10;
  }
}

function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function assessmentTypeOf(id: string) {
  const type = ASSESSMENT_TYPES.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`The sample report scores an unknown assessment type: ${id}`);
  return type;
}

function categoryLabelOf(id: string): string {
  return ASSESSMENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

function drawCover(writer: ReportWriter, report: SampleFeedbackReport): void {
  const { page, fonts } = writer;
  const [width, height] = PAGE_SIZE;
  page.drawRectangle({ x: 0, y: height - 170, width, height: 170, color: COLORS.primary });
  page.drawText(BRAND.productName, {
    x: MARGIN,
    y: height - 78,
    size: 30,
    font: fonts.bold,
    color: COLORS.white,
  });
  page.drawText(report.title, {
    x: MARGIN,
    y: height - 110,
    size: 18,
    font: fonts.regular,
    color: COLORS.white,
  });
  page.drawText(BRAND.siteHost, {
    x: MARGIN,
    y: height - 136,
    size: 10,
    font: fonts.regular,
    color: COLORS.white,
  });

  // The fictitious-data notice, unmissable on the cover.
  const noticeSize = 11;
  const noticeWidth = fonts.bold.widthOfTextAtSize(SAMPLE_FEEDBACK_NOTICE, noticeSize) + 24;
  page.drawRectangle({ x: MARGIN, y: height - 214, width: noticeWidth, height: 26, color: COLORS.notice });
  page.drawText(SAMPLE_FEEDBACK_NOTICE, {
    x: MARGIN + 12,
    y: height - 205,
    size: noticeSize,
    font: fonts.bold,
    color: COLORS.noticeText,
  });

  writer.y = height - 240;
  writer.paragraph("Candidato evaluado", { color: COLORS.muted, size: 10 });
  writer.paragraph(report.candidateAlias, { font: fonts.bold, size: 26, after: 14 });

  const types = report.scores.map((item) => assessmentTypeOf(item.assessmentTypeId));
  const totalMinutes = types.reduce((sum, type) => sum + type.durationMinutes, 0);
  const facts: Array<[string, string]> = [
    ["Puesto", report.role],
    ["Stack evaluado", report.stack.join(" · ")],
    ["Fecha de evaluación", formatDate(report.evaluatedOn)],
    ["Pruebas realizadas", `${report.scores.length} (${totalMinutes} minutos en total)`],
    // The code /verify checks.
    ["Código de verificación", report.verificationCode],
  ];
  for (const [label, value] of facts) {
    writer.ensure(22);
    writer.page.drawText(label, {
      x: MARGIN,
      y: writer.y - 14,
      size: 10,
      font: fonts.bold,
      color: COLORS.muted,
    });
    writer.page.drawText(value, { x: MARGIN + 140, y: writer.y - 14, size: 11, font: fonts.regular });
    writer.y -= 24;
  }

  // Overall score panel.
  const overall = overallScore(report.scores);
  const panelHeight = 96;
  writer.y -= 16;
  writer.page.drawRectangle({
    x: MARGIN,
    y: writer.y - panelHeight,
    width: CONTENT_WIDTH,
    height: panelHeight,
    color: COLORS.primarySoft,
    borderColor: COLORS.primary,
    borderWidth: 1,
  });
  writer.page.drawText("Puntuación global", {
    x: MARGIN + 20,
    y: writer.y - 30,
    size: 12,
    font: fonts.bold,
    color: COLORS.primary,
  });
  writer.page.drawText(`${overall}/100`, {
    x: MARGIN + 20,
    y: writer.y - 74,
    size: 36,
    font: fonts.bold,
    color: COLORS.primary,
  });
  writer.page.drawText(report.recommendation.verdict, {
    x: MARGIN + 190,
    y: writer.y - 60,
    size: 13,
    font: fonts.bold,
    color: COLORS.good,
  });
  writer.y -= panelHeight + 24;
  writer.paragraph(report.summary, { color: COLORS.muted });
}

function drawScores(writer: ReportWriter, report: SampleFeedbackReport): void {
  writer.heading("Resultados por prueba");
  for (const item of report.scores) {
    const type = assessmentTypeOf(item.assessmentTypeId);
    writer.ensure(80);
    const { page, fonts } = writer;
    page.drawText(type.title, { x: MARGIN, y: writer.y - 14, size: 12, font: fonts.bold });
    const scoreText = `${item.score}/100`;
    page.drawText(scoreText, {
      x: MARGIN + CONTENT_WIDTH - fonts.bold.widthOfTextAtSize(scoreText, 12),
      y: writer.y - 14,
      size: 12,
      font: fonts.bold,
      color: COLORS.primary,
    });
    page.drawText(`${categoryLabelOf(type.category)} · ${type.durationMinutes} minutos`, {
      x: MARGIN,
      y: writer.y - 28,
      size: 9,
      font: fonts.regular,
      color: COLORS.muted,
    });
    page.drawRectangle({
      x: MARGIN,
      y: writer.y - 40,
      width: CONTENT_WIDTH,
      height: 6,
      color: COLORS.border,
    });
    page.drawRectangle({
      x: MARGIN,
      y: writer.y - 40,
      width: (CONTENT_WIDTH * item.score) / 100,
      height: 6,
      color: COLORS.primary,
    });
    writer.y -= 44;
    writer.paragraph(item.comment, { size: 10, color: COLORS.text, after: 12 });
  }
}

function drawCodeReview(writer: ReportWriter, report: SampleFeedbackReport): void {
  writer.heading("Extracto de la revisión de código");
  writer.codeBlock(report.codeReview.file, report.codeReview.lines);
  for (const note of report.codeReview.notes) {
    const good = note.startsWith("+");
    writer.paragraph(note, { color: good ? COLORS.good : COLORS.bad, size: 10, after: 3 });
  }
}

function drawRecommendation(writer: ReportWriter, report: SampleFeedbackReport): void {
  writer.heading("Recomendación");
  writer.paragraph(report.recommendation.verdict, { font: writer.fonts.bold, size: 13, color: COLORS.good });
  writer.paragraph(report.recommendation.summary, { after: 10 });
  writer.paragraph("Preguntas sugeridas para la entrevista final", { font: writer.fonts.bold, size: 11 });
  writer.bullets(report.recommendation.interviewQuestions);
}

/** Product name, notice and page number at the bottom of every page. */
function drawFooters(pdf: PDFDocument, fonts: Fonts, report: SampleFeedbackReport): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const y = MARGIN - 8;
    page.drawLine({
      start: { x: MARGIN, y: y + 22 },
      end: { x: MARGIN + CONTENT_WIDTH, y: y + 22 },
      thickness: 0.75,
      color: COLORS.border,
    });
    page.drawText(`${BRAND.productName} · ${report.title}`, {
      x: MARGIN,
      y: y + 8,
      size: 8.5,
      font: fonts.bold,
      color: COLORS.muted,
    });
    page.drawText(SAMPLE_FEEDBACK_NOTICE, {
      x: MARGIN,
      y: y - 4,
      size: 8.5,
      font: fonts.regular,
      color: COLORS.muted,
    });
    const pageText = `Página ${index + 1} de ${pages.length}`;
    page.drawText(pageText, {
      x: MARGIN + CONTENT_WIDTH - fonts.regular.widthOfTextAtSize(pageText, 8.5),
      y: y + 8,
      size: 8.5,
      font: fonts.regular,
      color: COLORS.muted,
    });
  });
}

/** Builds the sample report; the same input always gives the same bytes. */
async function buildSampleFeedbackPdf(
  report: SampleFeedbackReport = SAMPLE_FEEDBACK_REPORT,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Helvetica and Courier use WinAnsi, which covers Spanish (á é í ó ú ñ ü ¿ ¡); anything else throws here.
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const date = new Date(`${report.evaluatedOn}T09:00:00Z`);
  pdf.setTitle(`${report.title} (ejemplo): ${report.candidateAlias}`);
  pdf.setSubject(SAMPLE_FEEDBACK_NOTICE);
  pdf.setAuthor(BRAND.productName);
  pdf.setCreator(BRAND.productName);
  pdf.setProducer(BRAND.productName);
  pdf.setKeywords(["feedback", "evaluación técnica", "ejemplo", "datos ficticios"]);
  pdf.setLanguage("es-ES");
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);

  const writer = new ReportWriter(pdf, fonts);
  drawCover(writer, report);
  // Each part starts on its own page, as in the product's reports.
  writer.newPage();
  drawScores(writer, report);
  writer.heading("Puntos fuertes");
  writer.bullets(report.strengths, COLORS.good);
  writer.newPage();
  writer.heading("Áreas de mejora");
  writer.bullets(report.improvements, COLORS.bad);
  drawCodeReview(writer, report);
  drawRecommendation(writer, report);
  drawFooters(pdf, fonts, report);
  return pdf.save({ useObjectStreams: false });
}

/** Writes the sample report under `<root>/template-feedback-pdf/` and returns the file's path. */
async function writeSampleFeedbackPdf(root: string = publicDir): Promise<string> {
  const folder = join(root, SAMPLE_FEEDBACK_PDF.folder);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, SAMPLE_FEEDBACK_PDF.fileName);
  writeFileSync(file, await buildSampleFeedbackPdf());
  return file;
}

if (import.meta.main) {
  const file = await writeSampleFeedbackPdf();
  console.log(`Sample feedback report written to ${file}`);
}

export { buildSampleFeedbackPdf, writeSampleFeedbackPdf };
