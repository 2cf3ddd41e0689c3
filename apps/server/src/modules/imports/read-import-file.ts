import ExcelJS from 'exceljs';
import { CsvError, parseCsv, SetupImportMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';

export type ImportTable = { line: number; cells: string[] }[];

// An .xlsx file is a zip archive: it starts with 'PK'.
const isZip = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The rows of an uploaded CSV or .xlsx file (base64), each with its row number. */
export async function readImportFile(fileName: string, base64: string): Promise<ImportTable> {
  const bytes = Buffer.from(base64, 'base64');
  if (isZip(bytes)) return readXlsx(bytes);
  if (/\.(xlsx|xls)$/i.test(fileName)) throw badRequest(SetupImportMessages.notXlsx);
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw badRequest(SetupImportMessages.unknownFileType);
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(SetupImportMessages.notCsv(error.message));
    throw error;
  }
}

async function readXlsx(bytes: Buffer): Promise<ImportTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(SetupImportMessages.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(SetupImportMessages.notXlsx);
  const table: ImportTable = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.some((cell) => cell.trim() !== '')) table.push({ line, cells: filled });
  });
  return table;
}

/** A cell as text: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result);
  if ('text' in value) return value.text;
  return '';
}
