import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A letter-size PDF with a page for each line, the line printed on it. */
export async function linesPdf(lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    doc.addPage([612, 792]).drawText(line, { x: 72, y: 700, size: 14, font });
  }
  return Buffer.from(await doc.save());
}
