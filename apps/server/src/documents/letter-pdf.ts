// Print letters (issue 19): one PDF of many letters for the print vendor, streamed page by page
// with pdfkit so that 10,000 letters take the memory of one (pdfmake builds the whole document
// first). Each letter's first page carries the return and recipient addresses where a #10
// double-window envelope shows them, then the body laid out from its blocks (docx-template.ts).
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import type { LetterBlock, LetterRun } from './docx-blocks';

export interface PrintLetter {
  /** The sender's lines (company, street, city), shown in the envelope's upper window. */
  returnAddress: string[];
  /** The recipient's lines, shown in the envelope's lower window. */
  recipientAddress: string[];
  blocks: LetterBlock[];
}

export interface LettersPdfOptions {
  title: string;
  /** Printed on both sides: each letter then starts on a front side. */
  isDoubleSided: boolean;
  /** Colour print draws table rules in grey; black and white keeps every mark black. */
  isColor?: boolean;
}

export interface LettersPdfSummary {
  letters: number;
  pages: number;
  /** The 1-based page each letter starts on, for the print vendor's manifest. */
  firstPageOfLetter: number[];
}

const inch = 72;
const pageHeight = 11 * inch;
const margin = 0.75 * inch;
const contentWidth = 8.5 * inch - 2 * margin;
const bodySize = 11;
const lineGap = 2;

/**
 * Where the windows of a #10 double-window envelope (4 1/8" × 9 1/2") fall on a tri-folded
 * 8 1/2" × 11" sheet, as PostalMethods' print-and-mail guide gives them
 * (https://www.postalmethods.com/resources/developers-guide/127): the return address within
 * 3 1/2" × 0.792" at 1/2" from the left and the top, the recipient's within 3 1/2" × 7/8" at 1/2"
 * from the left and 2.042" from the top, so that both show however the sheet shifts in the
 * envelope; the body starts 3 3/8" from the top. (On the envelope face the recipient window is
 * the common 1 1/8" × 4 1/2", 7/8" from the left and 1/2" from the bottom.) The addresses are
 * printed from the body's left margin, still inside those boxes.
 */
export const EnvelopeWindows = {
  returnAddress: { x: 0.5 * inch, y: 0.5 * inch, width: 3.5 * inch, height: 0.792 * inch },
  recipientAddress: { x: 0.5 * inch, y: 2.042 * inch, width: 3.5 * inch, height: 0.875 * inch },
  bodyTop: 3.375 * inch,
} as const;

type Box = (typeof EnvelopeWindows)['returnAddress'];

/** Address lines inside a window, at most 10 pt and smaller when many lines must fit. */
function drawAddress(doc: PDFKit.PDFDocument, lines: readonly string[], box: Box): void {
  const size = Math.min(10, box.height / Math.max(1, lines.length) / 1.2);
  const left = margin;
  const width = box.x + box.width - left;
  doc.font('Helvetica').fontSize(size);
  lines.forEach((line, k) => {
    const top = box.y + k * size * 1.2;
    doc.text(line, left, top, { width, height: size * 1.2, lineBreak: false, ellipsis: true });
  });
}

