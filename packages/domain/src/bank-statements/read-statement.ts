import { readBai2 } from './bai2';
import { camtKind, readCamtTree } from './camt';
import { readCsvStatement, type CsvStatementMapping } from './csv-statement';
import { readOfx } from './ofx';
import { StatementFormatError, type StatementFormat, type StatementRead } from './types';
import { parseXml } from './xml';

// A statement file's format is told by its content: an OFX header or <OFX> element (QFX when the
// file is named .qfx), a 01 record (BAI2), a camt Document (053 or 054); anything else is CSV.
// A file of BAI2-like records that does not start with 01 (a two-digit record code, a comma, and
// the '/' that ends a BAI2 record) is taken for a broken BAI2 file, so that the reader names what
// is wrong with it instead of asking for a CSV column mapping; a BAI lockbox file (fixed-width
// records 1 to 9) is refused as what it is.

/** The text of a file's bytes: UTF-8 when they are valid UTF-8, else Windows-1252. */
export function decodeStatementBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Fixed-width records without commas whose type is 1 (header) then 2, 5, 6, 7, 8 or 9. */
function isBaiLockbox(head: string): boolean {
  const lines = head.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '');
  const complete = head.length < 4000 ? lines : lines.slice(0, -1);
  return (
    complete.length >= 2 &&
    /^1\d\d/.test(complete[0] ?? '') &&
    complete.every((l) => /^[1-9]/.test(l) && !l.includes(',') && l.trimEnd().length >= 6)
  );
}

export function detectStatementFormat(text: string, fileName = ''): StatementFormat {
  const head = text.trimStart().slice(0, 4000);
  const ofx = /^OFXHEADER\s*:/i.test(head) || /<\?OFX\s|<OFX[\s>]/i.test(head);
  if (ofx) return /\.qfx$/i.test(fileName) ? 'QFX' : 'OFX';
  if (head.startsWith('<')) {
    if (/<(?:\w+:)?BkToCstmrDbtCdtNtfctn[\s>]/.test(head)) return 'CAMT054';
    if (/<(?:\w+:)?BkToCstmrStmt[\s>]/.test(head)) return 'CAMT053';
    if (/<(?:\w+:)?BkToCstmrAcctRpt[\s>]/.test(head))
      throw new StatementFormatError(
        0,
        'The XML file is a camt.052 intraday account report, not a statement (camt.053) or notification (camt.054): ask the bank for the statement.',
      );
    throw new StatementFormatError(0, 'The XML file is not OFX, camt.053 or camt.054.');
  }
  const firstLine = head.split(/\r\n|\n|\r/, 1)[0]?.trimEnd() ?? '';
  if (/^01,/.test(firstLine) || /^\d\d,.*\/$/.test(firstLine)) return 'BAI2';
  if (isBaiLockbox(head))
    throw new StatementFormatError(
      0,
      'The file is a BAI lockbox file (checks received at the lockbox), not a bank statement: import it on the Lockbox screen.',
    );
  return 'CSV';
}

/** Reads a statement file of a known format; CSV needs its column mapping. */
export function readStatementFile(
  text: string,
  format: StatementFormat,
  csvMapping?: CsvStatementMapping | null,
): StatementRead {
  switch (format) {
    case 'OFX':
    case 'QFX':
      return { format, accounts: readOfx(text) };
    case 'BAI2':
      return { format, accounts: readBai2(text) };
    case 'CAMT053':
    case 'CAMT054': {
      const tree = parseXml(text);
      const kind = camtKind(tree);
      return { format: kind ?? format, accounts: readCamtTree(tree) };
    }
    case 'CSV':
      if (!csvMapping) throw new StatementFormatError(0, "Map the CSV file's columns first.");
      return { format, accounts: readCsvStatement(text, csvMapping) };
  }
}
