/**
 * The content types of the files the API answers with. The contract's `download` markers list
 * them and the server sends them, both from here, so the API description says what is sent.
 */
export const FileTypes = {
  Pdf: 'application/pdf',
  Xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  Docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  /** Bank files of fixed-width ASCII lines: NACHA (ACH) files and fixed positive pay files. */
  AsciiText: 'text/plain; charset=us-ascii',
  /** CSV positive pay files: UTF-8 without a byte order mark. */
  Csv: 'text/csv; charset=utf-8',
  /** A zip of several files (a report package for every community). */
  Zip: 'application/zip',
} as const;
export type FileType = (typeof FileTypes)[keyof typeof FileTypes];
