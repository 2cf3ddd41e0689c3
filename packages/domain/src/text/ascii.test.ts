import { describe, expect, it } from 'vitest';
import { alpha } from '../bank-files/fixed-width';
import { toAscii } from './ascii';

describe('toAscii', () => {
  it('keeps the letters of names: ø → o, ß → ss, æ → ae, œ → oe, đ → d, ł → l, þ → th', () => {
    expect(toAscii('Søren Strauß')).toBe('Soren Strauss');
    expect(toAscii('Ærø Œuvre Đorđe Łódź Þórr')).toBe('AEro OEuvre Dorde Lodz THorr');
    expect(toAscii('Société Ñandú Café Müller')).toBe('Societe Nandu Cafe Muller');
    expect(toAscii('ﬁve ½')).toBe('five 1/2');
  });

  it('turns typographic punctuation into its plain form', () => {
    expect(toAscii('Société d’Entretien Ñandú – Café')).toBe("Societe d'Entretien Nandu - Cafe");
    expect(toAscii('“Oak” ‘Ridge’ — «HOA» … 5×2')).toBe('"Oak" \'Ridge\' - "HOA" ... 5x2');
  });

  it('never writes a control byte: white space becomes a space, the unmappable a space', () => {
    const out = toAscii('A\tB\r\nC\u0000D\u0013E\u0019F\u00a0G\u200bH 中 😀');
    expect(out).toBe('A B  C D E F GH    ');
    expect(out).toMatch(/^[\x20-\x7e]*$/);
    for (let code = 0; code < 0x3000; code += 1) {
      expect(toAscii(String.fromCharCode(code))).toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('NACHA: names are transliterated to upper-case ASCII, not cut (Søren Strauß → SOREN STRAUSS)', () => {
    expect(alpha('Søren Strauß', 22)).toBe('SOREN STRAUSS'.padEnd(22));
    expect(alpha('Société d’Entretien Ñandú – Café', 22)).toBe("SOCIETE D'ENTRETIEN NA");
  });
});
