// Merge codes a template may carry: {OwnerName}, {Balance}, … (issue 19; spec 3 §3 'Templates').
import { TemplateTypeId } from '../static-data/other-enums';
import type { TemplateTypeIdValue } from './templates';

export type MergeCodeGroup =
  | 'Letter'
  | 'Owner'
  | 'Property'
  | 'Community'
  | 'Company'
  | 'Violation'
  | 'Architectural'
  | 'Vendor'
  | 'Check'
  | 'Collection'
  | 'Custom';

export interface MergeCode {
  readonly Code: string;
  readonly Group: MergeCodeGroup;
  readonly Description: string;
}

const all: readonly TemplateTypeIdValue[] = Object.values(TemplateTypeId);
const owners: readonly TemplateTypeIdValue[] = [
  TemplateTypeId.Letter,
  TemplateTypeId.CcrLetter,
  TemplateTypeId.ArcLetter,
];

/** Which template types may use each group's codes. */
export const MergeCodeGroupTypes: Readonly<Record<MergeCodeGroup, readonly TemplateTypeIdValue[]>> =
  {
    Letter: all,
    Company: all,
    Community: all,
    Owner: owners,
    Property: owners,
    Violation: [TemplateTypeId.CcrLetter],
    Architectural: [TemplateTypeId.ArcLetter],
    Vendor: [TemplateTypeId.Vendor, TemplateTypeId.Check],
    Check: [TemplateTypeId.Check],
    Collection: [TemplateTypeId.Letter],
    Custom: owners,
  };

export const MergeCodes: readonly MergeCode[] = [
  { Code: 'LetterDate', Group: 'Letter', Description: 'The date the letter is sent (MM/DD/YYYY)' },
  { Code: 'RecipientName', Group: 'Letter', Description: 'The name the letter is addressed to' },
  {
    Code: 'MailingAddress',
    Group: 'Letter',
    Description: 'The recipient’s mailing address, one line',
  },
  {
    Code: 'MailingAddressBlock',
    Group: 'Letter',
    Description: 'The recipient’s mailing address, as lines',
  },
  { Code: 'CompanyName', Group: 'Company', Description: 'The management company' },
  { Code: 'CommunityName', Group: 'Community', Description: 'The community (association)' },
  { Code: 'CommunityAddress', Group: 'Community', Description: 'The community’s address' },
  { Code: 'OwnerName', Group: 'Owner', Description: 'The owner’s name' },
  { Code: 'OwnerFirstName', Group: 'Owner', Description: 'The owner’s first name' },
  { Code: 'OwnerLastName', Group: 'Owner', Description: 'The owner’s last name' },
  { Code: 'OwnerEmail', Group: 'Owner', Description: 'The owner’s primary email' },
  { Code: 'AccountNumber', Group: 'Owner', Description: 'The owner’s account number' },
  { Code: 'Balance', Group: 'Owner', Description: 'The owner’s balance today ($1,234.56)' },
  { Code: 'PropertyAddress', Group: 'Property', Description: 'The property’s street address' },
  { Code: 'LotNumber', Group: 'Property', Description: 'The property’s lot number' },
  { Code: 'ViolationDescription', Group: 'Violation', Description: 'What the violation is' },
  { Code: 'ViolationCode', Group: 'Violation', Description: 'The CC&R code broken' },
  { Code: 'ViolationLevel', Group: 'Violation', Description: 'The action level reached' },
  { Code: 'CureDate', Group: 'Violation', Description: 'The date by which to cure' },
  { Code: 'FineAmount', Group: 'Violation', Description: 'The fine charged at this level' },
  {
    Code: 'RequestDescription',
    Group: 'Architectural',
    Description: 'What the owner asked to build',
  },
  { Code: 'DecisionType', Group: 'Architectural', Description: 'Approved or disapproved' },
  { Code: 'DecisionDetails', Group: 'Architectural', Description: 'The committee’s conditions' },
  { Code: 'RequestSubject', Group: 'Architectural', Description: 'The request’s subject' },
  { Code: 'DecisionDate', Group: 'Architectural', Description: 'The day it was decided' },
  {
    Code: 'ReconsiderationProcedure',
    Group: 'Architectural',
    Description: 'How the owner asks for reconsideration of a disapproval',
  },
  { Code: 'VendorName', Group: 'Vendor', Description: 'The vendor' },
  { Code: 'VendorAddress', Group: 'Vendor', Description: 'The vendor’s remit address' },
  { Code: 'CheckNumber', Group: 'Check', Description: 'The check number' },
  { Code: 'CheckAmount', Group: 'Check', Description: 'The check amount ($1,234.56)' },
  { Code: 'CheckDate', Group: 'Check', Description: 'The check date' },
  {
    Code: 'CollectionAction',
    Group: 'Collection',
    Description: 'The collection action taken (its code’s name)',
  },
  {
    Code: 'CollectionActionDescription',
    Group: 'Collection',
    Description: 'The collection action’s description',
  },
  {
    Code: 'CollectionCharge',
    Group: 'Collection',
    Description: 'The charge the collection action added ($1,234.56)',
  },
  { Code: 'CollectionDate', Group: 'Collection', Description: 'The date of the collection run' },
  {
    Code: 'PastDueBalance',
    Group: 'Collection',
    Description: 'The total of the owner’s balances by code ($1,234.56)',
  },
  {
    Code: 'BalanceByCode',
    Group: 'Collection',
    Description: 'A table of the owner’s balances: code, description, balance, and the total',
  },
  {
    Code: 'PaymentHistory',
    Group: 'Collection',
    Description: 'A table of the payments of the last year: date, code, amount',
  },
];

