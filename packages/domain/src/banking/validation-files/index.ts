// The lockbox validation-file layouts (spec 3 §5 'Validation export', §7 POST /Export/..., §9
// job ids) and the one entry point that picks a layout: writeValidationFile. It is pure (the
// rows and meta in, the file's name and text out), so the export endpoints and the automation's
// validation-file jobs (9, 12, 16-20) make the same bytes. Each layout's file documents it.
import { FileTypes } from '../../file-types';
import {
  ValidationExportMessages,
  ValidationFileFormats,
  type ValidationRow,
} from '../validation-export';
import { writeAllianceValidationFile } from './alliance';
import { writeDuesPaymentValidationFile } from './dues-payment';
import { writeFirstCitizensValidationFile } from './first-citizens';
import type { ValidationFileMeta } from './meta';
import { writePacificPremierValidationFile } from './pacific-premier';
import { writePacificWesternValidationFile } from './pacific-western';
import { writePacificWesternLegacyValidationFile } from './pacific-western-legacy';
import { writeStandardValidationFile } from './standard';
import { writeUnionBankValidationFile } from './union-bank';
import { writeUnionBankNewValidationFile } from './union-bank-new';

export type { ValidationFileMeta } from './meta';
export { ValidationFileFieldError } from './fields';

const Tsv = 'text/tab-separated-values; charset=utf-8';
const Utf8Text = 'text/plain; charset=utf-8';

interface Layout {
  /** The job id (spec 3 §9), null for the layouts that have an endpoint only. */
  readonly jobId: number | null;
  readonly name: string;
  /** How the file is laid out, as the export screen says it. */
  readonly kind: string;
  readonly extension: string;
  readonly contentType: string;
  readonly write: (rows: readonly ValidationRow[], meta: ValidationFileMeta) => string;
}

/** Every layout by key, in the order the export screen offers them. */
export const ValidationLayouts = {
  Standard: {
    jobId: 19,
    name: 'Standard',
    kind: 'CSV',
    extension: 'csv',
    contentType: FileTypes.Csv,
    write: writeStandardValidationFile,
  },
  FirstCitizens: {
    jobId: 9,
    name: 'First Citizens',
    kind: 'fixed width',
    extension: 'txt',
    contentType: FileTypes.AsciiText,
    write: writeFirstCitizensValidationFile,
  },
  Alliance: {
    jobId: 12,
    name: 'Alliance',
    kind: 'CSV, quoted',
    extension: 'csv',
    contentType: FileTypes.Csv,
    write: writeAllianceValidationFile,
  },
  PacificPremier: {
    jobId: 16,
    name: 'Pacific Premier',
    kind: 'fixed width, batches',
    extension: 'txt',
    contentType: FileTypes.AsciiText,
    write: writePacificPremierValidationFile,
  },
  PacificWestern: {
    jobId: 17,
    name: 'Pacific Western',
    kind: 'tab-separated',
    extension: 'tsv',
    contentType: Tsv,
    write: writePacificWesternValidationFile,
  },
  PacificWesternLegacy: {
    jobId: 20,
    name: 'Pacific Western Legacy',
    kind: 'fixed width, legacy',
    extension: 'txt',
    contentType: FileTypes.AsciiText,
    write: writePacificWesternLegacyValidationFile,
  },
  DuesPayment: {
    jobId: 18,
    name: 'DuesPayment',
    kind: 'pipe-delimited',
    extension: 'txt',
    contentType: Utf8Text,
    write: writeDuesPaymentValidationFile,
  },
  UnionBank: {
    jobId: null,
    name: 'Union Bank',
    kind: 'fixed width, zoned',
    extension: 'dat',
    contentType: FileTypes.AsciiText,
    write: writeUnionBankValidationFile,
  },
  UnionBankNew: {
    jobId: null,
    name: 'Union Bank New',
    kind: 'CSV',
    extension: 'csv',
    contentType: FileTypes.Csv,
    write: writeUnionBankNewValidationFile,
  },
} as const satisfies Record<string, Layout>;

export type ValidationLayoutKey = keyof typeof ValidationLayouts;
/** The layout keys in the order of ValidationLayouts (a literal, so bundles can drop it unused). */
export const ValidationLayoutKeys: readonly ValidationLayoutKey[] = [
  'Standard',
  'FirstCitizens',
  'Alliance',
  'PacificPremier',
  'PacificWestern',
  'PacificWesternLegacy',
  'DuesPayment',
  'UnionBank',
  'UnionBankNew',
];

/** A validation file as it is downloaded or mailed. */
export interface ValidationFile {
  Layout: ValidationLayoutKey;
  FileName: string;
  ContentType: string;
  /** The file's text (the fixed-width layouts are ASCII, the others UTF-8 without BOM). */
  Content: string;
  RowCount: number;
}

/** The refusal of a job id or layout key no layout has: 'Unknown validation file id {id}'. */
export class UnknownValidationFileError extends Error {
  constructor(readonly id: number | string) {
    super(ValidationExportMessages.unknownFile(id));
    this.name = 'UnknownValidationFileError';
  }
}

/** The layout of a job id (9, 12, 16-20, also as digits) or a layout key; throws when none. */
export function validationLayoutOf(jobIdOrLayout: number | string): ValidationLayoutKey {
  const id =
    typeof jobIdOrLayout === 'number'
      ? jobIdOrLayout
      : /^\d+$/.test(jobIdOrLayout)
        ? Number(jobIdOrLayout)
        : null;
  const key =
    id === null
      ? ValidationLayoutKeys.find((k) => k === jobIdOrLayout)
      : ValidationLayoutKeys.find((k) => ValidationLayouts[k].jobId === id);
  if (!key || (id !== null && !(id in ValidationFileFormats)))
    throw new UnknownValidationFileError(jobIdOrLayout);
  return key;
}

/**
 * The validation file of a job id or layout key for the rows (in the order the file lists
 * them) and the meta (file date and time, bank, company). Throws UnknownValidationFileError for
 * an unknown id, and ValidationFileFieldError for an id too long for a fixed-width field.
 */
export function writeValidationFile(
  jobIdOrLayout: number | string,
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): ValidationFile {
  const key = validationLayoutOf(jobIdOrLayout);
  const layout: Layout = ValidationLayouts[key];
  const bank = meta.bankName.replace(/[^A-Za-z0-9]+/g, '');
  const part = key === 'Standard' ? '' : `-${key}`;
  return {
    Layout: key,
    FileName: `HOAValidation-${bank}${part}-${meta.fileDate}.${layout.extension}`,
    ContentType: layout.contentType,
    Content: layout.write(rows, meta),
    RowCount: rows.length,
  };
}
