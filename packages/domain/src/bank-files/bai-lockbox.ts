import { field, fileLines, fromYymmdd } from './fixed-width';

// BAI lockbox detail files (the fixed-width record types 1 header, 2 service, 5 batch header,
// 6 check detail, 4 overflow (remittance memo), 7 batch total, 8 service total, 9 trailer), the
// layout of the bank's lockbox transmission. The remittance memo of a check (its first type-4
// overflow line) carries the coupon's account number, which the import matches to a property.

export interface LockboxCheck {
  /** 1-based line of the check's type-6 record. */
  line: number;
  batchNumber: number;
  itemNumber: number;
  amountCents: number;
  routingNumber: string;
  accountNumber: string;
  checkNumber: string;
  /** ISO date, or null when the field is not a date. */
  checkDate: string | null;
  remitterName: string;
  payeeName: string;
  memos: string[];
}

export interface LockboxBatch {
  batchNumber: number;
  lockboxNumber: string;
  depositDate: string;
  checks: LockboxCheck[];
  totalCents: number;
}

export interface LockboxFile {
  destinationId: string;
  processingDate: string;
  batches: LockboxBatch[];
  checkCount: number;
  totalCents: number;
}

export class LockboxFormatError extends Error {}

const fail = (line: number, message: string): never => {
  throw new LockboxFormatError(`Line ${line}: ${message}`);
};

function digits(line: string, n: number, from: number, to: number, name: string): string {
  const value = field(line, from, to);
  if (!/^\d+$/.test(value) || value.length !== to - from + 1)
    fail(n, `${name} (columns ${from}-${to}) must be digits.`);
  return value;
}

function date(line: string, n: number, from: number, name: string): string {
  const iso = fromYymmdd(digits(line, n, from, from + 5, name));
  return iso ?? fail(n, `${name} is not a YYMMDD date.`);
}

/** MMDDYY of the check date, as this layout writes it. */
function checkDate(raw: string): string | null {
  return fromYymmdd(raw.slice(4, 6) + raw.slice(0, 4));
}

/** Parses a BAI lockbox file; every total record is checked against the checks it covers. */
export function parseBaiLockbox(source: string): LockboxFile {
  const lines = fileLines(source).map((l) => l.trimEnd());
  const first = lines[0] ?? '';
  if (!first.startsWith('1')) fail(1, 'a lockbox file starts with the header record 1.');
  const file: LockboxFile = {
    destinationId: field(first, 4, 13).trim(),
    processingDate: date(first, 1, 24, 'The processing date'),
    batches: [],
    checkCount: 0,
    totalCents: 0,
  };
  let batch: LockboxBatch | null = null;
  let serviceChecks = 0;
  let serviceCents = 0;
  let trailer = false;
  lines.forEach((line, i) => {
    const n = i + 1;
    const type = line.charAt(0);
    if (trailer) fail(n, 'records after the trailer record 9.');
    if (type === '1' || type === '2') {
      if (i > 1 || (type === '1') !== (i === 0)) fail(n, `record ${type} out of place.`);
    } else if (type === '5') {
      if (batch) fail(n, 'a batch header before the batch total of the batch before.');
      batch = {
        batchNumber: Number(digits(line, n, 2, 4, 'The batch number')),
        lockboxNumber: digits(line, n, 8, 14, 'The lockbox number'),
        depositDate: date(line, n, 15, 'The deposit date'),
        checks: [],
        totalCents: 0,
      };
    } else if (type === '6') {
      const open: LockboxBatch = batch ?? fail(n, 'a check outside a batch.');
      const amountCents = Number(digits(line, n, 8, 17, 'The check amount'));
      open.checks.push({
        line: n,
        batchNumber: Number(digits(line, n, 2, 4, 'The batch number')),
        itemNumber: Number(digits(line, n, 5, 7, 'The item number')),
        amountCents,
        routingNumber: field(line, 18, 26).trim(),
        accountNumber: field(line, 27, 36).trim(),
        checkNumber: field(line, 37, 46)
          .trim()
          .replace(/^0+(?=\d)/, ''),
        checkDate: checkDate(field(line, 47, 52)),
        remitterName: field(line, 53, 82).trim(),
        payeeName: field(line, 83, 102).trim(),
        memos: [],
      });
      open.totalCents += amountCents;
    } else if (type === '4') {
      const check = batch?.checks.at(-1) ?? fail(n, 'an overflow record without a check.');
      check.memos.push(field(line, 12, 41).trim());
    } else if (type === '7') {
      const open: LockboxBatch = batch ?? fail(n, 'a batch total without a batch header.');
      const count = Number(digits(line, n, 21, 23, 'The remittance count'));
      const total = Number(digits(line, n, 24, 33, 'The batch dollar total'));
      if (count !== open.checks.length)
        fail(n, `the batch total counts ${count} checks, but the batch has ${open.checks.length}.`);
      if (total !== open.totalCents)
        fail(n, `the batch total is ${total} cents, but its checks add up to ${open.totalCents}.`);
      file.batches.push(open);
      serviceChecks += open.checks.length;
      serviceCents += open.totalCents;
      batch = null;
    } else if (type === '8') {
      if (batch) fail(n, 'a service total inside an open batch.');
      const count = Number(digits(line, n, 21, 24, 'The service check count'));
      const total = Number(digits(line, n, 25, 34, 'The service dollar total'));
      if (count !== serviceChecks || total !== serviceCents)
        fail(n, `the service total (${count} checks, ${total} cents) differs from its batches.`);
    } else if (type === '9') {
      const records = Number(digits(line, n, 2, 7, 'The record count'));
      if (records !== lines.length)
        fail(n, `the trailer counts ${records} records, but the file has ${lines.length}.`);
      trailer = true;
    } else fail(n, `unknown record type ${type || '(empty)'}.`);
  });
  if (batch) fail(lines.length, 'the last batch has no batch total.');
  if (!trailer) fail(lines.length, 'the file has no trailer record 9.');
  file.checkCount = serviceChecks;
  file.totalCents = serviceCents;
  return file;
}