/** A custom field's code: {Custom.NameWithoutSpaces}. */
export function customFieldMergeCode(fieldName: string): string {
  return `Custom.${fieldName.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The merge codes a template of this type may use; custom field codes are added by the caller. */
export function mergeCodesForType(templateTypeId: number): MergeCode[] {
  return MergeCodes.filter((code) =>
    MergeCodeGroupTypes[code.Group].some((type) => type === templateTypeId),
  );
}

const codePattern = /\{([^{}\s]{1,60})\}/g;

/** The distinct merge codes written in a text, in order of first use: `{OwnerName}` → OwnerName. */
export function mergeCodesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(codePattern)) found.add(match[1] ?? '');
  return [...found];
}

/** The codes a template of this type may not use (unknown or of another module), else []. */
export function unknownMergeCodes(
  codes: readonly string[],
  templateTypeId: number,
  customFieldCodes: readonly string[] = [],
): string[] {
  const allowed = new Set([
    ...mergeCodesForType(templateTypeId).map((code) => code.Code),
    ...customFieldCodes,
  ]);
  return codes.filter((code) => !allowed.has(code));
}

/** Replaces every `{Code}` in text by its value; codes without a value are left as written. */
export function fillMergeCodes(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(codePattern, (whole, code: string) => values[code] ?? whole);
}

/**
 * A table as one merge value: a line per row, its cells separated by tabs. A paragraph holding
 * only such a code becomes a table (docx-template.ts); written among other text it reads as
 * lines with tab stops.
 */
export function mergeTableValue(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t'))
    .join('\n');
}

/** The rows of a table value (mergeTableValue), or null for a value that is not one. */
export function mergeTableRows(value: string): string[][] | null {
  if (!value.includes('\t')) return null;
  return value.split('\n').map((line) => line.split('\t'));
}

/** The merge codes that are computed per owner: a template using one requires owners. */
const ownerGroups: readonly MergeCodeGroup[] = ['Owner', 'Property', 'Collection'];

/** The codes of collection runs: a template using one is sent from a collection run. */
export function usesCollectionMergeCodes(codes: readonly string[]): boolean {
  const collection = new Set(MergeCodes.filter((c) => c.Group === 'Collection').map((c) => c.Code));
  return codes.some((code) => collection.has(code));
}

/**
 * A template requires owner recipients ('Template requires Owner') when it is a violation or
 * architectural letter, or uses owner, property, collection or custom field codes.
 */
export function templateRequiresOwner(templateTypeId: number, codes: readonly string[]): boolean {
  if (templateTypeId === TemplateTypeId.CcrLetter || templateTypeId === TemplateTypeId.ArcLetter)
    return true;
  const ownerCodes = new Set(
    MergeCodes.filter((c) => ownerGroups.includes(c.Group)).map((c) => c.Code),
  );
  return codes.some((code) => ownerCodes.has(code) || code.startsWith('Custom.'));
}
