import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BRAND } from "@nivelia/domain/brand";
import {
  ASSESSMENT_TYPES,
  overallScore,
  SAMPLE_FEEDBACK_NOTICE,
  SAMPLE_FEEDBACK_PDF,
  SAMPLE_FEEDBACK_REPORT,
} from "@nivelia/domain/content";
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { buildSampleFeedbackPdf, writeSampleFeedbackPdf } from "./sample-feedback-pdf";

const winAnsi = new TextDecoder("windows-1252");

/** The text a page shows: pdf-lib writes each line as a hex string of WinAnsi codes. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .flatMap((operators) => [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map((match) => winAnsi.decode(Buffer.from(match[1] ?? "", "hex")))
    .join("\n");
}

const outDir = mkdtempSync(join(tmpdir(), "sample-feedback-pdf-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("sample feedback PDF", () => {
  it("is written as a real PDF of at least three pages with the fictitious notice", async () => {
    const file = await writeSampleFeedbackPdf(outDir);
    expect(file).toBe(join(outDir, SAMPLE_FEEDBACK_PDF.folder, SAMPLE_FEEDBACK_PDF.fileName));
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getSubject()).toBe(SAMPLE_FEEDBACK_NOTICE);
    expect(pdf.getTitle()).toContain(SAMPLE_FEEDBACK_REPORT.candidateAlias);
    for (const page of pdf.getPages()) {
      const text = pageText(page);
      expect(text).toContain(SAMPLE_FEEDBACK_NOTICE);
      expect(text).toContain(BRAND.productName);
    }
  });

  it("shows the cover, every scored test, the code review and the recommendation", async () => {
    const pdf = await PDFDocument.load(await buildSampleFeedbackPdf());
    const [cover = "", ...rest] = pdf.getPages().map(pageText);
    expect(cover).toContain(SAMPLE_FEEDBACK_REPORT.candidateAlias);
    expect(cover).toContain(SAMPLE_FEEDBACK_REPORT.role);
    expect(cover).toContain(SAMPLE_FEEDBACK_REPORT.stack.join(" · "));
    expect(cover).toContain("15 de septiembre de 2025");
    expect(cover).toContain(SAMPLE_FEEDBACK_REPORT.verificationCode);
    expect(cover).toContain(`${overallScore(SAMPLE_FEEDBACK_REPORT.scores)}/100`);

    const body = rest.join("\n");
    for (const item of SAMPLE_FEEDBACK_REPORT.scores) {
      const title = ASSESSMENT_TYPES.find((type) => type.id === item.assessmentTypeId)?.title;
      expect(title).toBeDefined();
      expect(body).toContain(title);
      expect(body).toContain(`${item.score}/100`);
    }
    for (const heading of [
      "Puntos fuertes",
      "Áreas de mejora",
      "Extracto de la revisión de código",
      "Recomendación",
    ]) {
      expect(body).toContain(heading);
    }
    // Code keeps its indentation.
    for (const line of SAMPLE_FEEDBACK_REPORT.codeReview.lines) expect(body).toContain(line);
    expect(body).toContain(SAMPLE_FEEDBACK_REPORT.recommendation.verdict);
  });

  it("encodes Spanish accents and punctuation", async () => {
    const spanish = "¿Qué tal? ¡Ánimo! á é í ó ú ñ Ñ ü";
    const pdf = await PDFDocument.load(
      await buildSampleFeedbackPdf({ ...SAMPLE_FEEDBACK_REPORT, candidateAlias: spanish }),
    );
    expect(pageText(pdf.getPage(0))).toContain(spanish);
  });

  it("refuses text the standard fonts cannot encode instead of printing garbage", async () => {
    await expect(
      buildSampleFeedbackPdf({ ...SAMPLE_FEEDBACK_REPORT, candidateAlias: "Candidato → 🚀" }),
    ).rejects.toThrow();
  });

  it("is reproducible: two builds give the same bytes", async () => {
    const [first, second] = await Promise.all([buildSampleFeedbackPdf(), buildSampleFeedbackPdf()]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
