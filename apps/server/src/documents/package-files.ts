import ExcelJS from 'exceljs';
import { PDFDocument, PDFHexString, PDFName, rgb, StandardFonts, type PDFRef } from 'pdf-lib';
import { packageBookmarks, packagePageLabel, uniqueSheetNames } from '@hoa/domain';
import { renderPdf } from './render-pdf';
import { addReportSheet } from './render-xlsx';
import type { ReportData } from './report-data';

/** A part of a package PDF in order: the cover image, a report's data, or an uploaded PDF. */
export type PackagePdfPart =
  | { Type: 'Cover'; image: Uint8Array; contentType: string }
  | { Type: 'Report'; title: string; report: ReportData }
  | { Type: 'Pdf'; title: string; pdf: Uint8Array };

/** Letter pages (spec 3 §9 'default page 8.5x11 in'), in points. */
const letter = { width: 612, height: 792 };
const margin = 36;

/**
 * One PDF of a package's parts in order: the cover image on a page of its own, then each report
 * (rendered without its own page numbers) and uploaded PDF; a bookmark per item, and "Page N of
 * M" across the whole file stamped at the foot of every page.
 */
export async function renderPackagePdf(
  parts: readonly PackagePdfPart[],
  title: string,
  printedAt: string,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const counted: { title: string | null; pageCount: number }[] = [];
  for (const part of parts) {
    if (part.Type === 'Cover') {
      await addCoverPage(doc, part.image, part.contentType);
      counted.push({ title: null, pageCount: 1 });
      continue;
    }
    const bytes =
      part.Type === 'Report' ? await renderPdf(part.report, printedAt, false) : part.pdf;
    const source = await PDFDocument.load(bytes);
    const pages = await doc.copyPages(source, source.getPageIndices());
    for (const page of pages) doc.addPage(page);
    counted.push({ title: part.title, pageCount: pages.length });
  }
  addOutline(doc, packageBookmarks(counted));
  await numberPages(doc);
  return Buffer.from(await doc.save());
}

/** The cover image scaled to fit a letter page inside its margins, centred. */
async function addCoverPage(doc: PDFDocument, bytes: Uint8Array, contentType: string) {
  const image = contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const page = doc.addPage([letter.width, letter.height]);
  const scaled = image.scaleToFit(letter.width - 2 * margin, letter.height - 2 * margin);
  page.drawImage(image, {
    x: (letter.width - scaled.width) / 2,
    y: (letter.height - scaled.height) / 2,
    width: scaled.width,
    height: scaled.height,
  });
}

/** The document outline: one bookmark per item at its first page, shown when the file opens. */
function addOutline(doc: PDFDocument, marks: ReturnType<typeof packageBookmarks>) {
  if (marks.length === 0) return;
  const context = doc.context;
  const outlineRef = context.nextRef();
  const refs: PDFRef[] = marks.map(() => context.nextRef());
  marks.forEach((mark, i) => {
    const entry: Record<string, unknown> = {
      Title: PDFHexString.fromText(mark.title),
      Parent: outlineRef,
      Dest: [doc.getPage(mark.pageIndex).ref, 'Fit'],
    };
    if (i > 0) entry.Prev = refs[i - 1];
    if (i < refs.length - 1) entry.Next = refs[i + 1];
    context.assign(refs[i], context.obj(entry as never));
  });
  context.assign(
    outlineRef,
    context.obj({
      Type: 'Outlines',
      First: refs[0],
      Last: refs.at(-1),
      Count: refs.length,
    } as never),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** "Page N of M" at the foot of every page, where a report prints its own page numbers. */
async function numberPages(doc: PDFDocument) {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = packagePageLabel(i + 1, pages.length);
    const size = 7;
    page.drawText(label, {
      x: page.getWidth() - margin - font.widthOfTextAtSize(label, size),
      y: 24,
      size,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
}

/**
 * One workbook of a package: a Contents sheet listing every item in order (an uploaded PDF has no
 * sheet), then a sheet per report under a unique name of at most 31 characters.
 */
export async function renderPackageWorkbook(
  items: readonly (
    { Type: 'Report'; title: string; report: ReportData } | { Type: 'Pdf'; title: string }
  )[],
  title: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const contents = workbook.addWorksheet('Contents');
  const reports = items.filter((i) => i.Type === 'Report');
  const names = uniqueSheetNames(['Contents', ...reports.map((r) => r.title)]).slice(1);
  contents.addRow([title]).font = { bold: true, size: 13 };
  contents.addRow([]);
  contents.addRow(['Item', 'Sheet']).font = { bold: true };
  let sheet = 0;
  for (const item of items) {
    contents.addRow([
      item.title,
      item.Type === 'Report' ? names[sheet++] : 'PDF: not in the workbook',
    ]);
  }
  contents.getColumn(1).width = 40;
  contents.getColumn(2).width = 34;
  reports.forEach((r, i) => addReportSheet(workbook, r.report, names[i] ?? r.title));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
