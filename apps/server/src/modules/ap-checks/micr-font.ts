import { readFileSync } from 'node:fs';
import pdfmake from 'pdfmake';

// Bank readers need the MICR line in an E-13B font. None ships with a licence that lets it be
// bundled here, so the company points MICR_FONT at the TrueType font it licensed; its letters
// A (transit) and C (on-us) are the symbols, as in micrLine's substitutes. Without one the line
// prints in Helvetica, readable by people but not by a reader sorter.

const virtualName = 'micr-e13b.ttf';
let registered = false;

interface VirtualFs {
  writeFileSync(name: string, data: Buffer): void;
}

/** Registers the E-13B TrueType font at `filePath` for the checks' MICR line. */
export function useMicrFont(filePath: string): void {
  const bytes = readFileSync(filePath);
  (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs.writeFileSync(virtualName, bytes);
  pdfmake.addFonts({
    Micr: {
      normal: virtualName,
      bold: virtualName,
      italics: virtualName,
      bolditalics: virtualName,
    },
  });
  registered = true;
}

/** The MICR line's text style: the E-13B font when one is registered, else spaced Helvetica. */
export function micrTextStyle(): { font?: string; characterSpacing: number } {
  return registered ? { font: 'Micr', characterSpacing: 0 } : { characterSpacing: 1.5 };
}
