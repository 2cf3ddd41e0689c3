import { isValidRoutingNumber } from '../banks';
import { alpha, numeric, yymmdd } from './fixed-width';
import { isFileIdModifier, isValidAchCompanyIdentification } from './nacha-origin';
import { R19AmountLimitCents } from './return-codes';

// NACHA (ACH) file writer for direct debits: PPD debit batches (service class 225), one entry per
// owner; credit batches (220, codes 22/32) pay vendors, 94-character records, padded with lines of 9s to a multiple of the blocking factor 10.

export const NachaRecordLength = 94;
export const NachaBlockingFactor = 10;

/** Entry transaction codes: live debits and zero-dollar prenotes of checking and savings. */
export const NachaTransactionCode = {
  CheckingDebit: 27,
  CheckingPrenote: 28,
  SavingsDebit: 37,
  SavingsPrenote: 38,
  /** Credits (vendor payments, CCD/PPD credit files). */
  CheckingCredit: 22,
  SavingsCredit: 32,
} as const;
export type NachaTransactionCode = (typeof NachaTransactionCode)[keyof typeof NachaTransactionCode];

export const isPrenoteCode = (code: number): boolean => code === 28 || code === 38;
export const isCreditCode = (code: number): boolean => code === 22 || code === 32;

/** Service class of a batch: 220 credits only, 225 debits only, 200 mixed. */
const serviceClass = (entries: readonly NachaEntryInput[]): string => {
  const credits = entries.filter((e) => isCreditCode(e.transactionCode)).length;
  return credits === entries.length ? '220' : credits === 0 ? '225' : '200';
};

export interface NachaEntryInput {
  transactionCode: NachaTransactionCode;
  /** The owner's bank: 9-digit ABA routing number. */
  routingNumber: string;
  accountNumber: string;
  /** Zero for a prenote. */
  amountCents: number;
  /** The owner's identification at the association (property account number), up to 15. */
  individualId: string;
  individualName: string;
}

export interface NachaBatchInput {
  companyName: string;
  companyIdentification: string;
  companyEntryDescription: string;
  effectiveEntryDate: string;
  /** PPD for consumer debits. */
  secCode?: string;
  entries: readonly NachaEntryInput[];
}

export interface NachaFileInput {
  /** The bank the file is sent to (the community's bank): 9-digit routing. */
  immediateDestination: string;
  immediateDestinationName: string;
  /** The originator: the community bank account's routing number. */
  immediateOrigin: string;
  immediateOriginName: string;
  /** ISO date and HHMM of creation. */
  creationDate: string;
  creationTime: string;
  /** A–Z then 0–9 for the files of one origin and creation date (handed out by the caller). */
  fileIdModifier: string;
  /** The sequence of the first trace number: traces are unique per originating bank across files. */
  firstTraceSequence: number;
  batches: readonly NachaBatchInput[];
}

export interface NachaFileOutput {
  text: string;
  /** The trace number of each entry, batch by batch, in input order. */
  traceNumbers: string[][];
  entryCount: number;
  totalDebitCents: number;
  totalCreditCents: number;
  entryHash: string;
  batchCount: number;
  blockCount: number;
}

export class NachaInputError extends Error {}

/** The sum of the receiving banks' 8-digit ids, its last 10 digits. */
export function entryHash(routingNumbers: readonly string[]): string {
  const sum = routingNumbers.reduce((total, r) => total + BigInt(r.slice(0, 8)), 0n);
  return numeric(String(sum % 10_000_000_000n), 10);
}

function checkEntry(entry: NachaEntryInput, where: string): void {
  if (!isValidRoutingNumber(entry.routingNumber))
    throw new NachaInputError(`${where}: routing number ${entry.routingNumber} is not valid.`);
  if (!/^[0-9A-Za-z-]{1,17}$/.test(entry.accountNumber))
    throw new NachaInputError(`${where}: the account number must be 1-17 letters or digits.`);
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents < 0)
    throw new NachaInputError(`${where}: the amount must be whole cents, not negative.`);
  const prenote = isPrenoteCode(entry.transactionCode);
  if (prenote && entry.amountCents !== 0)
    throw new NachaInputError(`${where}: a prenote is for $0.00.`);
  if (!prenote && entry.amountCents === 0)
    throw new NachaInputError(`${where}: a live debit needs an amount.`);
  if (!isCreditCode(entry.transactionCode) && entry.amountCents > R19AmountLimitCents)
    throw new NachaInputError(`${where}: R19 amount limit — a debit is at most $25,000.00.`);
}

