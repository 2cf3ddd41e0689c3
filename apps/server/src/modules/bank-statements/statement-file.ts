import {
  StatementFormatError,
  csvPreview,
  decodeStatementBytes,
  detectStatementFormat,
  readStatementFile,
  type CsvStatementMapping,
  type StatementFormat,
  type StatementRead,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';

/** The file's bytes, text and detected format; a file that breaks its format's rules is a 400. */
export function openStatementFile(buffer: string, fileName: string) {
  const bytes = Buffer.from(buffer, 'base64');
  if (bytes.length === 0) throw appError('BankStatementFileEmpty');
  const text = decodeStatementBytes(bytes);
  const format = refuseBadFile(() => detectStatementFormat(text, fileName));
  return { bytes, text, format };
}

export function readStatement(
  text: string,
  format: StatementFormat,
  mapping?: CsvStatementMapping | null,
): StatementRead {
  return refuseBadFile(() => readStatementFile(text, format, mapping));
}

/** A CSV file's first rows (cells cut to 200 characters), for the column mapping. */
export function previewCsv(text: string): string[][] {
  return refuseBadFile(() => csvPreview(text, 10)).map((cells) =>
    cells.map((c) => c.slice(0, 200)),
  );
}

function refuseBadFile<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof StatementFormatError) throw badRequest(error.message);
    throw error;
  }
}
