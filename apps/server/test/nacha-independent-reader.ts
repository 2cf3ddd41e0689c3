// A NACHA reader for the tests, written from the published record layout (NACHA Operating Rules,
// Appendix Three) and sharing no code with the product's writer or reader in packages/domain: it
// reads every field by column, checks the file's structure and works the control totals out again
// from the entries, so a file the writer gets wrong in a way the writer's own code agrees with
// still fails here.

export interface IndependentEntry {
  transactionCode: string;
  /** The receiving bank's 8-digit id and check digit. */
  rdfi: string;
  checkDigit: string;
  account: string;
  amountCents: number;
  individualId: string;
  name: string;
  addendaIndicator: string;
  traceNumber: string;
}

export interface IndependentBatch {
  serviceClass: string;
  companyName: string;
  companyIdentification: string;
  secCode: string;
  entryDescription: string;
  effectiveDate: string;
  odfi: string;
  batchNumber: number;
  entries: IndependentEntry[];
  control: {
    serviceClass: string;
    entryAddendaCount: number;
    entryHash: string;
    totalDebitCents: number;
    totalCreditCents: number;
    companyIdentification: string;
    odfi: string;
    batchNumber: number;
  };
}

export interface IndependentFile {
  header: {
    destination: string;
    origin: string;
    creationDate: string;
    creationTime: string;
    fileIdModifier: string;
    destinationName: string;
    originName: string;
  };
  batches: IndependentBatch[];
  control: {
    batchCount: number;
    blockCount: number;
    entryAddendaCount: number;
    entryHash: string;
    totalDebitCents: number;
    totalCreditCents: number;
  };
  /** Every record, the padding included. */
  recordCount: number;
  /** What the reader found wrong with the file: empty for a file a bank takes. */
  problems: string[];
}

/** Columns `start`..`end` of a record, 1-based and inclusive as the layout numbers them. */
const col = (record: string, start: number, end: number): string =>
  record.substring(start - 1, end);
const num = (record: string, start: number, end: number): number =>
  Number.parseInt(col(record, start, end), 10);

const debitCodes = new Set(['27', '28', '37', '38']);
const creditCodes = new Set(['22', '23', '32', '33']);

/** The ABA check digit: weights 3, 7, 1 over the first 8 digits. */
function abaCheckDigit(eight: string): string {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(eight.charAt(i)) * (weights[i] ?? 0);
  return String((10 - (sum % 10)) % 10);
}

function hashOf(rdfis: readonly string[]): string {
  let sum = 0n;
  for (const r of rdfis) sum += BigInt(r);
  return (sum % 10_000_000_000n).toString().padStart(10, '0');
}