/** Builds the file; trace numbers are the originating bank's 8 digits and a running 7-digit sequence. */
export function writeNachaFile(input: NachaFileInput): NachaFileOutput {
  for (const [name, routing] of [
    ['Immediate destination', input.immediateDestination],
    ['Immediate origin', input.immediateOrigin],
  ] as const) {
    if (!isValidRoutingNumber(routing))
      throw new NachaInputError(`${name} ${routing} is not a valid routing number.`);
  }
  if (input.batches.length === 0) throw new NachaInputError('A NACHA file needs a batch.');
  if (!isFileIdModifier(input.fileIdModifier))
    throw new NachaInputError(`File ID modifier ${input.fileIdModifier} is not A–Z or 0–9.`);
  if (!Number.isInteger(input.firstTraceSequence) || input.firstTraceSequence < 1)
    throw new NachaInputError('The first trace sequence must be a whole number from 1.');
  const badId = input.batches.find(
    (b) => !isValidAchCompanyIdentification(b.companyIdentification),
  );
  if (badId)
    throw new NachaInputError(
      `Company identification ${badId.companyIdentification} must be 10 letters or digits.`,
    );
  const odfi = input.immediateOrigin.slice(0, 8);
  const lines: string[] = [
    '1' +
      '01' +
      ' ' +
      input.immediateDestination +
      ' ' +
      input.immediateOrigin +
      yymmdd(input.creationDate) +
      numeric(input.creationTime, 4) +
      input.fileIdModifier +
      '094' +
      '10' +
      '1' +
      alpha(input.immediateDestinationName, 23) +
      alpha(input.immediateOriginName, 23) +
      alpha('', 8),
  ];
  const traceNumbers: string[][] = [];
  const allRoutings: string[] = [];
  let trace = (input.firstTraceSequence - 1) % 9_999_999;
  let totalDebit = 0;
  let totalCredit = 0;
  input.batches.forEach((batch, b) => {
    if (batch.entries.length === 0) throw new NachaInputError(`Batch ${b + 1} has no entries.`);
    const batchNumber = numeric(b + 1, 7);
    const companyId = alpha(batch.companyIdentification, 10);
    const classCode = serviceClass(batch.entries);
    lines.push(
      '5' +
        classCode +
        alpha(batch.companyName, 16) +
        alpha('', 20) +
        companyId +
        alpha(batch.secCode ?? 'PPD', 3) +
        alpha(batch.companyEntryDescription, 10) +
        alpha('', 6) +
        yymmdd(batch.effectiveEntryDate) +
        alpha('', 3) +
        '1' +
        odfi +
        batchNumber,
    );
    const traces: string[] = [];
    let batchDebit = 0;
    let batchCredit = 0;
    batch.entries.forEach((entry, e) => {
      checkEntry(entry, `Batch ${b + 1} entry ${e + 1}`);
      trace = (trace % 9_999_999) + 1;
      const traceNumber = odfi + numeric(trace, 7);
      traces.push(traceNumber);
      if (isCreditCode(entry.transactionCode)) batchCredit += entry.amountCents;
      else batchDebit += entry.amountCents;
      lines.push(
        '6' +
          String(entry.transactionCode) +
          entry.routingNumber +
          alpha(entry.accountNumber, 17) +
          numeric(entry.amountCents, 10) +
          alpha(entry.individualId, 15) +
          alpha(entry.individualName, 22) +
          alpha('', 2) +
          '0' +
          traceNumber,
      );
    });
    const routings = batch.entries.map((e) => e.routingNumber);
    allRoutings.push(...routings);
    totalDebit += batchDebit;
    totalCredit += batchCredit;
    traceNumbers.push(traces);
    lines.push(
      '8' +
        classCode +
        numeric(batch.entries.length, 6) +
        entryHash(routings) +
        numeric(batchDebit, 12) +
        numeric(batchCredit, 12) +
        companyId +
        alpha('', 19) +
        alpha('', 6) +
        odfi +
        batchNumber,
    );
  });
  const recordCount = lines.length + 1;
  const blockCount = Math.ceil(recordCount / NachaBlockingFactor);
  lines.push(
    '9' +
      numeric(input.batches.length, 6) +
      numeric(blockCount, 6) +
      numeric(allRoutings.length, 8) +
      entryHash(allRoutings) +
      numeric(totalDebit, 12) +
      numeric(totalCredit, 12) +
      alpha('', 39),
  );
  while (lines.length % NachaBlockingFactor !== 0) lines.push('9'.repeat(NachaRecordLength));
  return {
    text: lines.join('\n') + '\n',
    traceNumbers,
    entryCount: allRoutings.length,
    totalDebitCents: totalDebit,
    totalCreditCents: totalCredit,
    entryHash: entryHash(allRoutings),
    batchCount: input.batches.length,
    blockCount,
  };
}
