// Test only: reads CSV text as RFC 4180 defines it, to check what the product writes.

/**
 * A minimal RFC 4180 reader written from the RFC, sharing no code with the writer (neither
 * csv-parse nor papaparse is installed): records end with CRLF, a quoted field may hold commas,
 * CRLF and doubled quotes, and a quote inside an unquoted field is refused.
 */
export function readRfc4180(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else value += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bad character at ${i}`);
        value += text[i++];
      }
    }
    record.push(value);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else if (i < text.length) throw new Error(`bad character at ${i}`);
  }
  if (record.length > 0) records.push(record);
  return records;
}
