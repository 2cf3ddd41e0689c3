import PDFDocument from 'pdfkit';

/** What pdfkit's AFM parser reads out of a standard font's metrics file. */
interface AfmMetrics {
  attributes: object;
  glyphWidths: object;
  boundingBoxes: object;
  kernPairs: object;
}

interface AfmFont extends AfmMetrics {
  parse: (this: AfmFont, contents: string) => void;
}

let reused = false;

/**
 * pdfkit parses a standard font's metrics (Helvetica's AFM file is 74 kB of text, some 3,000
 * kerning pairs) again for every document that uses the font, pdfmake's documents included: for
 * a report of a package that was most of its rendering time. From the first call on, the metrics
 * of each file are parsed once per thread and shared by every later document (they are only read
 * once parsed). pdfkit does not export its parser, so it is reached through the font of a document
 * that is never written.
 */
export function reuseStandardFontMetrics(): void {
  if (reused) return;
  reused = true;
  const probe = new PDFDocument({ autoFirstPage: false, font: 'Helvetica' });
  const font = (probe as unknown as { _font: { font: AfmFont } })._font.font;
  const parser = Object.getPrototypeOf(font) as AfmFont;
  const parse = parser.parse;
  const parsed = new Map<string, AfmMetrics>();
  parser.parse = function (this: AfmFont, contents: string) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
}
