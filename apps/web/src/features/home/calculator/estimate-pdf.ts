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
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PDF_COLORS, PdfWriter } from "../../../lib/pdf-writer";

/** Name of the downloaded file. */
const ESTIMATE_PDF_FILE_NAME = `estimacion-costes-${BRAND.productName.toLowerCase()}.pdf`;

const LONG_DATE = new Intl.DateTimeFormat("es-ES", { dateStyle: "long" });

/** A one-page PDF of the estimate: the inputs, both result panels, the site and the date. */
async function buildEstimatePdf(inputs: HiringCostInputs, shareUrl: string, date: Date) {
  const document = await PDFDocument.create();
  document.setTitle(`Estimación de costes de contratación técnica | ${BRAND.productName}`);
  document.setAuthor(BRAND.productName);
  document.setLanguage("es-ES");
  document.setCreationDate(date);
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new PdfWriter(document, fonts);
  const figures = (list: readonly HiringCostFigure[]) => {
    for (const figure of list) writer.row(figure.label, figure.value);
  };
  const panels = describeHiringCost(computeHiringCost(inputs));
  const muted = { size: 10, color: PDF_COLORS.muted };

  writer.paragraph(`${BRAND.productName} · ${BRAND.siteUrl}`, { ...muted, after: 2 });
  writer.paragraph("Estimación de costes de contratación técnica", { font: fonts.bold, size: 20, after: 2 });
  writer.paragraph(`Generada el ${LONG_DATE.format(date)}`, muted);
  writer.rule();

  writer.heading("Datos de tu proceso de selección");
  for (const field of HIRING_COST_INPUT_FIELDS) writer.row(field.label, formatInputValue(field, inputs));

  writer.heading(`${HIRING_COST_PANEL_TITLES.withoutProduct}: lo que os cuesta hoy cada mes`);
  figures(panels.withoutProduct);

  writer.heading(`${HIRING_COST_PANEL_TITLES.withProduct}`);
  figures(panels.withProduct);
  writer.y -= 10;
  writer.rule();

  writer.paragraph(
    `Estimación orientativa calculada con la calculadora de costes de ${BRAND.productName}. Puedes volver a abrirla o compartirla con este enlace:`,
    { size: 9, color: PDF_COLORS.muted, after: 0 },
  );
  writer.paragraph(shareUrl, { size: 9, color: PDF_COLORS.primary });

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