export function readNachaIndependently(text: string): IndependentFile {
  const problems: string[] = [];
  const records = text.split('\n');
  if (records[records.length - 1] === '') records.pop();
  records.forEach((r, i) => {
    if (r.length !== 94) problems.push(`Record ${i + 1} is ${r.length} characters, not 94.`);
    if (!/^[\x20-\x7e]*$/.test(r)) problems.push(`Record ${i + 1} has a byte outside ASCII.`);
  });
  if (records.length % 10 !== 0) problems.push('The file is not a whole number of blocks of 10.');
  const [head = ''] = records;
  if (col(head, 1, 3) !== '101') problems.push('The file does not start with a file header.');
  if (col(head, 35, 40) !== '094101') problems.push('Record size, blocking or format code wrong.');
  const header = {
    destination: col(head, 5, 13),
    origin: col(head, 15, 23),
    creationDate: col(head, 24, 29),
    creationTime: col(head, 30, 33),
    fileIdModifier: col(head, 34, 34),
    destinationName: col(head, 41, 63).trimEnd(),
    originName: col(head, 64, 86).trimEnd(),
  };
  if (!/^[A-Z0-9]$/.test(header.fileIdModifier))
    problems.push(`File ID modifier "${header.fileIdModifier}" is not A-Z or 0-9.`);
  const batches: IndependentBatch[] = [];
  let current: Omit<IndependentBatch, 'control'> | null = null;
  let fileControl: IndependentFile['control'] | null = null;
  let lastFileRecord = 0;
  records.forEach((r, i) => {
    const type = r.charAt(0);
    if (fileControl) {
      if (!/^9{94}$/.test(r)) problems.push(`Record ${i + 1} follows the file control.`);
      return;
    }
    if (type === '5') {
      current = {
        serviceClass: col(r, 2, 4),
        companyName: col(r, 5, 20).trimEnd(),
        companyIdentification: col(r, 41, 50),
        secCode: col(r, 51, 53),
        entryDescription: col(r, 54, 63).trimEnd(),
        effectiveDate: col(r, 70, 75),
        odfi: col(r, 80, 87),
        batchNumber: num(r, 88, 94),
        entries: [],
      };
    } else if (type === '6' && current) {
      const entry: IndependentEntry = {
        transactionCode: col(r, 2, 3),
        rdfi: col(r, 4, 11),
        checkDigit: col(r, 12, 12),
        account: col(r, 13, 29).trimEnd(),
        amountCents: num(r, 30, 39),
        individualId: col(r, 40, 54).trimEnd(),
        name: col(r, 55, 76).trimEnd(),
        addendaIndicator: col(r, 79, 79),
        traceNumber: col(r, 80, 94),
      };
      if (abaCheckDigit(entry.rdfi) !== entry.checkDigit)
        problems.push(`Entry ${entry.traceNumber}: the receiving bank's check digit is wrong.`);
      current.entries.push(entry);
    } else if (type === '8' && current) {
      batches.push({
        ...current,
        control: {
          serviceClass: col(r, 2, 4),
          entryAddendaCount: num(r, 5, 10),
          entryHash: col(r, 11, 20),
          totalDebitCents: num(r, 21, 32),
          totalCreditCents: num(r, 33, 44),
          companyIdentification: col(r, 45, 54),
          odfi: col(r, 80, 87),
          batchNumber: num(r, 88, 94),
        },
      });
      current = null;
    } else if (type === '9') {
      fileControl = {
        batchCount: num(r, 2, 7),
        blockCount: num(r, 8, 13),
        entryAddendaCount: num(r, 14, 21),
        entryHash: col(r, 22, 31),
        totalDebitCents: num(r, 32, 43),
        totalCreditCents: num(r, 44, 55),
      };
      lastFileRecord = i + 1;
    } else if (i > 0) problems.push(`Record ${i + 1} of type ${type} is out of place.`);
  });
  if (!fileControl) throw new Error('The file has no file control record.');
  const control: IndependentFile['control'] = fileControl;
  // Control totals worked out again from the entries.
  const sums = (entries: readonly IndependentEntry[]) => ({
    count: entries.length,
    hash: hashOf(entries.map((e) => e.rdfi)),
    debit: entries
      .filter((e) => debitCodes.has(e.transactionCode))
      .reduce((k, e) => k + e.amountCents, 0),
    credit: entries
      .filter((e) => creditCodes.has(e.transactionCode))
      .reduce((k, e) => k + e.amountCents, 0),
  });
  batches.forEach((b, i) => {
    const s = sums(b.entries);
    const c = b.control;
    const where = `Batch ${i + 1}`;
    if (b.batchNumber !== i + 1 || c.batchNumber !== i + 1)
      problems.push(`${where} is not numbered ${i + 1}.`);
    if (c.serviceClass !== b.serviceClass) problems.push(`${where}: service classes differ.`);
    if (c.companyIdentification !== b.companyIdentification)
      problems.push(`${where}: company identifications differ.`);
    if (c.odfi !== b.odfi) problems.push(`${where}: ODFIs differ.`);
    if (c.entryAddendaCount !== s.count) problems.push(`${where}: entry/addenda count is wrong.`);
    if (c.entryHash !== s.hash) problems.push(`${where}: entry hash is wrong.`);
    if (c.totalDebitCents !== s.debit) problems.push(`${where}: total debit is wrong.`);
    if (c.totalCreditCents !== s.credit) problems.push(`${where}: total credit is wrong.`);
    const credits = b.entries.filter((e) => creditCodes.has(e.transactionCode)).length;
    const expectedClass = credits === b.entries.length ? '220' : credits === 0 ? '225' : '200';
    if (b.serviceClass !== expectedClass)
      problems.push(`${where}: service class ${b.serviceClass} does not fit its entries.`);
    for (const e of b.entries)
      if (e.traceNumber.slice(0, 8) !== b.odfi)
        problems.push(`${where}: trace ${e.traceNumber} does not begin with the ODFI.`);
  });
  const all = sums(batches.flatMap((b) => b.entries));
  if (control.batchCount !== batches.length) problems.push('File control: batch count is wrong.');
  if (control.blockCount !== Math.ceil(lastFileRecord / 10))
    problems.push('File control: block count is wrong.');
  if (control.entryAddendaCount !== all.count)
    problems.push('File control: entry/addenda count is wrong.');
  if (control.entryHash !== all.hash) problems.push('File control: entry hash is wrong.');
  if (control.totalDebitCents !== all.debit) problems.push('File control: total debit is wrong.');
  if (control.totalCreditCents !== all.credit)
    problems.push('File control: total credit is wrong.');
  return { header, batches, control, recordCount: records.length, problems };
}
