// RFC 4180 comma-separated values: quoted cells may hold commas, quotes ("") and line breaks.

export class CsvError extends Error {}

/** The rows of a CSV text, each with its 1-based line number; blank lines are skipped. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += c;
    }
  }
  if (quoted) throw new CsvError(`A quoted value that starts on line ${quoteLine} is not closed.`);
  endRow();
  return rows;
}

/** One cell as CSV: quoted (quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * Text a spreadsheet opens as text, never as a formula: a value starting with =, +, -, @, a tab
 * or a carriage return gets a leading apostrophe (OWASP's CSV injection advice). Only for text
 * cells: numbers and amounts are written as they are.
 */
export function spreadsheetSafeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
