// Who a NACHA file comes from and how the bank tells its files apart: the file ID modifier of
// the files created from one origin on one day, and the originator's company identification.
import { formatDate, type IsoDate } from '../dates';

/** The file ID modifiers of one origin and creation date, in order: A–Z, then 0–9. */
const fileIdModifiers = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** How many files one immediate origin may create on one day (one per file ID modifier). */
export const NachaFilesPerDay = fileIdModifiers.length;

/** The modifier of the `n`th file (from 1) of an origin and creation date. */
export function fileIdModifier(n: number): string {
  const modifier = Number.isInteger(n) ? fileIdModifiers[n - 1] : undefined;
  if (modifier === undefined)
    throw new RangeError(`File ${n} of a day has no file ID modifier (1-${NachaFilesPerDay}).`);
  return modifier;
}

export const isFileIdModifier = (value: string): boolean =>
  value.length === 1 && fileIdModifiers.includes(value);

/** The batch header's company identification: 10 letters or digits, typically 1 + the 9-digit EIN. */
export const AchCompanyIdentificationPattern = /^[0-9A-Z]{10}$/;

export const isValidAchCompanyIdentification = (value: string): boolean =>
  AchCompanyIdentificationPattern.test(value);

/**
 * The company identification proposed from the association's federal tax number: `1` and the 9
 * digits of the EIN. The profile keeps the number as 2 digits, a dash and 8 digits, so an EIN
 * (2 + 7 digits) is stored with a leading zero in the 8 (12-03456789); a number written as an EIN
 * (12-3456789) is taken as it is. Ten significant digits are no EIN, so nothing is proposed.
 */
export function proposeAchCompanyIdentification(
  federalTaxNumber: string | null | undefined,
): string | null {
  const match = /^(\d{2})-0?(\d{7})$/.exec(federalTaxNumber?.trim() ?? '');
  return match ? `1${match[1]}${match[2]}` : null;
}

export const NachaOriginMessages = {
  companyIdentificationFormat:
    'The ACH company identification must be 10 letters or digits, usually 1 and the association’s 9-digit federal tax number (EIN).',
  companyIdentificationMissing: (accountName: string, proposal: string | null) =>
    `Set the ACH company identification of bank account ${accountName} (Banks → account → edit)` +
    ` before a NACHA file is written: the originator's id the bank knows, usually 1 and the` +
    ` association's federal tax number${proposal ? ` (${proposal} from the community profile)` : ''}.`,
  tooManyFiles: (origin: string, date: IsoDate) =>
    `The bank takes at most ${NachaFilesPerDay} NACHA files a day from one origin (file ID` +
    ` modifiers A–Z and 0–9): ${NachaFilesPerDay} files were already created from ${origin} on` +
    ` ${formatDate(date)}. Create this file tomorrow, or add its entries to a file of tomorrow.`,
} as const;