function fontOf(run: LetterRun): string {
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  return run.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

/** A paragraph's runs flowed across the content width; a tab prints as four spaces. */
function drawParagraph(
  doc: PDFKit.PDFDocument,
  block: Extract<LetterBlock, { kind: 'paragraph' }>,
): void {
  const runs = block.runs.filter((run) => run.text !== '');
  doc.x = margin;
  doc.fontSize(bodySize);
  if (runs.length === 0) doc.font('Helvetica').moveDown(1);
  runs.forEach((run, k) => {
    doc.font(fontOf(run)).text(run.text.replaceAll('\t', '    '), {
      width: contentWidth,
      align: block.align,
      underline: run.underline,
      lineGap,
      continued: k < runs.length - 1,
    });
  });
  doc.y += block.spaceAfterPt;
}

/** A table as a grid of equal columns, a row moving whole to the next page when it does not fit. */
function drawTable(doc: PDFKit.PDFDocument, rows: readonly string[][], rule: string): void {
  const columns = Math.max(...rows.map((row) => row.length));
  const width = contentWidth / columns;
  const padding = 4;
  doc.font('Helvetica').fontSize(bodySize - 1);
  for (const row of rows) {
    const cellHeight = (cell: string) => doc.heightOfString(cell, { width: width - 2 * padding });
    const height = Math.max(doc.currentLineHeight(), ...row.map(cellHeight)) + 2 * padding;
    if (doc.y + height > pageHeight - margin) doc.addPage();
    const top = doc.y;
    for (let c = 0; c < columns; c++) {
      const left = margin + c * width;
      doc.rect(left, top, width, height).lineWidth(0.5).stroke(rule);
      doc.fillColor('black').text(row[c] ?? '', left + padding, top + padding, {
        width: width - 2 * padding,
      });
    }
    doc.x = margin;
    doc.y = top + height;
  }
  doc.y += bodySize;
}

function drawBlock(doc: PDFKit.PDFDocument, block: LetterBlock, rule: string): void {
  if (block.kind === 'pageBreak') doc.addPage();
  else if (block.kind === 'table') drawTable(doc, block.rows, rule);
  else drawParagraph(doc, block);
}

/**
 * Writes the letters as one US Letter PDF to `out` and ends it, each letter from a new page (a
 * front side when double-sided, after a blank back page if need be). Letters are drawn one at a
 * time as they are read, and what a letter adds is written to `out` before the next is read,
 * waiting whenever `out` asks to drain, so memory stays flat whatever the count. Only the
 * standard Helvetica fonts are used: nothing is embedded.
 */
export async function writeLettersPdf(
  out: NodeJS.WritableStream,
  letters: AsyncIterable<PrintLetter> | Iterable<PrintLetter>,
  options: LettersPdfOptions,
): Promise<LettersPdfSummary> {
  const rule = options.isColor ? '#8a94a6' : 'black';
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    autoFirstPage: false,
    info: { Title: options.title },
  });
  const done = finished(out);
  done.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), done]);
  };
  let pages = 0;
  doc.on('pageAdded', () => pages++);
  const firstPageOfLetter: number[] = [];
  for await (const letter of letters) {
    if (options.isDoubleSided && pages % 2 === 1) doc.addPage();
    doc.addPage();
    firstPageOfLetter.push(pages);
    drawAddress(doc, letter.returnAddress, EnvelopeWindows.returnAddress);
    drawAddress(doc, letter.recipientAddress, EnvelopeWindows.recipientAddress);
    doc.y = EnvelopeWindows.bodyTop;
    for (const block of letter.blocks) drawBlock(doc, block, rule);
    // The document is read here rather than piped: a pipe flows only on later turns of the event
    // loop, which a loop over letters already at hand never gives it.
    const drawn = doc.read() as Buffer | null;
    if (drawn) await write(drawn);
  }
  doc.end();
  for await (const rest of doc) await write(rest as Buffer);
  out.end();
  await done;
  return { letters: firstPageOfLetter.length, pages, firstPageOfLetter };
}

/** Letters rendered into one PDF held in memory: for a handful (a preview, samples, a chunk). */
export async function renderLettersBuffer(
  letters: Iterable<PrintLetter>,
  options: LettersPdfOptions,
): Promise<{ pdf: Buffer; summary: LettersPdfSummary }> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const summary = await writeLettersPdf(sink, letters, options);
  return { pdf: Buffer.concat(chunks), summary };
}

/** One letter as its own PDF (a preview, a letter kept on a profile). */
export async function renderLetterPdf(
  letter: PrintLetter,
  options: LettersPdfOptions,
): Promise<Buffer> {
  return (await renderLettersBuffer([letter], options)).pdf;
}

/**
 * Each letter as its own PDF. pdfkit spends most of a small document's time starting it (it parses
 * its standard fonts' metrics for every document), so the letters are rendered into one PDF and
 * split into one file per letter, its pages copied by pdf-lib: about a third of the time.
 */
export async function renderEachLetterPdf(
  letters: readonly PrintLetter[],
  options: LettersPdfOptions,
): Promise<Uint8Array[]> {
  if (letters.length === 0) return [];
  const { pdf, summary } = await renderLettersBuffer(letters, { ...options, isDoubleSided: false });
  const whole = await PdfLibDocument.load(pdf);
  const starts = summary.firstPageOfLetter;
  const files: Uint8Array[] = [];
  for (const [i, first] of starts.entries()) {
    const next = starts[i + 1] ?? summary.pages + 1;
    const single = await PdfLibDocument.create();
    single.setTitle(options.title);
    const indices = Array.from({ length: next - first }, (_, k) => first - 1 + k);
    for (const page of await single.copyPages(whole, indices)) single.addPage(page);
    files.push(await single.save());
  }
  return files;
}
