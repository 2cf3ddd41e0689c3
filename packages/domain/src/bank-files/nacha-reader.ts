import { field, fileLines } from './fixed-width';
import { NachaBlockingFactor, NachaRecordLength, entryHash } from './nacha-writer';

// NACHA reader: reads any ACH file back (PPD, CCD, WEB, IAT, returns), checks each batch control
// and the file control against the records, and names every disagreement.

export interface NachaEntry {
  transactionCode: number;
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  individualId: string;
  individualName: string;
  traceNumber: string;
  addenda: string[];
  /** The return reason code of a return entry's 99 addenda (R01…), else null. */
  returnCode: string | null;
  /** The notification of change of a COR entry's 98 addenda, else null. */
  changeNotice: NachaChangeNotice | null;
}

/**
 * A notification of change (NACHA Appendix Five, addenda type 98 of a COR entry): the receiving
 * bank took the entry but says which of its details to correct before the next one.
 */
export interface NachaChangeNotice {
  /** C01…C14 (C61… for a refused one). */
  changeCode: string;
  /** The trace number of the entry the change is about (positions 7-21). */
  originalTraceNumber: string;
  /** The first 8 digits of the receiving bank's routing number in that entry (28-35). */
  originalReceivingDfi: string;
  /** The corrected data (36-64), its layout depending on the change code; trailing spaces cut. */
  correctedData: string;
  /** The addenda's own trace number (80-94). */
  traceNumber: string;
}

export interface NachaBatch {
  serviceClassCode: string;
  companyName: string;
  companyIdentification: string;
  secCode: string;
  companyEntryDescription: string;
  effectiveEntryDate: string;
  batchNumber: number;
  entries: NachaEntry[];
  entryAddendaCount: number;
  entryHash: string;
  totalDebitCents: number;
  totalCreditCents: number;
}

export interface NachaFile {
  immediateDestination: string;
  immediateOrigin: string;
  immediateDestinationName: string;
  immediateOriginName: string;
  creationDate: string;
  batches: NachaBatch[];
  /** What the file control says. */
  control: {
    batchCount: number;
    blockCount: number;
    entryAddendaCount: number;
    entryHash: string;
    totalDebitCents: number;
    totalCreditCents: number;
  };
  recordCount: number;
}

export interface NachaRead {
  file: NachaFile;
  /** Each way the file breaks the format; empty when it is sound. */
  problems: string[];
}

export class NachaFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join(' '));
  }
}

const debitCodes = new Set([26, 27, 28, 29, 36, 37, 38, 39, 46, 47, 48, 49, 55, 56]);
const cents = (text: string) => Number(text.trim() === '' ? '0' : text);
const text = (line: string, from: number, to: number) => field(line, from, to).trim();
const isPadding = (line: string) => /^9{94}$/.test(line);

interface Cursor {
  batches: NachaBatch[];
  current: NachaBatch | null;
  problems: string[];
}

function openBatch(cursor: Cursor, line: string, n: number): void {
  if (cursor.current) cursor.problems.push(`Line ${n}: a batch header before the batch control.`);
  const iat = text(line, 51, 53) === 'IAT';
  cursor.current = {
    serviceClassCode: field(line, 2, 4),
    companyName: iat ? text(line, 5, 20) || text(line, 21, 36) : text(line, 5, 20),
    companyIdentification: text(line, 41, 50),
    secCode: text(line, 51, 53),
    companyEntryDescription: text(line, 54, 63),
    effectiveEntryDate: field(line, 70, 75),
    batchNumber: Number(field(line, 88, 94)),
    entries: [],
    entryAddendaCount: 0,
    entryHash: '',
    totalDebitCents: 0,
    totalCreditCents: 0,
  };
}

function addEntry(batch: NachaBatch, line: string): void {
  const iat = batch.secCode === 'IAT';
  batch.entries.push({
    transactionCode: Number(field(line, 2, 3)),
    routingNumber: field(line, 4, 12),
    accountNumber: iat ? text(line, 40, 74) : text(line, 13, 29),
    amountCents: cents(field(line, 30, 39)),
    individualId: iat ? '' : text(line, 40, 54),
    individualName: iat ? '' : text(line, 55, 76),
    traceNumber: field(line, 80, 94),
    addenda: [],
    returnCode: null,
    changeNotice: null,
  });
}

function changeNotice(line: string): NachaChangeNotice {
  return {
    changeCode: text(line, 4, 6).toUpperCase(),
    originalTraceNumber: field(line, 7, 21),
    originalReceivingDfi: field(line, 28, 35),
    correctedData: field(line, 36, 64).trimEnd(),
    traceNumber: field(line, 80, 94),
  };
}

function closeBatch(cursor: Cursor, line: string, n: number): void {
  const batch = cursor.current;
  if (!batch) {
    cursor.problems.push(`Line ${n}: a batch control without a batch header.`);
    return;
  }
  cursor.current = null;
  cursor.batches.push(batch);
  const records = batch.entries.reduce((k, e) => k + 1 + e.addenda.length, 0);
  const debit = batch.entries.reduce(
    (k, e) => k + (debitCodes.has(e.transactionCode) ? e.amountCents : 0),
    0,
  );
  const credit = batch.entries.reduce(
    (k, e) => k + (debitCodes.has(e.transactionCode) ? 0 : e.amountCents),
    0,
  );
  const hash = entryHash(batch.entries.map((e) => e.routingNumber));
  batch.entryAddendaCount = Number(field(line, 5, 10));
  batch.entryHash = field(line, 11, 20);
  batch.totalDebitCents = cents(field(line, 21, 32));
  batch.totalCreditCents = cents(field(line, 33, 44));
  const name = `Batch ${batch.batchNumber}`;
  if (batch.entryAddendaCount !== records)
    cursor.problems.push(
      `${name} control counts ${batch.entryAddendaCount} entries and addenda, but the batch has ${records}.`,
    );
  if (batch.entryHash !== hash)
    cursor.problems.push(
      `${name} control entry hash is ${batch.entryHash}, but the entries make ${hash}.`,
    );
  if (batch.totalDebitCents !== debit)
    cursor.problems.push(
      `${name} control debit total is ${batch.totalDebitCents}, but the entries add up to ${debit}.`,
    );
  if (batch.totalCreditCents !== credit)
    cursor.problems.push(
      `${name} control credit total is ${batch.totalCreditCents}, but the entries add up to ${credit}.`,
    );
}

