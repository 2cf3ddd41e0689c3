import { readBai2 } from './bai2';
import { camtKind, readCamtTree } from './camt';
import { readCsvStatement, type CsvStatementMapping } from './csv-statement';
import { readOfx } from './ofx';
import { StatementFormatError, type StatementFormat, type StatementRead } from './types';
import { parseXml } from './xml';

// A statement file's format is told by its content: an OFX header or <OFX> element (QFX when the
// file is named .qfx), a 01 record (BAI2), a camt Document (053 or 054); anything else is CSV.

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

export function detectStatementFormat(text: string, fileName = ''): StatementFormat {
  const head = text.trimStart().slice(0, 4000);
  const ofx = /^OFXHEADER\s*:/i.test(head) || /<\?OFX\s|<OFX[\s>]/i.test(head);
  if (ofx) return /\.qfx$/i.test(fileName) ? 'QFX' : 'OFX';
  if (head.startsWith('<')) {
    if (/<(?:\w+:)?BkToCstmrDbtCdtNtfctn[\s>]/.test(head)) return 'CAMT054';
    if (/<(?:\w+:)?BkToCstmrStmt[\s>]/.test(head)) return 'CAMT053';
    throw new StatementFormatError(0, 'The XML file is not OFX, camt.053 or camt.054.');
  }
  if (/^01,/.test(head)) return 'BAI2';
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
