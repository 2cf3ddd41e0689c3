// Transliteration to printable ASCII for the bank formats that take nothing else (NACHA, the
// fixed-width positive-pay layouts): letters keep their sound (ø → o, ß → ss), typographic
// punctuation becomes its plain form, and nothing outside 0x20-0x7E is ever written.

/** Letters and signs that NFKD does not take apart into an ASCII letter and accents. */
const replacements: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'ng',
  Ŋ: 'NG',
  ĸ: 'q',
  ſ: 's',
  // Quotes and apostrophes.
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u00b4': "'",
  '\u0060': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2039': "'",
  '\u203a': "'",
  // Dashes and hyphens.
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u00ad': '',
  // Other punctuation and signs.
  '\u2026': '...',
  '\u2044': '/',
  '\u2022': '*',
  '\u00b7': '.',
  '\u00d7': 'x',
  '\u00f7': '/',
  '\u00a9': '(C)',
  '\u00ae': '(R)',
  '\u2122': 'TM',
  '\u00b0': ' ',
  '\u00a7': 'S',
  '\u00b6': ' ',
  '\u20ac': 'EUR',
  '\u00a3': 'GBP',
  '\u00a5': 'JPY',
  '\u00a2': 'c',
  '\u00bf': '?',
  '\u00a1': '!',
};

const spaces = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu;
const combiningMarks = /\p{M}/gu;
const zeroWidth = /[\u200b-\u200d\u2060\ufeff]/gu;

/**
 * Printable ASCII (0x20-0x7E) of a text: the replacements above, then NFKD with the accents
 * dropped (é → e, ﬁ → fi, ½ → 1/2). Any white space, including line breaks and tabs, becomes one
 * space; whatever is left that ASCII cannot show (control bytes, other scripts, emoji) becomes a
 * space, so words stay apart and no control byte is ever written.
 */
export function toAscii(text: string): string {
  let out = '';
  for (const ch of text.replace(zeroWidth, '')) {
    const mapped = replacements[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const plain = ch.normalize('NFKD').replace(combiningMarks, '');
    for (const c of plain) {
      const mappedPart = replacements[c];
      if (mappedPart !== undefined) out += mappedPart;
      else out += /^[\x20-\x7e]$/.test(c) ? c : ' ';
    }
  }
  return out.replace(spaces, ' ');
}
