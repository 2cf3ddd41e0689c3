import { PDFDict, PDFHexString, PDFName, PDFRef, type PDFDocument } from 'pdf-lib';

/** A PDF's outline: each bookmark's title with the page (1-based) it opens. */
export function pdfBookmarks(doc: PDFDocument): [string, number][] {
  const pageRefs = doc.getPages().map((p) => p.ref.toString());
  const outline = doc.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  const marks: [string, number][] = [];
  let ref = outline.get(PDFName.of('First'));
  while (ref instanceof PDFRef) {
    const item = doc.context.lookup(ref, PDFDict);
    const title = item.lookup(PDFName.of('Title'), PDFHexString).decodeText();
    const dest = item.lookup(PDFName.of('Dest'));
    const target = String((dest as unknown as { get(i: number): unknown }).get(0));
    marks.push([title, pageRefs.indexOf(target) + 1]);
    ref = item.get(PDFName.of('Next'));
  }
  return marks;
}
