import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { reuseStandardFontMetrics } from './standard-font-metrics';

/** A standard font as a new document opens it: its parsed metrics and its string widths. */
function openFont(name: string) {
  const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
  const font = (doc.font(name) as unknown as { _font: StandardFont })._font;
  return { metrics: font.font, width: (text: string) => font.widthOfString(text, 10) };
}

interface StandardFont {
  font: { glyphWidths: object; kernPairs: object };
  widthOfString(text: string, size: number): number;
}

describe('standard font metrics', () => {
  it('are parsed once and shared by later documents, with the same widths and kerning', () => {
    reuseStandardFontMetrics();
    reuseStandardFontMetrics();
    const first = openFont('Helvetica');
    const second = openFont('Helvetica');
    expect(second.metrics.glyphWidths).toBe(first.metrics.glyphWidths);
    expect(second.metrics.kernPairs).toBe(first.metrics.kernPairs);
    // Helvetica's AFM widths (H 722, e 556, l 222, o 556 …) with its kerning pairs (A V −70).
    expect(second.width('Hello, Avenue')).toBeCloseTo(61.1, 5);
    const bold = openFont('Helvetica-Bold');
    expect(bold.metrics.glyphWidths).not.toBe(first.metrics.glyphWidths);
    expect(openFont('Helvetica-Bold').width('Total AV')).toBeCloseTo(38.96, 5);
  });
});