/** Reads a NACHA file, collecting every problem instead of stopping at the first. */
export function parseNacha(source: string): NachaRead {
  let lines = fileLines(source);
  if (lines.length === 1 && (lines[0] ?? '').length > NachaRecordLength) {
    const one = lines[0] ?? '';
    lines = Array.from({ length: Math.ceil(one.length / NachaRecordLength) }, (_, i) =>
      one.slice(i * NachaRecordLength, (i + 1) * NachaRecordLength),
    );
  }
  const cursor: Cursor = { batches: [], current: null, problems: [] };
  const header = lines[0] ?? '';
  if (!header.startsWith('1'))
    throw new NachaFileError(['The file does not start with a file header (record type 1).']);
  let fileControl: string | null = null;
  lines.forEach((line, i) => {
    const n = i + 1;
    if (line.length !== NachaRecordLength)
      cursor.problems.push(`Line ${n} is ${line.length} characters long; NACHA records are 94.`);
    if (fileControl !== null) {
      if (!isPadding(line)) cursor.problems.push(`Line ${n}: records after the file control.`);
      return;
    }
    const type = line.charAt(0);
    const batch = cursor.current;
    if (type === '1') {
      if (i !== 0) cursor.problems.push(`Line ${n}: a second file header.`);
    } else if (type === '5') openBatch(cursor, line, n);
    else if (type === '6') {
      if (batch) addEntry(batch, line);
      else cursor.problems.push(`Line ${n}: an entry outside a batch.`);
    } else if (type === '7') {
      const entry = batch?.entries.at(-1);
      if (entry) {
        entry.addenda.push(line);
        const addendaType = field(line, 2, 3);
        if (addendaType === '99') entry.returnCode = field(line, 4, 6);
        if (addendaType === '98') entry.changeNotice = changeNotice(line);
      } else cursor.problems.push(`Line ${n}: an addenda without an entry.`);
    } else if (type === '8') closeBatch(cursor, line, n);
    else if (type === '9') fileControl = line;
    else cursor.problems.push(`Line ${n}: unknown record type ${type || '(empty)'}.`);
  });
  if (cursor.current) cursor.problems.push('The last batch has no batch control.');
  const control = fileControl ?? '';
  if (!fileControl) cursor.problems.push('The file has no file control (record type 9).');
  const file: NachaFile = {
    immediateDestination: text(header, 4, 13),
    immediateOrigin: text(header, 14, 23),
    immediateDestinationName: text(header, 41, 63),
    immediateOriginName: text(header, 64, 86),
    creationDate: field(header, 24, 29),
    batches: cursor.batches,
    control: {
      batchCount: Number(field(control, 2, 7)),
      blockCount: Number(field(control, 8, 13)),
      entryAddendaCount: Number(field(control, 14, 21)),
      entryHash: field(control, 22, 31),
      totalDebitCents: cents(field(control, 32, 43)),
      totalCreditCents: cents(field(control, 44, 55)),
    },
    recordCount: lines.length,
  };
  if (fileControl) checkFileControl(file, lines, cursor.problems);
  return { file, problems: cursor.problems };
}

function checkFileControl(file: NachaFile, lines: readonly string[], problems: string[]): void {
  const { control, batches } = file;
  const sum = (pick: (b: NachaBatch) => number) => batches.reduce((k, b) => k + pick(b), 0);
  const records = sum((b) => b.entries.reduce((k, e) => k + 1 + e.addenda.length, 0));
  const hash = entryHash(batches.flatMap((b) => b.entries.map((e) => e.routingNumber)));
  if (control.batchCount !== batches.length)
    problems.push(
      `File control batch count is ${control.batchCount}, but the file has ${batches.length} batches.`,
    );
  if (control.entryAddendaCount !== records)
    problems.push(
      `File control counts ${control.entryAddendaCount} entries and addenda, but the file has ${records}.`,
    );
  if (control.entryHash !== hash)
    problems.push(`File control entry hash is ${control.entryHash}, but the entries make ${hash}.`);
  if (control.totalDebitCents !== sum((b) => b.totalDebitCents))
    problems.push('File control debit total differs from the sum of the batch controls.');
  if (control.totalCreditCents !== sum((b) => b.totalCreditCents))
    problems.push('File control credit total differs from the sum of the batch controls.');
  const unpadded = lines.filter((l) => !isPadding(l)).length;
  const blocks = Math.ceil(unpadded / NachaBlockingFactor);
  if (control.blockCount !== blocks)
    problems.push(
      `File control block count is ${control.blockCount}, but the records fill ${blocks} blocks.`,
    );
  if (lines.length % NachaBlockingFactor !== 0)
    problems.push(
      `The file has ${lines.length} records, which is not padded with 9s to a multiple of ${NachaBlockingFactor}.`,
    );
}

/** Reads a NACHA file and refuses it, naming every problem, unless it is sound. */
export function readNachaFile(source: string): NachaFile {
  const { file, problems } = parseNacha(source);
  if (problems.length > 0) throw new NachaFileError(problems);
  return file;
}
