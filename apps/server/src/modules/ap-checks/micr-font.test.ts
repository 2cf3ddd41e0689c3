import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderChecks, type CheckStock, type PrintedCheck } from './render-checks';
import { useMicrFont } from './micr-font';

const stock: CheckStock = {
  communityName: 'Oak Ridge HOA',
  bankName: 'First Bank',
  accountName: 'Operating',
  routingNumber: '011000015',
  accountNumber: '1234567',
  signatures: [null, null],
};
const check: PrintedCheck = {
  checkNumber: '1000',
  checkDate: '2026-11-02',
  payee: 'Green Cut Landscaping',
  payeeAddress: ['1 Elm St'],
  amountCents: 123_456,
  invoices: [{ invoiceNumber: 'A-1', invoiceDate: '2026-10-30', amountCents: 123_456 }],
};

/** The names of the fonts a PDF embeds (its font dictionaries are not compressed). */
const fontsOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);

describe('the MICR line font', () => {
  it('prints in Helvetica until a MICR font is set, then embeds that font for the line', async () => {
    const plain = await renderChecks(stock, [check], 'WithStub');
    expect(fontsOf(plain).every((f) => f?.startsWith('Helvetica'))).toBe(true);

    // Any TrueType font stands in for a licensed E-13B one: pdfmake's own Roboto.
    const roboto = createRequire(import.meta.url).resolve(
      'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf',
    );
    useMicrFont(roboto);
    const withFont = await renderChecks(stock, [check], 'WithStub');
    expect(withFont.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fontsOf(withFont)).toContain('Roboto-Regular');
    expect(() => useMicrFont('/nowhere/micr.ttf')).toThrow(/ENOENT/);
  });
});
